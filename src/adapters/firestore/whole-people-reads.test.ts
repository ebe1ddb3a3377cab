import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentOf } from '../../application/ports/collections';
import { StoreOfflineError } from '../../application/ports/store-errors';
import type { PersonCollection } from '../../domain/collections';
import type { ListCopyStore } from './copied-live-source';
import type { WholeLists } from './lists-firestore';
import { NoAnswerInTime } from './request-patience';
import { WHOLE_READ_PATIENCE_MS, wholePeopleReads } from './whole-people-reads';

type Person = DocumentOf<'users'>;
const person = (id: string) => ({ id, name: `Person ${id}`, email: `${id}@example.org` }) as Person;

/** The lists' Firestore, answering each whole read with the server's people; the reads it was asked for. */
function server(people: Person[]) {
  const asked: string[] = [];
  const lists: WholeLists = {
    live: { watch: () => () => undefined, watchSum: () => () => undefined },
    read: <C extends PersonCollection>(list: C) => {
      asked.push(list);
      return Promise.resolve(people as unknown as Array<DocumentOf<C>>);
    },
  };
  return { lists, asked };
}

function copies(held: Record<string, Person[]>, opens = true): () => Promise<ListCopyStore> {
  const store: ListCopyStore = {
    read: <T>(list: string) => Promise.resolve((held[list] ?? null) as T[] | null),
    write: () => Promise.resolve(),
  };
  return () => (opens ? Promise.resolve(store) : Promise.reject(new Error('The device’s database did not open.')));
}

const online = { isOnline: () => true };
const offline = { isOnline: () => false };

describe('a staff device’s whole reads of its people lists', () => {
  it('asks the lists’ own Firestore online, not the device’s copy', async () => {
    const { lists, asked } = server([person('a'), person('b')]);
    const reads = wholePeopleReads(lists, copies({ users: [person('old')] }), online);

    expect((await reads.read('users'))?.map((found) => found.id)).toEqual(['a', 'b']);
    expect(asked).toEqual(['users']);
  });

  it('answers from the device’s copy offline, and fails as offline without a whole copy rather than answer with part of the list', async () => {
    const { lists, asked } = server([person('a')]);
    const reads = wholePeopleReads(lists, copies({ users: [person('kept')] }), offline);

    expect((await reads.read('users'))?.map((found) => found.id)).toEqual(['kept']);
    await expect(reads.read('registrations')).rejects.toBeInstanceOf(StoreOfflineError);
    await expect(wholePeopleReads(lists, copies({ users: [person('kept')] }, false), offline).read('users')).rejects.toBeInstanceOf(
      StoreOfflineError,
    );
    expect(asked).toEqual([]);
  });

  it('leaves every collection that is not a people list to the SDK', async () => {
    const { lists, asked } = server([person('a')]);
    const reads = wholePeopleReads(lists, copies({ events: [person('e')] }), online);

    expect(await reads.read('events')).toBeNull();
    expect(await reads.read('checkins')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('fails online when the server refuses, rather than answering with the copy', async () => {
    const refusal = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    const lists: WholeLists = { ...server([]).lists, read: () => Promise.reject(refusal) };
    await expect(wholePeopleReads(lists, copies({ users: [person('kept')] }), online).read('users')).rejects.toBe(refusal);
  });

  describe('online, with the server out of reach', () => {
    afterEach(() => vi.useRealTimers());
    const silent: WholeLists = { ...server([]).lists, read: () => new Promise(() => undefined) };

    it('answers from the device’s copy once the server has not answered in time', async () => {
      vi.useFakeTimers();
      const read = wholePeopleReads(silent, copies({ users: [person('kept')] }), online).read('users');
      let answered = false;
      void read.then(() => (answered = true));
      await vi.advanceTimersByTimeAsync(WHOLE_READ_PATIENCE_MS - 1);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await read)?.map((found) => found.id)).toEqual(['kept']);
    });

    it('fails as unanswered without a copy, not as offline', async () => {
      vi.useFakeTimers();
      const read = wholePeopleReads(silent, copies({}), online).read('users');
      const failed = expect(read).rejects.toBeInstanceOf(NoAnswerInTime);
      await vi.advanceTimersByTimeAsync(WHOLE_READ_PATIENCE_MS);
      await failed;
    });

    it('answers from the copy when the SDK counts itself offline, and fails as offline without one', async () => {
      const unavailable = Object.assign(new Error('Failed to get documents from server.'), { code: 'unavailable' });
      const lists: WholeLists = { ...server([]).lists, read: () => Promise.reject(unavailable) };
      expect((await wholePeopleReads(lists, copies({ users: [person('kept')] }), online).read('users'))?.map((found) => found.id)).toEqual([
        'kept',
      ]);
      await expect(wholePeopleReads(lists, copies({}), online).read('users')).rejects.toBe(unavailable);
    });
  });
});
