import { useState } from 'react';
import type { LineEntry } from '../../application/ports/waiting-list.port';
import { TOKENS } from '../../application/tokens';
import type { EventDocument } from '../../domain/events/event';
import { holdHoursOf, type PlaceState } from '../../domain/waiting-list/waiting-list';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';
import { formatDateTime } from '../shared/format';
import { LoadFailed, Loading } from '../shared/page-states';
import { useAsync } from '../shared/use-async';

const STATE: Record<PlaceState, string> = {
  waiting: 'Waiting',
  offered: 'Seat held',
  confirmed: 'Confirmed: has a ticket',
  expired: 'Hold ended',
  removed: 'Removed',
};

/** One event's waiting list for administrators: the line in order, offering, removing, closing. */
export function WaitingListPanel({ event }: { event: EventDocument }) {
  const admin = useService(TOKENS.waitingListAdmin);
  const popup = usePopup();
  const line = useAsync(() => admin.line(event), [admin, event]);
  const [closed, setClosed] = useState(event.waitingListClosed === true);
  const [busy, setBusy] = useState(false);

  async function act(work: () => Promise<string>) {
    setBusy(true);
    try {
      popup.show({ kind: 'success', text: await work() });
      line.retry();
    } catch (error) {
      popup.show({ kind: 'error', text: `That did not work: ${error instanceof Error ? error.message : String(error)}. Nothing changed; try again.` });
    } finally {
      setBusy(false);
    }
  }

  const offer = () =>
    act(async () => {
      const offered = await admin.offerFreeSeats(event);
      if (offered === 0) return 'No seat is free, or nobody is waiting: raise the capacity in the event’s form, or wait for a cancellation.';
      return `${offered} ${offered === 1 ? 'seat was' : 'seats were'} offered to the front of the line, held for ${holdHoursOf(event)} hours.`;
    });
  const remove = (entry: LineEntry) =>
    act(async () => {
      await admin.remove(event, entry.place.position);
      return `${entry.entry?.name ?? 'The place'} was taken off the waiting list.`;
    });
  const toggle = () =>
    act(async () => {
      if ((await admin.setClosed(event.id, !closed)) === 'gone') return 'This event no longer exists.';
      setClosed(!closed);
      return closed ? 'The waiting list is open again.' : 'The waiting list is closed: nobody more can join it.';
    });

  return (
    <section aria-labelledby="waiting-list-title">
      <h3 id="waiting-list-title">Waiting list{line.status === 'ready' ? ` (${line.value.filter((entry) => entry.place.state === 'waiting').length} waiting)` : ''}</h3>
      <p>
        {closed ? 'Closed: nobody more can join.' : 'Open: people join it when the event is full.'} A freed seat is held {holdHoursOf(event)} hours for the first person waiting.
      </p>
      <p className="actions">
        <button type="button" className="button" disabled={busy} onClick={() => void offer()}>
          Offer free seats
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void toggle()}>
          {closed ? 'Reopen the waiting list' : 'Close the waiting list'}
        </button>
      </p>
      {line.status === 'loading' && <Loading label="Loading the waiting list…" />}
      {line.status === 'error' && <LoadFailed what="The waiting list" message={line.message} onRetry={line.retry} />}
      {line.status === 'ready' && line.value.length === 0 && <p className="empty-state">Nobody has joined the waiting list.</p>}
      {line.status === 'ready' && line.value.length > 0 && (
        <table className="admin-table">
          <caption className="visually-hidden">Waiting list of {event.title}, in the order people joined</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Person</th>
              <th scope="col">Status</th>
              <th scope="col">Held until</th>
              <th scope="col">Remove</th>
            </tr>
          </thead>
          <tbody>
            {line.value.map((entry) => (
              <tr key={entry.place.position}>
                <td>{entry.place.position + 1}</td>
                <td>{entry.entry ? `${entry.entry.name} (${entry.entry.email})` : 'Unknown'}</td>
                <td>{STATE[entry.place.state]}</td>
                <td>{entry.place.state === 'offered' && entry.place.heldUntil ? formatDateTime(entry.place.heldUntil) : '—'}</td>
                <td>
                  {(entry.place.state === 'waiting' || entry.place.state === 'offered') && (
                    <button type="button" className="link-button" disabled={busy} onClick={() => void remove(entry)}>
                      Remove <span className="visually-hidden">{entry.entry?.name ?? `place ${entry.place.position + 1}`}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
