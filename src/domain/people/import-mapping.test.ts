import { afterEach, describe, expect, it, vi } from 'vitest';
import { guessMapping, importDate, mapRows, unmappedRequiredFields } from './import-mapping';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('guessMapping', () => {
  it('recognises common headers in any case, with accents and punctuation', () => {
    expect(guessMapping('users', ['Full name', 'E-Mail', 'Company', 'Téléphone', 'Registered on'])).toEqual({
      name: 'Full name',
      email: 'E-Mail',
      organisation: 'Company',
      phone: 'Téléphone',
      country: null,
      city: null,
      createdAt: 'Registered on',
    });
  });

  it('reports the required fields left without a column', () => {
    expect(unmappedRequiredFields('users', guessMapping('users', ['Name', 'Phone'])).map((field) => field.key)).toEqual(['email']);
  });
});

describe('importDate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('converts spreadsheet serial numbers, also when they come as text', () => {
    expect(importDate(45658)).toEqual({ iso: '2025-01-01T00:00:00.000Z' });
    expect(importDate('45658.5')).toEqual({ iso: '2025-01-01T12:00:00.000Z' });
  });

  it('reads text dates, and says what is wrong with the rest', () => {
    expect(importDate('2026-03-04')).toEqual({ iso: '2026-03-04T00:00:00.000Z' });
    expect(importDate('next Tuesday')).toEqual({ problem: '“next Tuesday” is not a date (use 2026-11-22 or a spreadsheet date).' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(importDate(Number.NaN)).toMatchObject({ problem: expect.stringContaining('not a spreadsheet date') });
  });
});

describe('mapRows', () => {
  const mapping = { name: 'Name', email: 'Email', organisation: 'Org', createdAt: 'When', guests: 'Guests' };

  it('keeps names exactly, formulas included, and converts dates', () => {
    const { people, rejected } = mapRows(
      'users',
      [{ Name: ' 张伟 Ångström ', Email: 'Zhang@Example.org', Org: '=HYPERLINK("http://evil")', When: 45658 }],
      mapping,
      now,
    );
    expect(rejected).toEqual([]);
    expect(people).toEqual([
      { row: 0, person: { name: '张伟 Ångström', email: 'Zhang@Example.org', organisation: '=HYPERLINK("http://evil")', createdAt: '2025-01-01T00:00:00.000Z' } },
    ]);
  });

  it('dates a row without a date by the import, and rejects rows with what is wrong', () => {
    const { people, rejected } = mapRows(
      'nationaldayRegister',
      [
        { Name: 'Ana', Email: 'ana@x.org', Guests: '2' },
        { Name: '', Email: 'no-name@x.org' },
        { Name: 'Bo', Email: 'bo@x.org', When: 'yesterday-ish' },
        { Name: 'Cy', Email: 'cy@x.org', Guests: '7' },
      ],
      mapping,
      now,
    );
    expect(people).toEqual([{ row: 0, person: { name: 'Ana', email: 'ana@x.org', guests: 2, createdAt: now.toISOString() } }]);
    expect(rejected.map((problem) => [problem.index, problem.field])).toEqual([
      [1, 'name'],
      [2, 'createdAt'],
      [3, 'guests'],
    ]);
    expect(rejected[2]?.reason).toBe('Accompanying guests must be a whole number from 0 to 4 (it is “7”).');
  });
});
