// Two administrators import into the directory at the same moment, each on a laptop of their own
// (its own Firebase app and cache), with firestore.rules in force; counted on the server after.
import { writeBatch } from 'firebase/firestore';
import type * as FirestoreSdk from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import type { ImportReport } from '../../src/domain/people/import-plan';
import { RegistrationRush, emails } from '../support/registration-rush';
import { holdCommits } from '../support/held-batches';
import type { Device } from '../support/secured-firestore';

// The SDK's batches, held at will: the adapter's import writes with them.
vi.mock('firebase/firestore', async (importOriginal) => {
  const original = await importOriginal<typeof FirestoreSdk>();
  return { ...original, writeBatch: vi.fn(original.writeBatch) };
});
const sdkWriteBatch = vi.mocked(writeBatch).getMockImplementation() ?? writeBatch;

const IMPORT_TIMEOUT_MS = 180_000;
const person = (email: string) => ({ name: `Person ${email.split('@')[0] ?? ''}`, email, createdAt: new Date().toISOString() });

/**
 * Each laptop's first write waits until both have come to theirs: both have looked up which
 * e-mails the directory holds before either writes, as when two imports begin at once.
 */
function firstWritesTogether(laptops: number) {
  const arrived = new Set<object>();
  let allThere: () => void = () => undefined;
  const together = new Promise<void>((resolve) => (allThere = resolve));
  holdCommits(writeBatch, sdkWriteBatch, async (db) => {
    if (arrived.has(db)) return;
    arrived.add(db);
    if (arrived.size === laptops) allThere();
    await together;
  });
}

describe('two laptops importing into the directory at once (firestore.rules in force)', () => {
  const world = new RegistrationRush(inject('firestoreEmulatorHost'));
  let ada: Device;
  let ben: Device;

  beforeEach(async () => {
    await world.open('demo-directory-at-once');
    ada = world.device('ada', true);
    ben = world.device('ben', true);
  });
  afterEach(() => world.close());

  const importedBy = (laptop: Device, addresses: readonly string[]): Promise<ImportReport> =>
    laptop.store.importUsers(
      'users',
      addresses.map((email) => ({ ...person(email), source: 'import' as const })),
    );

  /** The directory's e-mails on the server, each as often as it is stored. */
  const storedEmails = async () => (await world.stored('users')).map((stored) => String(stored.email)).sort();

  it(
    'the same 1,200 people: each stored once, and between them the two reports import each once',
    async () => {
      const file = emails('same', 1_200);
      firstWritesTogether(2);

      const [fromAda, fromBen] = await Promise.all([importedBy(ada, file), importedBy(ben, file)]);

      expect(await storedEmails()).toEqual([...file].sort());
      expect(fromAda.imported.length + fromBen.imported.length).toBe(1_200);
      for (const report of [fromAda, fromBen]) {
        expect(report.imported.length + report.skippedExisting.length).toBe(1_200);
        expect(new Set(report.imported.map(({ id }) => id)).size).toBe(report.imported.length);
      }
      // What one reports imported, the other reports already there.
      const skippedByBen = new Set(fromBen.skippedExisting.map(({ email }) => email));
      expect(fromAda.imported.every(({ email }) => skippedByBen.has(email))).toBe(true);
    },
    IMPORT_TIMEOUT_MS,
  );

  it(
    'two files sharing 300 of their 900 people: 1,500 stored, each once, each named in one report as imported',
    async () => {
      const shared = emails('shared', 300);
      const adasFile = [...emails('ada', 600), ...shared];
      const bensFile = [...shared, ...emails('ben', 600)];
      firstWritesTogether(2);

      const [fromAda, fromBen] = await Promise.all([importedBy(ada, adasFile), importedBy(ben, bensFile)]);

      expect(await storedEmails()).toEqual([...new Set([...adasFile, ...bensFile])].sort());
      const imported = [...fromAda.imported, ...fromBen.imported].map(({ email }) => email).sort();
      expect(imported).toEqual([...new Set([...adasFile, ...bensFile])].sort());
      expect(fromAda.imported.length + fromAda.skippedExisting.length).toBe(900);
      expect(fromBen.imported.length + fromBen.skippedExisting.length).toBe(900);
      // Each report's lines name the row of its own file.
      for (const { index, email } of fromBen.skippedExisting) expect(bensFile[index]).toBe(email);
    },
    IMPORT_TIMEOUT_MS,
  );
});
