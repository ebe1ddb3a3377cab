import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, setDoc } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from '../../src/domain/shared/email';
import { INVALID_EMAILS, VALID_EMAILS } from '../fixtures/email-addresses';
import { iso, openRulesWorld, type RulesWorld } from './rules-world';

/** General feedback with an address: anyone may send it, and the rules check the address. */
function feedbackFrom(world: RulesWorld, email: string): Promise<void> {
  const db = world.as('anonymous');
  const reference = doc(collection(db, 'feedback'));
  return setDoc(reference, { id: reference.id, eventId: '', rating: 5, comment: 'Lovely', createdAt: iso(), email });
}

describe('firestore.rules: e-mail addresses, the same table as the domain’s validator', () => {
  let world: RulesWorld;
  beforeAll(async () => {
    world = await openRulesWorld();
  });
  afterAll(() => world.close());

  it.each(VALID_EMAILS)('accepts %j', async (email) => {
    await assertSucceeds(feedbackFrom(world, email));
  });

  it.each(INVALID_EMAILS)('refuses %j', async (email) => {
    await assertFails(feedbackFrom(world, email));
  });

  it('states the domain’s pattern (one rule in two languages)', () => {
    const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
    const stated = /function isEmail\(value\) \{[\s\S]*?value\.matches\('((?:[^'\\]|\\.)*)'\)/.exec(rules)?.[1]?.replaceAll("\\'", "'");
    expect(stated).toBe(EMAIL_PATTERN);
  });
});
