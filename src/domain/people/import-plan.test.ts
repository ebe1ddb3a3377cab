import { describe, expect, it } from 'vitest';
import { emailsToLookUp, planPeopleImport, reportImport, withStoredMeanwhile } from './import-plan';

describe('planPeopleImport', () => {
  it('checks every e-mail against the store, not only the first', () => {
    const people = [
      { email: 'new@example.org', name: 'New' },
      { email: 'old@example.org', name: 'Old' },
      { email: 'also-old@example.org', name: 'Also old' },
    ];
    const plan = planPeopleImport(people, new Set(['old@example.org', 'also-old@example.org']));
    expect(plan.toCreate.map((row) => row.index)).toEqual([0]);
    expect(plan.skippedExisting).toEqual([
      { index: 1, email: 'old@example.org' },
      { index: 2, email: 'also-old@example.org' },
    ]);
  });

  it('keeps the first of two rows with the same e-mail, whatever its case', () => {
    const plan = planPeopleImport([{ email: 'Ana@Example.org' }, { email: 'other@example.org' }, { email: ' ana@example.org' }], new Set());
    expect(plan.toCreate.map((row) => row.person.email)).toEqual(['ana@example.org', 'other@example.org']);
    expect(plan.duplicatesInBatch).toEqual([{ index: 2, email: 'ana@example.org', firstIndex: 0 }]);
  });

  it('rejects rows without a usable e-mail, saying what is wrong', () => {
    const plan = planPeopleImport([{ email: '' }, { email: 'not-an-address' }, { name: 'No e-mail' }], new Set());
    expect(plan.toCreate).toEqual([]);
    expect(plan.rejected).toEqual([
      { index: 0, field: 'email', reason: 'The e-mail is missing.' },
      { index: 1, field: 'email', reason: '“not-an-address” is not a valid e-mail address.' },
      { index: 2, field: 'email', reason: 'The e-mail is missing.' },
    ]);
  });

  it('says when a cell lists several addresses, and how many, rather than that it is no address', () => {
    const plan = planPeopleImport(
      [{ email: 'bo@example.org; bo.work@example.com' }, { email: 'ana@example.org, ben@example.org, cy@example.org' }],
      new Set(),
    );
    expect(plan.toCreate).toEqual([]);
    expect(plan.rejected.map(({ reason }) => reason)).toEqual([
      'The e-mail holds 2 addresses (“bo@example.org; bo.work@example.com”): keep one for this person.',
      'The e-mail holds 3 addresses (“ana@example.org, ben@example.org, cy@example.org”): keep one for this person.',
    ]);
  });

  it('stores the normalised e-mail and keeps every other field exactly', () => {
    const plan = planPeopleImport([{ email: ' Emile.Zola@Example.org ', name: 'Émile Zola 张伟' }], new Set());
    expect(plan.toCreate[0]?.person).toEqual({ email: 'emile.zola@example.org', name: 'Émile Zola 张伟' });
  });
});

describe('emailsToLookUp', () => {
  it('lists each valid e-mail once, normalised', () => {
    expect(emailsToLookUp([{ email: 'A@x.org' }, { email: 'a@x.org' }, { email: 'bad' }, { email: 'b@x.org' }])).toEqual([
      'a@x.org',
      'b@x.org',
    ]);
  });
});

describe('withStoredMeanwhile', () => {
  const people = ['a@x.org', 'old@x.org', 'b@x.org', 'c@x.org'].map((email) => ({ email }));
  const plan = planPeopleImport(people, new Set(['old@x.org']));

  it('skips the rows another import stored meanwhile, with those stored before, in row order', () => {
    const turnedOut = withStoredMeanwhile(plan, new Set(['c@x.org', 'a@x.org']));
    expect(turnedOut.toCreate.map((row) => row.person.email)).toEqual(['b@x.org']);
    expect(turnedOut.skippedExisting).toEqual([
      { index: 0, email: 'a@x.org' },
      { index: 1, email: 'old@x.org' },
      { index: 3, email: 'c@x.org' },
    ]);
    expect(reportImport(turnedOut, ['id-b']).imported).toEqual([{ index: 2, id: 'id-b', email: 'b@x.org' }]);
  });

  it('leaves the plan as it was when nobody was stored meanwhile', () => {
    expect(withStoredMeanwhile(plan, new Set())).toEqual(plan);
  });
});
