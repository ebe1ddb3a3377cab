import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { collection, getDocsFromServer, setLogLevel } from 'firebase/firestore';
import { afterAll, expect, inject, it } from 'vitest';
import { setAdminClaim } from '../../../scripts/admin-claim.mjs';
import { loadSecurityRules } from '../../../scripts/emulators/security-rules';
import { createFirestore } from '../firestore/create-firestore';
import { createFirebaseApp } from '../firestore/firebase-app';
import { createAuth } from './create-auth';
import { followSignedInUser } from './signed-in-copy';

const authHost = inject('authEmulatorHost');
const firestoreHost = inject('firestoreEmulatorHost');
const PROJECT_ID = 'demo-rollcall';
// Refusals are what this test expects; the SDK would print each one.
setLogLevel('silent');

process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
const adminApp = initializeAdminApp({ projectId: PROJECT_ID }, `admin-${crypto.randomUUID()}`);
const adminAuth = getAdminAuth(adminApp);
afterAll(() => deleteAdminApp(adminApp));

it('signs a second app in as the first app’s user, under the rules, and out with them', async () => {
  await loadSecurityRules(firestoreHost, PROJECT_ID);
  const email = `copy-${crypto.randomUUID().slice(0, 8)}@example.org`;
  await adminAuth.createUser({ email, password: 'a-long-password' });
  await setAdminClaim(adminAuth, email, true);
  const options = { projectId: PROJECT_ID, apiKey: 'demo-key', appId: 'demo-app' };
  const first = createFirebaseApp(options, `first-${crypto.randomUUID()}`);
  const second = createFirebaseApp(options, `second-${crypto.randomUUID()}`);
  const staff = createAuth(first.app, `http://${authHost}`);
  // The second app's Firestore, as the people lists use it: only administrators may read people.
  const people = collection(createFirestore(second.app, { cache: 'memory', emulatorHost: firestoreHost }), 'users');
  const following = followSignedInUser(staff, second.app);
  await following.ready;
  expect(following.copy.currentUser).toBeNull();

  const { user } = await signInWithEmailAndPassword(staff, email, 'a-long-password');
  await expect.poll(() => following.copy.currentUser?.uid).toBe(user.uid);
  await expect(getDocsFromServer(people)).resolves.toBeDefined();

  await signOut(staff);
  await expect.poll(() => following.copy.currentUser).toBeNull();
  await expect(getDocsFromServer(people)).rejects.toMatchObject({ code: 'permission-denied' });
  following.stop();
  await Promise.all([first.close(), second.close()]);
});
