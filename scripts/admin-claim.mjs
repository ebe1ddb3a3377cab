#!/usr/bin/env node
// Grants or revokes a role of a Firebase Auth user, as a custom claim: `admin` (everything) or,
// with --role door, `door` (the scanner only; docs/security.md). Works against a real project
// (Application Default Credentials, e.g. GOOGLE_APPLICATION_CREDENTIALS) and against the Auth
// emulator (--emulator host:port).
//
//   node scripts/admin-claim.mjs grant  someone@example.org --project my-project
//   node scripts/admin-claim.mjs grant  volunteer@example.org --role door --project my-project
//   node scripts/admin-claim.mjs revoke someone@example.org --project my-project
//   node scripts/admin-claim.mjs grant  admin@rollcall.test --emulator 127.0.0.1:9099 --project demo-rollcall --create --password secret
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** The roles a claim can give. */
export const ROLES = ['admin', 'door'];

/**
 * Sets or removes `{role}: true` on the user's claims, keeping their other claims. Revoking also
 * revokes the user's refresh tokens, so an open session cannot keep the access.
 * @param {import('firebase-admin/auth').Auth} auth
 * @param {string} email
 * @param {boolean} granted
 * @param {'admin' | 'door'} [role]
 * @returns {Promise<string>} the user's uid
 */
export async function setRoleClaim(auth, email, granted, role = 'admin') {
  if (!ROLES.includes(role)) throw new Error(`Unknown role "${role}": use ${ROLES.join(' or ')}.`);
  const user = await auth.getUserByEmail(email);
  const others = Object.fromEntries(Object.entries(user.customClaims ?? {}).filter(([name]) => name !== role));
  await auth.setCustomUserClaims(user.uid, granted ? { ...others, [role]: true } : others);
  if (!granted) await auth.revokeRefreshTokens(user.uid);
  return user.uid;
}

/**
 * The administrator claim (the original use of this script).
 * @param {import('firebase-admin/auth').Auth} auth
 * @param {string} email
 * @param {boolean} admin
 */
export function setAdminClaim(auth, email, admin) {
  return setRoleClaim(auth, email, admin, 'admin');
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      project: { type: 'string' },
      emulator: { type: 'string' },
      create: { type: 'boolean', default: false },
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'admin' },
    },
  });
  const [action, email] = positionals;
  if ((action !== 'grant' && action !== 'revoke') || !email) {
    console.error(
      'Usage: node scripts/admin-claim.mjs grant|revoke <email> [--role admin|door] [--project id] [--emulator host:port] [--create --password pw]',
    );
    process.exit(2);
  }
  if (values.emulator) process.env.FIREBASE_AUTH_EMULATOR_HOST = values.emulator;
  const { initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const auth = getAuth(initializeApp(values.project ? { projectId: values.project } : undefined));
  if (values.create) {
    const exists = await auth.getUserByEmail(email).then(
      () => true,
      () => false,
    );
    if (!exists) {
      if (!values.password) throw new Error('--create needs --password.');
      await auth.createUser({ email, password: values.password, displayName: values.name ?? email.split('@')[0] });
      console.log(`Created ${email}.`);
    }
  }
  const role = values.role;
  const uid = await setRoleClaim(auth, email, action === 'grant', role);
  const what = role === 'door' ? 'door-staff access (the scanner only)' : 'administrator access';
  console.log(`${action === 'grant' ? 'Granted' : 'Revoked'} ${what} for ${email} (${uid}).`);
  console.log('It takes effect at the next sign-in or token refresh (within an hour).');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
