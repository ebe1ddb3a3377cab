import type { EventDocument } from '../../src/domain/events/event';
import type { EventFormInput } from '../../src/domain/events/event-form';
import { wallClockOf } from '../../src/domain/shared/time-zones';

/** The event as the administrator's form sends it back, with `changes` typed in. */
export function typedIn(event: EventDocument, changes: Partial<EventFormInput>): EventFormInput {
  const zone = event.timeZone ?? 'UTC';
  return {
    title: event.title,
    slug: event.slug,
    summary: event.summary,
    description: event.description,
    venue: event.venue,
    startsAt: wallClockOf(event.startsAt, zone),
    endsAt: wallClockOf(event.endsAt, zone),
    timeZone: zone,
    capacity: event.capacity === null ? '' : String(event.capacity),
    registrationOpen: event.registrationOpen,
    kind: event.kind,
    ...changes,
  };
}
