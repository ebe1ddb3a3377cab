import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { EventDocument } from '../../domain/events/event';
import { formatEventTime } from '../shared/format';

/**
 * The door is set to an event that is not today: said first, with the event's own day, and
 * scanning starts only when staff confirm (a door left on yesterday's event, or tomorrow's
 * chosen by mistake, would check people in to the wrong one). Announced, not focused: staff
 * going through the events with the keyboard keep their place in the list.
 */
export function NotTodayWarning({ event, onConfirm }: { event: EventDocument; onConfirm: () => void }) {
  const id = useId();
  const { title } = event;
  const when = formatEventTime(event);
  return (
    <section role="alert" className="notice not-today" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <span aria-hidden="true">! </span>
        <Trans>This event is not today</Trans>
      </h2>
      <p>
        <Trans>
          {title} is on {when}. Scanning now checks people in to it today. If that is not what you want, choose today’s event above.
        </Trans>
      </p>
      <button type="button" className="button" onClick={onConfirm}>
        <Trans>Scan for this event anyway</Trans>
      </button>
    </section>
  );
}
