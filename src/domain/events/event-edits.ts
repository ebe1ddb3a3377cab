import { t } from '@lingui/core/macro';
import { DEFAULT_HOLD_HOURS } from '../waiting-list/waiting-list';
import type { EventDocument } from './event';

/** What the event form saves. */
export type EditedEvent = Omit<EventDocument, 'id' | 'waitingListClosed'>;

/**
 * An administrator's edit, against the event as the form opened it: the fields they changed (the
 * only ones saved, so that a save never undoes what someone else saved meanwhile, a registration
 * closed from the list included), and those of them someone else changed meanwhile to something
 * else (`clashes`: nothing is saved until the administrator has seen them).
 */
export function eventEdits(
  opened: EventDocument,
  typed: EditedEvent,
  current: EventDocument,
): { changed: Partial<EditedEvent>; clashes: Array<keyof EditedEvent> } {
  const changed: Partial<EditedEvent> = {};
  const clashes: Array<keyof EditedEvent> = [];
  for (const key of Object.keys(typed) as Array<keyof EditedEvent>) {
    if (sameValue(key, typed[key], opened[key])) continue;
    Object.assign(changed, { [key]: typed[key] });
    if (!sameValue(key, current[key], opened[key]) && !sameValue(key, current[key], typed[key])) clashes.push(key);
  }
  return { changed, clashes };
}

/** Times compare as instants (the form keeps minutes, a stored time may carry seconds); a field left out is its default. */
function sameValue(key: keyof EditedEvent, one: unknown, other: unknown): boolean {
  if (key === 'startsAt' || key === 'endsAt') return Date.parse(String(one)) === Date.parse(String(other));
  if (key === 'reEntry') return Boolean(one) === Boolean(other);
  if (key === 'holdHours') return (one ?? DEFAULT_HOLD_HOURS) === (other ?? DEFAULT_HOLD_HOURS);
  return (one ?? null) === (other ?? null);
}

/** Told at a field someone else saved while this administrator was editing it. */
export const changedMeanwhile = () =>
  t`Someone else saved a change to this while you were editing. What you typed is still here: check it, then save again to keep it.`;
