import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { EventSaveOutcome } from '../../src/application/admin/event-admin.use-case';
import type { EventFormInput } from '../../src/domain/events/event-form';
import { RegistrationRush, emails } from '../support/registration-rush';
import { quietFirestore } from '../support/secured-firestore';

quietFirestore();
const emulatorHost = inject('firestoreEmulatorHost');
const RUSH_TIMEOUT_MS = 180_000;

/**
 * An administrator saving an event (its text, or its capacity) while a crowd registers for it:
 * each visitor on a device of their own, the administrator on a laptop, firestore.rules in
 * force; the seats, counters and tickets counted afterwards on the server.
 */
describe('an event saved during a registration rush, one device per person, with firestore.rules', () => {
  const world = new RegistrationRush(emulatorHost);
  let saved: EventSaveOutcome | undefined;

  beforeEach(async () => {
    saved = undefined;
    await world.open('demo-resize');
  });

  afterEach(() => world.close());

  /** The administrator's save, as the event form does it, from the laptop's own read of the event. */
  function save(changes: Partial<EventFormInput>): () => Promise<void> {
    const laptop = world.device('admin-laptop', true);
    return async () => {
      saved = await world.savedBy(laptop, changes);
    };
  }

  /** What the server holds afterwards: each seat once, counted once, one per ticket, below the capacity that stands. */
  async function expectSeatsAsStored(): Promise<{ tickets: number; capacity: number | null }> {
    const { capacity } = await world.storedEvent();
    const tickets = await world.storedOfEvent('registrations');
    const numbers = (await world.storedOfEvent('seats')).map((seat) => Number(seat.number));
    const counted = (await world.storedOfEvent('seatCounters')).reduce((sum, counter) => sum + Number(counter.taken), 0);
    expect(new Set(numbers).size).toBe(tickets.length);
    expect(numbers).toHaveLength(tickets.length);
    expect(counted).toBe(tickets.length);
    if (capacity !== null) expect(Math.max(-1, ...numbers)).toBeLessThan(capacity);
    return { tickets: tickets.length, capacity };
  }

  it(
    'its text edited: exactly the capacity in tickets, the others told it is full, every seat counted once',
    async () => {
      await world.openEvent('edited', 30);
      const counts = await world.rush(emails('edited', 45), save({ title: 'Edited during the rush' }));
      expect(saved).toMatchObject({ kind: 'saved' });
      expect(counts).toEqual({ registered: 30, full: 15 });
      expect(await expectSeatsAsStored()).toEqual({ tickets: 30, capacity: 30 });
    },
    RUSH_TIMEOUT_MS,
  );

  it(
    'its capacity raised: every seat raised is taken by whoever comes, never more tickets than seats',
    async () => {
      await world.openEvent('raised', 20);
      const counts = await world.rush(emails('raised', 45), save({ capacity: '40' }));
      expect(saved).toMatchObject({ kind: 'saved' });
      expect(counts.error).toBeUndefined();
      expect((counts.registered ?? 0) + (counts.full ?? 0)).toBe(45);
      expect((await expectSeatsAsStored()).tickets).toBe(counts.registered);
      // Whoever comes after the raise finds every seat it made.
      const after = await world.rush(emails('after', 45 - (counts.registered ?? 0)));
      expect(after.error).toBeUndefined();
      expect(await expectSeatsAsStored()).toEqual({ tickets: 40, capacity: 40 });
    },
    RUSH_TIMEOUT_MS,
  );

  it(
    'its capacity lowered above the crowd: everyone registered, every seat below the new capacity',
    async () => {
      await world.openEvent('lowered-above', 80);
      const counts = await world.rush(emails('above', 30), save({ capacity: '40' }));
      expect(saved).toMatchObject({ kind: 'saved' });
      expect(counts).toEqual({ registered: 30 });
      expect(await expectSeatsAsStored()).toEqual({ tickets: 30, capacity: 40 });
    },
    RUSH_TIMEOUT_MS,
  );

  it(
    'its capacity lowered under what the crowd takes: lowered or refused, never more tickets than the capacity that stands',
    async () => {
      await world.openEvent('lowered-under', 40);
      const counts = await world.rush(emails('under', 50), save({ capacity: '25' }));
      // Refused with the form's message when the crowd took more than 25 seats first.
      if (saved?.kind === 'invalid') expect(saved.errors.capacity).toMatch(/tickets are issued already/);
      else expect(saved).toMatchObject({ kind: 'saved' });
      expect(counts.error).toBeUndefined();
      expect((counts.registered ?? 0) + (counts.full ?? 0)).toBe(50);
      const { tickets, capacity } = await expectSeatsAsStored();
      expect(capacity).toBe(saved?.kind === 'saved' ? 25 : 40);
      expect(tickets).toBe(counts.registered);
      expect(tickets).toBe(capacity);
    },
    RUSH_TIMEOUT_MS,
  );
});
