/**
 * How the Firestore ledger keeps seats without a document that every registration writes
 * (Firestore sustains about one write per second on one document):
 *
 * - a seat is a document of its own, `seats/{eventId}_{number}` (private: it names its ticket),
 *   created with the ticket; numbers below the capacity are the event's seats, so the capacity
 *   holds as long as no two tickets get the same number, which firestore.rules guarantee (a seat
 *   that exists cannot be written over, so a second claim on it is refused whole);
 * - what pages show ("N seats left") is counted on `seatCounters/{eventId}_{counter}` (public,
 *   numbers only): seat `n` is counted on counter `n % COUNTERS`, raised with a server-side
 *   increment, never read in the transaction, so a rush spreads over the counters instead of
 *   queuing on one document. Seats an administrator adds beyond the capacity are counted on the
 *   counter `over`, which visitors never pick;
 * - the counters of an event of up to LISTED_UP_TO seats also list the seats they count
 *   (`takenSeats`, changed with the count by server-side array transforms, so still never read in
 *   the write): a registration that lost a seat reads the counters again and knows which seats
 *   are left, instead of claiming seats at random until one is free. The list only orders the
 *   seats tried: the count and the rules on the seat decide, and a list that misses a seat or
 *   still names one given back costs a try.
 *
 * docs/decisions.md has the throughput this allows.
 */
export const COUNTERS = 100;
export const OVERFLOW = 'over';

export type CounterId = number | typeof OVERFLOW;

export type SeatCounter = {
  id: string;
  eventId: string;
  counter: CounterId;
  taken: number;
  /** The seat counted last: the rules check that it was created in the same write. */
  lastSeat?: number;
  /** Seats counted here, as far as the writes that count them list them: which to try last. */
  takenSeats?: number[];
  /** An administrator resizing the event's seats, since this server time (seat-book.ts, `resizeMark`). */
  resizing?: unknown;
};

/** A seat: a ticket's, or held for a place in the waiting list (firestore-waiting-list.ts) until it is confirmed or passed on. */
export type SeatRecord = {
  id: string;
  eventId: string;
  number: number;
  counter: CounterId;
  ticketId?: string;
  collection?: string;
  /** The place (`{eventId}_{position}`) the seat is held for, and until when. */
  heldFor?: string;
  heldUntil?: string;
};

export const counterId = (eventId: string, counter: CounterId) => `${eventId}_${counter}`;
export const seatId = (eventId: string, number: number) => `${eventId}_${number}`;

/** Seat `number` of the event, taken by a ticket of `collection`. */
export function takenSeat(eventId: string, number: number, counter: CounterId, ticketId: string, collection: string): SeatRecord {
  return { id: seatId(eventId, number), eventId, number, counter, ticketId, collection };
}

/** The counter a seat is counted on, for this capacity. */
export function counterOf(number: number, capacity: number | null): CounterId {
  return capacity !== null && number >= capacity ? OVERFLOW : number % COUNTERS;
}

/** Counters an event needs: one per seat up to COUNTERS, COUNTERS without a limit. */
export function counterCountFor(capacity: number | null): number {
  return capacity === null ? COUNTERS : Math.min(COUNTERS, Math.max(1, capacity));
}

/** Whether an event's counters are those its capacity needs: one per counter number (the overflow counter aside). */
export function isSizedFor(counters: ReadonlyArray<Pick<SeatCounter, 'counter'>>, capacity: number | null): boolean {
  const needed = counterCountFor(capacity);
  const numbered = counters.flatMap(({ counter }) => (counter === OVERFLOW ? [] : [counter]));
  return numbered.length === needed && new Set(numbered).size === needed && numbered.every((counter) => counter < needed);
}

/** Seats below the capacity counted on `counter`; Infinity without a limit. */
export function slotsOf(counter: number, capacity: number | null): number {
  if (capacity === null) return Number.POSITIVE_INFINITY;
  return counter < capacity ? Math.floor((capacity - 1 - counter) / COUNTERS) + 1 : 0;
}

export const seatsTakenOn = (counters: ReadonlyArray<Pick<SeatCounter, 'taken'>>) =>
  counters.reduce((sum, counter) => sum + counter.taken, 0);

/** Room on a counter as last seen; the overflow counter has none. */
export function roomOn(counter: SeatCounter, capacity: number | null): number {
  return counter.counter === OVERFLOW ? 0 : slotsOf(counter.counter, capacity) - counter.taken;
}

