import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CheckInAttendee } from '../../application/check-in/check-in-attendee.use-case';
import type { Clock } from '../../application/ports/clock.port';
import { DoorCheckIn } from '../../application/scanner/door-check-in.use-case';
import { DoorList } from '../../application/scanner/door-list';
import { DoorPasses } from '../../application/scanner/door-passes';
import type { DoorCopy } from '../../application/ports/door-copy.port';
import type { EventDocument } from '../../domain/events/event';
import { presenceOf } from '../../domain/check-in/door-pass';
import { event } from './contract-fixtures';
import type { StoreHarness } from './document-store.contract';
import { createEvent } from './visitor-use-cases.contract';

const SLOW = 60_000;
const noPlace = { storedPlace: () => ({}) };
/** No door copy: every ticket is asked of the store (the pass logic is what is tested). */
const askTheStore: DoorCopy = {
  follow: () => () => undefined,
  canAskSource: () => true,
  held: async () => [],
  wipe: async () => undefined,
};

/**
 * Exits and re-entries at the door, on every adapter, with two doors (two clients of one store):
 * the check-in is never edited, each step is one document, and two doors recording the same
 * step at the same moment keep one.
 */
export function runDoorPassesContract(adapterName: string, open: () => Promise<StoreHarness>): void {
  describe(`${adapterName}: exits and re-entries at the door`, () => {
    let harness: StoreHarness;
    let clock: Clock;
    const doorOf = (store: StoreHarness['store'], name: string) => {
      const door = new DoorCheckIn(
        new CheckInAttendee(store, clock, noPlace),
        {
          remember: async () => undefined,
          rememberPass: async () => undefined,
          unsettledOf: async () => null,
          unsettledPasses: async () => [],
        },
        clock,
        new DoorPasses(store, clock),
      );
      return { door, staff: { by: 'staff-1', device: name } };
    };
    const listOf = (stored: EventDocument) => new DoorList(askTheStore, stored);
    const scan = (ticketId: string) => ({ ticketId, method: 'qr' as const });

    beforeEach(async () => {
      harness = await open();
      clock = { now: () => new Date() };
    });
    afterEach(() => harness.close());

    async function openEventWithTicket(slug: string, reEntry: boolean) {
      const times = { startsAt: new Date(Date.now() - 3_600_000).toISOString(), endsAt: new Date(Date.now() + 3_600_000).toISOString() };
      const id = await createEvent(harness.store, harness.ledger, event(slug, { ...times, capacity: 10, reEntry }));
      const stored = await harness.store.getById('events', id);
      if (!stored) throw new Error('no event');
      const issued = await harness.ledger.issue({
        event: stored,
        fields: { name: 'Ada Lovelace', email: 'ada@x.org', createdAt: new Date().toISOString() },
        now: new Date(),
        enforceRegistrationRules: true,
      });
      if (issued.kind !== 'issued') throw new Error(issued.kind);
      return { stored, ticketId: issued.ticketId };
    }

    it(
      'records an exit after the check-in, says who is out already, and refuses re-entry unless the event allows it',
      { timeout: SLOW },
      async () => {
        const { stored, ticketId } = await openEventWithTicket('no-re-entry', false);
        const { door, staff } = doorOf(harness.store, 'North');
        const list = listOf(stored);
        await expect(door.checkOut(stored, list, scan(ticketId), staff)).resolves.toMatchObject({ kind: 'not-checked-in' });
        await expect(door.checkIn(stored, list, scan(ticketId), staff)).resolves.toMatchObject({ kind: 'checked-in' });
        await expect(door.checkIn(stored, list, scan(ticketId), staff)).resolves.toMatchObject({ kind: 'already-checked-in' });
        await expect(door.checkOut(stored, list, scan(ticketId), staff)).resolves.toMatchObject({
          kind: 'checked-out',
          pass: { number: 1, kind: 'exit', name: 'Ada Lovelace', device: 'North' },
        });
        await expect(door.checkOut(stored, list, scan(ticketId), staff)).resolves.toMatchObject({
          kind: 'already-out',
          name: 'Ada Lovelace',
        });
        await expect(door.checkIn(stored, list, scan(ticketId), staff)).resolves.toMatchObject({
          kind: 're-entry-refused',
          name: 'Ada Lovelace',
        });
        // The check-in stays as it was.
        await expect(harness.store.whereEquals('checkins', 'eventId', stored.id)).resolves.toMatchObject([{ ticketId, device: 'North' }]);
      },
    );

    it('lets someone back in at an event that allows it, then out again; the counts follow', { timeout: SLOW }, async () => {
      const { stored, ticketId } = await openEventWithTicket('re-entry', true);
      const north = doorOf(harness.store, 'North');
      const south = doorOf(harness.otherClient, 'South');
      const list = listOf(stored);
      await north.door.checkIn(stored, list, scan(ticketId), north.staff);
      await expect(south.door.checkOut(stored, list, scan(ticketId), south.staff)).resolves.toMatchObject({ kind: 'checked-out' });
      await expect(north.door.checkIn(stored, list, scan(ticketId), north.staff)).resolves.toMatchObject({
        kind: 're-entered',
        pass: { number: 2, kind: 'entry' },
      });
      await expect(north.door.checkIn(stored, list, scan(ticketId), north.staff)).resolves.toMatchObject({ kind: 'already-checked-in' });
      await expect(south.door.checkOut(stored, list, scan(ticketId), south.staff)).resolves.toMatchObject({
        kind: 'checked-out',
        pass: { number: 3 },
      });
      const [checkIns, passes] = await Promise.all([
        harness.store.whereEquals('checkins', 'eventId', stored.id),
        harness.store.whereEquals('doorPasses', 'eventId', stored.id),
      ]);
      expect(presenceOf(checkIns, passes)).toEqual({
        checkedIn: 1,
        inside: 0,
        perDoor: [
          { device: 'North', entries: 2, exits: 0 },
          { device: 'South', entries: 0, exits: 2 },
        ],
      });
    });

    it('keeps one exit when two doors scan the same person going out at the same moment', { timeout: SLOW }, async () => {
      const { stored, ticketId } = await openEventWithTicket('two-doors', true);
      const north = doorOf(harness.store, 'North');
      const south = doorOf(harness.otherClient, 'South');
      const list = listOf(stored);
      await north.door.checkIn(stored, list, scan(ticketId), north.staff);
      const outcomes = await Promise.all([
        north.door.checkOut(stored, list, scan(ticketId), north.staff),
        south.door.checkOut(stored, list, scan(ticketId), south.staff),
      ]);
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['already-out', 'checked-out']);
      await expect(harness.store.whereEquals('doorPasses', 'eventId', stored.id)).resolves.toHaveLength(1);
    });
  });
}
