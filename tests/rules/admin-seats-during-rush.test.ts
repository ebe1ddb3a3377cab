import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { FirebaseError } from 'firebase/app';
import { deleteField, doc, writeBatch } from 'firebase/firestore/lite';
import { systemClock } from '../../src/application/ports/clock.port';
import { REQUEST_PATIENCE_MS } from '../../src/adapters/firestore/request-patience';
import { SeatBook, resizeMark } from '../../src/adapters/firestore/seat-book';
import { SeatResize } from '../../src/adapters/firestore/seat-resize';
import { RegistrationRush, emails } from '../support/registration-rush';
import { quietFirestore } from '../support/secured-firestore';

quietFirestore();
const emulatorHost = inject('firestoreEmulatorHost');
const RUSH_TIMEOUT_MS = 180_000;

const person = (email: string) => ({ name: `Guest ${email.split('@')[0] ?? ''}`, email, createdAt: new Date().toISOString() });

/**
 * Administrators' own seat writes (an import, someone seated at the desk, a resize) at the same
 * moment as a crowd registering or as another administrator's resize: each person on a device of
 * their own, firestore.rules in force, the seats, counters and tickets counted on the server.
 */
describe("administrators' seats during a rush or a resize, one device per person, with firestore.rules", () => {
  const world = new RegistrationRush(emulatorHost);

  beforeEach(() => world.open('demo-admin-seats'));
  afterEach(() => world.close());

  /** Each ticket on a seat of its own, every seat counted once, on the counters the capacity that stands needs. */
  async function expectEverySeatCounted(): Promise<{ tickets: number; capacity: number | null }> {
    const { capacity } = await world.storedEvent();
    const tickets = await world.storedOfEvent('registrations');
    const seats = await world.storedOfEvent('seats');
    const counters = await world.storedOfEvent('seatCounters');
    const numbers = seats.map((seat) => Number(seat.number));
    expect(new Set(numbers).size).toBe(tickets.length);
    expect(new Set(seats.map((seat) => seat.ticketId))).toEqual(new Set(tickets.map((ticket) => ticket.id)));
    const numbered = counters.filter((counter) => counter.counter !== 'over');
    expect(numbered).toHaveLength(capacity === null ? 100 : Math.min(100, capacity));
    // Each counter counts (and lists) the seats it stands for at this capacity: seat n on n % 100, beyond it on 'over'.
    const counterOf = (number: number) => (capacity !== null && number >= capacity ? 'over' : number % 100);
    const onCounter = (id: unknown) => numbers.filter((number) => counterOf(number) === id).sort((a, b) => a - b);
    for (const seat of seats) expect(seat.counter).toBe(counterOf(Number(seat.number)));
    for (const counter of counters) {
      expect(counter.resizing).toBeUndefined();
      expect(counter.taken).toBe(onCounter(counter.counter).length);
      if (Array.isArray(counter.takenSeats))
        expect([...(counter.takenSeats as number[])].sort((a, b) => a - b)).toEqual(onCounter(counter.counter));
    }
    expect(numbers.filter((number) => counterOf(number) === 'over').length > 0).toBe(
      counters.some((counter) => counter.counter === 'over' && Number(counter.taken) > 0),
    );
    return { tickets: tickets.length, capacity };
  }

  /**
   * An event with ten tickets and two administrators' laptops, each a device of its own: this
   * laptop's seat book, whose mark the test refuses, and the other's writes to every counter.
   */
  async function twoAdministratorsAt(slug: string) {
    await world.openEvent(slug, 150);
    await world.rush(emails('early', 10));
    const other = world.device('laptop-b', true).server;
    const laptop = world.device('laptop-a', true).server;
    const counters = (await world.storedOfEvent('seatCounters')).map((counter) => String(counter.id));
    const changedByOther = (change: Record<string, unknown>) => {
      const batch = writeBatch(other);
      for (const id of counters) batch.update(doc(other, 'seatCounters', id), change);
      return batch.commit();
    };
    const book = new SeatBook(laptop, () => true, REQUEST_PATIENCE_MS, systemClock);
    const resize = async () => new SeatResize(laptop, book).setCapacity({ ...(await world.storedEvent()), capacity: 60 });
    return { book, changedByOther, resize };
  }

  /** The rules' refusal of a transaction, as the SDK reports it. */
  const refusal = () => new FirebaseError('permission-denied', 'Missing or insufficient permissions.');

  it(
    'a list imported while a crowd registers: every imported person seated, no visitor seat taken over, every seat counted',
    async () => {
      await world.openEvent('imported', 60);
      const laptop = world.device('admin-laptop', true);
      let imported = -1;
      const counts = await world.rush(emails('crowd', 40), async () => {
        const event = await world.storedEvent();
        const report = await laptop.ledger.importTickets(event, 'registrations', emails('listed', 20).map(person));
        imported = report.imported.length;
      });
      expect(imported).toBe(20);
      expect(counts.error).toBeUndefined();
      expect((counts.registered ?? 0) + (counts.full ?? 0)).toBe(40);
      expect((await expectEverySeatCounted()).tickets).toBe(20 + (counts.registered ?? 0));
      const visitors = new Set(
        (await world.storedOfEvent('registrations'))
          .filter((ticket) => String(ticket.email).startsWith('crowd'))
          .map((ticket) => ticket.id),
      );
      for (const seat of await world.storedOfEvent('seats'))
        if (visitors.has(String(seat.ticketId))) expect(Number(seat.number)).toBeLessThan(60);
    },
    RUSH_TIMEOUT_MS,
  );

  it(
    'people seated at the desk while another administrator lowers the capacity: every seat counted on the new counters',
    async () => {
      await world.openEvent('seated', 150);
      await world.rush(emails('early', 45));
      const desk = world.device('desk', true);
      const laptop = world.device('admin-laptop', true);
      const event = await world.storedEvent();
      const [outcome, ...issued] = await Promise.all([
        world.savedBy(laptop, { capacity: '80' }),
        ...emails('walk-in', 12).map((email) =>
          desk.ledger.issue({ event, fields: person(email), now: new Date(), enforceRegistrationRules: false }),
        ),
      ]);
      expect(outcome).toMatchObject({ kind: 'saved' });
      expect(issued.map((answer) => answer.kind)).toEqual(Array(12).fill('issued'));
      expect(await expectEverySeatCounted()).toEqual({ tickets: 57, capacity: 80 });
    },
    RUSH_TIMEOUT_MS,
  );

  it(
    'two administrators changing the capacity at the same moment: the seats sized for the capacity that stands, every seat counted',
    async () => {
      await world.openEvent('two-resizes', 150);
      await world.rush(emails('early', 30));
      const [first, second] = await Promise.all([
        world.savedBy(world.device('laptop-a', true), { capacity: '60' }),
        world.savedBy(world.device('laptop-b', true), { capacity: '100' }),
      ]);
      expect(first).toMatchObject({ kind: 'saved' });
      expect(second).toMatchObject({ kind: 'saved' });
      const { tickets, capacity } = await expectEverySeatCounted();
      expect(tickets).toBe(30);
      expect([60, 100]).toContain(capacity);
    },
    RUSH_TIMEOUT_MS,
  );

  it(
    "a resize whose mark the server refused, another administrator's having landed first, waits for that resize and then resizes",
    async () => {
      const { book, changedByOther, resize } = await twoAdministratorsAt('refused-mark');
      // In CI, under load, one of two resizes at once once had its mark refused by the rules while
      // the other's mark stood (the test above): that refusal, given here on purpose. The other
      // resize ends 2 s after its mark landed, however long this device took to get there.
      let otherResizeEnding = false;
      let otherResizeEnds: Promise<void> | undefined;
      vi.spyOn(book, 'notResizing').mockImplementationOnce(async () => {
        await changedByOther(resizeMark());
        otherResizeEnds = new Promise((ended) => setTimeout(ended, 2_000)).then(() => {
          otherResizeEnding = true;
          return changedByOther({ resizing: deleteField() });
        });
        throw refusal();
      });
      await expect(resize()).resolves.toBeUndefined();
      expect(otherResizeEnding).toBe(true);
      await otherResizeEnds;
      expect(await expectEverySeatCounted()).toEqual({ tickets: 10, capacity: 60 });
    },
    RUSH_TIMEOUT_MS,
  );

  it(
    "a resize whose mark the server refused while another administrator's resize ran, that resize over before the refusal is looked into, tries again and resizes",
    async () => {
      const { book, changedByOther, resize } = await twoAdministratorsAt('refused-mark-ended');
      // The other resize marks, is refused to this device, and ends, all before this device reads
      // whether a mark stands: no mark is left to tell the race from a refusal.
      vi.spyOn(book, 'notResizing').mockImplementationOnce(async () => {
        await changedByOther(resizeMark());
        await changedByOther({ resizing: deleteField() });
        throw refusal();
      });
      await expect(resize()).resolves.toBeUndefined();
      expect(await expectEverySeatCounted()).toEqual({ tickets: 10, capacity: 60 });
    },
    RUSH_TIMEOUT_MS,
  );

  it(
    'free seats offered to the waiting list while another administrator raises the capacity: each seat held for a place counted once',
    async () => {
      await world.openEvent('offered', 40);
      await world.rush(emails('early', 40));
      const full = await world.storedEvent();
      const joined = await Promise.all(
        emails('waiting', 8).map((email) => world.device('waiting').waiting.join({ event: full, fields: person(email), now: new Date() })),
      );
      expect(joined.map((outcome) => outcome.kind)).toEqual(Array(8).fill('joined'));
      // Six people's tickets withdrawn from the admin pages: six seats free, nobody offered them yet.
      const office = world.device('office', true);
      for (const ticket of (await world.storedOfEvent('registrations')).slice(0, 6))
        await office.ledger.withdraw('registrations', String(ticket.id));
      const [offers, outcome] = await Promise.all([
        world.device('desk', true).waiting.offerFreeSeats(full, new Date()),
        world.savedBy(world.device('admin-laptop', true), { capacity: '45' }),
      ]);
      expect(outcome).toMatchObject({ kind: 'saved' });
      const held = (await world.storedOfEvent('seats')).filter((seat) => seat.heldFor !== undefined);
      // The six seats freed, to the first six in line, whichever administrator was first.
      expect(offers).toHaveLength(6);
      expect(held).toHaveLength(6);
      // The held seats count as taken: every seat of the event, held or ticketed, counted once.
      const { capacity } = await world.storedEvent();
      const seats = await world.storedOfEvent('seats');
      const counters = await world.storedOfEvent('seatCounters');
      expect(capacity).toBe(45);
      expect(counters.reduce((sum, counter) => sum + Number(counter.taken), 0)).toBe(seats.length);
      for (const counter of counters) {
        expect(counter.resizing).toBeUndefined();
        expect(counter.taken).toBe(seats.filter((seat) => seat.counter === counter.counter).length);
      }
    },
    RUSH_TIMEOUT_MS,
  );
});
