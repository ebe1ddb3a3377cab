import { plural } from '@lingui/core/macro';
import { useId, type ReactNode } from 'react';
import type { AdmissionConflict } from '../../domain/check-in/admission-conflict';
import { useEventZone } from '../shared/event-zone';
import { conflictMessage } from './conflict-message';

/** The conflicts found after doors were offline, as the door and the admin's list show them. */
export function ConflictReport({
  conflicts,
  lead,
  zoneOf,
  children,
}: {
  conflicts: readonly AdmissionConflict[];
  lead?: (conflict: AdmissionConflict) => ReactNode;
  /** The zone of each conflict's event, for a list that spans events; else the event around's. */
  zoneOf?: (conflict: AdmissionConflict) => string | undefined;
  children?: ReactNode;
}) {
  const id = useId();
  const eventZone = useEventZone();
  if (conflicts.length === 0) return null;
  return (
    <section className="notice door-conflicts" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="door-conflicts__title">
        <span aria-hidden="true">! </span>
        {plural(conflicts.length, { one: 'A conflict after doors were offline', other: '# conflicts after doors were offline' })}
      </h2>
      {children}
      <ul>
        {conflicts.map((conflict) => (
          <li key={conflict.id}>
            {lead?.(conflict)}
            {conflictMessage(conflict, zoneOf ? zoneOf(conflict) : eventZone)}
          </li>
        ))}
      </ul>
    </section>
  );
}
