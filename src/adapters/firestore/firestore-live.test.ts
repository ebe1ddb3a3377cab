import type { QuerySnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { followDocuments } from './firestore-live';

type Person = { id: string; name: string };
type Change = { type: 'added' | 'modified' | 'removed'; oldIndex: number; newIndex: number; doc: { data: () => Person } };

/**
 * A snapshot as the SDK describes it: its documents, and the changes from the last snapshot,
 * each index counted as if the changes before it were applied.
 */
function snapshot(documents: Person[], changes: Change[]): QuerySnapshot<Person> {
  const docs = documents.map((person) => ({ data: () => ({ ...person }) }));
  return { size: documents.length, docs, docChanges: () => changes } as unknown as QuerySnapshot<Person>;
}

const change = (type: Change['type'], oldIndex: number, newIndex: number, person: Person): Change => ({
  type,
  oldIndex,
  newIndex,
  doc: { data: () => ({ ...person }) },
});

const ada = { id: 'a', name: 'Ada' };
const bea = { id: 'b', name: 'Bea' };
const cem = { id: 'c', name: 'Cem' };
const dan = { id: 'd', name: 'Dan' };

describe('followDocuments', () => {
  it('reads every document of the first snapshot, then only the ones each change touches', () => {
    const follow = followDocuments<Person>();
    const first = follow(
      snapshot([ada, bea, cem], [change('added', -1, 0, ada), change('added', -1, 1, bea), change('added', -1, 2, cem)]),
    );
    expect(first).toEqual([ada, bea, cem]);

    // Bea renamed "Zoe" moves to the end, Ada leaves, Dan arrives first.
    const zoe = { id: 'b', name: 'Zoe' };
    const next = follow(
      snapshot([dan, cem, zoe], [change('modified', 1, 2, zoe), change('removed', 0, -1, ada), change('added', -1, 0, dan)]),
    );
    expect(next).toEqual([dan, cem, zoe]);
    // Cem did not change: the same object as before, not read again.
    expect(next[1]).toBe(first[2]);
    // A new array: whoever holds the last one sees it unchanged.
    expect(first).toEqual([ada, bea, cem]);
  });

  it('gives the same array for a snapshot whose documents did not change (a write acknowledged)', () => {
    const follow = followDocuments<Person>();
    const first = follow(snapshot([ada], [change('added', -1, 0, ada)]));
    expect(follow(snapshot([ada], []))).toBe(first);
  });

  it('reads all the documents again should the changes not add up to them', () => {
    const follow = followDocuments<Person>();
    follow(snapshot([ada, bea], [change('added', -1, 0, ada), change('added', -1, 1, bea)]));
    expect(follow(snapshot([ada, bea, cem], [change('modified', 0, 0, ada)]))).toEqual([ada, bea, cem]);
  });

  it('reads the whole result again when a great many documents changed at once (an import landing)', () => {
    const follow = followDocuments<Person>();
    follow(snapshot([ada], [change('added', -1, 0, ada)]));
    const imported = Array.from({ length: 1_500 }, (_, index) => ({ id: `p${index}`, name: `Person ${index}` }));
    const changes = imported.map((person, index) => change('added', -1, index + 1, person));
    // The changes are left unread: the documents alone give the result.
    const unread = changes.map((each) => ({ ...each, doc: { data: () => ({ id: 'wrong', name: 'read from a change' }) } }));
    expect(follow(snapshot([ada, ...imported], unread))).toEqual([ada, ...imported]);
  });
});
