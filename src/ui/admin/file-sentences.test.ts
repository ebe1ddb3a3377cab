import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { UnreadableFileError } from '../../application/ports/spreadsheet-reader.port';
import { ImportCutShortError, StoreOfflineError } from '../../application/ports/store-errors';
import { messages as frenchStaff } from '../i18n/locales/fr/staff.po';
import { messages as germanStaff } from '../i18n/locales/de/staff.po';
import { importStoppedSentence, noteSentence, readingProblem, unfinishedImportSentence, unreadableSentence } from './file-sentences';

const english = { locale: i18n.locale, messages: { ...i18n.messages } };
afterEach(() => i18n.loadAndActivate({ locale: english.locale, locales: ['en-GB'], messages: english.messages }));

// The reader says why a file cannot be read, and what it did, as data; the page words it.
describe('the words for a file the import reads', () => {
  it('says why a file cannot be read, and what to do', () => {
    expect(unreadableSentence({ kind: 'empty-file' })).toBe('The file is empty.');
    expect(unreadableSentence({ kind: 'no-rows' })).toBe('The file has column names but no rows of people.');
    expect(unreadableSentence({ kind: 'other-document', fileName: 'photo.csv', document: 'png' })).toBe(
      '“photo.csv” is a PNG image: import a CSV or text file, or an Excel or OpenDocument workbook.',
    );
    expect(unreadableSentence({ kind: 'other-document', fileName: 'guests.docx', document: 'word' })).toBe(
      '“guests.docx” is a Word document: import a CSV or text file, or an Excel or OpenDocument workbook.',
    );
    expect(unreadableSentence({ kind: 'damaged', fileName: 'cut.xlsx' })).toBe(
      '“cut.xlsx” is damaged or incomplete (perhaps cut short while it was copied or downloaded). Open it in your spreadsheet and save it again, or export it as CSV, then import that file.',
    );
    expect(unreadableSentence({ kind: 'password', fileName: 'secret.xlsx' })).toMatch(
      /^“secret.xlsx” is protected by a password\. Open it in your spreadsheet, remove the password/,
    );
    expect(unreadableSentence({ kind: 'too-large', maxMegabytes: 50 })).toBe(
      'The file is larger than 50 MB. Split it, then import each part.',
    );
    expect([
      unreadableSentence({ kind: 'empty-sheet', sheet: 'Cover', others: true }),
      unreadableSentence({ kind: 'empty-sheet', sheet: 'Sheet1', others: false }),
    ]).toEqual(['The sheet “Cover” is empty: choose another.', 'The first sheet is empty.']);
    expect(readingProblem(new UnreadableFileError({ kind: 'reader-unavailable' }))).toBe(
      'The spreadsheet reader could not be loaded: check the connection, then choose the file again.',
    );
    expect(readingProblem(new Error('disk on fire'))).toBe('disk on fire');
  });

  it('says which sheet was read and which rows were left out', () => {
    expect(noteSentence({ kind: 'hidden-sheet', sheet: 'People' })).toBe(
      'The people were read from the sheet “People”, which is hidden: the visible sheets hold no rows of people.',
    );
    expect(noteSentence({ kind: 'hidden-rows', lines: [3] })).toBe('1 hidden row was left out (line 3).');
    expect(noteSentence({ kind: 'hidden-rows', lines: [3, 7] })).toBe('2 hidden rows were left out (lines 3, 7).');
    expect(noteSentence({ kind: 'title-lines', lines: [1] })).toBe(
      'The line above the column names was read as a title and left out (line 1).',
    );
    expect(noteSentence({ kind: 'title-lines', lines: [1, 2] })).toBe(
      'The 2 lines above the column names were read as a title and left out (lines 1, 2).',
    );
    expect(noteSentence({ kind: 'header-lines', lines: [2, 3] })).toBe(
      'The column names were read from lines 2 and 3: a heading above them spans several columns.',
    );
  });

  it('says why an import stopped, and what stays of it: nothing, or the people it could not take back', () => {
    const offline = new StoreOfflineError('import');
    expect(importStoppedSentence(offline)).toBe(
      'The import stopped: there is no connection to the server. Nothing was imported; try again.',
    );
    expect(importStoppedSentence(new ImportCutShortError(90, offline))).toBe(
      'The import stopped: there is no connection to the server. At least 90 people on the list were imported before it stopped. Importing the same file again skips those already imported and adds the others.',
    );
    expect(importStoppedSentence(new ImportCutShortError(1, offline))).toMatch(
      / At least 1 person on the list was imported before it stopped\. /,
    );
    expect(importStoppedSentence(new ImportCutShortError(0, offline))).toMatch(
      / Some people on the list may have been imported before it stopped\. Importing the same file again/,
    );
  });

  it('says how far an import whose page was closed went, agreeing with the count written', () => {
    const cut = (written: number, total: number) =>
      unfinishedImportSentence({
        id: 'a',
        list: 'directory',
        fileName: 'guests.csv',
        startedAt: '2026-11-30T09:00:00.000Z',
        written,
        total,
      });
    expect(cut(1, 3)).toMatch(
      /^The import of “guests\.csv”, begun on .+, did not finish: its page was closed once at least 1 of 3 people had been written\.$/,
    );
    expect(cut(1, 1)).toMatch(/ at least 1 of 1 person had been written\.$/);
    expect(cut(0, 1)).toMatch(
      /^The import of “guests\.csv” \(1 person\), begun on .+, did not finish: its page was closed before anyone was written\.$/,
    );
    i18n.loadAndActivate({ locale: 'fr', locales: ['fr'], messages: frenchStaff });
    expect([cut(1, 3), cut(2, 3), cut(1, 1)].map((sentence) => sentence.split('fermée ')[1])).toEqual([
      'alors qu’il avait enregistré au moins 1 des 3 personnes.',
      'alors qu’il avait enregistré au moins 2 des 3 personnes.',
      'alors qu’il avait enregistré au moins 1 personne sur 1.',
    ]);
    i18n.loadAndActivate({ locale: 'de', locales: ['de'], messages: germanStaff });
    expect(cut(1, 3)).toMatch(/, als er mindestens 1 der 3 Personen gespeichert hatte\.$/);
  });

  it('says it in the language shown', () => {
    i18n.loadAndActivate({ locale: 'fr', locales: ['fr'], messages: frenchStaff });
    expect(unreadableSentence({ kind: 'other-document', fileName: 'invités.docx', document: 'word' })).toBe(
      '« invités.docx » est un document Word\u00a0: importez un fichier CSV ou texte, ou un classeur Excel ou OpenDocument.',
    );
    expect(noteSentence({ kind: 'hidden-rows', lines: [3, 7] })).toBe('2 lignes masquées ont été laissées de côté (lignes 3, 7).');
    expect(noteSentence({ kind: 'title-lines', lines: [1] })).toBe(
      'La ligne au-dessus des noms de colonnes a été lue comme un titre et laissée de côté (ligne 1).',
    );
    expect(noteSentence({ kind: 'header-lines', lines: [1, 2] })).toBe(
      'Les noms des colonnes ont été lus sur les lignes 1 et 2\u00a0: un intitulé au-dessus couvre plusieurs colonnes.',
    );
    expect(importStoppedSentence(new ImportCutShortError(90, new Error('réseau perdu')))).toBe(
      'L’import s’est arrêté\u00a0: réseau perdu. Au moins 90 personnes de la liste ont été importées avant l’arrêt. Importer à nouveau le même fichier passe les personnes déjà importées et ajoute les autres.',
    );
  });
});
