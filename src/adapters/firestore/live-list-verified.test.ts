import { onSnapshot, setLogLevel, type EmulatorMockTokenOptions } from 'firebase/firestore';
import type * as Firestore from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { loadSecurityRules } from '../../../scripts/emulators/security-rules';
import { staffFirestore } from '../../../tests/support/firestore-devices';
import { silence } from '../../../tests/support/deaf-listens';
import { createFirebaseApp } from './firebase-app';
import { FirestoreLiveSource } from './firestore-live';
import type { RelistenPolicy } from './listen-until-confirmed';
import type { LiveInfo } from './live-source';

// The SDK's own listeners, counted and silenced at will.
vi.mock('firebase/firestore', async (importOriginal) => {
  const { withDeafListens } = await import('../../../tests/support/deaf-listens');
  return withDeafListens(await importOriginal<typeof Firestore>());
});

const emulatorHost = inject('firestoreEmulatorHost');
setLogLevel('silent');
setLiteLogLevel('silent');

const ADMIN: EmulatorMockTokenOptions = { sub: 'staff-1', email: 'staff@example.org', email_verified: true, admin: true };
const person = (n: number) => ({
  id: `person${n}`,
  name: `Person ${n}`,
  email: `person${n}@example.org`,
  createdAt: '2026-06-01T08:00:00.000Z',
});

const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  silence.deafBefore = 0;
  await Promise.all(closing.splice(0).map((close) => close()));
});

/** An administrator's laptop and the office's, each its own device under firestore.rules. */
async function twoAdministrators() {
  const projectId = `demo-lists-${crypto.randomUUID().slice(0, 8)}`;
  await loadSecurityRules(emulatorHost, projectId);
  const open = (name: string) => {
    const client = createFirebaseApp({ projectId, apiKey: 'demo-key', appId: `demo-${name}` }, `${projectId}-${name}`);
    closing.push(() => client.close());
    return staffFirestore(client.app, { emulatorHost, emulatorUser: ADMIN });
  };
  return { laptop: open('laptop'), office: open('office') };
}

/** The people list on the laptop, as the admin page follows it, with `policy`. */
function followPeople(laptop: ReturnType<typeof staffFirestore>, policy: Omit<RelistenPolicy, 'isOnline'>) {
  const results: Array<{ names: string[]; info: LiveInfo }> = [];
  const live = new FirestoreLiveSource(laptop.firestore, { ...policy, isOnline: () => laptop.network.online });
  const stop = live.watch<{ name: string }>({ collection: 'users', orderBy: [{ field: 'name' }] }, (people, info) =>
    results.push({ names: people.map((one) => one.name), info }),
  );
  closing.push(async () => stop());
  const latest = () => results.at(-1);
  return { results, latest };
}

describe('an administrator’s list whose stream goes silent after the server confirmed it (emulator, firestore.rules)', () => {
  it('is counted on the server, listened to again when the count differs twice, and then holds what it missed', async () => {
    const { laptop, office } = await twoAdministrators();
    await office.store.setMany('users', [person(1), person(2)]);
    const { latest } = followPeople(laptop, { firstWaitMs: 100, longestWaitMs: 2_000, verifyEveryMs: 300 });
    await expect.poll(() => latest(), { timeout: 30_000 }).toMatchObject({ names: ['Person 1', 'Person 2'], info: { confirmed: true } });
    const listens = vi.mocked(onSnapshot).mock.calls;
    const listensBefore = listens.length;

    // The stream goes silent: the listen made so far hears nothing more, its result still confirmed.
    silence.deafBefore = listensBefore;
    await office.store.setMany('users', [person(3)]);

    await expect
      .poll(() => latest(), { timeout: 30_000 })
      .toMatchObject({ names: ['Person 1', 'Person 2', 'Person 3'], info: { confirmed: true } });
    expect(listens.length).toBeGreaterThan(listensBefore);
  });

  it('is not counted unless asked (a list nobody set to be counted stays as the stream left it)', async () => {
    const { laptop, office } = await twoAdministrators();
    await office.store.setMany('users', [person(1)]);
    const { latest } = followPeople(laptop, { firstWaitMs: 100, longestWaitMs: 2_000 });
    await expect.poll(() => latest(), { timeout: 30_000 }).toMatchObject({ names: ['Person 1'], info: { confirmed: true } });
    const listensBefore = vi.mocked(onSnapshot).mock.calls.length;

    silence.deafBefore = listensBefore;
    await office.store.setMany('users', [person(2)]);
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    expect(latest()?.names).toEqual(['Person 1']);
    expect(vi.mocked(onSnapshot).mock.calls.length).toBe(listensBefore);
  });
});
