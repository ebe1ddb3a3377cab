import { describe, expect, it } from 'vitest';
import {
  COUNTERS,
  LISTED_UP_TO,
  OVERFLOW,
  counterCountFor,
  counterOf,
  countersFor,
  freeSeatNumbers,
  isSizedFor,
  oneOfTheLowestFree,
  pickCounter,
  roomOn,
  seatNumbersOn,
  seatsTakenOn,
  seatsToTry,
  slotsOf,
  type SeatCounter,
} from './seat-counters';

const counter = (index: number | typeof OVERFLOW, taken: number): SeatCounter => ({
  id: `e_${index}`,
  eventId: 'e',
  counter: index,
  taken,
});

describe('the seats of an event on Firestore', () => {
  it('are counted on one counter per seat up to a hundred counters, a hundred without a limit', () => {
    expect([1, 10, 100, 600, 10_000].map(counterCountFor)).toEqual([1, 10, 100, 100, 100]);
    expect(counterCountFor(null)).toBe(COUNTERS);
  });

  it('count each seat below the capacity on counter number % 100, and seats beyond it apart', () => {
    expect([0, 99, 100, 599].map((number) => counterOf(number, 600))).toEqual([0, 99, 0, 99]);
    expect(counterOf(600, 600)).toBe(OVERFLOW);
    expect(counterOf(70_000, null)).toBe(0);
  });

  it('give every counter its share of the seats, adding up to the capacity', () => {
    expect([0, 1, 99].map((index) => slotsOf(index, 600))).toEqual([6, 6, 6]);
    expect([0, 19, 20, 99].map((index) => slotsOf(index, 120))).toEqual([2, 2, 1, 1]);
    expect([0, 59, 60, 99].map((index) => slotsOf(index, 60))).toEqual([1, 1, 0, 0]);
    expect(Array.from({ length: COUNTERS }, (_, index) => slotsOf(index, 120)).reduce((sum, slots) => sum + slots, 0)).toBe(120);
    expect(slotsOf(3, 3)).toBe(0);
    expect(slotsOf(3, null)).toBe(Number.POSITIVE_INFINITY);
  });

  it('never offer the overflow counter, and pick the others in proportion to their room', () => {
    expect(roomOn(counter(OVERFLOW, 0), 60)).toBe(0);
    // For 120 seats: counter 1 counts seats 1 and 101, counter 30 only seat 30.
    const counters = [counter(0, 2), counter(1, 0), counter(30, 0), counter(OVERFLOW, 5)];
    expect(pickCounter(counters, 120, () => 0)?.counter).toBe(1);
    expect(pickCounter(counters, 120, () => 0.66)?.counter).toBe(1);
    expect(pickCounter(counters, 120, () => 0.67)?.counter).toBe(30);
    expect(pickCounter([counter(0, 2), counter(OVERFLOW, 0)], 60)).toBeNull();
  });

  it('try every seat number of a counter, each once, in a random order', () => {
    const numbers = seatNumbersOn(7, 600);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 6 }, (_, index) => 7 + 100 * index));
    expect(seatNumbersOn(7, null).every((number) => number % 100 === 7)).toBe(true);
  });

  it('try the seats a counter lists as taken last, and never one this device found taken', () => {
    const listing = (takenSeats?: number[]) => ({ counter: 7, ...(takenSeats ? { takenSeats } : {}) });
    // Drawn in the order 7, 107, 207, 307, 407, 507.
    const inOrder = () => 0.999;
    expect(seatsToTry(listing([7, 307]), 600, new Set(), inOrder)).toEqual([107, 207, 407, 507, 7, 307]);
    expect(seatsToTry(listing([7, 307]), 600, new Set([107, 307]), inOrder)).toEqual([207, 407, 507, 7]);
    expect(seatsToTry(listing(), 600, new Set([7]), inOrder)).toEqual([107, 207, 307, 407, 507]);
    // A list naming every seat (one given back is still on it) leaves them all to try.
    expect(seatsToTry(listing([7, 107]), 200, new Set(), inOrder)).toEqual([7, 107]);
  });

  it('seat tickets stored in bulk on the free numbers, lowest first', () => {
    expect(freeSeatNumbers(new Set([0, 2]), 3)).toEqual([1, 3, 4]);
  });

  it('count stored seats on their counters, with the overflow apart', () => {
    const counters = countersFor('e', 3, [0, 1, 2, 3, 4]);
    expect(counters.map((each) => [each.counter, each.taken])).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
      [OVERFLOW, 2],
    ]);
    expect(seatsTakenOn(counters)).toBe(5);
    expect(counters[0]?.id).toBe('e_0');
  });

  it('list the seats each counter counts, except beyond the capacity, for large events and without a limit', () => {
    expect(countersFor('e', 200, [7, 107, 3, 250]).map((each) => [each.counter, each.takenSeats])).toEqual([
      ...Array.from({ length: 100 }, (_, index) => [index, index === 7 ? [7, 107] : index === 3 ? [3] : []]),
      [OVERFLOW, undefined],
    ]);
    for (const capacity of [null, LISTED_UP_TO + 1])
      expect(countersFor('e', capacity, [7, 107]).every((each) => each.takenSeats === undefined)).toBe(true);
    expect(countersFor('e', LISTED_UP_TO, [7, 107])[7]?.takenSeats).toEqual([7, 107]);
  });

  it('are sized for a capacity when every counter it needs is there and none more, the overflow counter aside', () => {
    const numbered = (count: number) => Array.from({ length: count }, (_, index) => counter(index, 0));
    expect(isSizedFor(numbered(40), 40)).toBe(true);
    expect(isSizedFor([...numbered(40), counter(OVERFLOW, 2)], 40)).toBe(true);
    expect(isSizedFor(numbered(100), 250)).toBe(true);
    expect(isSizedFor(numbered(100), null)).toBe(true);
    // Raised: counters are missing; lowered: some are too many; none at all: never set up.
    expect(isSizedFor(numbered(20), 40)).toBe(false);
    expect(isSizedFor(numbered(40), 25)).toBe(false);
    expect(isSizedFor([], 25)).toBe(false);
    expect(isSizedFor([...numbered(24), counter(30, 0)], 25)).toBe(false);
  });

  it('seat someone an administrator seats on one of the lowest free seats below the capacity, beyond it only when none is free', () => {
    const taken = new Set([0, 1, 3]);
    const drawn = new Set(Array.from({ length: 200 }, () => oneOfTheLowestFree(taken, 50)));
    // Spread over the eight lowest free seats, so that desks at the same moment rarely meet.
    expect([...drawn].sort((a, b) => a - b)).toEqual([2, 4, 5, 6, 7, 8, 9, 10]);
    expect(oneOfTheLowestFree(taken, 50, () => 0)).toBe(2);
    expect(oneOfTheLowestFree(taken, 50, () => 0.999)).toBe(10);
    // Two seats free below a capacity of 6: only those; none free: the lowest beyond.
    expect(new Set(Array.from({ length: 50 }, () => oneOfTheLowestFree(taken, 6)))).toEqual(new Set([2, 4, 5]));
    expect(oneOfTheLowestFree(new Set([0, 1, 2, 4]), 3)).toBe(3);
    expect(oneOfTheLowestFree(new Set(), null, () => 0.5)).toBe(4);
  });
});
