import { disableNetwork, enableNetwork, setLogLevel, waitForPendingWrites, type EmulatorMockTokenOptions } from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { describe, expect, inject, it, vi } from 'vitest';
import { StoreOfflineError, StoreUnconfirmedError } from '../../application/ports/store-errors';
import { staffFirestore } from '../../../tests/support/firestore-devices';
import { createFirebaseApp } from './firebase-app';
import { FirestoreDocumentStore } from './firestore-document-store';
import { DEFAULT_RELISTEN } from './listen-until-confirmed';

const emulatorHost = inject('firestoreEmulatorHost');
setLogLevel('silent');
setLiteLogLevel('silent');

const ADMIN: EmulatorMockTokenOptions = { sub: 'admin-1', email: 'admin@example.org', email_verified: true, admin: true };
const ADA = { email: 'ada@example.org', name: 'Ada', createdAt: '2026-01-01T00:00:00.000Z', source: 'admin' as const };

/** An administrator's laptop: the full SDK, as the app opens it where somebody is signed in. */
function openLaptop(projectId: string, name: string) {
  const client = createFirebaseApp({ projectId, apiKey: 'demo-key', appId: `demo-${name}` }, `${projectId}-${name}`);
  return { ...staffFirestore(client.app, { emulatorHost, emulatorUser: ADMIN }), close: () => client.close() };
}

describe("Firestore: a staff device's change, waited for", () => {
  it('is refused at once without network, and nothing is queued to land later', async () => {
    const projectId = `demo-acknowledged-${crypto.randomUUID().slice(0, 8)}`;
    const [office, laptop] = [openLaptop(projectId, 'office'), openLaptop(projectId, 'laptop')];
    const ada = await office.store.create('users', ADA);
    await expect(laptop.store.getById('users', ada)).resolves.toMatchObject({ name: 'Ada' });
    laptop.network.online = false;
    await disableNetwork(laptop.firestore);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(laptop.store.update('users', ada, { name: 'Ada Offline' })).rejects.toBeInstanceOf(StoreOfflineError);
    await expect(laptop.store.delete('users', ada)).rejects.toBeInstanceOf(StoreOfflineError);
    await expect(laptop.store.deleteMany('users', [ada])).rejects.toBeInstanceOf(StoreOfflineError);
    await expect(laptop.store.create('users', { ...ADA, email: 'bo@example.org', name: 'Bo' })).rejects.toBeInstanceOf(StoreOfflineError);

    laptop.network.online = true;
    await enableNetwork(laptop.firestore);
    await waitForPendingWrites(laptop.firestore);
    await expect(office.store.listAll('users')).resolves.toEqual([{ ...ADA, id: ada }]);
    await Promise.all([office.close(), laptop.close()]);
  });

  it('on a network that takes it and never answers, is unconfirmed after the patience, and lands once the server answers', async () => {
    const projectId = `demo-unacknowledged-${crypto.randomUUID().slice(0, 8)}`;
    const [office, laptop] = [openLaptop(projectId, 'office'), openLaptop(projectId, 'laptop')];
    const ada = await office.store.create('users', ADA);
    const patient = new FirestoreDocumentStore(laptop.firestore, laptop.connectivity, DEFAULT_RELISTEN, { acknowledgePatienceMs: 500 });
    await expect(patient.getById('users', ada)).resolves.toMatchObject({ name: 'Ada' });
    // The SDK cut off from the server while the device counts itself online.
    await disableNetwork(laptop.firestore);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(patient.update('users', ada, { name: 'Ada Later' })).rejects.toBeInstanceOf(StoreUnconfirmedError);

    await enableNetwork(laptop.firestore);
    await expect.poll(async () => (await office.store.getById('users', ada))?.name, { timeout: 30_000 }).toBe('Ada Later');
    await Promise.all([office.close(), laptop.close()]);
  });
});
