import { describe, expect, it } from 'vitest';
import { COUNTERS, OVERFLOW, counterCountFor, counterOf, countersFor, freeSeatNumbers, pickCounter, roomOn, seatNumbersOn, seatsTakenOn, slotsOf, type SeatCounter } from './seat-counters';

const counter = (index: number | typeof OVERFLOW, taken: number): SeatCounter => ({ id: `e_${index}`, eventId: 'e', counter: index, taken });

describe('the seats of an event on Firestore', () => {
  it('are counted on one counter per seat up to fifty counters, fifty without a limit', () => {
    expect([1, 10, 50, 600, 10_000].map(counterCountFor)).toEqual([1, 10, 50, 50, 50]);
    expect(counterCountFor(null)).toBe(COUNTERS);
  });

  it('count each seat below the capacity on counter number % 50, and seats beyond it apart', () => {
    expect([0, 49, 50, 599].map((number) => counterOf(number, 600))).toEqual([0, 49, 0, 49]);
    expect(counterOf(600, 600)).toBe(OVERFLOW);
    expect(counterOf(70_000, null)).toBe(0);
  });

  it('give every counter its share of the seats, adding up to the capacity', () => {
    expect([0, 1, 49].map((index) => slotsOf(index, 600))).toEqual([12, 12, 12]);
    expect([0, 9, 10, 49].map((index) => slotsOf(index, 60))).toEqual([2, 2, 1, 1]);
    expect(Array.from({ length: 50 }, (_, index) => slotsOf(index, 60)).reduce((sum, slots) => sum + slots, 0)).toBe(60);
    expect(slotsOf(3, 3)).toBe(0);
    expect(slotsOf(3, null)).toBe(Number.POSITIVE_INFINITY);
  });

  it('never offer the overflow counter, and pick the others in proportion to their room', () => {
    expect(roomOn(counter(OVERFLOW, 0), 60)).toBe(0);
    const counters = [counter(0, 2), counter(1, 0), counter(10, 0), counter(OVERFLOW, 5)];
    expect(pickCounter(counters, 60, () => 0)?.counter).toBe(1);
    expect(pickCounter(counters, 60, () => 0.66)?.counter).toBe(1);
    expect(pickCounter(counters, 60, () => 0.67)?.counter).toBe(10);
    expect(pickCounter([counter(0, 2), counter(OVERFLOW, 0)], 60)).toBeNull();
  });

  it('try every seat number of a counter, each once, in a random order', () => {
    const numbers = seatNumbersOn(7, 600);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, index) => 7 + 50 * index));
    expect(seatNumbersOn(7, null).every((number) => number % 50 === 7)).toBe(true);
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
});
