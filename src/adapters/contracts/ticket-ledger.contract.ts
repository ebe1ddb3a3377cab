import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveResultInfo } from '../../application/ports/document-store.port';
import { DocumentNotFoundError } from '../../application/ports/store-errors';
import { CapacityBelowSeatsTaken, type IssueRequest, type TicketLedger } from '../../application/ports/ticket-ledger.port';
import type { EventDocument } from '../../domain/events/event';
import { event } from './contract-fixtures';
import type { StoreHarness } from './document-store.contract';
import { createEvent } from './visitor-use-cases.contract';

const NOW = new Date('2026-06-10T12:00:00.000Z');
const TODAY = { startsAt: '2026-06-10T08:00:00.000Z', endsAt: '2026-06-10T18:00:00.000Z' };
const SLOW = 60_000;

const request = (stored: EventDocument, email: string, enforceRegistrationRules = true): IssueRequest => ({
  event: stored,
  fields: { name: email.split('@')[0] ?? email, email, createdAt: NOW.toISOString() },
  now: NOW,
  enforceRegistrationRules,
});

/** The seat counts a live query has reported, latest last. */
function recordSeats(ledger: TicketLedger) {
  const seen: Array<{ seats: ReadonlyMap<string, number>; info: LiveResultInfo }> = [];
  const stop = ledger.watchSeats(
    (seats, info) => seen.push({ seats, info }),
    (error) => seen.push({ seats: new Map(), info: { confirmed: false }, ...{ error } }),
  );
  return { seen, stop };
}

