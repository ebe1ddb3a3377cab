import 'fake-indexeddb/auto';
import { runDocumentStoreContract } from '../contracts/document-store.contract';
import { DexieDocumentStore } from './dexie-document-store';
import { RollcallDatabase } from './rollcall-database';

let opened = 0;

runDocumentStoreContract('Dexie on fake-indexeddb', async () => {
  opened += 1;
  const name = `contract-${opened}`;
  const database = new RollcallDatabase(name);
  const otherTab = new RollcallDatabase(name);
  await Promise.all([database.open(), otherTab.open()]);
  return {
    store: new DexieDocumentStore(database),
    otherClient: new DexieDocumentStore(otherTab),
    close: async () => {
      otherTab.close();
      await database.delete();
    },
  };
});
