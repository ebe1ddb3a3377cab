import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { reasonOf } from '../shared/error-reason';
import { StillWaiting } from '../shared/still-waiting';

const STATE: Record<PlaceState, MessageDescriptor> = {
  waiting: msg`Waiting`,
  offered: msg`Seat held`,
  confirmed: msg`Confirmed: has a ticket`,
  expired: msg`Hold ended`,
  removed: msg`Removed`,
};

/** One event's waiting list for administrators: the line in order, offering, removing, closing. */
export function WaitingListPanel({ event }: { event: EventDocument }) {
  const admin = useService(TOKENS.waitingListAdmin);
  const popup = usePopup();
  const line = useAsync(() => admin.line(event), [admin, event]);
  const [closed, setClosed] = useState(event.waitingListClosed === true);
  const [busy, setBusy] = useState(false);
  const { t, i18n } = useLingui();
  const hours = holdHoursOf(event);
  const title = event.title;

  async function act(work: () => Promise<string>) {
    setBusy(true);
    try {
      popup.show({ kind: 'success', text: await work() });
      line.retry();
    } catch (error) {
      const reason = reasonOf(error);
      popup.show({ kind: 'error', text: t`That did not work: ${reason}. Nothing changed; try again.` });
    } finally {
      setBusy(false);
    }
  }

  const offer = () =>
    act(async () => {
      const offered = await admin.offerFreeSeats(event);
      if (offered === 0)
        return t`No seat is free, or nobody is waiting: raise the capacity in the event’s form, or wait for a cancellation.`;
      return plural(offered, {
        one: `# seat was offered to the front of the line, held for ${hours} hours.`,
        other: `# seats were offered to the front of the line, held for ${hours} hours.`,
      });
    });
  const remove = (entry: LineEntry) =>
    act(async () => {
      await admin.remove(event, entry.place.position);
      const name = entry.entry?.name;
      return name ? t`${name} was taken off the waiting list.` : t`The place was taken off the waiting list.`;
    });
  const toggle = () =>
    act(async () => {
      if ((await admin.setClosed(event.id, !closed)) === 'gone') return t`This event no longer exists.`;
      setClosed(!closed);
      return closed ? t`The waiting list is open again.` : t`The waiting list is closed: nobody more can join it.`;
    });

  return (
    <section aria-labelledby="waiting-list-title">
      <h3 id="waiting-list-title">
        {line.status === 'ready' ? waitingTitle(line.value.filter((entry) => entry.place.state === 'waiting').length) : t`Waiting list`}
      </h3>
      <p>
        {closed ? t`Closed: nobody more can join.` : t`Open: people join it when the event is full.`}{' '}
        {t`A freed seat is held ${hours} hours for the first person waiting.`}
      </p>
      <p className="actions">
        <button type="button" className="button" disabled={busy} onClick={() => void offer()}>
          <Trans>Offer free seats</Trans>
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void toggle()}>
          {closed ? t`Reopen the waiting list` : t`Close the waiting list`}
        </button>
      </p>
      <StillWaiting busy={busy} />
      {line.status === 'loading' && <Loading label={t`Loading the waiting list…`} />}
      {line.status === 'error' && <LoadFailed what={t`The waiting list`} message={line.message} onRetry={line.retry} />}
      {line.status === 'ready' && line.value.length === 0 && (
        <p className="empty-state">
          <Trans>Nobody has joined the waiting list.</Trans>
        </p>
      )}
      {line.status === 'ready' && line.value.length > 0 && (
        <table className="admin-table">
          <caption className="visually-hidden">
            <Trans>Waiting list of {title}, in the order people joined</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">
                <Trans>Person</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Held until</Trans>
              </th>
              <th scope="col">
                <Trans>Remove</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {line.value.map((entry) => (
              <tr key={entry.place.position}>
                <td>{entry.place.position + 1}</td>
                <td>{entry.entry ? `${entry.entry.name} (${entry.entry.email})` : t`Unknown`}</td>
                <td>{i18n._(STATE[entry.place.state])}</td>
                <td>
                  {entry.place.state === 'offered' && entry.place.heldUntil ? formatDateTime(entry.place.heldUntil, event.timeZone) : '—'}
                </td>
                <td>
                  {(entry.place.state === 'waiting' || entry.place.state === 'offered') && (
                    <button type="button" className="link-button" disabled={busy} onClick={() => void remove(entry)}>
                      <RemoveLabel who={entry.entry?.name ?? placeNumber(entry.place.position + 1)} />
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

function waitingTitle(waiting: number): string {
  return translate`Waiting list (${waiting} waiting)`;
}

function placeNumber(number: number): string {
  return translate`place ${number}`;
}

function RemoveLabel({ who }: { who: string }) {
  return (
    <Trans>
      Remove <span className="visually-hidden">{who}</span>
    </Trans>
  );
}
