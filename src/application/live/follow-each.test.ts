import { describe, expect, it } from 'vitest';
import type { LiveListener } from './live-result';
import { followEach } from './follow-each';

/** Live queries the test answers itself; `answerAtOnce` answers while the query is being started. */
function queries(answerAtOnce: Record<string, number> = {}) {
  const open = new Map<string, LiveListener<number>>();
  const watchOne = (key: string, onChange: LiveListener<number>) => {
    open.set(key, onChange);
    if (key in answerAtOnce) onChange(answerAtOnce[key] as number, { confirmed: true });
    return () => open.delete(key);
  };
  return { open, watchOne };
}

describe('followEach', () => {
  it('keeps an answer given while its query starts, and tells each key’s latest value', () => {
    const { open, watchOne } = queries({ a: 1 });
    const told: Array<ReadonlyMap<string, number>> = [];
    const each = followEach(watchOne, (values) => told.push(values));
    each.follow(['a', 'b']);
    expect(told.at(-1)).toEqual(new Map([['a', 1]]));
    open.get('b')?.(5, { confirmed: true });
    expect(told.at(-1)).toEqual(
      new Map([
        ['a', 1],
        ['b', 5],
      ]),
    );
  });

  it('stops the keys no longer given, forgets their values, and ignores what a stopped query still says', () => {
    const { open, watchOne } = queries();
    const told: Array<ReadonlyMap<string, number>> = [];
    const each = followEach(watchOne, (values) => told.push(values));
    each.follow(['a', 'b']);
    const lateA = open.get('a');
    lateA?.(1, { confirmed: true });
    open.get('b')?.(2, { confirmed: true });
    each.follow(['b', 'c']);
    expect([...open.keys()]).toEqual(['b', 'c']);
    expect(told.at(-1)).toEqual(new Map([['b', 2]]));
    const count = told.length;
    lateA?.(9, { confirmed: true });
    expect(told).toHaveLength(count);
    each.stop();
    expect(open.size).toBe(0);
  });
});
