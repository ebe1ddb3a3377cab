import { describe, expect, it } from 'vitest';
import { findDuplicatesByEmail } from './duplicates';

describe('findDuplicatesByEmail', () => {
  it('keeps the oldest record of each e-mail and removes the others', () => {
    const groups = findDuplicatesByEmail([
      { id: 'b', email: 'ana@example.org', createdAt: '2026-03-01T00:00:00.000Z' },
      { id: 'a', email: 'ANA@example.org ', createdAt: '2026-02-01T00:00:00.000Z' },
      { id: 'c', email: 'ana@example.org', createdAt: '2026-04-01T00:00:00.000Z' },
      { id: 'd', email: 'solo@example.org', createdAt: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.email).toBe('ana@example.org');
    expect(groups[0]?.keep.id).toBe('a');
    expect(groups[0]?.remove.map((document) => document.id)).toEqual(['b', 'c']);
  });

  it('treats a record without createdAt as the oldest and breaks ties by id', () => {
    const groups = findDuplicatesByEmail([
      { id: 'z', email: 'x@example.org', createdAt: '2026-01-01T00:00:00.000Z' },
      { id: 'm', email: 'x@example.org' },
      { id: 'k', email: 'y@example.org', createdAt: '2026-01-01T00:00:00.000Z' },
      { id: 'j', email: 'y@example.org', createdAt: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(groups.map((group) => group.keep.id)).toEqual(['m', 'j']);
  });

  it('ignores records without an e-mail', () => {
    expect(
      findDuplicatesByEmail([
        { id: 'a', email: '' },
        { id: 'b', email: '' },
      ]),
    ).toEqual([]);
  });
});
