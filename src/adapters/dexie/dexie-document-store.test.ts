import 'fake-indexeddb/auto';
import { runDocumentStoreContract, type StoreHarness } from '../contracts/document-store.contract';
import { runAdminUseCases } from '../contracts/admin-use-cases.contract';
import { runVisitorUseCases } from '../contracts/visitor-use-cases.contract';
import { runDoorPassesContract } from '../contracts/door-passes.contract';
import { runTicketLedgerContract } from '../contracts/ticket-ledger.contract';
import { runDoorCopyContract } from '../contracts/door-copy.contract';
import { runWaitingListContract } from '../contracts/waiting-list.contract';
import { runWaitingListUseCases } from '../contracts/waiting-list-use-cases.contract';
import { DexieOutbox } from './dexie-outbox';
import { DexieDoorCopy } from './dexie-door-copy';
import { DexieWaitingList } from './dexie-waiting-list';
import { DexieDocumentStore } from './dexie-document-store';
import { DexieTicketLedger } from './dexie-ticket-ledger';
import { RollcallDatabase } from './rollcall-database';

let opened = 0;

async function openStore(): Promise<StoreHarness & { database: RollcallDatabase }> {
  opened += 1;
  const name = `contract-${opened}`;
  const database = new RollcallDatabase(name);
  const otherTab = new RollcallDatabase(name);
  await Promise.all([database.open(), otherTab.open()]);
  const store = new DexieDocumentStore(database);
  const otherClient = new DexieDocumentStore(otherTab);
  return {
    database,
    store,
    otherClient,
    ledger: new DexieTicketLedger(database, store),
    otherLedger: new DexieTicketLedger(otherTab, otherClient),
    close: async () => {
      otherTab.close();
      await database.delete();
    },
  };
}

runDocumentStoreContract('Dexie on fake-indexeddb', openStore);
runVisitorUseCases('Dexie on fake-indexeddb', openStore);
runAdminUseCases('Dexie on fake-indexeddb', openStore);
runDoorPassesContract('Dexie on fake-indexeddb', openStore);
runTicketLedgerContract('Dexie on fake-indexeddb', openStore);
runDoorCopyContract('Dexie on fake-indexeddb', async () => {
  const harness = await openStore();
  return { ...harness, door: new DexieDoorCopy(harness.database) };
});

runWaitingListContract('Dexie on fake-indexeddb', async () => {
  const harness = await openStore();
  const device = { ledger: harness.ledger, waiting: new DexieWaitingList(harness.database) };
  return { admin: { ...device, store: harness.store }, visitors: [device, device, device], close: harness.close };
});
runWaitingListUseCases('Dexie on fake-indexeddb', async () => {
  const harness = await openStore();
  const device = {
    store: harness.store,
    ledger: harness.ledger,
    waiting: new DexieWaitingList(harness.database),
    outbox: new DexieOutbox(harness.database),
  };
  return { admin: device, visitors: [device, device, device], close: harness.close };
});
