import { i18n as activeI18n } from '@lingui/core';
import { msg, plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { TOKENS } from '../../application/tokens';
import type { CheckInDocument } from '../../domain/check-in/check-in';
import { presenceOf, type DoorPassDocument } from '../../domain/check-in/door-pass';
import type { EventDocument } from '../../domain/events/event';
import { matchesSearch } from '../../domain/shared/search';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';
import { formatDateTime } from '../shared/format';
import { LiveNotice, LoadFailed } from '../shared/page-states';
import { useLive } from '../shared/use-live';
import { DateTimeCell } from './date-time-cell';
import { reasonOf } from '../shared/error-reason';
import { StoreUnconfirmedError } from '../../application/ports/store-errors';
import { useCsvSeparator } from './csv-separator-choice';
import { DownloadCsv } from './download-csv';
import { AdmissionConflictsPanel } from './admission-conflicts-panel';
import { VirtualTable, type Column } from './virtual-table';

const METHOD = { qr: msg`QR code`, manual: msg`Search`, self: msg`Self check-in` } as const;

/** `/admin/checkins`: who was checked in, when, by whom, how and where; live; undo. */
export function AdminCheckinsPage() {
  const log = useService(TOKENS.checkInLog);
  const eventsAdmin = useService(TOKENS.eventAdmin);
  const popup = usePopup();
  const [eventId, setEventId] = useState('');
  const [query, setQuery] = useState('');
  const [undoing, setUndoing] = useState<CheckInDocument | null>(null);
  // One choice for both files of the page.
  const [separator, setSeparator] = useCsvSeparator();
  const deferredQuery = useDeferredValue(query);
  const events = useLive<EventDocument[]>((onChange, onError) => eventsAdmin.watch(onChange, onError), [eventsAdmin]);
  const checkIns = useLive<CheckInDocument[]>((onChange, onError) => log.watch(eventId || null, onChange, onError), [log, eventId]);
  const passes = useLive<DoorPassDocument[]>(
    (onChange, onError) => log.watchPasses(eventId || null, onChange, onError),
    [log, eventId],
    () => false,
  );
  const presence = useMemo(
    () => (checkIns.status === 'ready' && passes.status === 'ready' ? presenceOf(checkIns.value, passes.value) : null),
    [checkIns, passes],
  );
  const id = useId();
  const { t, i18n } = useLingui();
  const eventsById = useMemo(() => new Map(events.status === 'ready' ? events.value.map((event) => [event.id, event]) : []), [events]);
  // Each check-in at its event's hour, the venue's.
  const zoneOf = (checkIn: Pick<CheckInDocument, 'eventId'>) => eventsById.get(checkIn.eventId)?.timeZone;
  const shown = useMemo(
    () =>
      checkIns.status === 'ready'
        ? checkIns.value.filter((checkIn) => matchesSearch(deferredQuery, [checkIn.name, checkIn.email, checkIn.device]))
        : [],
    [checkIns, deferredQuery],
  );

  async function undo(checkIn: CheckInDocument) {
    setUndoing(null);
    const name = checkIn.name;
    try {
      const outcome = await log.undo(checkIn.id);
      popup.show({
        kind: 'success',
        text: outcome === 'undone' ? t`${name}’s check-in was taken back.` : t`${name}’s check-in had already been taken back.`,
      });
    } catch (error) {
      popup.show({ kind: 'error', text: notTakenBackMessage(name, error) });
    }
  }

  const columns: Array<Column<CheckInDocument>> = [
    { key: 'at', header: t`Time`, width: '10rem', cell: (checkIn) => <DateTimeCell at={checkIn.at} timeZone={zoneOf(checkIn)} /> },
    {
      key: 'name',
      header: t`Person`,
      width: 'minmax(12rem, 2.5fr)',
      cell: (checkIn) => (
        <span className="cell-stack">
          <span>{checkIn.name}</span>
          <span className="cell-stack__detail">{checkIn.email}</span>
        </span>
      ),
    },
    {
      key: 'event',
      header: t`Event`,
      width: 'minmax(8rem, 1.5fr)',
      cell: (checkIn) => eventsById.get(checkIn.eventId)?.title ?? t`A deleted event`,
    },
    {
      key: 'how',
      header: t`How`,
      width: '8rem',
      cell: (checkIn) =>
        checkIn.notOnDeviceList
          ? `${i18n._(METHOD[checkIn.method])}, ${t`admitted anyway (not on the door’s list)`}`
          : i18n._(METHOD[checkIn.method]),
    },
    {
      key: 'by',
      header: t`By, on`,
      width: 'minmax(8rem, 1.2fr)',
      cell: (checkIn) => `${checkIn.by === 'self' ? t`the visitor` : t`staff`}, ${checkIn.device}`,
    },
    {
      key: 'undo',
      header: t`Undo`,
      width: '5rem',
      cell: (checkIn) => (
        <button type="button" className="link-button" onClick={() => setUndoing(checkIn)}>
          <UndoLabel name={checkIn.name} />
        </button>
      ),
    },
  ];

  return (
    <section aria-labelledby={`${id}-title`}>
      <title>{t`Check-ins · Admin · Rollcall`}</title>
      <h1 id={`${id}-title`}>
        <Trans>Check-ins</Trans>
      </h1>
      <div className="toolbar">
        <div className="field">
          <label htmlFor={`${id}-event`}>
            <Trans>Event</Trans>
          </label>
          <select id={`${id}-event`} value={eventId} onChange={(change) => setEventId(change.target.value)}>
            <option value="">{t`All events`}</option>
            {events.status === 'ready' &&
              events.value.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title}
                </option>
              ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-search`}>
            <Trans>Search name, e-mail or device</Trans>
          </label>
          <input id={`${id}-search`} type="search" value={query} onChange={(change) => setQuery(change.target.value)} autoComplete="off" />
        </div>
      </div>
      <DownloadCsv collection="checkins" shared={{ separator, onSeparatorChange: setSeparator }} />
      <button
        type="button"
        className="button button--secondary"
        onClick={() =>
          void log
            .downloadAttendance(eventId || null, separator)
            .then((ok) =>
              popup.show(
                ok
                  ? { kind: 'success', text: t`attendance.csv is downloaded.` }
                  : { kind: 'error', text: t`attendance.csv could not be made. Try again.` },
              ),
            )
        }
      >
        <Trans>
          Download attendance.csv <span className="visually-hidden">(check-in, exit and re-entry times)</span>
        </Trans>
      </button>
      {presence && (
        <section aria-label={t`Who is inside`} className="presence">
          <p>
            <Presence checkedIn={i18n.number(presence.checkedIn)} inside={i18n.number(presence.inside)} allEvents={!eventId} />
          </p>
          {presence.perDoor.length > 0 && (
            <ul aria-label={t`Per door`} className="compact-list">
              {presence.perDoor.map((door) => (
                <li key={door.device}>
                  <DoorCount device={door.device} entries={i18n.number(door.entries)} exits={i18n.number(door.exits)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <AdmissionConflictsPanel eventId={eventId || null} events={eventsById} />
      {undoing && (
        <div role="alertdialog" aria-labelledby={`${id}-undo`} className="panel confirm">
          <p id={`${id}-undo`}>
            <UndoQuestion name={undoing.name} at={formatDateTime(undoing.at, zoneOf(undoing))} />
          </p>
          <button type="button" className="button button--danger" onClick={() => void undo(undoing)}>
            <Trans>Take it back</Trans>
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={() => setUndoing(null)}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      )}
      <LiveNotice live={checkIns} what={t`the check-ins`} />
      {checkIns.status === 'error' && <LoadFailed what={t`The check-ins`} message={checkIns.message} onRetry={checkIns.retry} />}
      {checkIns.status === 'ready' && (
        <>
          <p role="status" className="list-count">
            {checkInCount(checkIns.value.length, shown.length)}
          </p>
          {shown.length === 0 ? (
            <p className="empty-state">
              {checkIns.value.length === 0 ? t`Nobody has been checked in yet.` : t`No check-in matches the search.`}
            </p>
          ) : (
            <VirtualTable items={shown} columns={columns} rowKey={(checkIn) => checkIn.id} label={t`Check-ins`} />
          )}
        </>
      )}
    </section>
  );
}

function checkInCount(total: number, shown: number): string {
  const matching = activeI18n.number(shown);
  const all = plural(total, { one: '# check-in', other: '# check-ins' });
  return shown === total ? translate`${all}.` : translate`${all}, ${matching} shown.`;
}

/** Taking back deletes, which may be done again at no cost: an unconfirmed one is safe to repeat. */
function notTakenBackMessage(name: string, error: unknown): string {
  if (error instanceof StoreUnconfirmedError) {
    const reason = reasonOf(error.reason);
    return translate`Taking back ${name}’s check-in is not confirmed: ${reason}. It may still be done once the connection works; taking it back again does no harm.`;
  }
  const reason = reasonOf(error);
  return translate`${name}’s check-in was not taken back: ${reason}. Try again.`;
}

function UndoLabel({ name }: { name: string }) {
  return (
    <Trans>
      Undo <span className="visually-hidden">the check-in of {name}</span>
    </Trans>
  );
}

function UndoQuestion({ name, at }: { name: string; at: string }) {
  return (
    <Trans>
      Take back the check-in of <strong>{name}</strong> at {at}? They can be checked in again.
    </Trans>
  );
}

function Presence({ checkedIn, inside, allEvents }: { checkedIn: string; inside: string; allEvents: boolean }) {
  return allEvents ? (
    <Trans>
      <strong>{checkedIn}</strong> checked in, <strong>{inside}</strong> inside now (all events).
    </Trans>
  ) : (
    <Trans>
      <strong>{checkedIn}</strong> checked in, <strong>{inside}</strong> inside now.
    </Trans>
  );
}

function DoorCount({ device, entries, exits }: { device: string; entries: string; exits: string }) {
  return (
    <Trans>
      {device}: {entries} in, {exits} out
    </Trans>
  );
}
