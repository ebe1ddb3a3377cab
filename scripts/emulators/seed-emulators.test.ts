import { describe, expect, it } from 'vitest';
import { buildDemoData } from '../../src/adapters/demo/demo-data';
import { personIdFor } from '../../src/adapters/firestore/person-ids';
import { normaliseEmail } from '../../src/domain/shared/email';
import { directoryKeyedByEmail } from './seed-emulators';

describe('the demo directory on the emulators', () => {
  it('has each e-mail’s first entry under the e-mail’s id, as the app writes it, and the demo’s copies under ids of their own', async () => {
    const generated = buildDemoData(new Date('2026-12-01T10:00:00.000Z')).users;
    const keyed = await directoryKeyedByEmail(generated);

    expect(keyed.map(({ id: _id, ...person }) => person)).toEqual(generated.map(({ id: _id, ...person }) => person));
    expect(new Set(keyed.map((person) => person.id)).size).toBe(generated.length);
    const vera = keyed.filter((person) => normaliseEmail(person.email) === 'visitor@rollcall.test');
    expect(vera.map((person) => person.email)).toEqual(['visitor@rollcall.test', 'VISITOR@ROLLCALL.TEST']);
    expect(vera[0]?.id).toBe(await personIdFor('visitor@rollcall.test'));
    expect(vera[1]?.id).toBe(generated.find((person) => person.email === 'VISITOR@ROLLCALL.TEST')?.id);
    for (const person of keyed.filter((entry) => entry.email === normaliseEmail(entry.email)))
      expect(person.id).toBe(await personIdFor(person.email));
  });
});
