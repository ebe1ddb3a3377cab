import { Trans } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';

/** The administrator's own time zone, as the browser knows it. */
export const ownTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const FILE_LABEL = <Trans>Time zone of the file’s dates</Trans>;
const FILE_HINT = (
  <Trans>A date alone is that day from midnight there; a date and time in the file with its own offset (like 09:14-05:00) keeps it.</Trans>
);

/** A time zone from the runtime's list: where an import reads a file's dates (by default), or an event's venue. */
export function TimeZoneChoice({
  id,
  value,
  onChange,
  label = FILE_LABEL,
  hint = FILE_HINT,
  name,
}: {
  id: string;
  value: string;
  onChange: (timeZone: string) => void;
  label?: ReactNode;
  hint?: ReactNode;
  name?: string;
}) {
  const zones = useMemo(() => {
    const known = Intl.supportedValuesOf('timeZone');
    return known.includes(value) ? known : [value, ...known];
  }, [value]);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(change) => onChange(change.target.value)} aria-describedby={`${id}-hint`}>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
    </div>
  );
}
