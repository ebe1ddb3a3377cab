import { formatDate, formatTime } from '../shared/format';

/**
 * A date over its time and zone ("25 Nov 2026" / "7:30 PM CET") in a table's cell: the zone's name
 * makes the time longer than a column holds on one line, whatever the zone.
 */
export function DateTimeCell({ at, timeZone }: { at: string; timeZone: string | undefined }) {
  return (
    <span className="cell-stack">
      <span>{formatDate(at, timeZone)}</span>
      <span className="cell-stack__detail">{formatTime(at, timeZone)}</span>
    </span>
  );
}
