import { useEffect, useState } from 'react';
import type { Attendance } from '../../application/scanner/attendance.use-case';
import type { SyncState } from '../../application/ports/sync-status.port';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/services';
import { useLive } from '../shared/use-live';

const neverEmpty = () => false;

/** Checked in / registered for the event, who is inside now, and each door's entries and exits, live; offline, the door's own count, marked as such. */
export function AttendanceCount({ eventId }: { eventId: string }) {
  const counter = useService(TOKENS.attendanceCounter);
  const attendance = useLive<Attendance>((onChange, onError) => counter.watch(eventId, onChange, onError), [counter, eventId], neverEmpty);
  const ready = attendance.status === 'ready' ? attendance.value : null;
  return (
    <div className="attendance" aria-live="off">
      <p>
        <span className="attendance__count">{ready ? `${ready.checkedIn} / ${ready.registered}` : '… / …'}</span>
        <span className="attendance__label">
          {' '}
          checked in / registered
          {ready && `, ${ready.inside} inside now`}
          {attendance.status === 'ready' && !attendance.confirmed && ' (this device’s count, not yet confirmed by the server)'}
          {attendance.status === 'error' && ` (could not be counted: ${attendance.message})`}
        </span>
      </p>
      {ready && ready.perDoor.length > 1 && (
        <ul className="attendance__doors" aria-label="Per door">
          {ready.perDoor.map((door) => (
            <li key={door.device}>
              {door.device}: {door.entries} in, {door.exits} out
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The offline banner: without network, say so and how many check-ins wait to be sent. */
export function SyncBanner({ eventId }: { eventId: string }) {
  const status = useService(TOKENS.syncStatus);
  const [state, setState] = useState<SyncState | null>(null);
  useEffect(() => status.watch(eventId, setState), [status, eventId]);
  if (!state || (state.online && state.pendingCheckIns === 0)) return null;
  const waiting =
    state.kind === 'local' ? 'Check-ins are kept on this device (offline mode).' : `${state.pendingCheckIns} check-in${state.pendingCheckIns === 1 ? '' : 's'} waiting to be sent.`;
  return (
    <p role="status" className="notice sync-banner">
      <strong>{state.online ? 'Sending check-ins…' : 'This device is offline.'}</strong> {waiting} Scanning goes on.
    </p>
  );
}
