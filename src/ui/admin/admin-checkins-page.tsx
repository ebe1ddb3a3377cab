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
import { DownloadCsv } from './download-csv';
import { AdmissionConflictsPanel } from './admission-conflicts-panel';
import { VirtualTable, type Column } from './virtual-table';

const METHOD = { qr: 'QR code', manual: 'Search', self: 'Self check-in' } as const;

/** `/admin/checkins`: who was checked in, when, by whom, how and where; live; undo. */
export function AdminCheckinsPage() {
  const log = useService(TOKENS.checkInLog);
  const eventsAdmin = useService(TOKENS.eventAdmin);
  const popup = usePopup();
  const [eventId, setEventId] = useState('');
  const [query, setQuery] = useState('');
  const [undoing, setUndoing] = useState<CheckInDocument | null>(null);
  const deferredQuery = useDeferredValue(query);
  const events = useLive<EventDocument[]>((onChange, onError) => eventsAdmin.watch(onChange, onError), [eventsAdmin]);
  const checkIns = useLive<CheckInDocument[]>((onChange, onError) => log.watch(eventId || null, onChange, onError), [log, eventId]);
  const passes = useLive<DoorPassDocument[]>((onChange, onError) => log.watchPasses(eventId || null, onChange, onError), [log, eventId], () => false);
  const presence = useMemo(() => (checkIns.status === 'ready' && passes.status === 'ready' ? presenceOf(checkIns.value, passes.value) : null), [checkIns, passes]);
  const id = useId();
  const titles = useMemo(() => new Map(events.status === 'ready' ? events.value.map((event) => [event.id, event.title]) : []), [events]);
  const shown = useMemo(
    () => (checkIns.status === 'ready' ? checkIns.value.filter((checkIn) => matchesSearch(deferredQuery, [checkIn.name, checkIn.email, checkIn.device])) : []),
    [checkIns, deferredQuery],
  );

  async function undo(checkIn: CheckInDocument) {
    setUndoing(null);
    const outcome = await log.undo(checkIn.id);
    popup.show({ kind: 'success', text: outcome === 'undone' ? `${checkIn.name}’s check-in was taken back.` : `${checkIn.name}’s check-in had already been taken back.` });
  }

  const columns: Array<Column<CheckInDocument>> = [
    { key: 'at', header: 'Time', width: '11rem', cell: (checkIn) => formatDateTime(checkIn.at) },
    { key: 'name', header: 'Person', width: 'minmax(10rem, 2fr)', cell: (checkIn) => `${checkIn.name} (${checkIn.email})` },
    { key: 'event', header: 'Event', width: 'minmax(8rem, 1.5fr)', cell: (checkIn) => titles.get(checkIn.eventId) ?? 'A deleted event' },
    { key: 'how', header: 'How', width: '8rem', cell: (checkIn) => `${METHOD[checkIn.method]}${checkIn.notOnDeviceList ? ', admitted anyway (not on the door’s list)' : ''}` },
    { key: 'by', header: 'By, on', width: 'minmax(8rem, 1.5fr)', cell: (checkIn) => `${checkIn.by === 'self' ? 'the visitor' : 'staff'}, ${checkIn.device}` },
    {
      key: 'undo',
      header: 'Undo',
      width: '6rem',
      cell: (checkIn) => (
        <button type="button" className="link-button" onClick={() => setUndoing(checkIn)}>
          Undo <span className="visually-hidden">the check-in of {checkIn.name}</span>
        </button>
      ),
    },
  ];

  return (
    <section aria-labelledby={`${id}-title`}>
      <title>Check-ins · Admin · Rollcall</title>
      <h1 id={`${id}-title`}>Check-ins</h1>
      <div className="toolbar">
        <div className="field">
          <label htmlFor={`${id}-event`}>Event</label>
          <select id={`${id}-event`} value={eventId} onChange={(change) => setEventId(change.target.value)}>
            <option value="">All events</option>
            {events.status === 'ready' &&
              events.value.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title}
                </option>
              ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-search`}>Search name, e-mail or device</label>
          <input id={`${id}-search`} type="search" value={query} onChange={(change) => setQuery(change.target.value)} autoComplete="off" />
        </div>
      </div>
      <DownloadCsv collection="checkins" />
      <button
        type="button"
        className="button button--secondary"
        onClick={() =>
          void log.downloadAttendance(eventId || null).then((ok) =>
            popup.show(ok ? { kind: 'success', text: 'attendance.csv is downloaded.' } : { kind: 'error', text: 'attendance.csv could not be made. Try again.' }),
          )
        }
      >
        Download attendance.csv <span className="visually-hidden">(check-in, exit and re-entry times)</span>
      </button>
      {presence && (
        <section aria-label="Who is inside" className="presence">
          <p>
            <strong>{presence.checkedIn.toLocaleString()}</strong> checked in, <strong>{presence.inside.toLocaleString()}</strong> inside now
            {eventId ? '' : ' (all events)'}.
          </p>
          {presence.perDoor.length > 0 && (
            <ul aria-label="Per door" className="compact-list">
              {presence.perDoor.map((door) => (
                <li key={door.device}>
                  {door.device}: {door.entries.toLocaleString()} in, {door.exits.toLocaleString()} out
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <AdmissionConflictsPanel eventId={eventId || null} titles={titles} />
      {undoing && (
        <div role="alertdialog" aria-labelledby={`${id}-undo`} className="panel confirm">
          <p id={`${id}-undo`}>
            Take back the check-in of <strong>{undoing.name}</strong> at {formatDateTime(undoing.at)}? They can be checked in again.
          </p>
          <button type="button" className="button button--danger" onClick={() => void undo(undoing)}>
            Take it back
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={() => setUndoing(null)}>
            Cancel
          </button>
        </div>
      )}
      <LiveNotice live={checkIns} what="the check-ins" />
      {checkIns.status === 'error' && <LoadFailed what="The check-ins" message={checkIns.message} onRetry={checkIns.retry} />}
      {checkIns.status === 'ready' && (
        <>
          <p role="status" className="list-count">
            {checkIns.value.length.toLocaleString()} check-ins{shown.length !== checkIns.value.length ? `, ${shown.length.toLocaleString()} shown` : ''}.
          </p>
          {shown.length === 0 ? (
            <p className="empty-state">{checkIns.value.length === 0 ? 'Nobody has been checked in yet.' : 'No check-in matches the search.'}</p>
          ) : (
            <VirtualTable items={shown} columns={columns} rowKey={(checkIn) => checkIn.id} label="Check-ins" />
          )}
        </>
      )}
    </section>
  );
}
