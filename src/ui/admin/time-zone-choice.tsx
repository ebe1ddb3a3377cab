import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';

/** The administrator's own time zone, as the browser knows it. */
export const ownTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Where an import reads the dates and times of the file that do not say their zone. */
export function TimeZoneChoice({ id, value, onChange }: { id: string; value: string; onChange: (timeZone: string) => void }) {
  const zones = useMemo(() => {
    const known = Intl.supportedValuesOf('timeZone');
    return known.includes(value) ? known : [value, ...known];
  }, [value]);
  return (
    <div className="field">
      <label htmlFor={id}>
        <Trans>Time zone of the file’s dates</Trans>
      </label>
      <select id={id} value={value} onChange={(change) => onChange(change.target.value)} aria-describedby={`${id}-hint`}>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field__hint">
        <Trans>
          A date alone is that day from midnight there; a date and time in the file with its own offset (like 09:14-05:00) keeps it.
        </Trans>
      </p>
    </div>
  );
}
