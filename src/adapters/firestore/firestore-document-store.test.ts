import { setLogLevel } from 'firebase/firestore';
import { inject } from 'vitest';
import { runDocumentStoreContract, type StoreHarness } from '../contracts/document-store.contract';
import { runVisitorUseCases } from '../contracts/visitor-use-cases.contract';
import { createFirebaseApp, createFirestore } from './create-firestore';
import { FirestoreDocumentStore } from './firestore-document-store';

const emulatorHost = inject('firestoreEmulatorHost');
let opened = 0;
// The SDK reports refused writes on its own too; the adapter's logging is what is under test.
setLogLevel('silent');

async function openStore(): Promise<StoreHarness> {
  opened += 1;
  // A project of its own per test: no test sees another's documents, even in parallel files.
  const projectId = `demo-contract-${crypto.randomUUID().slice(0, 8)}-${opened}`;
  const clients = ['device-a', 'device-b'].map((device) => {
    const client = createFirebaseApp({ projectId, apiKey: 'demo-key', appId: `demo-${device}` }, `${projectId}-${device}`);
    return { ...client, store: new FirestoreDocumentStore(createFirestore(client.app, { cache: 'memory', emulatorHost })) };
  });
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
