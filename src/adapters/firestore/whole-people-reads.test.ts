import { describe, expect, it } from 'vitest';
import type { DocumentOf } from '../../application/ports/collections';
import { StoreOfflineError } from '../../application/ports/store-errors';
import type { PersonCollection } from '../../domain/collections';
import type { ListCopyStore } from './copied-live-source';
import type { WholeLists } from './lists-firestore';
import { wholePeopleReads } from './whole-people-reads';

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

  it('fails with the server online rather than answering with a copy or nothing', async () => {
    const lists: WholeLists = { ...server([]).lists, read: () => Promise.reject(new Error('unavailable')) };
    await expect(wholePeopleReads(lists, copies({ users: [person('kept')] }), online).read('users')).rejects.toThrow('unavailable');
  });
});
