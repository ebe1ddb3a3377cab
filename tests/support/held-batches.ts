import type { writeBatch } from 'firebase/firestore';
import { vi } from 'vitest';

type Database = Parameters<typeof writeBatch>[0];

/**
 * The SDK's `writeBatch`, mocked by the test file (`vi.mock` must sit there), made to hand out
 * the SDK's own batches whose commit first waits for `before` with the batch's database: how a
 * test holds a laptop's import where it wants it, since the adapter's import writes with them.
 */
export function holdCommits(
  mocked: typeof writeBatch,
  sdkWriteBatch: (db: Database) => ReturnType<typeof writeBatch>,
  before: (db: Database) => Promise<void>,
): void {
  vi.mocked(mocked).mockImplementation((db) => {
    const batch = sdkWriteBatch(db);
    const commit = batch.commit.bind(batch);
    batch.commit = async () => {
      await before(db);
      return commit();
    };
    return batch;
  });
}
