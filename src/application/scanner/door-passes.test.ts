import { describe, expect, it } from 'vitest';
import type { CheckInDocument } from '../../domain/check-in/check-in';
import type { DoorPassDocument } from '../../domain/check-in/door-pass';
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

/** A door that read Ada's check-in, then finds `passes`, and reads the check-in again as `afterwards`. */
function doorReading(passes: DoorPassDocument[], afterwards: () => Promise<CheckInDocument | null>) {
  return new DoorPasses(
    {
      getById: afterwards as never,
      list: async () => passes as never,
      createIfAbsent: () => Promise.reject(new Error('no pass is recorded for someone inside')),
    },
    clock,
  );
}
const EXIT: DoorPassDocument = {
  id: 'summit_ada_1',
  eventId: 'summit',
  ticketId: 'ada',
  number: 1,
  kind: 'exit',
  name: 'Ada',
  at: '2026-06-10T09:00:00.000Z',
  ...STAFF,
};
const BACK_IN: DoorPassDocument = { ...EXIT, id: 'summit_ada_2', number: 2, kind: 'entry', at: '2026-06-10T09:30:00.000Z' };

describe('a scan at the entry of someone whose check-in the door has read', () => {
  it('is “not checked in” when no pass is found and the check-in is gone: taken back, passes and all, between the two reads', async () => {
    const passes = doorReading([], async () => null);
    await expect(passes.pass(EVENT, ADA_IN, 'entry', STAFF)).resolves.toEqual({ kind: 'not-checked-in', name: 'Ada' });
  });

  it('stays “inside” while the check-in is still there, or cannot be read again (no network)', async () => {
    await expect(doorReading([], async () => ADA_IN).pass(EVENT, ADA_IN, 'entry', STAFF)).resolves.toBeNull();
    const offline = doorReading([], () => Promise.reject(new StoreOfflineError('getById')));
    await expect(offline.pass(EVENT, ADA_IN, 'entry', STAFF)).resolves.toBeNull();
  });

  it('does not ask again when passes were found (a taking back deletes them with the check-in) or the admission is kept on the device only', async () => {
    let readsAgain = 0;
    const gone = async () => {
      readsAgain += 1;
      return null;
    };
    await expect(doorReading([EXIT, BACK_IN], gone).pass(EVENT, ADA_IN, 'entry', STAFF)).resolves.toBeNull();
    await expect(doorReading([], gone).pass(EVENT, ADA_IN, 'entry', STAFF, { keptOnDevice: true })).resolves.toBeNull();
    expect(readsAgain).toBe(0);
  });
});
