import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ScanRecord } from '../../application/scanner/scanner.machine';
import { outcomeMessage } from '../check-in/outcome-message';
import { useEventZone } from '../shared/event-zone';
import { formatClock } from '../shared/format';

function who(record: ScanRecord): string {
  const outcome = record.outcome;
  switch (outcome.kind) {
    case 'checked-in':
    case 'already-checked-in':
      return outcome.checkIn.name;
    case 'checked-out':
    case 're-entered':
      return outcome.pass.name || '—';
    case 'already-out':
    case 're-entry-refused':
      return outcome.name || '—';
    case 'not-checked-in':
      return outcome.name ?? '—';
    default:
      return '—';
  }
}

/** The last scans on this device, newest first, with the result in words. */
export function ScanHistory({ records }: { records: ScanRecord[] }) {
  const zone = useEventZone();
  return (
    <section aria-labelledby="scan-history-title" className="panel">
      <h2 id="scan-history-title">
        <Trans>Last scans on this device</Trans>
      </h2>
      {records.length === 0 ? (
        <p className="empty-state">
          <Trans>No scan yet.</Trans>
        </p>
      ) : (
        <table className="history">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Time</Trans>
              </th>
              <th scope="col">
                <Trans>Result</Trans>
              </th>
              <th scope="col">
                <Trans>Person</Trans>
              </th>
              <th scope="col">
                <Trans>How</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {records.map((record) => {
              const message = outcomeMessage(record.outcome, 'staff', zone);
              return (
                <tr key={record.id} className={`history__row history__row--${message.tone}`}>
                  <td>{formatClock(record.at, zone)}</td>
                  <td>{message.title}</td>
                  <td>{who(record)}</td>
                  <td>{record.method === 'manual' ? t`Search` : t`QR`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
