import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { TOKENS, type ServiceResolver } from '../../application/tokens';
import { DexieDocumentStore } from '../dexie/dexie-document-store';
import { createOfflineContainer } from './container.offline';

const clock = { now: () => new Date('2026-11-22T10:30:00.000Z') };

describe('the offline container', () => {
  it('binds the document store to Dexie and wires the use cases to it', async () => {
    const container: ServiceResolver = await createOfflineContainer({ databaseName: 'di-demo', data: 'demo', clock });
    expect(container.get(TOKENS.documentStore)).toBeInstanceOf(DexieDocumentStore);
    expect(container.get(TOKENS.documentStore)).toBe(container.get(TOKENS.documentStore));
    const timeline = await new Promise<{ upcoming: unknown[]; past: unknown[] }>((resolve, reject) => {
      const stop = container.get(TOKENS.eventCatalog).watchTimeline((value) => {
        stop();
        resolve(value);
      }, reject);
    });
    expect(timeline.upcoming.length).toBeGreaterThan(0);
    expect(timeline.past.length).toBeGreaterThan(0);
  });

  it('signs the demo admin in through the offline accounts, with the admin flag', async () => {
    const container: ServiceResolver = await createOfflineContainer({ databaseName: 'di-auth', data: 'demo', clock });
    const [admin] = container.get(TOKENS.demoAccounts).filter((account) => account.admin);
    const session = await container.get(TOKENS.authGateway).signIn(admin?.email ?? '', admin?.password ?? '');
    expect(session).toMatchObject({ email: 'admin@rollcall.test', admin: true });
    expect(container.get(TOKENS.demoDataReset)).not.toBeNull();
  });

  it('starts empty when asked', async () => {
    const container: ServiceResolver = await createOfflineContainer({ databaseName: 'di-empty', data: 'empty', clock });
    await expect(container.get(TOKENS.documentStore).listAll('events')).resolves.toEqual([]);
  });
});
