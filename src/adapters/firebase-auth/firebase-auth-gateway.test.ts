import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { inMemoryPersistence } from 'firebase/auth';
import { afterAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { setAdminClaim, setRoleClaim } from '../../../scripts/admin-claim.mjs';
import { runAuthGatewayContract } from '../contracts/auth-gateway.contract';
import type { AuthGateway } from '../../application/ports/auth-gateway.port';
import { LazyAuthGateway } from './lazy-auth-gateway';
import { createFirebaseApp } from '../firestore/firebase-app';
import { createAuth } from './create-auth';
import { FirebaseAuthGateway } from './firebase-auth-gateway';
import type { LastKnownClaims } from './last-known-claims';
import type { AuthSession } from '../../domain/session/session';

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

/** A device's memory of the claims, as the browser's local storage keeps it. */
function claimsOnDevice(): LastKnownClaims {
  let kept: { uid: string; roles: { admin: boolean; door: boolean } } | null = null;
  return {
    remember: (uid, roles) => void (kept = { uid, roles }),
    recall: (uid) => (kept?.uid === uid ? kept.roles : { admin: false, door: false }),
    forget: () => void (kept = null),
  };
}

function openClient(claims: LastKnownClaims = claimsOnDevice()) {
  const client = createFirebaseApp({ projectId: PROJECT_ID, apiKey: 'demo-key', appId: 'demo-app' }, `auth-${crypto.randomUUID()}`);
  const auth = createAuth(client.app, `http://${emulatorHost}`);
  return { client, auth, gateway: new FirebaseAuthGateway(auth, inMemoryPersistence, claims) };
}

/** The Auth emulator keeps the links it would have mailed: the last one to the address. */
async function emulatorLinkTo(email: string): Promise<string> {
  const response = await fetch(`http://${emulatorHost}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: Array<{ email: string; requestType: string; oobLink: string }> };
  return oobCodes.findLast((code) => code.email === email && code.requestType === 'EMAIL_SIGNIN')?.oobLink ?? '';
}

function harnessFor(gateway: (opened: ReturnType<typeof openClient>) => AuthGateway) {
  return async () => {
    const opened = openClient();
    return {
      gateway: gateway(opened),
      createAccount: async (email: string, password: string, options: { admin?: boolean; name?: string } = {}) => {
        await adminAuth.createUser({ email, password, displayName: options.name ?? email.split('@')[0] ?? email });
        if (options.admin) await setAdminClaim(adminAuth, email, true);
      },
      grantAdmin: async (email: string) => void (await setAdminClaim(adminAuth, email, true)),
      linkSentTo: (email: string) => emulatorLinkTo(email),
      close: opened.client.close,
    };
  };
}

runAuthGatewayContract(
  'Firebase Auth on the emulator',
  harnessFor(({ gateway }) => gateway),
);
// As a visitor's device opens it: nothing kept, Auth loaded by the first sign-in.
runAuthGatewayContract(
  'Firebase Auth on the emulator, loaded on demand',
  harnessFor(({ gateway }) => new LazyAuthGateway(async () => gateway, false)),
);

describe('FirebaseAuthGateway', () => {
  it('keeps a door signed in as administrator when its hour-old token cannot be refreshed without network, until sign-out', async () => {
    const claims = claimsOnDevice();
    const { client, auth, gateway } = openClient(claims);
    const email = `door-${crypto.randomUUID().slice(0, 8)}@rollcall.test`;
    await adminAuth.createUser({ email, password: 'door-password-1' });
    await setAdminClaim(adminAuth, email, true);
    await expect(gateway.signIn(email, 'door-password-1')).resolves.toMatchObject({ admin: true });
    const user = auth.currentUser;
    if (!user) throw new Error('Not signed in.');
    // The token expired and the device has no network: the SDK cannot refresh it.
    user.getIdTokenResult = () =>
      Promise.reject(Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), { code: 'auth/network-request-failed' }));
    const sessions: Array<AuthSession | null> = [];
    const stop = gateway.watchSession((session) => sessions.push(session));
    await vi.waitFor(() => expect(sessions.at(-1)).toMatchObject({ email, admin: true }));
    stop();
    await gateway.signOut();
    expect(claims.recall(user.uid)).toEqual({ admin: false, door: false });
    // Any other failure still reads as signed out.
    const { auth: secondAuth, gateway: second } = openClient(claims);
    await second.signIn(email, 'door-password-1');
    const secondUser = secondAuth.currentUser;
    if (!secondUser) throw new Error('Not signed in.');
    secondUser.getIdTokenResult = () =>
      Promise.reject(Object.assign(new Error('Firebase: Error (auth/user-token-expired).'), { code: 'auth/user-token-expired' }));
    const afterFailure: Array<AuthSession | null> = [];
    const stopSecond = second.watchSession((session) => afterFailure.push(session));
    await vi.waitFor(() => expect(afterFailure).toContain(null));
    stopSecond();
    await client.close();
  });

  it('reads the door claim as door staff, not administrator, and keeps it for a door without network', async () => {
    const claims = claimsOnDevice();
    const { client, auth, gateway } = openClient(claims);
    const email = `volunteer-${crypto.randomUUID().slice(0, 8)}@rollcall.test`;
    await adminAuth.createUser({ email, password: 'volunteer-password-1' });
    await setRoleClaim(adminAuth, email, true, 'door');
    await expect(gateway.signIn(email, 'volunteer-password-1')).resolves.toMatchObject({ admin: false, door: true });
    const user = auth.currentUser;
    if (!user) throw new Error('Not signed in.');
    user.getIdTokenResult = () =>
      Promise.reject(Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), { code: 'auth/network-request-failed' }));
    const sessions: Array<AuthSession | null> = [];
    const stop = gateway.watchSession((session) => sessions.push(session));
    await vi.waitFor(() => expect(sessions.at(-1)).toMatchObject({ email, admin: false, door: true }));
    stop();
    await setRoleClaim(adminAuth, email, false, 'door');
    await gateway.signOut();
    await expect(gateway.signIn(email, 'volunteer-password-1')).resolves.not.toHaveProperty('door');
    await client.close();
  });

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
