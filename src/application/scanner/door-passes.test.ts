import { describe, expect, it } from 'vitest';
import type { CheckInDocument } from '../../domain/check-in/check-in';
import type { EventDocument } from '../../domain/events/event';
import { StoreOfflineError, StorePermissionError } from '../ports/store-errors';
import { DoorPasses } from './door-passes';

const EVENT = { id: 'summit', reEntry: true } as EventDocument;
const ADA_IN = { ticketId: 'ada', name: 'Ada', at: '2026-06-10T08:15:00.000Z' } as CheckInDocument;
const STAFF = { by: 'staff-1', device: 'Door 1' };
const clock = { now: () => new Date('2026-06-10T10:00:00.000Z') };

/** A door whose pass is refused with `refusal`, and whose check-in, read again, is `afterwards`. */
function doorRefused(refusal: Error, afterwards: CheckInDocument | null) {
  return new DoorPasses(
    {
      getById: async () => afterwards as never,
      list: async () => [],
      createIfAbsent: () => Promise.reject(refusal),
    },
    clock,
  );
}

describe('a door’s pass the server refuses', () => {
  it('is “not checked in” when the check-in is gone: an administrator took it back meanwhile', async () => {
    const passes = doorRefused(new StorePermissionError('create'), null);
    await expect(passes.pass(EVENT, ADA_IN, 'exit', STAFF)).resolves.toEqual({ kind: 'not-checked-in', name: 'Ada' });
  });

  it('stays a refusal while the check-in is still there: the account may not record passes', async () => {
    const passes = doorRefused(new StorePermissionError('create'), ADA_IN);
    await expect(passes.pass(EVENT, ADA_IN, 'exit', STAFF)).rejects.toBeInstanceOf(StorePermissionError);
  });

  it('stays what it was when it is not a refusal (no network), whatever the check-in', async () => {
    const passes = doorRefused(new StoreOfflineError('create'), null);
    await expect(passes.pass(EVENT, ADA_IN, 'exit', STAFF)).rejects.toBeInstanceOf(StoreOfflineError);
  });
});
