import { disableNetwork, enableNetwork, setLogLevel, waitForPendingWrites } from 'firebase/firestore';
import { describe, expect, inject, it, vi } from 'vitest';
import { runDocumentStoreContract, type StoreHarness } from '../contracts/document-store.contract';
import { runAdminUseCases } from '../contracts/admin-use-cases.contract';
import { runVisitorUseCases } from '../contracts/visitor-use-cases.contract';
import { createFirebaseApp, createFirestore } from './create-firestore';
import { FirestoreDocumentStore } from './firestore-document-store';

const emulatorHost = inject('firestoreEmulatorHost');
let opened = 0;
// The SDK reports refused writes on its own too; the adapter's logging is what is under test.
setLogLevel('silent');

function openClient(projectId: string, device: string) {
  const client = createFirebaseApp({ projectId, apiKey: 'demo-key', appId: `demo-${device}` }, `${projectId}-${device}`);
  const firestore = createFirestore(client.app, { cache: 'memory', emulatorHost });
  const network = { online: true };
  const store = new FirestoreDocumentStore(firestore, { isOnline: () => network.online });
  return { ...client, firestore, network, store };
}

async function openStore(): Promise<StoreHarness> {
  opened += 1;
  // A project of its own per test: no test sees another's documents, even in parallel files.
  const projectId = `demo-contract-${crypto.randomUUID().slice(0, 8)}-${opened}`;
  const clients = ['device-a', 'device-b'].map((device) => openClient(projectId, device));
  const [first, second] = clients as [(typeof clients)[number], (typeof clients)[number]];
  return {
    store: first.store,
    otherClient: second.store,
    close: async () => {
      await Promise.all(clients.map((client) => client.close()));
      await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
        method: 'DELETE',
      });
    },
  };
}

runDocumentStoreContract('Firestore on the emulator', openStore);
runVisitorUseCases('Firestore on the emulator', openStore);
runAdminUseCases('Firestore on the emulator', openStore);

describe('Firestore check-ins on a device without network', () => {
  it('keep the check-in on the device, refuse a second one there, and reach the server exactly once', async () => {
    const projectId = `demo-offline-${crypto.randomUUID().slice(0, 8)}`;
    const door = openClient(projectId, 'door');
    const office = openClient(projectId, 'office');
    const checkIn = { eventId: 'e', ticketId: 't', foundInCollection: 'registrations' as const, name: 'Ada', email: 'a@x.org', at: 'now', by: 'staff', method: 'qr' as const, device: 'door' };

    door.network.online = false;
    await disableNetwork(door.firestore);
    await expect(door.store.createIfAbsent('checkins', 'e_t', checkIn)).resolves.toMatchObject({ created: true, pending: true });
    await expect(door.store.createIfAbsent('checkins', 'e_t', { ...checkIn, device: 'again' })).resolves.toMatchObject({ created: false, document: { device: 'door' } });
    await expect(office.store.listAll('checkins')).resolves.toEqual([]);

    door.network.online = true;
    await enableNetwork(door.firestore);
    await waitForPendingWrites(door.firestore);
    const onServer = await office.store.listAll('checkins');
    expect(onServer).toEqual([{ ...checkIn, id: 'e_t' }]);
    await expect(office.store.createIfAbsent('checkins', 'e_t', { ...checkIn, device: 'office' })).resolves.toMatchObject({ created: false });
    await Promise.all([door.close(), office.close()]);
  });
});

describe('Firestore ticket look-ups on a device without network', () => {
  it('find a ticket its cache holds, though the other collections cannot be asked', async () => {
    const projectId = `demo-offline-${crypto.randomUUID().slice(0, 8)}`;
    const door = openClient(projectId, 'door');
    const ticket = { eventId: 'e', email: 'ada@x.org', name: 'Ada', createdAt: '2026-01-01T00:00:00.000Z' };
    const id = await door.store.create('registrations', ticket);
    // The scanner keeps its event's tickets in the cache through a live query.
    const cached = new Promise<void>((resolve) => {
      const stop = door.store.watch('registrations', { where: [{ field: 'eventId', op: '==', value: 'e' }] }, (documents) => {
        if (documents.length === 1) {
          stop();
          resolve();
        }
      });
    });
    await cached;
    await disableNetwork(door.firestore);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(door.store.findUserById(id, ['highlevelRegister', 'registrations'])).resolves.toMatchObject({ id, foundInCollection: 'registrations' });
    await expect(door.store.findUserById('NotCachedAnywhere00', ['highlevelRegister', 'registrations'])).rejects.toMatchObject({ code: 'STORE.OFFLINE' });
    expect(logged).toHaveBeenCalledWith('Error finding user:', expect.objectContaining({ code: 'STORE.OFFLINE' }));
    await door.close();
  });
});
