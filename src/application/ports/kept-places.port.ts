import type { EventDocument } from '../../domain/events/event';
import type { WaitingView } from './waiting-list.port';

/** A place in a waiting list as this device last had it from the server, and when that was (ISO). */
export type KeptPlace = WaitingView & { event: EventDocument; keptAt: string };

/**
 * The waiting list places a visitor's device has shown, kept on that device: at the venue
 * without network, the place's page shows its number in line as last read, and says when.
 */
export interface KeptPlaces {
  keep(place: KeptPlace): void;
  /** A link that is no place any more. */
  forget(entryId: string): void;
  place(entryId: string): KeptPlace | null;
}

/** Nothing kept: in tests, and where nothing needs it. */
export const NO_KEPT_PLACES: KeptPlaces = {
  keep: () => undefined,
  forget: () => undefined,
  place: () => null,
};
