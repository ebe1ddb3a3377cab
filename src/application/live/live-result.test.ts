import { describe, expect, it } from 'vitest';
import { joinLive } from './live-result';

type Parts = { events: string[]; checkIns: number };

describe('joinLive', () => {
  it('reports nothing until every part has answered, then every change', () => {
    const seen: Array<[Parts, boolean]> = [];
    const part = joinLive<Parts>(['events', 'checkIns'], (value, { confirmed }) => seen.push([value, confirmed]));
    part('events')(['a'], { confirmed: true });
    expect(seen).toEqual([]);
    part('checkIns')(3, { confirmed: true });
    part('checkIns')(4, { confirmed: true });
    expect(seen).toEqual([
      [{ events: ['a'], checkIns: 3 }, true],
      [{ events: ['a'], checkIns: 4 }, true],
    ]);
  });

  it('is confirmed only while every part is', () => {
    const confirmed: boolean[] = [];
    const part = joinLive<Parts>(['events', 'checkIns'], (_value, info) => confirmed.push(info.confirmed));
    part('events')([], { confirmed: false });
    part('checkIns')(0, { confirmed: true });
    part('events')([], { confirmed: true });
    part('checkIns')(0, { confirmed: false });
    expect(confirmed).toEqual([false, true, false]);
  });

  it('does not wait for a part shown before it answers, and takes its answer when it comes', () => {
    const seen: Array<[{ events: string[]; checkIns: number | null }, boolean]> = [];
    const part = joinLive<{ events: string[]; checkIns: number | null }>(
      ['events', 'checkIns'],
      (value, { confirmed }) => seen.push([value, confirmed]),
      { checkIns: null },
    );
    part('events')(['a'], { confirmed: true });
    part('checkIns')(2, { confirmed: false });
    expect(seen).toEqual([
      [{ events: ['a'], checkIns: null }, true],
      [{ events: ['a'], checkIns: 2 }, false],
    ]);
  });
});
