import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { CancelOutcome, ConfirmOutcome, JoinOutcome } from '../../src/application/ports/waiting-list.port';
import type { EventDocument } from '../../src/domain/events/event';
import { PeopleAdmin } from '../../src/application/admin/people-admin.use-case';
import { systemClock } from '../../src/application/ports/clock.port';
import { emails, RegistrationRush } from '../support/registration-rush';
import { quietFirestore } from '../support/secured-firestore';

quietFirestore();
const emulatorHost = inject('firestoreEmulatorHost');
const RUSH_TIMEOUT_MS = 180_000;
const CAPACITY = 12;

const fields = (email: string) => ({ name: `Guest ${email.split('@')[0] ?? ''}`, email, createdAt: new Date().toISOString() });
const positionOf = (outcome: CancelOutcome | JoinOutcome) =>
  outcome.kind === 'cancelled' ? outcome.offered?.place.position : outcome.kind === 'joined' ? outcome.place.position : undefined;

/**
 * A full event with a waiting list at the moment it moves most: ticket holders cancel while a
 * crowd tries to register and more people join the line, then those offered a seat confirm at
 * once. Each person on a device of their own (its own Firebase app, signed out, on Firestore
 * Lite), with firestore.rules in force; the line and the seats are counted afterwards on the
 * server by an administrator's device.
 */
describe('a full event’s line while holders cancel, a crowd registers and others join, one device each, with firestore.rules', () => {
  const world = new RegistrationRush(emulatorHost);
  let full: EventDocument;

  beforeEach(async () => {
    await world.open('demo-cancel-rush');
    await world.openEvent('cancel-rush', CAPACITY);
    expect(await world.rush(emails('holder', CAPACITY))).toEqual({ registered: CAPACITY });
    full = await world.storedEvent();
  });

  afterEach(() => world.close());

  it(
    'each freed seat held for the front of the line in order, none to the crowd; then the six offered confirm at once',
    async () => {
      const tickets = new Map((await world.storedOfEvent('registrations')).map((ticket) => [String(ticket.email), String(ticket.id)]));
      // The first in line is in the directory already: an administrator added them by hand.
      const desk = world.device('desk', true);
      await new PeopleAdmin(desk.store, desk.ledger, systemClock).add('directory', {
        name: 'Guest waiting0',
        email: 'waiting0@example.org',
      });
      // Eight in line before, one after another: their order is known.
      const waiting: string[] = [];
      for (const email of emails('waiting', 8)) {
        const joined = await world.device(email).waiting.join({ event: full, fields: fields(email), now: new Date() });
        if (joined.kind !== 'joined') throw new Error(`${email} did not join: ${joined.kind}`);
        waiting.push(joined.entryId);
      }

      let cancelled: CancelOutcome[] = [];
      let joined: JoinOutcome[] = [];
      const crowd = await world.rush(emails('late', 20), async () => {
        [cancelled, joined] = await Promise.all([
          Promise.all(
            emails('holder', 6).map((email) =>
              world.device(`cancel-${email}`).waiting.cancelTicket('registrations', tickets.get(email) ?? '', new Date()),
            ),
          ),
          Promise.all(
            emails('joiner', 4).map((email) => world.device(email).waiting.join({ event: full, fields: fields(email), now: new Date() })),
          ),
        ]);
      });

      expect(crowd).toEqual({ full: 20 });
      expect(cancelled.map((outcome) => outcome.kind)).toEqual(Array(6).fill('cancelled'));
      expect(cancelled.map(positionOf).sort((a, b) => Number(a) - Number(b))).toEqual([0, 1, 2, 3, 4, 5]);
      expect(joined.map(positionOf).sort((a, b) => Number(a) - Number(b))).toEqual([8, 9, 10, 11]);

      const admin = world.device('admin', true);
      const stateOfLine = async () => (await admin.waiting.line(full.id)).map(({ place }) => [place.position, place.state]);
      expect(await stateOfLine()).toEqual([
        ...[0, 1, 2, 3, 4, 5].map((position) => [position, 'offered']),
        ...[6, 7, 8, 9, 10, 11].map((position) => [position, 'waiting']),
      ]);
      await expect(admin.ledger.seatsTaken(full.id)).resolves.toBe(CAPACITY);

      // The six offered, and the seventh in line who was not, confirm at the same moment.
      const confirmed: ConfirmOutcome[] = await Promise.all(
        waiting.slice(0, 7).map((entryId, index) => world.device(`confirm-${index}`).waiting.confirm(entryId, new Date())),
      );
      expect(confirmed.map((outcome) => outcome.kind)).toEqual([...Array(6).fill('confirmed'), 'not-offered']);
      expect(await stateOfLine()).toEqual([
        ...[0, 1, 2, 3, 4, 5].map((position) => [position, 'confirmed']),
        ...[6, 7, 8, 9, 10, 11].map((position) => [position, 'waiting']),
      ]);
      await expect(admin.ledger.seatsTaken(full.id)).resolves.toBe(CAPACITY);
      const holders = (await world.storedOfEvent('registrations')).map((ticket) => String(ticket.email));
      expect(holders.filter((email) => email.startsWith('waiting')).sort()).toEqual(emails('waiting', 6).sort());
      expect(holders.filter((email) => email.startsWith('late'))).toEqual([]);
      // Those who took their seat are in the directory once; the one added by hand keeps that entry.
      const directory = (await world.stored('users')).filter((person) => String(person.email).startsWith('waiting'));
      expect(directory.map((person) => `${String(person.email)} ${String(person.source)}`).sort()).toEqual([
        'waiting0@example.org admin',
        ...emails('waiting', 6)
          .slice(1)
          .map((email) => `${email} registration`),
      ]);
    },
    RUSH_TIMEOUT_MS,
  );
});