/** A counter with room, at random in proportion to its room: a rush spreads over the counters. */
export function pickCounter(
  counters: readonly SeatCounter[],
  capacity: number | null,
  random: () => number = Math.random,
): SeatCounter | null {
  const candidates = counters.filter((counter) => roomOn(counter, capacity) > 0);
  if (candidates.length === 0) return null;
  const weight = (counter: SeatCounter) => Math.min(roomOn(counter, capacity), 1_000);
  let point = random() * candidates.reduce((sum, counter) => sum + weight(counter), 0);
  for (const counter of candidates) {
    point -= weight(counter);
    if (point < 0) return counter;
  }
  return candidates[candidates.length - 1] ?? null;
}

/** Seat numbers counted on `counter`, in a random order; without a limit, a few random ones. */
export function seatNumbersOn(counter: number, capacity: number | null, random: () => number = Math.random): number[] {
  const numbers =
    capacity === null
      ? Array.from({ length: 8 }, () => counter + COUNTERS * Math.floor(random() * 2 ** 30))
      : Array.from({ length: slotsOf(counter, capacity) }, (_, index) => counter + COUNTERS * index);
  for (let index = numbers.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [numbers[index], numbers[other]] = [numbers[other] as number, numbers[index] as number];
  }
  return numbers;
}

/**
 * Events of up to this many seats have their counters list them: ten numbers a counter at most,
 * so that the counters stay small to read (every registration reads all of them, and the admin
 * pages follow them). Larger events, and events without a limit, list none.
 */
export const LISTED_UP_TO = 1_000;

/** Whether a counter lists its seats (not the overflow counter, which visitors never pick). */
export const listsSeats = (counter: CounterId, capacity: number | null) =>
  capacity !== null && capacity <= LISTED_UP_TO && counter !== OVERFLOW;

/** The seat numbers of a counter to claim, in order: not those this device knows are taken, and those the counter lists last. */
export function seatsToTry(
  counter: Pick<SeatCounter, 'counter' | 'takenSeats'>,
  capacity: number | null,
  knownTaken: ReadonlySet<number>,
  random: () => number = Math.random,
): number[] {
  const listed = new Set(counter.takenSeats ?? []);
  const numbers = seatNumbersOn(Number(counter.counter), capacity, random).filter((number) => !knownTaken.has(number));
  return [...numbers.filter((number) => !listed.has(number)), ...numbers.filter((number) => listed.has(number))];
}

/**
 * Seat numbers for `count` tickets stored by an administrator (demo data, an import): the free
 * numbers below the capacity first, lowest first, then numbers beyond it.
 */
export function freeSeatNumbers(taken: ReadonlySet<number>, count: number): number[] {
  const numbers: number[] = [];
  for (let number = 0; numbers.length < count; number += 1) if (!taken.has(number)) numbers.push(number);
  return numbers;
}

/** How many of the lowest free seats an administrator's seat is drawn from. */
const LOWEST_DRAWN_FROM = 8;

/**
 * A seat for someone an administrator seats (at the desk, from the people list): one of the
 * lowest free seats below the capacity, at random, so that desks seating walk-ins at the same
 * moment do not all try the lowest one; beyond the capacity, the lowest, only when none is free below.
 */
export function oneOfTheLowestFree(taken: ReadonlySet<number>, capacity: number | null, random: () => number = Math.random): number {
  const lowest = freeSeatNumbers(taken, LOWEST_DRAWN_FROM);
  const below = lowest.filter((number) => capacity === null || number < capacity);
  if (below.length === 0) return lowest[0] ?? 0;
  return below[Math.floor(random() * below.length)] ?? 0;
}

/** Seat numbers grouped by the counter that counts them, for this capacity. */
export function seatsByCounter(seats: readonly number[], capacity: number | null): Map<CounterId, number[]> {
  const counted = new Map<CounterId, number[]>();
  for (const number of seats) {
    const counter = counterOf(number, capacity);
    const numbers = counted.get(counter) ?? [];
    numbers.push(number);
    counted.set(counter, numbers);
  }
  return counted;
}

/** The counters that count these seats for this capacity (a counter per seat number class), listing them where they list seats. */
export function countersFor(eventId: string, capacity: number | null, seats: readonly number[]): SeatCounter[] {
  const counted = seatsByCounter(seats, capacity);
  const ids: CounterId[] = Array.from({ length: counterCountFor(capacity) }, (_, counter): CounterId => counter);
  if (counted.has(OVERFLOW)) ids.push(OVERFLOW);
  return ids.map((counter) => {
    const numbers = counted.get(counter) ?? [];
    return {
      id: counterId(eventId, counter),
      eventId,
      counter,
      taken: numbers.length,
      ...(listsSeats(counter, capacity) ? { takenSeats: numbers } : {}),
    };
  });
}
