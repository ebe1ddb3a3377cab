import { TOKENS } from '../../application/tokens';
import type { EventDocument, EventWithSeats } from '../../domain/events/event';
import { useService } from '../app/services';
import { useLive } from '../shared/use-live';

const neverEmpty = () => false;

/**
 * The event with its seats taken, live; null until they are known (or could not be counted), and
 * while the data layer loads: the page shows the event meanwhile.
 */
export function useEventWithSeats(event: EventDocument): EventWithSeats | null {
  const catalog = useService(TOKENS.eventCatalog, { wait: false });
  const seats = useLive<number>(
    catalog ? (onChange, onError) => catalog.watchSeatsTaken(event.id, onChange, onError) : null,
    [catalog, event.id],
    neverEmpty,
  );
  return seats.status === 'ready' ? { ...event, seatsTaken: seats.value } : null;
}
