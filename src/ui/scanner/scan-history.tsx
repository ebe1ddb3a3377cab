import type { ScanRecord } from '../../application/scanner/scanner.machine';
import { outcomeMessage } from '../check-in/outcome-message';

function who(record: ScanRecord): string {
  const outcome = record.outcome;
  switch (outcome.kind) {
    case 'checked-in':
    case 'already-checked-in':
      return outcome.checkIn.name;
    case 'checked-out':
    case 're-entered':
      return outcome.pass.name;
    case 'already-out':
    case 're-entry-refused':
      return outcome.name;
    case 'not-checked-in':
      return outcome.name ?? '—';
    default:
      return '—';
  }
}

/** The last scans on this device, newest first, with the result in words. */
export function ScanHistory({ records }: { records: ScanRecord[] }) {
  return (
    <section aria-labelledby="scan-history-title" className="panel">
      <h2 id="scan-history-title">Last scans on this device</h2>
      {records.length === 0 ? (
        <p className="empty-state">No scan yet.</p>
      ) : (
        <table className="history">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Result</th>
              <th scope="col">Person</th>
              <th scope="col">How</th>
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <tr key={record.id} className={`history__row history__row--${outcomeMessage(record.outcome).tone}`}>
                <td>{new Date(record.at).toLocaleTimeString()}</td>
                <td>{outcomeMessage(record.outcome).title}</td>
                <td>{who(record)}</td>
                <td>{record.method === 'manual' ? 'Search' : 'QR'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
