import { useId, useState } from 'react';
import type { EventImpact, EventSaveOutcome } from '../../application/admin/event-admin.use-case';
import { TOKENS } from '../../application/tokens';
import type { EventDocument, EventWithSeats } from '../../domain/events/event';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';
import { formatEventTime, formatSeats } from '../shared/format';
import { LiveNotice, LoadFailed } from '../shared/page-states';
import { useLive } from '../shared/use-live';
import { seatsLeft } from '../../domain/events/event';
import { DownloadCsv } from './download-csv';
import { EventDetailsPanel } from './event-details-panel';
import { EventFormPanel } from './event-form-panel';
import { EventPoster } from './event-poster';

type Panel = { kind: 'new' } | { kind: 'edit'; event: EventDocument } | { kind: 'poster'; event: EventDocument } | { kind: 'details'; event: EventDocument } | null;

/** `/admin/events`: create, edit, open or close registration, delete, poster, registrations and feedback. */
export function AdminEventsPage() {
  const admin = useService(TOKENS.eventAdmin);
  const popup = usePopup();
  const events = useLive<EventWithSeats[]>((onChange, onError) => admin.watch(onChange, onError), [admin]);
  const [panel, setPanel] = useState<Panel>(null);
  const [deleting, setDeleting] = useState<{ event: EventDocument; impact: EventImpact } | null>(null);
  const id = useId();

  async function askDelete(event: EventDocument) {
    setDeleting({ event, impact: await admin.impact(event.id) });
  }

  async function remove(event: EventDocument) {
    setDeleting(null);
    try {
      await admin.remove(event.id);
      popup.show({ kind: 'success', text: `${event.title} was deleted.` });
    } catch (error) {
      popup.show({ kind: 'error', text: `${event.title} was not deleted: ${error instanceof Error ? error.message : String(error)}` });
    }
  }

  /** The popup message says "saved" once the store has it (PRODUCT.md). */
  async function announced(saving: Promise<EventSaveOutcome>, text: string): Promise<EventSaveOutcome> {
    const outcome = await saving;
    if (outcome.kind === 'saved') popup.show({ kind: 'success', text });
    return outcome;
  }

  async function toggle(event: EventDocument) {
    const outcome = await admin.setRegistrationOpen(event.id, !event.registrationOpen);
    popup.show(
      outcome === 'gone'
        ? { kind: 'error', text: `${event.title} was deleted by someone else.` }
        : { kind: 'success', text: `Registration for ${event.title} is ${event.registrationOpen ? 'closed' : 'open'}.` },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <title>Events · Admin · Rollcall</title>
      <h1 id={`${id}-title`}>Events</h1>
      <p className="actions">
        <button type="button" className="button" onClick={() => setPanel({ kind: 'new' })}>
          New event
        </button>
      </p>
      <DownloadCsv collection="events" />
      {panel?.kind === 'new' && <EventFormPanel editing={null} onSave={(input) => announced(admin.create(input), `${String(input.title).trim()} was created.`)} onClose={() => setPanel(null)} />}
      {panel?.kind === 'edit' && (
        <EventFormPanel
          key={panel.event.id}
          editing={panel.event}
          onSave={(input) => announced(admin.update(panel.event.id, input), `${String(input.title).trim()} was saved.`)}
          onClose={() => setPanel(null)}
        />
      )}
      {panel?.kind === 'poster' && <EventPoster event={panel.event} onClose={() => setPanel(null)} />}
      {panel?.kind === 'details' && <EventDetailsPanel event={panel.event} onClose={() => setPanel(null)} />}
      {deleting && (
        <div role="alertdialog" aria-labelledby={`${id}-delete`} className="panel confirm">
          <p id={`${id}-delete`}>
            Delete <strong>{deleting.event.title}</strong>? Its {deleting.impact.tickets} registration{deleting.impact.tickets === 1 ? '' : 's'} and {deleting.impact.checkIns} check-in
            {deleting.impact.checkIns === 1 ? '' : 's'} are deleted with it; its {deleting.impact.feedback} piece{deleting.impact.feedback === 1 ? '' : 's'} of feedback stay as general feedback. This cannot be undone.
          </p>
          <button type="button" className="button button--danger" onClick={() => void remove(deleting.event)}>
            Delete the event
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={() => setDeleting(null)}>
            Cancel
          </button>
        </div>
      )}
      <LiveNotice live={events} what="the events" />
      {events.status === 'error' && <LoadFailed what="The events" message={events.message} onRetry={events.retry} />}
      {events.status === 'ready' && events.value.length === 0 && <p className="empty-state">No events yet. Create the first one.</p>}
      {events.status === 'ready' && events.value.length > 0 && (
        <div className="table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">When</th>
                <th scope="col">Seats</th>
                <th scope="col">Registration</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {events.value.map((event) => (
                <tr key={event.id}>
                  <td>
                    <strong>{event.title}</strong>
                    <br />
                    <span className="event-card__meta">/{event.slug}</span>
                  </td>
                  <td>{formatEventTime(event.startsAt, event.endsAt)}</td>
                  <td>
                    {event.seatsTaken} taken · {formatSeats(seatsLeft(event))}
                  </td>
                  <td>
                    <button type="button" className="link-button" onClick={() => void toggle(event)}>
                      {event.registrationOpen ? 'Open: close it' : 'Closed: open it'}
                      {' '}
                      <span className="visually-hidden">for {event.title}</span>
                    </button>
                  </td>
                  <td className="row-actions">
                    <button type="button" className="link-button" onClick={() => setPanel({ kind: 'edit', event })}>
                      Edit <span className="visually-hidden">{event.title}</span>
                    </button>
                    <button type="button" className="link-button" onClick={() => setPanel({ kind: 'details', event })}>
                      Registrations, waiting list, feedback <span className="visually-hidden">of {event.title}</span>
                    </button>
                    <button type="button" className="link-button" onClick={() => setPanel({ kind: 'poster', event })}>
                      Poster <span className="visually-hidden">of {event.title}</span>
                    </button>
                    <button type="button" className="link-button" onClick={() => void askDelete(event)}>
                      Delete <span className="visually-hidden">{event.title}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
