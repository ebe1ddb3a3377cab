import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase/firestore/lite';
import { StoreOfflineError, StorePermissionError } from '../../application/ports/store-errors';
import { PollingLiveSource, type PageSignals } from './polling-live-source';

// The server's answers, one per question, in the order asked: what the page is shown is this
// class's doing (when to ask, what to tell), which the emulator contracts do not single out.
const answers: Array<() => Promise<unknown>> = [];
const getDocs = vi.fn(() => {
  const next = answers.shift();
  if (!next) throw new Error('Asked the server more often than the test expected.');
  return next();
});
const getAggregate = vi.fn((_query: unknown, _fields: unknown) => {
  const next = answers.shift();
  if (!next) throw new Error('Asked the server more often than the test expected.');
  return next();
});
vi.mock('firebase/firestore/lite', () => ({
  getDocs: () => getDocs(),
  getAggregate: (query: unknown, fields: unknown) => getAggregate(query, fields),
  sum: (field: string) => ({ sumOf: field }),
}));
vi.mock('./firestore-lite-query', () => ({ liteSpecQuery: () => ({}) }));

const snapshot = (...seats: number[]) => Promise.resolve({ docs: seats.map((left) => ({ data: () => ({ left }) })) });
const total = (value: number) => Promise.resolve({ data: () => ({ total: value }) });
const refused = (code: string) => Promise.reject(Object.assign(new Error(code), { code }));

const REFRESH_MS = 1_000;

function page() {
  let visible = true;
  const returns = new Set<() => void>();
  const signals: PageSignals = {
    visible: () => visible,
    onReturn: (listener) => {
      returns.add(listener);
      return () => returns.delete(listener);
    },
  };
  return {
    signals,
    hide: () => (visible = false),
    comeBack: () => {
      visible = true;
      for (const listener of returns) listener();
    },
    listeners: () => returns.size,
  };
}

function follow(source: PollingLiveSource) {
  const shown: unknown[][] = [];
  const errors: Error[] = [];
  const stop = source.watch<{ left: number }>(
    { collection: 'seatCounters' },
    (documents, info) => {
      expect(info.confirmed).toBe(true);
      shown.push(documents.map((document) => document.left));
    },
    (error) => errors.push(error),
  );
  return { shown, errors, stop };
}

describe('PollingLiveSource: a visitor page asking Firestore Lite again', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answers.length = 0;
    getDocs.mockClear();
    getAggregate.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks now and every period while shown, not while hidden, and tells only what changed', async () => {
    const tab = page();
    answers.push(
      () => snapshot(5),
      () => snapshot(5),
      () => snapshot(4),
    );
    const live = follow(new PollingLiveSource({} as Firestore, REFRESH_MS, tab.signals));
    await vi.advanceTimersByTimeAsync(0);
    expect(live.shown).toEqual([[5]]);
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(live.shown).toEqual([[5]]);
    tab.hide();
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 3);
    expect(getDocs).toHaveBeenCalledTimes(2);
    tab.comeBack();
    await vi.advanceTimersByTimeAsync(0);
    expect(live.shown).toEqual([[5], [4]]);
    live.stop();
  });

  it('asks at once after this device wrote, and once more when a write comes while it is asking', async () => {
    const source = new PollingLiveSource({} as Firestore, REFRESH_MS, page().signals);
    let answerFirst!: () => void;
    answers.push(
      () => new Promise((resolve) => (answerFirst = () => resolve(snapshot(3)))),
      () => snapshot(2),
    );
    const live = follow(source);
    source.refresh();
    source.refresh();
    expect(getDocs).toHaveBeenCalledTimes(1);
    answerFirst();
    await vi.advanceTimersByTimeAsync(0);
    expect(getDocs).toHaveBeenCalledTimes(2);
    expect(live.shown).toEqual([[3], [2]]);
    live.stop();
  });

  it('keeps what it showed when the network is gone, and says so when it has shown nothing yet', async () => {
    answers.push(
      () => snapshot(7),
      () => refused('unavailable'),
      // Firestore Lite's fetch without network: no HTTP status, so "unknown".
      () => refused('unknown'),
    );
    const shownFirst = follow(new PollingLiveSource({} as Firestore, REFRESH_MS, page().signals));
    await vi.advanceTimersByTimeAsync(2 * REFRESH_MS);
    expect(answers).toHaveLength(0);
    expect(shownFirst.shown).toEqual([[7]]);
    expect(shownFirst.errors).toEqual([]);
    shownFirst.stop();

    answers.push(() => refused('unavailable'));
    const nothingYet = follow(new PollingLiveSource({} as Firestore, REFRESH_MS, page().signals));
    await vi.advanceTimersByTimeAsync(0);
    expect(nothingYet.errors).toHaveLength(1);
    expect(nothingYet.errors[0]).toBeInstanceOf(StoreOfflineError);
    nothingYet.stop();
  });

  it('passes on a refusal even after a result, as the port’s error', async () => {
    answers.push(
      () => snapshot(1),
      () => refused('permission-denied'),
    );
    const live = follow(new PollingLiveSource({} as Firestore, REFRESH_MS, page().signals));
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(live.errors[0]).toBeInstanceOf(StorePermissionError);
    live.stop();
  });

  it('asks a sum as one aggregate of the field, tells the total when it changes, and again after this device wrote', async () => {
    answers.push(
      () => total(12),
      () => total(12),
      () => total(13),
    );
    const source = new PollingLiveSource({} as Firestore, REFRESH_MS, page().signals);
    const told: Array<[number, boolean]> = [];
    const stop = source.watchSum({ collection: 'seatCounters' }, 'taken', (value, info) => told.push([value, info.confirmed]));
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(getAggregate).toHaveBeenCalledTimes(2);
    expect(getAggregate.mock.calls[0]?.[1]).toEqual({ total: { sumOf: 'taken' } });
    expect(getDocs).not.toHaveBeenCalled();
    source.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(told).toEqual([
      [12, true],
      [13, true],
    ]);
    stop();
  });

  it('stops asking, and stops listening to the page, once unsubscribed', async () => {
    const tab = page();
    const source = new PollingLiveSource({} as Firestore, REFRESH_MS, tab.signals);
    answers.push(() => snapshot(9));
    const live = follow(source);
    await vi.advanceTimersByTimeAsync(0);
    live.stop();
    expect(tab.listeners()).toBe(0);
    source.refresh();
    tab.comeBack();
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 5);
    expect(getDocs).toHaveBeenCalledTimes(1);
  });
});
