import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FORGET_AT, IMPORTS_UNDER_WAY } from '../../src/adapters/firestore/announced-imports';

type FieldOverride = { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: unknown[] };
type IndexSpec = { indexes: unknown[]; fieldOverrides?: FieldOverride[] };
/** firebase-tools' own reading of the file, as `firebase deploy` does it (the package ships no types). */
type FirestoreApi = { upgradeOldSpec(spec: unknown): IndexSpec; validateSpec(spec: IndexSpec): void };

const { FirestoreApi } = createRequire(import.meta.url)('firebase-tools/lib/firestore/api.js') as {
  FirestoreApi: new () => FirestoreApi;
};
const deployed = JSON.parse(readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8')) as unknown;

describe('firestore.indexes.json', () => {
  it('is what firebase deploy accepts', () => {
    const api = new FirestoreApi();
    expect(() => api.validateSpec(api.upgradeOldSpec(deployed))).not.toThrow();
    // The check can fail: a time-to-live given as a string, not a boolean, is refused.
    const written = {
      indexes: [],
      fieldOverrides: [{ collectionGroup: IMPORTS_UNDER_WAY, fieldPath: FORGET_AT, ttl: 'true', indexes: [] }],
    };
    expect(() => api.validateSpec(api.upgradeOldSpec(written))).toThrow(/ttl/);
  });

  it('deletes closed imports by the field the app writes when it closes one', () => {
    const overrides = new FirestoreApi().upgradeOldSpec(deployed).fieldOverrides ?? [];
    expect(overrides.filter((override) => override.ttl === true)).toEqual([
      { collectionGroup: IMPORTS_UNDER_WAY, fieldPath: FORGET_AT, ttl: true, indexes: [] },
    ]);
  });
});
