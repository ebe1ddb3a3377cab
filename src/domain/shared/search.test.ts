import { describe, expect, it } from 'vitest';
import { foldForSearch, foldUnicode, wordByWordFolder, matchesSearch } from './search';

describe('matchesSearch', () => {
  it('ignores case and accents', () => {
    expect(matchesSearch('zoe', ['Zoë Ångström'])).toBe(true);
    expect(matchesSearch('ANGSTROM', ['Zoë Ångström'])).toBe(true);
  });

  it('ignores punctuation inside words', () => {
    expect(matchesSearch('wifi', ['Wi-Fi and power'])).toBe(true);
    expect(matchesSearch("o'brien", ['Sean OBrien'])).toBe(true);
  });

  it('needs every word, in any of the texts', () => {
    expect(matchesSearch('summit hall', ['Open Source Summit', 'Hall A'])).toBe(true);
    expect(matchesSearch('summit library', ['Open Source Summit', 'Hall A'])).toBe(false);
  });

  it('matches everything for an empty query and skips missing texts', () => {
    expect(matchesSearch('  ', ['x'])).toBe(true);
    expect(matchesSearch('x', [undefined, 'x'])).toBe(true);
  });

  it('finds letters that Unicode does not decompose from their plain form, in either case', () => {
    const typed: Array<[string, string]> = [
      ['dokovic', 'Novak Đoković'],
      ['ISIK', 'Işık Yılmaz'],
      ['oresund', 'Øresund Øst'],
      ['lodz', 'Łódź'],
      ['LUKASZ', 'ŁUKASZ'],
      ['aegir', 'Ægir'],
      ['oeuvre', 'Œuvre'],
      ['strasse', 'Straße'],
      ['thora', 'Þóra'],
      ['gudmundur', 'Guðmundur'],
      ['hajdar', 'Ħajdar'],
    ];
    for (const [query, name] of typed) expect(matchesSearch(query, [name]), `${query} → ${name}`).toBe(true);
    expect(foldForSearch('ĐÐıIŁŀØĦŦŊÆŒßẞÞĲ')).toBe('ddiillohtnaeoessssthij');
  });

  it('keeps non-Latin scripts searchable', () => {
    expect(matchesSearch('мария', ['Мария Смирнова'])).toBe(true);
    expect(matchesSearch('张', ['张伟'])).toBe(true);
  });
});

describe('foldForSearch', () => {
  it('folds plain ASCII exactly as the Unicode path does, every printable character included', () => {
    const printable = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('');
    for (const text of [printable, 'Ada Lovelace', 'ada.lovelace+events@example.org', "O'Brien-Smith\t(Geneva)", '']) {
      expect(foldForSearch(text)).toBe(foldUnicode(text));
    }
    expect(foldForSearch('Wi-Fi ^Hall` A_2')).toBe('wifi hall a2');
  });

  it('takes the Unicode path as soon as one character is not ASCII', () => {
    expect(foldForSearch('Zoë Ångström-Lee')).toBe('zoe angstromlee');
  });
});

describe('wordByWordFolder', () => {
  it('folds every text as foldForSearch does, whatever words it remembered before', () => {
    // Letters whose folding depends on their neighbours (Greek final sigma, combining accents,
    // Turkish dotted I), spaces and other white space, punctuation, and words met again.
    const pieces = [
      'ΟΔΟΣ',
      'Σ',
      'σ',
      'e\u0301',
      '\u0301',
      'İ',
      'ß',
      'Zoë',
      'zoe',
      "O'Brien",
      'Ångström',
      '伟',
      'أحمد',
      'a.b@c-d.org',
      ' ',
      '  ',
      '\t',
      '\u00a0',
      '.',
      'ʼ',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    const texts = Array.from({ length: 2_000 }, () =>
      Array.from({ length: 1 + (next() % 6) }, () => pieces[next() % pieces.length]).join(''),
    );
    const fold = wordByWordFolder();
    for (const text of texts) expect(fold(text)).toBe(foldForSearch(text));
  });
});
