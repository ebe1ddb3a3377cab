import { describe, expect, it } from 'vitest';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import { REGISTER_KINDS } from '../../domain/people/people-lists';
import { collectionOf } from './people-lists';

describe('where each list of people is stored', () => {
  it.each(REGISTER_KINDS)('keeps the %s register where that event’s tickets are', (kind) => {
    expect(collectionOf(kind)).toBe(ticketCollectionFor(kind));
  });

  it('keeps the directory apart from every register', () => {
    expect(REGISTER_KINDS.map(collectionOf)).not.toContain(collectionOf('directory'));
  });
});
