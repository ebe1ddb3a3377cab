import { Trans, useLingui } from '@lingui/react/macro';
import type { EventHeld } from '../../domain/people/events-held';

const NAMED = 2;

/**
 * The events a person holds a ticket for, in a table row's height: the two latest by name (✓ and
 * "checked in" where they were), then how many more; every one of them in the tooltip.
 */
export function EventsHeldCell({ held }: { held: readonly EventHeld[] | undefined }) {
  const { t } = useLingui();
  if (held === undefined) return <span aria-label={t`Loading the events`}>…</span>;
  if (held.length === 0) {
    return (
      <span className="cell-stack__detail">
        <Trans>No ticket</Trans>
      </span>
    );
  }
  const more = held.length - NAMED;
  const everyEvent = held.map(({ title, checkedIn }) => (checkedIn ? t`${title} (checked in)` : title)).join('\n');
  return (
    <span className="events-held" title={everyEvent}>
      {held.slice(0, NAMED).map((event, index) => (
        <span key={event.eventId}>
          {index > 0 && ', '}
          {event.checkedIn ? <CheckedInAt title={event.title} /> : event.title}
        </span>
      ))}
      {more > 0 && (
        <span>
          {' '}
          <Trans>+{more} more</Trans>
        </span>
      )}
    </span>
  );
}

function CheckedInAt({ title }: { title: string }) {
  return (
    <Trans>
      <span aria-hidden="true">✓ </span>
      {title}
      <span className="visually-hidden"> (checked in)</span>
    </Trans>
  );
}