/** The ticket ledger port: the same guarantees on every adapter (one ticket per e-mail, never above capacity). */
export function runTicketLedgerContract(adapterName: string, open: () => Promise<StoreHarness>): void {
  describe(`${adapterName}: the ticket ledger contract`, () => {
    let harness: StoreHarness;
    let ledger: TicketLedger;
    const stored = async (id: string) => {
      const found = await harness.store.getById('events', id);
      if (!found) throw new Error(`No event ${id}`);
      return found;
    };
    const newEvent = async (slug: string, capacity: number | null) =>
      stored(await createEvent(harness.store, ledger, event(slug, { ...TODAY, capacity })));

    beforeEach(async () => {
      harness = await open();
      ledger = harness.ledger;
    });
    afterEach(() => harness.close());

    it('counts the seats per event, live, and a withdrawn ticket gives its seat back', async () => {
      const first = await newEvent('first', 5);
      const second = await newEvent('second', null);
      const { seen, stop } = recordSeats(ledger);
      const issued = await ledger.issue(request(first, 'a@x.org'));
      await ledger.issue(request(first, 'b@x.org'));
      await ledger.issue(request(second, 'a@x.org'));
      // A device may first answer from its cache; the count then stands confirmed by the store.
      await expect
        .poll(() => [seen.at(-1)?.seats.get(first.id), seen.at(-1)?.seats.get(second.id), seen.at(-1)?.info.confirmed])
        .toEqual([2, 1, true]);
      await expect(ledger.withdraw('registrations', issued.kind === 'issued' ? issued.ticketId : '')).resolves.toBe('withdrawn');
      await expect.poll(() => seen.at(-1)?.seats.get(first.id)).toBe(1);
      await expect(ledger.seatsTaken(first.id)).resolves.toBe(1);
      stop();
    });

    it('counts one event’s seats, live, apart from the other events’, another device’s registrations included', async () => {
      const first = await newEvent('first', 5);
      const second = await newEvent('second', 5);
      const seen: Array<{ taken: number; confirmed: boolean }> = [];
      const stop = ledger.watchSeatsOf(
        first.id,
        (taken, info) => seen.push({ taken, confirmed: info.confirmed }),
        () => undefined,
      );
      await expect.poll(() => seen.at(-1)).toEqual({ taken: 0, confirmed: true });
      const issued = await ledger.issue(request(first, 'a@x.org'));
      await harness.otherLedger.issue(request(first, 'b@x.org'));
      await ledger.issue(request(second, 'a@x.org'));
      await expect.poll(() => seen.at(-1)).toEqual({ taken: 2, confirmed: true });
      await ledger.withdraw('registrations', issued.kind === 'issued' ? issued.ticketId : '');
      await expect.poll(() => seen.at(-1)?.taken).toBe(1);
      stop();
    });

    it('gives a withdrawn seat and e-mail to the next registration', async () => {
      const small = await newEvent('small', 1);
      const issued = await ledger.issue(request(small, 'a@x.org'));
      await expect(ledger.issue(request(small, 'b@x.org'))).resolves.toEqual({ kind: 'full' });
      await ledger.withdraw('registrations', issued.kind === 'issued' ? issued.ticketId : '');
      await expect(ledger.issue(request(small, 'b@x.org'))).resolves.toMatchObject({ kind: 'issued' });
      await expect(ledger.issue(request(small, 'a@x.org'))).resolves.toEqual({ kind: 'full' });
      await expect(ledger.withdraw('registrations', issued.kind === 'issued' ? issued.ticketId : '')).resolves.toBe('gone');
    });

    it(
      'never issues more than the capacity, nor two tickets to one e-mail, when two clients issue at once',
      async () => {
        const rush = await newEvent('rush', 6);
        const emails = Array.from({ length: 10 }, (_, index) => `guest${index}@x.org`);
        const outcomes = await Promise.all([
          ...emails.map((email, index) => (index % 2 ? ledger : harness.otherLedger).issue(request(rush, email))),
          harness.otherLedger.issue(request(rush, 'guest0@x.org')),
        ]);
        const kinds = outcomes.map((outcome) => outcome.kind);
        expect(kinds.filter((kind) => kind === 'issued')).toHaveLength(6);
        expect(kinds.filter((kind) => kind !== 'issued').sort()).toEqual(expect.arrayContaining(['full']));
        expect(kinds.every((kind) => ['issued', 'full', 'already-registered'].includes(kind))).toBe(true);
        expect(await harness.store.whereEquals('registrations', 'eventId', rush.id)).toHaveLength(6);
        expect(await harness.store.whereEquals('registrations', 'email', 'guest0@x.org')).toHaveLength(
          kinds[0] === 'issued' || kinds[10] === 'issued' ? 1 : 0,
        );
        await expect(ledger.seatsTaken(rush.id)).resolves.toBe(6);
      },
      SLOW,
    );

    it('imports new e-mails only, each with a seat and its key: a registration with an imported e-mail is told it holds a ticket', async () => {
      const listed = await newEvent('listed', 200);
      await ledger.issue(request(listed, 'early@x.org'));
      const emails = [...Array.from({ length: 120 }, (_, index) => `guest${index}@x.org`), 'EARLY@x.org ', 'guest3@x.org'];
      const progress: Array<[number, number]> = [];
      const report = await ledger.importTickets(
        listed,
        'registrations',
        emails.map((email) => ({ name: 'Guest', email, createdAt: NOW.toISOString() })),
        { onProgress: (done, total) => progress.push([done, total]) },
      );
      expect(report.imported.map((ticket) => ticket.email)).toEqual(emails.slice(0, 120));
      expect(report.skippedExisting).toEqual([{ index: 120, email: 'early@x.org' }]);
      expect(report.duplicatesInBatch).toEqual([{ index: 121, email: 'guest3@x.org', firstIndex: 3 }]);
      // Done when the progress says so (the rows counted may include the one found registered).
      const [done, total] = progress.at(-1) ?? [];
      expect(done).toBe(total);
      expect(total).toBeGreaterThanOrEqual(120);
      await expect(ledger.seatsTaken(listed.id)).resolves.toBe(121);
      await expect(ledger.issue(request(listed, 'guest7@x.org'))).resolves.toEqual({ kind: 'already-registered' });
      const tickets = await harness.store.whereEquals('registrations', 'eventId', listed.id);
      expect(tickets).toHaveLength(121);
      expect(tickets.find((ticket) => ticket.id === report.imported[0]?.id)).toMatchObject({ name: 'Guest', email: 'guest0@x.org' });
    });

    it(
      'writes no ticket, seat or key when a later part of an import fails',
      async () => {
        const listed = await newEvent('listed-broken', 300);
        const people = Array.from({ length: 200 }, (_, index) => ({
          name: 'Guest',
          email: `guest${index}@x.org`,
          createdAt: NOW.toISOString(),
        }));
        people[150] = { email: 'guest150@x.org', createdAt: NOW.toISOString(), name: (() => 'not data') as unknown as string };
        const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        await expect(ledger.importTickets(listed, 'registrations', people)).rejects.toBeDefined();
        logged.mockRestore();
        expect(await harness.store.whereEquals('registrations', 'eventId', listed.id)).toEqual([]);
        await expect(ledger.seatsTaken(listed.id)).resolves.toBe(0);
        await expect(ledger.issue(request(listed, 'guest0@x.org'))).resolves.toMatchObject({ kind: 'issued' });
      },
      SLOW,
    );

    it('keeps the seats taken when the capacity changes, saves it on the event, and refuses one below them', async () => {
      const resized = await newEvent('resized', 2);
      await ledger.issue(request(resized, 'a@x.org'));
      await ledger.issue(request(resized, 'b@x.org'));
      await expect(ledger.issue(request(resized, 'c@x.org'))).resolves.toEqual({ kind: 'full' });
      await ledger.setCapacity({ ...resized, capacity: 3 });
      await expect(stored(resized.id)).resolves.toMatchObject({ capacity: 3 });
      await expect(ledger.issue(request({ ...resized, capacity: 3 }, 'c@x.org'))).resolves.toMatchObject({ kind: 'issued' });
      await expect(ledger.setCapacity({ ...resized, capacity: 2 })).rejects.toBeInstanceOf(CapacityBelowSeatsTaken);
      await expect(stored(resized.id)).resolves.toMatchObject({ capacity: 3 });
      await ledger.setCapacity({ ...resized, capacity: null });
      await expect(stored(resized.id)).resolves.toMatchObject({ capacity: null });
      await expect(ledger.issue(request({ ...resized, capacity: null }, 'd@x.org'))).resolves.toMatchObject({ kind: 'issued' });
      await expect(ledger.seatsTaken(resized.id)).resolves.toBe(4);
    });

    it('says an event removed meanwhile is gone when its capacity is saved, and sets up nothing for it', async () => {
      const removed = await newEvent('removed-meanwhile', 5);
      await expect(ledger.removeEvent(removed.id)).resolves.toBe('removed');
      await expect(ledger.setCapacity({ ...removed, capacity: 8 })).rejects.toBeInstanceOf(DocumentNotFoundError);
      await expect(harness.store.existsById('events', removed.id)).resolves.toBe(false);
      await expect(ledger.seatsTaken(removed.id)).resolves.toBe(0);
    });

    it('lets an administrator seat someone beyond the capacity or after registration closed', async () => {
      const closed = await newEvent('closed-full', 1);
      await ledger.issue(request(closed, 'a@x.org'));
      await expect(ledger.issue(request({ ...closed, registrationOpen: false }, 'b@x.org', false))).resolves.toMatchObject({
        kind: 'issued',
      });
      await expect(ledger.seatsTaken(closed.id)).resolves.toBe(2);
    });

    it('removes an event with its tickets and seats, leaves the other events alone, and says gone the second time', async () => {
      const gone = await newEvent('gone', 3);
      const kept = await newEvent('kept', 3);
      await ledger.issue(request(gone, 'a@x.org'));
      await ledger.issue(request(kept, 'a@x.org'));
      await expect(ledger.removeEvent(gone.id)).resolves.toBe('removed');
      await expect(ledger.seatsTaken(gone.id)).resolves.toBe(0);
      expect(await harness.store.whereEquals('registrations', 'eventId', gone.id)).toEqual([]);
      await expect(harness.store.existsById('events', gone.id)).resolves.toBe(false);
      await expect(ledger.removeEvent(gone.id)).resolves.toBe('gone');
      await expect(ledger.finishInterruptedRemovals()).resolves.toBe(0);
      await expect(ledger.seatsTaken(kept.id)).resolves.toBe(1);
      // The other event keeps its ticket and its key: the same address is still registered there.
      await expect(ledger.issue(request(kept, 'a@x.org'))).resolves.toEqual({ kind: 'already-registered' });
    });
  });
}
