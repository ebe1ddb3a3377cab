import type { Place } from '../../domain/location/place';

/** Country and city of the visitor's stored location, for what they create. */
export interface PlaceSource {
  storedPlace(): Place;
}
