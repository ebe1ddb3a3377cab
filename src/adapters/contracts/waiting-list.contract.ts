import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../application/ports/document-store.port';
import type { IssueOutcome, TicketLedger } from '../../application/ports/ticket-ledger.port';
import type { JoinOutcome, WaitingList } from '../../application/ports/waiting-list.port';
import type { EventDocument } from '../../domain/events/event';
import { event } from './contract-fixtures';
import { createEvent } from './visitor-use-cases.contract';

/** A device: a visitor's browser (under the rules in Firebase mode) or the office's. */
export type WaitingDevice = { ledger: TicketLedger; waiting: WaitingList };

export type WaitingHarness = {
  admin: WaitingDevice & { store: DocumentStore };
  /** At least three visitors' devices (offline mode: the same device three times). */
  visitors: readonly [WaitingDevice, WaitingDevice, WaitingDevice, ...WaitingDevice[]];
  close: () => Promise<void>;
};

const SLOW = 60_000;

/**
 * The waiting list port, the same on every adapter. `now` is the real time: in Firebase mode the
 * rules compare holds with the server's clock. An event whose hold is 0 hours has holds that are
 * over as soon as they are made (how the ending of a hold is tested without waiting a day).
 */
export function runWaitingListContract(adapterName: string, open: () => Promise<WaitingHarness>): void {
  describe(`${adapterName}: the waiting list contract`, () => {
    let harness: WaitingHarness;
    let a: WaitingDevice;
    let b: WaitingDevice;
    let c: WaitingDevice;
    const now = () => new Date();
    const fields = (email: string) => ({ name: email.split('@')[0] ?? email, email, createdAt: now().toISOString() });
    const register = async (device: WaitingDevice, stored: EventDocument, email: string) =>
      ticketOf(await device.ledger.issue({ event: stored, fields: fields(email), now: now(), enforceRegistrationRules: true }));
    const join = async (device: WaitingDevice, stored: EventDocument, email: string) =>
      entryOf(await device.waiting.join({ event: stored, fields: fields(email), now: now() }));
    const fullEvent = async (slug: string, capacity: number, holdHours?: number) => {
      const times = { startsAt: new Date(Date.now() + 86_400_000).toISOString(), endsAt: new Date(Date.now() + 90_000_000).toISOString() };
      const id = await createEvent(
        harness.admin.store,
        harness.admin.ledger,
        event(slug, { ...times, capacity, ...(holdHours === undefined ? {} : { holdHours }) }),
      );
      const stored = await harness.admin.store.getById('events', id);
      if (!stored) throw new Error('no event');
      const tickets: string[] = [];
      for (let index = 0; index < capacity; index += 1) tickets.push(await register(a, stored, `holder${index}@x.org`));
      return { stored, tickets };
    };

    beforeEach(async () => {
      harness = await open();
      [a, b, c] = harness.visitors;
    });
    afterEach(() => harness.close());

    it('puts people in line in the order they join, once per e-mail, and never someone who holds a ticket', { timeout: SLOW }, async () => {
      const { stored } = await fullEvent('line', 1);
      const first = await join(a, stored, 'first@x.org');
      const second = await join(b, stored, 'second@x.org');
      await expect(a.waiting.view(first)).resolves.toMatchObject({
        place: { position: 0, state: 'waiting' },
        waitingAhead: 0,
        entry: { email: 'first@x.org' },
      });
      await expect(b.waiting.view(second)).resolves.toMatchObject({ place: { position: 1, state: 'waiting' }, waitingAhead: 1 });
      await expect(c.waiting.join({ event: stored, fields: fields('first@x.org'), now: now() })).resolves.toEqual({
        kind: 'already-waiting',
      });
      await expect(c.waiting.join({ event: stored, fields: fields('holder0@x.org'), now: now() })).resolves.toEqual({
        kind: 'already-registered',
      });
      await expect(c.waiting.view('NoSuchEntry000000000')).resolves.toBeNull();
    });

    it('gives a cancelled ticket’s seat to the front of the line at once, held; the seat stays taken', { timeout: SLOW }, async () => {
      const { stored, tickets } = await fullEvent('cancel', 1);
      const first = await join(a, stored, 'first@x.org');
      const second = await join(b, stored, 'second@x.org');
      const cancelled = await c.waiting.cancelTicket('registrations', tickets[0] ?? '', now());
      expect(cancelled).toMatchObject({ kind: 'cancelled', email: 'holder0@x.org', offered: { place: { position: 0, state: 'offered' } } });
      const view = await a.waiting.view(first);
      expect(Date.parse(view?.place.heldUntil ?? '') - Date.now()).toBeGreaterThan(23 * 3_600_000);
      await expect(b.waiting.view(second)).resolves.toMatchObject({ place: { state: 'waiting' }, waitingAhead: 0 });
      await expect(harness.admin.ledger.seatsTaken(stored.id)).resolves.toBe(1);
      await expect(
        c.ledger.issue({ event: stored, fields: fields('late@x.org'), now: now(), enforceRegistrationRules: true }),
      ).resolves.toEqual({ kind: 'full' });
      await expect(c.waiting.cancelTicket('registrations', tickets[0] ?? '', now())).resolves.toEqual({ kind: 'already-cancelled' });
      // The e-mail of a cancelled ticket may register again (here: join the line).
      await expect(c.waiting.join({ event: stored, fields: fields('holder0@x.org'), now: now() })).resolves.toMatchObject({
        kind: 'joined',
      });
    });

    it('frees the seat when nobody waits, and refuses to cancel a ticket used to check in', { timeout: SLOW }, async () => {
      const { stored, tickets } = await fullEvent('free', 2);
      await harness.admin.store.createIfAbsent('checkins', `${stored.id}_${tickets[1]}`, {
        eventId: stored.id,
        ticketId: tickets[1] ?? '',
        foundInCollection: 'registrations',
        name: 'holder1',
        email: 'holder1@x.org',
        at: now().toISOString(),
        by: 'staff',
        method: 'qr',
        device: 'Door',
      });
      await expect(b.waiting.cancelTicket('registrations', tickets[1] ?? '', now())).resolves.toEqual({ kind: 'checked-in' });
      await expect(b.waiting.cancelTicket('registrations', tickets[0] ?? '', now())).resolves.toMatchObject({
        kind: 'cancelled',
        offered: null,
      });
      await expect(harness.admin.ledger.seatsTaken(stored.id)).resolves.toBe(1);
      await expect(register(c, stored, 'new@x.org')).resolves.toMatch(/^[A-Za-z0-9]{20}$/);
    });

    it(
      'issues the ticket to the person at the offered place, once, also when two browsers confirm at once',
      { timeout: SLOW },
      async () => {
        const { stored, tickets } = await fullEvent('confirm', 1);
        const first = await join(a, stored, 'first@x.org');
        const second = await join(b, stored, 'second@x.org');
        await expect(b.waiting.confirm(second, now())).resolves.toMatchObject({ kind: 'not-offered', place: { state: 'waiting' } });
        await c.waiting.cancelTicket('registrations', tickets[0] ?? '', now());
        const outcomes = await Promise.all([a.waiting.confirm(first, now()), c.waiting.confirm(first, now())]);
        const confirmed = outcomes.filter((outcome) => outcome.kind === 'confirmed');
        expect(confirmed).toHaveLength(1);
        const ticketId = confirmed[0]?.kind === 'confirmed' ? confirmed[0].ticketId : '';
        const ticket = await harness.admin.store.getById('registrations', ticketId);
        expect(ticket).toMatchObject({ email: 'first@x.org', eventId: stored.id });
        await expect(a.waiting.view(first)).resolves.toMatchObject({ place: { state: 'confirmed' }, ticketId });
        // Another browser with the place's link (the person's phone) finds the ticket too.
        await expect(b.waiting.view(first)).resolves.toMatchObject({ place: { state: 'confirmed' }, ticketId });
        const waiting = await b.waiting.view(second);
        expect(waiting).toMatchObject({ place: { state: 'waiting' }, waitingAhead: 0 });
        expect(waiting?.ticketId).toBeUndefined();
        await expect(harness.admin.ledger.seatsTaken(stored.id)).resolves.toBe(1);
        await expect(harness.admin.store.whereEquals('registrations', 'email', 'first@x.org')).resolves.toHaveLength(1);
      },
    );

    it('passes a hold that ended to the next place, and frees the seat after the last', { timeout: SLOW }, async () => {
      const { stored, tickets } = await fullEvent('expire', 1, 0);
      const first = await join(a, stored, 'first@x.org');
      const second = await join(b, stored, 'second@x.org');
      await c.waiting.cancelTicket('registrations', tickets[0] ?? '', now());
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await expect(a.waiting.confirm(first, now())).resolves.toEqual({ kind: 'hold-over' });
      await expect(a.waiting.view(first)).resolves.toMatchObject({ place: { state: 'expired' } });
      await expect(b.waiting.view(second)).resolves.toMatchObject({ place: { state: 'offered' } });
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const passed = await c.waiting.passEndedHolds(stored, now());
      expect(passed).toEqual([{ expired: expect.objectContaining({ position: 1, state: 'expired' }), offered: null }]);
      await expect(harness.admin.ledger.seatsTaken(stored.id)).resolves.toBe(0);
    });

    it('offers two seats freed at the same moment to the first two in line, not the third', { timeout: SLOW }, async () => {
      const { stored, tickets } = await fullEvent('two', 2);
      const entries = [await join(a, stored, 'p0@x.org'), await join(b, stored, 'p1@x.org'), await join(c, stored, 'p2@x.org')];
      const cancelled = await Promise.all([
        a.waiting.cancelTicket('registrations', tickets[0] ?? '', now()),
        b.waiting.cancelTicket('registrations', tickets[1] ?? '', now()),
      ]);
      expect(cancelled.map((outcome) => (outcome.kind === 'cancelled' ? outcome.offered?.place.position : null)).sort()).toEqual([0, 1]);
      const states = await Promise.all(entries.map(async (entry) => (await c.waiting.view(entry))?.place.state));
      expect(states).toEqual(['offered', 'offered', 'waiting']);
      await expect(harness.admin.ledger.seatsTaken(stored.id)).resolves.toBe(2);
    });

    it('lets administrators see the line, offer seats a raised capacity frees, and remove a place', { timeout: SLOW }, async () => {
      const { stored } = await fullEvent('admin', 1);
      const entries = [await join(a, stored, 'p0@x.org'), await join(b, stored, 'p1@x.org'), await join(c, stored, 'p2@x.org')];
      const raised = { ...stored, capacity: 2 };
      await harness.admin.store.update('events', stored.id, { capacity: 2 });
      await harness.admin.ledger.setCapacity(raised);
      const offers = await harness.admin.waiting.offerFreeSeats(raised, now());
      expect(offers.map((offer) => offer.place.position)).toEqual([0]);
      await expect(harness.admin.waiting.remove(raised, 0, now())).resolves.toMatchObject({ place: { position: 1, state: 'offered' } });
      const line = await harness.admin.waiting.line(stored.id);
      expect(line.map(({ place, entry }) => [place.position, place.state, entry?.email])).toEqual([
        [0, 'removed', 'p0@x.org'],
        [1, 'offered', 'p1@x.org'],
        [2, 'waiting', 'p2@x.org'],
      ]);
      await expect(a.waiting.view(entries[2] ?? '')).resolves.toMatchObject({ waitingAhead: 0 });
      await expect(harness.admin.ledger.seatsTaken(stored.id)).resolves.toBe(2);
    });

    it('refuses a place when the waiting list is closed', { timeout: SLOW }, async () => {
      const { stored } = await fullEvent('closed', 1);
      await harness.admin.store.update('events', stored.id, { waitingListClosed: true });
      await expect(
        a.waiting.join({ event: { ...stored, waitingListClosed: true }, fields: fields('p@x.org'), now: now() }),
      ).resolves.toEqual({ kind: 'closed' });
    });
  });
}

function ticketOf(outcome: IssueOutcome): string {
  if (outcome.kind !== 'issued') throw new Error(`Not issued: ${outcome.kind}`);
  return outcome.ticketId;
}

function entryOf(outcome: JoinOutcome): string {
  if (outcome.kind !== 'joined') throw new Error(`Not joined: ${outcome.kind}`);
  return outcome.entryId;
}
