import 'reflect-metadata';
import type { ServiceResolver } from '../src/application/tokens';
import { createOfflineContainer } from '../src/adapters/di/container.offline';
import { DEXIE_DATABASE } from '../src/adapters/dexie/dexie-tokens';
import type { RollcallStoryParameters } from '../src/ui/shared/story-parameters';

let previous: ServiceResolver | undefined;

/**
 * A fresh offline container per story: its own IndexedDB database, seeded as the story asks,
 * with the story's overrides bound over the real services.
 */
export async function loadStoryServices(parameters: RollcallStoryParameters = {}): Promise<ServiceResolver> {
  // One story's database at a time: browsing Storybook must not fill the disk.
  await previous?.get(DEXIE_DATABASE).delete();
  const container = await createOfflineContainer({
    databaseName: `rollcall-story-${crypto.randomUUID()}`,
    data: parameters.data ?? 'demo',
  });
  for (const [token, value] of parameters.overrides ?? []) container.rebind(token).toConstantValue(value);
  previous = container;
  return container;
}
