import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS, DEMO_ACCOUNT_RECORDS } from '../../src/adapters/demo/demo-accounts';
import { buildDemoData } from '../../src/adapters/demo/demo-data';
import { COLLECTION_NAMES } from '../../src/application/ports/collections';
import { ledgerDocumentsFor } from '../../src/adapters/firestore/ledger-documents';
import { personIdFor } from '../../src/adapters/firestore/person-ids';
import type { PersonDocument } from '../../src/domain/people/person';
import { normaliseEmail } from '../../src/domain/shared/email';

/** The emulators' project: a `demo-` id never reaches a real Firebase project. */
export const EMULATOR_PROJECT = 'demo-rollcall';
const BATCH_LIMIT = 500;

export type EmulatorHosts = { firestore: string; auth: string };

/** The admin SDK on the emulators; it reads their addresses from these variables. */
function adminApp(hosts: EmulatorHosts): App {
  process.env.FIRESTORE_EMULATOR_HOST = hosts.firestore;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = hosts.auth;
  const name = `rollcall-seed-${hosts.firestore}`;
  // Without it, the admin SDK looks for Google Cloud's metadata server on the network.
  process.env.METADATA_SERVER_DETECTION = 'none';
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId: EMULATOR_PROJECT }, name);
}

function firestoreOf(app: App): Firestore {
  const firestore = getFirestore(app);
  if (!seeded.has(firestore)) {
    firestore.settings({ ignoreUndefinedProperties: true });
    seeded.add(firestore);
  }
  return firestore;
}
const seeded = new WeakSet<Firestore>();

/** The admin SDK's Firestore on the emulators, past the rules: for seeding and for tests to check. */
export function adminFirestore(hosts: EmulatorHosts): Firestore {
  return firestoreOf(adminApp(hosts));
}

/**
 * The demo's directory as the app writes it on Firestore: each e-mail's first entry under the
 * e-mail's id (person-ids.ts), so that a demo person who registers is found there and not added
 * a second time. The demo's copies of a person keep ids of their own, for "Remove duplicates".
 */
export async function directoryKeyedByEmail(people: readonly PersonDocument[]): Promise<PersonDocument[]> {
  const keyed: PersonDocument[] = [];
  const taken = new Set<string>();
  for (const person of people) {
    const id = await personIdFor(normaliseEmail(person.email));
    keyed.push(taken.has(id) ? person : { ...person, id });
    taken.add(id);
  }
  return keyed;
}

/** Writes the demo data (the same generator as offline mode) and the ledger's seats and keys with the admin SDK, past the rules. */
export async function seedDemoDocuments(hosts: EmulatorHosts, now: Date = new Date()): Promise<number> {
  const firestore = adminFirestore(hosts);
  const generated = buildDemoData(now);
  const data = { ...generated, users: await directoryKeyedByEmail(generated.users) };
  const ledger = ledgerDocumentsFor(data.events, data, now.toISOString());
  const documents: Array<{ collection: string; document: { id: string } }> = [
    ...COLLECTION_NAMES.flatMap((collection) => data[collection].map((document) => ({ collection, document }))),
    ...(['ticketKeys', 'seats', 'seatCounters', 'ticketSeats'] as const).flatMap((collection) =>
      ledger[collection].map((document) => ({ collection, document })),
    ),
  ];
  for (let start = 0; start < documents.length; start += BATCH_LIMIT) {
    const batch = firestore.batch();
    for (const { collection, document } of documents.slice(start, start + BATCH_LIMIT)) {
      batch.set(firestore.collection(collection).doc(document.id), document);
    }
    await batch.commit();
  }
  return documents.length;
}

/**
 * The demo accounts in the Auth emulator, with the ids they have offline: verified e-mails,
 * the administrator's `admin` and the door staff's `door` custom claims (what
 * scripts/admin-claim.mjs grants).
 */
export async function createDemoAccounts(hosts: EmulatorHosts): Promise<void> {
  const auth = getAuth(adminApp(hosts));
  for (const account of DEMO_ACCOUNTS) {
    const uid = DEMO_ACCOUNT_RECORDS.find((record) => record.email === account.email)?.id ?? account.email;
    const profile = { email: account.email, password: account.password, displayName: account.name, emailVerified: true };
    const exists = await auth.getUser(uid).then(
      () => true,
      () => false,
    );
    if (exists) await auth.updateUser(uid, profile);
    else await auth.createUser({ uid, ...profile });
    await auth.setCustomUserClaims(uid, account.admin ? { admin: true } : account.door ? { door: true } : null);
  }
}
