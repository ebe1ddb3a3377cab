import type { Place } from '../../domain/location/place';

/** Country and city of the visitor's stored location, for what they create (PRODUCT.md). */
export interface PlaceSource {
  storedPlace(): Place;
}
