import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as german } from '../../src/ui/i18n/locales/de/messages.po';
import { messages as germanStaff } from '../../src/ui/i18n/locales/de/staff.po';
import { messages as french } from '../../src/ui/i18n/locales/fr/messages.po';
import { messages as frenchStaff } from '../../src/ui/i18n/locales/fr/staff.po';
import { importDate } from '../../src/domain/people/import-dates';
import { guessMapping, IMPORT_FIELDS, labelOf, mapRows } from '../../src/domain/people/import-mapping';
import { planPeopleImport } from '../../src/domain/people/import-plan';
import { checkPersonForm } from '../../src/domain/people/person-form';

// The import and the person form speak to an administrator in the language their page shows:
// field names, row problems and form errors, read when they are made.
const now = new Date('2026-11-22T10:00:00.000Z');
const CATALOGUES = { fr: { ...french, ...frenchStaff }, de: { ...german, ...germanStaff } };
const showIn = (locale: 'fr' | 'de') => i18n.loadAndActivate({ locale, locales: [locale], messages: CATALOGUES[locale] });
const english = { ...i18n.messages };

afterEach(() => i18n.loadAndActivate({ locale: 'en', locales: ['en-GB'], messages: english }));

describe('the import in French', () => {
  it('names the fields and says what is wrong with each row in French', () => {
    showIn('fr');
    expect(IMPORT_FIELDS.nationalday.map(labelOf)).toEqual([
      'Nom',
      'E-mail',
      'Organisation',
      'Nationalité',
      'Téléphone',
      'Invités accompagnants',
      'Inscrit·e le',
    ]);
    const mapping = { name: ['Nom'], email: ['Email'], guests: ['Invités'], createdAt: ['Date'] };
    const { rejected } = mapRows(
      'nationalday',
      [
        { Nom: '', Email: 'sans-nom@x.org' },
        { Nom: 'Cy', Email: 'cy@x.org', Invités: '7' },
        { Nom: { spreadsheetError: '#REF!', cell: 'A4' }, Email: 'bo@x.org' },
        { Nom: 'Di', Email: 'di@x.org', Date: '10/1/2020' },
      ],
      mapping,
      now,
    );
    expect(rejected.map((problem) => problem.reason)).toEqual([
      'Le nom manque.',
      'Invités accompagnants\u00a0: un nombre entier de 0 à 4 est attendu (c’est « 7 »).',
      'Nom\u00a0: la cellule A4 contient l’erreur de tableur #REF!. Corrigez-la dans le fichier, puis importez-le à nouveau.',
      '« 10/1/2020 » peut être le 10 janvier ou le 1 octobre 2020\u00a0: écrivez-la 2026-11-22 (ou 2026-11-22 14:30).',
    ]);
    expect(planPeopleImport([{ email: 'pas-une-adresse' }], new Set()).rejected[0]?.reason).toBe(
      '« pas-une-adresse » n’est pas une adresse e-mail valide.',
    );
    expect(importDate('10/1', 'UTC')).toEqual({ problem: '« 10/1 » n’a pas d’année\u00a0: écrivez-la 2026-11-22 (ou 2026-11-22 14:30).' });
  });

  it('still recognises English headers, and recognises headers written in the language shown', () => {
    showIn('fr');
    // English labels come from the synonyms: a built app's descriptors hold no English text.
    expect(guessMapping('highlevel', ['Full name', 'E-mail', 'Title or position', 'Seat or table'])).toMatchObject({
      position: ['Title or position'],
      seat: ['Seat or table'],
    });
    expect(guessMapping('nationalday', ['Nom', 'E-mail', 'Invités accompagnants'])).toMatchObject({
      guests: ['Invités accompagnants'],
    });
  });
});

describe('the person form in German', () => {
  it('names each field as a German sentence does, nouns keeping their capital', () => {
    showIn('de');
    const result = checkPersonForm('nationalday', { name: '', email: 'ana@x.org', nationality: 'N'.repeat(101), guests: '9' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Geben Sie den Namen ein.',
        nationality: expect.stringContaining('die Staatsangehörigkeit'),
        guests: 'Begleitende Gäste: eine ganze Zahl von 0 bis 4.',
      },
    });
  });
});
