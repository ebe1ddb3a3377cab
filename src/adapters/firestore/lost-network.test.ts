import { setLogLevel, type EmulatorMockTokenOptions } from 'firebase/firestore';
import { collection, getDocs, query, setLogLevel as setLiteLogLevel, where } from 'firebase/firestore/lite';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { StoreOfflineError } from '../../application/ports/store-errors';
import { loadSecurityRules } from '../../../scripts/emulators/security-rules';
import { staffFirestore, visitorFirestore } from '../../../tests/support/firestore-devices';
import { event } from '../contracts/contract-fixtures';
import { createEvent } from '../contracts/visitor-use-cases.contract';
import { createFirebaseApp } from './firebase-app';
import { WAITING_ENTRIES } from './waiting-book';

const emulatorHost = inject('firestoreEmulatorHost');
setLogLevel('silent');
setLiteLogLevel('silent');
const STAFF: EmulatorMockTokenOptions = { sub: 'staff-1', email: 'staff@example.org', email_verified: true, admin: true };
const tomorrow = { startsAt: new Date(Date.now() + 86_400_000).toISOString(), endsAt: new Date(Date.now() + 90_000_000).toISOString() };

async function officeAndPhone() {
  const projectId = `demo-lost-${crypto.randomUUID().slice(0, 8)}`;
  await loadSecurityRules(emulatorHost, projectId);
  const app = (device: string) => createFirebaseApp({ projectId, apiKey: 'demo-key', appId: `demo-${device}` }, `${projectId}-${device}`);
  const officeApp = app('office');
  const phoneApp = app('phone');
  const office = { ...officeApp, ...staffFirestore(officeApp.app, { emulatorHost, emulatorUser: STAFF }) };
  const phone = { ...phoneApp, ...visitorFirestore(phoneApp.app, { emulatorHost }) };
  return { office, phone, close: () => Promise.all([office.close(), phone.close()]) };
}

/** The phone's network goes at its first commit: that request, and every one after, fails as fetch does offline. */
function networkLostAtCommit(network: { online: boolean }) {
  const throughNetwork = globalThis.fetch.bind(globalThis);
  let commits = 0;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes(':commit')) {
      commits += 1;
      network.online = false;
    }
    return network.online ? throughNetwork(input, init) : Promise.reject(new TypeError('Failed to fetch'));
  });
  return { commits: () => commits, restore: () => spy.mockRestore() };
}

describe('A visitor whose network goes as the write leaves (Firestore Lite)', () => {
  afterEach(() => vi.restoreAllMocks());

  it(
    'is told at once there is no connection, for a ticket and for a place in line, and nothing is written',
    { timeout: 60_000 },
    async () => {
      const { office, phone, close } = await officeAndPhone();
      const open = await createEvent(office.store, office.ledger, event('open', { ...tomorrow, capacity: 5 }));
      const full = await createEvent(office.store, office.ledger, event('full', { ...tomorrow, capacity: 1 }));
      const [openEvent, fullEvent] = await Promise.all([office.store.getById('events', open), office.store.getById('events', full)]);
      if (!openEvent || !fullEvent) throw new Error('no events');
      const fields = (email: string) => ({ name: email.split('@')[0] ?? email, email, createdAt: new Date().toISOString() });
      await expect(
        phone.ledger.issue({ event: fullEvent, fields: fields('holder@x.org'), now: new Date(), enforceRegistrationRules: true }),
      ).resolves.toMatchObject({ kind: 'issued' });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);

      const ticketCut = networkLostAtCommit(phone.network);
      await expect(
        phone.ledger.issue({ event: openEvent, fields: fields('otto@x.org'), now: new Date(), enforceRegistrationRules: true }),
      ).rejects.toBeInstanceOf(StoreOfflineError);
      // Not taken for a lost race and tried again: the device knows it is offline.
      expect(ticketCut.commits()).toBe(1);
      ticketCut.restore();
      phone.network.online = true;

      const lineCut = networkLostAtCommit(phone.network);
      await expect(phone.waitingList.join({ event: fullEvent, fields: fields('otto@x.org'), now: new Date() })).rejects.toBeInstanceOf(
        StoreOfflineError,
      );
      expect(lineCut.commits()).toBe(1);
      lineCut.restore();

      await expect(office.store.whereEquals('registrations', 'email', 'otto@x.org')).resolves.toEqual([]);
      const places = await getDocs(query(collection(office.server, WAITING_ENTRIES), where('email', '==', 'otto@x.org')));
      expect(places.size).toBe(0);
      await close();
    },
  );
});
