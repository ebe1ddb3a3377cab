import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
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
import { attendeesPagePath } from './admin-paths';
import { EventDetailsPanel } from './event-details-panel';
import { EventFormPanel } from './event-form-panel';
import { EventPoster } from './event-poster';
import { reasonOf } from '../shared/error-reason';
import { StoreUnconfirmedError } from '../../application/ports/store-errors';

type Panel =
  | { kind: 'new' }
  | { kind: 'edit'; event: EventDocument }
  | { kind: 'poster'; event: EventDocument }
  | { kind: 'details'; event: EventDocument }
  | null;

/** `/admin/events`: create, edit, open or close registration, delete, poster, registrations and feedback. */
export function AdminEventsPage() {
  const admin = useService(TOKENS.eventAdmin);
  const popup = usePopup();
  const events = useLive<EventWithSeats[]>((onChange, onError) => admin.watch(onChange, onError), [admin]);
  const [panel, setPanel] = useState<Panel>(null);
  const [deleting, setDeleting] = useState<{ event: EventDocument; impact: EventImpact } | null>(null);
  const id = useId();
  const { t } = useLingui();

  // A deletion cut short (a lost network, a closed laptop) is finished by the next visit here.
  useEffect(() => {
    admin.finishInterruptedRemovals().catch(() => undefined);
  }, [admin]);

  async function askDelete(event: EventDocument) {
    try {
      setDeleting({ event, impact: await admin.impact(event.id) });
    } catch (error) {
      const title = event.title;
      const reason = reasonOf(error);
      popup.show({ kind: 'error', text: t`What deleting ${title} would take with it could not be read: ${reason}. Try again.` });
    }
  }

  async function remove(event: EventDocument) {
    setDeleting(null);
    const title = event.title;
    try {
      const outcome = await admin.remove(event.id);
      popup.show(
        outcome === 'gone'
          ? { kind: 'error', text: t`${title} was deleted by someone else.` }
          : { kind: 'success', text: t`${title} was deleted.` },
      );
    } catch (error) {
      const reason = reasonOf(error);
      popup.show({
        kind: 'error',
        text: t`${title} was not fully deleted: ${reason}. It is closed to registration; delete it again to finish.`,
      });
    }
  }

  /** The popup message says "saved" once the store has it. */
  async function announced(saving: Promise<EventSaveOutcome>, text: string): Promise<EventSaveOutcome> {
    const outcome = await saving;
    if (outcome.kind === 'saved') popup.show({ kind: 'success', text });
    return outcome;
  }

  async function toggle(event: EventDocument) {
    const title = event.title;
    try {
      const outcome = await admin.setRegistrationOpen(event.id, !event.registrationOpen);
      popup.show(
        outcome === 'gone'
          ? { kind: 'error', text: t`${title} was deleted by someone else.` }
          : {
              kind: 'success',
              text: event.registrationOpen ? t`Registration for ${title} is closed.` : t`Registration for ${title} is open.`,
            },
      );
    } catch (error) {
      popup.show({ kind: 'error', text: registrationNotToggled(title, error) });
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <title>{t`Events · Admin · Rollcall`}</title>
      <h1 id={`${id}-title`}>
        <Trans>Events</Trans>
      </h1>
      <p className="actions">
        <button type="button" className="button" onClick={() => setPanel({ kind: 'new' })}>
          <Trans>New event</Trans>
        </button>
      </p>
      <DownloadCsv collection="events" />
      {panel?.kind === 'new' && (
        <EventFormPanel
          editing={null}
          onSave={(input) => announced(admin.create(input), createdText(input.title))}
          onClose={() => setPanel(null)}
        />
      )}
      {panel?.kind === 'edit' && (
        <EventFormPanel
          key={panel.event.id}
          editing={panel.event}
          onSave={(input, opened) => announced(admin.update(panel.event.id, input, opened ?? undefined), savedText(input.title))}
          onClose={() => setPanel(null)}
        />
      )}
      {panel?.kind === 'poster' && <EventPoster event={panel.event} onClose={() => setPanel(null)} />}
      {panel?.kind === 'details' && <EventDetailsPanel event={panel.event} onClose={() => setPanel(null)} />}
      {deleting && (
        <div role="alertdialog" aria-labelledby={`${id}-delete`} className="panel confirm">
          <p id={`${id}-delete`}>
            <DeleteQuestion title={deleting.event.title} /> {deleteImpact(deleting.impact)}
          </p>
          <button type="button" className="button button--danger" onClick={() => void remove(deleting.event)}>
            <Trans>Delete the event</Trans>
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={() => setDeleting(null)}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      )}
      <LiveNotice live={events} what={t`the events`} />
      {events.status === 'error' && <LoadFailed what={t`The events`} message={events.message} onRetry={events.retry} />}
      {events.status === 'ready' && events.value.length === 0 && (
        <p className="empty-state">
          <Trans>No events yet. Create the first one.</Trans>
        </p>
      )}
      {events.status === 'ready' && events.value.length > 0 && (
        <div className="table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Event</Trans>
                </th>
                <th scope="col">
                  <Trans>When</Trans>
                </th>
                <th scope="col">
                  <Trans>Seats</Trans>
                </th>
                <th scope="col">
                  <Trans>Registration</Trans>
                </th>
                <th scope="col">
                  <Trans>Actions</Trans>
                </th>
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
                  <td>{formatEventTime(event)}</td>
                  <td>
                    <SeatsTaken taken={event.seatsTaken} /> · {formatSeats(seatsLeft(event))}
                  </td>
                  <td>
                    <button type="button" className="link-button" onClick={() => void toggle(event)}>
                      <ToggleLabel open={event.registrationOpen} title={event.title} />
                    </button>
                  </td>
                  <td>
                    <span className="row-actions row-actions--stacked">
                      <button type="button" className="link-button" onClick={() => setPanel({ kind: 'edit', event })}>
                        <RowAction kind="edit" title={event.title} />
                      </button>
                      <Link to={attendeesPagePath(event.id)}>
                        <RowAction kind="attendees" title={event.title} />
                      </Link>
                      <button type="button" className="link-button" onClick={() => setPanel({ kind: 'details', event })}>
                        <RowAction kind="details" title={event.title} />
                      </button>
                      <button type="button" className="link-button" onClick={() => setPanel({ kind: 'poster', event })}>
                        <RowAction kind="poster" title={event.title} />
                      </button>
                      <button type="button" className="link-button" onClick={() => void askDelete(event)}>
                        <RowAction kind="delete" title={event.title} />
                      </button>
                    </span>
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

function createdText(title: unknown): string {
  const name = String(title).trim();
  return translate`${name} was created.`;
}

function savedText(title: unknown): string {
  const name = String(title).trim();
  return translate`${name} was saved.`;
}

function deleteImpact({ tickets, checkIns, feedback }: EventImpact): string {
  const registrations = plural(tickets, { one: '# registration', other: '# registrations' });
  const admissions = plural(checkIns, { one: '# check-in', other: '# check-ins' });
  const opinions = plural(feedback, { one: '# piece of feedback stays', other: '# pieces of feedback stay' });
  return translate`Its ${registrations} and ${admissions} are deleted with it; its ${opinions} as general feedback. This cannot be undone.`;
}

function DeleteQuestion({ title }: { title: string }) {
  return (
    <Trans>
      Delete <strong>{title}</strong>?
    </Trans>
  );
}

function SeatsTaken({ taken }: { taken: number }) {
  return <Trans>{taken} taken</Trans>;
}

function ToggleLabel({ open, title }: { open: boolean; title: string }) {
  return open ? (
    <Trans>
      Open: close it <span className="visually-hidden">for {title}</span>
    </Trans>
  ) : (
    <Trans>
      Closed: open it <span className="visually-hidden">for {title}</span>
    </Trans>
  );
}

function RowAction({ kind, title }: { kind: 'edit' | 'attendees' | 'details' | 'poster' | 'delete'; title: string }) {
  switch (kind) {
    case 'edit':
      return (
        <Trans>
          Edit <span className="visually-hidden">{title}</span>
        </Trans>
      );
    case 'attendees':
      return (
        <Trans>
          Attendee list <span className="visually-hidden">of {title}</span>
        </Trans>
      );
    case 'details':
      return (
        <Trans>
          Registrations, waiting list, feedback <span className="visually-hidden">of {title}</span>
        </Trans>
      );
    case 'poster':
      return (
        <Trans>
          Poster <span className="visually-hidden">of {title}</span>
        </Trans>
      );
    case 'delete':
      return (
        <Trans>
          Delete <span className="visually-hidden">{title}</span>
        </Trans>
      );
  }
}

/** Sent and not answered, the change may land yet: "not changed" would not be true. */
function registrationNotToggled(title: string, error: unknown): string {
  if (error instanceof StoreUnconfirmedError) {
    const reason = reasonOf(error.reason);
    return translate`Opening or closing registration for ${title} is not confirmed: ${reason}. It may still be done once the connection works: look at the event again before changing it again.`;
  }
  const reason = reasonOf(error);
  return translate`Registration for ${title} was not changed: ${reason}. Try again.`;
}
