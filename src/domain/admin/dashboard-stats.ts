import { presenceOf, type DoorPassDocument, type Presence } from '../check-in/door-pass';
import type { CheckInDocument } from '../check-in/check-in';
import type { EventWithSeats } from '../events/event';
import type { FeedbackDocument } from '../feedback/feedback';

export type EventProgress = {
  eventId: string;
  title: string;
  registered: number;
  capacity: number | null;
  checkedIn: number;
  inside: number;
  perDoor: Presence['perDoor'];
  startsAt: string;
};

/** Registrations, check-ins and who is inside now per event (the dashboard's progress bars), soonest first. */
export function progressPerEvent(
  events: readonly EventWithSeats[],
  checkIns: readonly CheckInDocument[],
  passes: readonly DoorPassDocument[] = [],
): EventProgress[] {
  return events
    .map((event) => {
      const presence = presenceOf(
        checkIns.filter((checkIn) => checkIn.eventId === event.id),
        passes.filter((pass) => pass.eventId === event.id),
      );
      const { checkedIn, inside, perDoor } = presence;
      return {
        eventId: event.id,
        title: event.title,
        registered: event.seatsTaken,
        capacity: event.capacity,
        checkedIn,
        inside,
        perDoor,
        startsAt: event.startsAt,
      };
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

export const ARRIVAL_BUCKET_MINUTES = 15;

export type ArrivalBucket = { startsAt: string; count: number };

/** Arrivals per 15 minutes for one event, from its first to its last check-in, empty slots included. */
export function arrivalsPerQuarterHour(checkIns: readonly CheckInDocument[], eventId: string): ArrivalBucket[] {
  const bucketMs = ARRIVAL_BUCKET_MINUTES * 60_000;
  const times = checkIns
    .filter((checkIn) => checkIn.eventId === eventId)
    .map((checkIn) => Date.parse(checkIn.at))
    .filter(Number.isFinite);
  if (times.length === 0) return [];
  const first = Math.floor(Math.min(...times) / bucketMs) * bucketMs;
  const last = Math.floor(Math.max(...times) / bucketMs) * bucketMs;
  const counts = new Map<number, number>();
  for (const time of times) {
    const bucket = Math.floor(time / bucketMs) * bucketMs;
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  const buckets: ArrivalBucket[] = [];
  for (let start = first; start <= last; start += bucketMs)
    buckets.push({ startsAt: new Date(start).toISOString(), count: counts.get(start) ?? 0 });
  return buckets;
}

export type RatingSummary = { count: number; average: number | null; perStar: [number, number, number, number, number] };

export function ratingSummary(feedback: readonly FeedbackDocument[]): RatingSummary {
  const perStar: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  let total = 0;
  let count = 0;
  for (const item of feedback) {
    if (!Number.isInteger(item.rating) || item.rating < 1 || item.rating > 5) continue;
    perStar[item.rating - 1] = (perStar[item.rating - 1] ?? 0) + 1;
    total += item.rating;
    count += 1;
  }
  return { count, average: count === 0 ? null : Math.round((total / count) * 10) / 10, perStar };
}

/** How many visitors per country, most first; people without a country are counted apart. */
export function countriesOf(people: ReadonlyArray<{ country?: string }>): {
  countries: Array<{ country: string; count: number }>;
  unknown: number;
} {
  const counts = new Map<string, number>();
  let unknown = 0;
  for (const person of people) {
    const country = person.country?.trim();
    if (!country) unknown += 1;
    else counts.set(country, (counts.get(country) ?? 0) + 1);
  }
  return {
    countries: [...counts.entries()]
      .map(([country, count]) => ({ country, count }))
      .sort((a, b) => b.count - a.count || a.country.localeCompare(b.country)),
    unknown,
  };
}
