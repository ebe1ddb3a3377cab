import { TICKET_COLLECTIONS } from '../../domain/collections';
import type { RollcallDatabase } from './rollcall-database';

/**
 * Seats taken per event offline: tickets not cancelled, and seats held for a place in the
 * waiting list. From the indexes and the (few) cancelled tickets and offered places.
 */
export async function seatsPerEvent(db: RollcallDatabase): Promise<Map<string, number>> {
  const seats = new Map<string, number>();
  const add = (eventId: string, by: number) => seats.set(eventId, (seats.get(eventId) ?? 0) + by);
  for (const collection of TICKET_COLLECTIONS) {
    const table = db.tableOf(collection);
    for (const eventId of await table.orderBy('eventId').keys()) add(String(eventId), 1);
    for (const cancelled of await table.where('cancelledAt').above('').toArray()) add(cancelled.eventId, -1);
  }
  for (const place of await db.waitingPlaces.toArray()) if (place.state === 'offered') add(place.eventId, 1);
  return seats;
}

export async function seatsTakenBy(db: RollcallDatabase, eventId: string): Promise<number> {
  let taken = 0;
  for (const collection of TICKET_COLLECTIONS) {
    const table = db.tableOf(collection);
    taken += await table.where('eventId').equals(eventId).count();
    taken -= (await table.where('cancelledAt').above('').toArray()).filter((ticket) => ticket.eventId === eventId).length;
  }
  taken += (await db.waitingPlaces.where('eventId').equals(eventId).toArray()).filter((place) => place.state === 'offered').length;
  return taken;
}
