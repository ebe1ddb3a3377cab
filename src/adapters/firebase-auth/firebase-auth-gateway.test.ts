import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { inMemoryPersistence } from 'firebase/auth';
import { afterAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { setAdminClaim } from '../../../scripts/admin-claim.mjs';
import { runAuthGatewayContract } from '../contracts/auth-gateway.contract';
import { createFirebaseApp } from '../firestore/create-firestore';
import { createAuth } from './create-auth';
import { FirebaseAuthGateway } from './firebase-auth-gateway';

const emulatorHost = inject('authEmulatorHost');
const PROJECT_ID = 'demo-rollcall';

// The admin SDK finds the emulator through this variable, as scripts/admin-claim.mjs does.
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
const adminApp = initializeAdminApp({ projectId: PROJECT_ID }, `admin-${crypto.randomUUID()}`);
const adminAuth = getAdminAuth(adminApp);

beforeEach(() => {
  // Persistence and sign-in failures are logged on purpose; keep the test output readable.
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => deleteAdminApp(adminApp));

function openClient() {
  const client = createFirebaseApp({ projectId: PROJECT_ID, apiKey: 'demo-key', appId: 'demo-app' }, `auth-${crypto.randomUUID()}`);
  const auth = createAuth(client.app, `http://${emulatorHost}`);
  return { client, auth, gateway: new FirebaseAuthGateway(auth, inMemoryPersistence) };
}

runAuthGatewayContract('Firebase Auth on the emulator', async () => {
  const { client, gateway } = openClient();
  return {
    gateway,
    createAccount: async (email, password, options = {}) => {
      await adminAuth.createUser({ email, password, displayName: options.name ?? email.split('@')[0] ?? email });
      if (options.admin) await setAdminClaim(adminAuth, email, true);
    },
    grantAdmin: async (email) => void (await setAdminClaim(adminAuth, email, true)),
    close: client.close,
  };
});

describe('FirebaseAuthGateway', () => {
  it('logs whether setting the persistence worked', async () => {
    const info = vi.mocked(console.info);
    openClient();
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith('Session persistence set.'));
  });

  it('revoking the claim takes administrator access away at the next sign-in', async () => {
    const { client, gateway } = openClient();
    const email = `demoted-${crypto.randomUUID().slice(0, 8)}@rollcall.test`;
    await adminAuth.createUser({ email, password: 'demoted-password-1' });
    await setAdminClaim(adminAuth, email, true);
    await expect(gateway.signIn(email, 'demoted-password-1')).resolves.toMatchObject({ admin: true });
    await setAdminClaim(adminAuth, email, false);
    await gateway.signOut();
    await expect(gateway.signIn(email, 'demoted-password-1')).resolves.toMatchObject({ admin: false });
    await client.close();
  });
});
