import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  const inside = ready?.inside ?? 0;
  const reason = attendance.status === 'error' ? attendance.message : '';
  return (
    <div className="attendance" aria-live="off">
      <p>
        <span className="attendance__count">{ready ? `${i18n.number(ready.checkedIn)} / ${i18n.number(ready.registered)}` : '… / …'}</span>
        <span className="attendance__label">
          {' '}
          <Trans>checked in / registered</Trans>
          {ready && `, ${t`${inside} inside now`}`}
          {attendance.status === 'ready' && !attendance.confirmed && ` ${t`(this device’s count, not yet confirmed by the server)`}`}
          {attendance.status === 'error' && ` ${t`(could not be counted: ${reason})`}`}
        </span>
      </p>
      {ready && ready.perDoor.length > 1 && (
        <ul className="attendance__doors" aria-label={t`Per door`}>
          {ready.perDoor.map(({ device, entries, exits }) => (
            <li key={device}>
              <Trans>
                {device}: {entries} in, {exits} out
              </Trans>
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
    state.kind === 'local'
      ? t`Check-ins are kept on this device (offline mode).`
      : plural(state.pendingCheckIns, { one: '# check-in waiting to be sent.', other: '# check-ins waiting to be sent.' });
  return (
    <p role="status" className="notice sync-banner">
      <strong>{state.online ? t`Sending check-ins…` : t`This device is offline.`}</strong> {waiting} {t`Scanning goes on.`}
    </p>
  );
}
