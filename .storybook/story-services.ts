import 'reflect-metadata';
import type { DemoAccount } from '../src/application/ports/auth-gateway.port';
import { TOKENS, type ServiceResolver } from '../src/application/tokens';
import { createOfflineContainer } from '../src/adapters/di/container.offline';
import { DEXIE_DATABASE } from '../src/adapters/dexie/dexie-tokens';
import type { RollcallStoryParameters } from '../src/ui/shared/story-parameters';
import { deviceCopyOnly } from './device-copy-store';

let previous: ServiceResolver | undefined;

/** The services of the story rendered last: tests use them to act as a second person would. */
export function currentStoryServices(): ServiceResolver {
  if (!previous) throw new Error('No story has been loaded yet.');
  return previous;
}

function resetCookies(cookies: Record<string, string>): void {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

async function signIn(services: ServiceResolver, role: NonNullable<RollcallStoryParameters['signedInAs']>): Promise<void> {
  const roleOf = (account: DemoAccount) => (account.admin ? 'admin' : account.door ? 'door' : 'visitor');
  const account = services.get(TOKENS.demoAccounts).find((candidate) => roleOf(candidate) === role);
  if (!account) throw new Error(`No demo ${role} account to sign in with.`);
  await services.get(TOKENS.authGateway).signIn(account.email, account.password);
}

/**
 * A fresh offline container per story: its own IndexedDB database, seeded as the story asks,
 * with the story's overrides bound over the real services and the story's cookies set.
 */
export async function loadStoryServices(parameters: RollcallStoryParameters = {}): Promise<ServiceResolver> {
  // One story's database at a time: browsing Storybook must not fill the disk.
  await previous?.get(DEXIE_DATABASE).delete();
  // A known location, so no story asks the network for one.
  resetCookies({ location: JSON.stringify({ city: 'Geneva', country_name: 'Switzerland' }), ...parameters.cookies });
  const container = await createOfflineContainer({
    databaseName: `rollcall-story-${crypto.randomUUID()}`,
    data: parameters.data ?? 'demo',
  });
  if (parameters.server) {
    const store = deviceCopyOnly(container.get(TOKENS.documentStore));
    container.rebind(TOKENS.documentStore).toConstantValue(store);
  }
  // Stories show staff pages without their lazy routes: the staff services are bound, as their texts are.
  await (container as ServiceResolver).get(TOKENS.staffServices).load();
  for (const [token, value] of parameters.overrides ?? []) container.rebind(token).toConstantValue(value);
  previous = container;
  if (parameters.signedInAs) await signIn(container, parameters.signedInAs);
  return container;
}
