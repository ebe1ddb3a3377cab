import { collection, getDocsFromServer, query, where } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { JoinOutcome } from '../../src/application/ports/waiting-list.port';
import type { EventDocument } from '../../src/domain/events/event';
import { event } from '../../src/adapters/contracts/contract-fixtures';
import { createEvent } from '../../src/adapters/contracts/visitor-use-cases.contract';
import { clearFirestore, loadSecurityRules } from '../../scripts/emulators/security-rules';
import { openDevice, quietFirestore, type Device } from '../support/secured-firestore';

quietFirestore();
const emulatorHost = inject('firestoreEmulatorHost');
const DAY = 86_400_000;
const RUSH_TIMEOUT_MS = 180_000;

type Answer = JoinOutcome['kind'] | 'error';

/**
 * A full event's waiting list joined by many visitors at the same moment, each on a device of
 * their own (its own Firebase app, signed out, on Firestore Lite), with firestore.rules in force;
 * what was stored is counted afterwards on the server, past the rules.
 */
describe('a waiting list joined by a crowd at once, one device per visitor, with firestore.rules', () => {
  let projectId: string;
  let devices: Device[];
  let full: EventDocument;

  function device(name: string, admin = false): Device {
    const user = admin ? { sub: 'staff-1', email: 'admin@example.org', email_verified: true, admin: true } : null;
    const opened = openDevice(emulatorHost, projectId, `${name}-${devices.length}`, user);
    devices.push(opened);
    return opened;
  }

  async function joinAtOnce(emails: readonly string[]): Promise<Record<Answer, number>> {
    const answers = await Promise.all(
      emails.map((email) =>
        device('visitor')
          .waiting.join({
            event: full,
            fields: { name: email.split('@')[0] ?? email, email, createdAt: new Date().toISOString() },
            now: new Date(),
          })
          .then(
            (outcome): Answer => outcome.kind,
            (error: unknown): Answer => {
              console.error('A join failed:', error);
              return 'error';
            },
          ),
      ),
    );
    const counts = {} as Record<Answer, number>;
    for (const answer of answers) counts[answer] = (counts[answer] ?? 0) + 1;
    return counts;
  }

  /** The event's documents in a collection, counted on the server by an administrator's device. */
  async function stored(collectionName: string): Promise<Array<Record<string, unknown>>> {
    const counter = device('counter', true).firestore;
    const snapshot = await getDocsFromServer(query(collection(counter, collectionName), where('eventId', '==', full.id)));
    return snapshot.docs.map((document) => document.data());
  }

  beforeEach(async () => {
    projectId = `demo-line-rush-${crypto.randomUUID().slice(0, 8)}`;
    devices = [];
    await loadSecurityRules(emulatorHost, projectId);
    const admin = device('admin', true);
    const times = { startsAt: new Date(Date.now() + DAY).toISOString(), endsAt: new Date(Date.now() + 2 * DAY).toISOString() };
    const id = await createEvent(admin.store, admin.ledger, event('line-rush', { ...times, capacity: 1 }));
    const created = await admin.store.getById('events', id);
    if (!created) throw new Error('The event was not created.');
    full = created;
    const holder = { name: 'Holder', email: 'holder@example.org', createdAt: new Date().toISOString() };
    await device('holder').ledger.issue({ event: full, fields: holder, now: new Date(), enforceRegistrationRules: true });
  });

  afterEach(async () => {
    await Promise.all(devices.map((opened) => opened.close()));
    await clearFirestore(emulatorHost, projectId);
  });

  it(
    '100 visitors at once: 100 places, one each, numbered without a gap or a number twice, none told the server is busy',
    async () => {
      const emails = Array.from({ length: 100 }, (_, index) => `waiting${index}@example.org`);
      expect(await joinAtOnce(emails)).toEqual({ joined: 100 });
      const places = await stored('waitingPlaces');
      expect(places.map((place) => place.position).sort((a, b) => Number(a) - Number(b))).toEqual(emails.map((_, index) => index));
      expect((await stored('waitingList')).map((entry) => entry.email).sort()).toEqual([...emails].sort());
    },
    RUSH_TIMEOUT_MS,
  );

  it(
    'the same e-mail from two devices at once: one place, the other told it waits already',
    async () => {
      expect(await joinAtOnce(['twice@example.org', 'twice@example.org'])).toEqual({ joined: 1, 'already-waiting': 1 });
      expect(await stored('waitingPlaces')).toHaveLength(1);
    },
    RUSH_TIMEOUT_MS,
  );
});
