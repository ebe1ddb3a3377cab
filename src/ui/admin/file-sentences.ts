import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import {
  UnreadableFileError,
  type OtherDocument,
  type ReadNote,
  type UnreadableReason,
} from '../../application/ports/spreadsheet-reader.port';
import type { UnfinishedImport } from '../../application/ports/import-journal.port';
import { ImportCutShortError } from '../../application/ports/store-errors';
import { formatDateTime } from '../shared/format';
import { reasonOf } from '../shared/error-reason';

/** What a file that is not a table is, as the sentence about it names it. */
const DOCUMENT_WORDS: Record<OtherDocument, MessageDescriptor> = {
  png: msg`a PNG image`,
  jpeg: msg`a JPEG image`,
  gif: msg`a GIF image`,
  pdf: msg`a PDF document`,
  word: msg`a Word document`,
  powerpoint: msg`a PowerPoint presentation`,
  'opendocument-text': msg`an OpenDocument text`,
  'opendocument-presentation': msg`an OpenDocument presentation`,
  'markup-without-table': msg`a web page or XML document that holds no table`,
  'unrecognised-binary': msg`neither a spreadsheet nor text in an encoding it could recognise`,
};

/** Why a file cannot be imported, and what to do about it. */
export function unreadableSentence(reason: UnreadableReason): string {
  switch (reason.kind) {
    case 'too-large': {
      const { maxMegabytes } = reason;
      return t`The file is larger than ${maxMegabytes} MB. Split it, then import each part.`;
    }
    case 'empty-file':
      return t`The file is empty.`;
    case 'other-document': {
      const { fileName } = reason;
      const what = i18n._(DOCUMENT_WORDS[reason.document]);
      return t`“${fileName}” is ${what}: import a CSV or text file, or an Excel or OpenDocument workbook.`;
    }
    case 'password': {
      const { fileName } = reason;
      return t`“${fileName}” is protected by a password. Open it in your spreadsheet, remove the password (in Excel: File › Info › Protect Workbook › Encrypt with Password, then clear it), save it, and import that copy.`;
    }
    case 'damaged': {
      const { fileName } = reason;
      return t`“${fileName}” is damaged or incomplete (perhaps cut short while it was copied or downloaded). Open it in your spreadsheet and save it again, or export it as CSV, then import that file.`;
    }
    case 'reader-unavailable':
      return t`The spreadsheet reader could not be loaded: check the connection, then choose the file again.`;
    case 'no-sheet':
      return t`The workbook has no sheet.`;
    case 'empty-sheet': {
      const { sheet } = reason;
      return reason.others ? t`The sheet “${sheet}” is empty: choose another.` : t`The first sheet is empty.`;
    }
    case 'sentences-sheet': {
      const { sheet } = reason;
      return reason.others
        ? t`The sheet “${sheet}” holds text, not a table of people (no line has two columns or an e-mail address): choose another.`
        : t`The workbook holds text, not a table of people: no line has two columns or an e-mail address. Import a sheet with a column of names and one of e-mail addresses.`;
    }
    case 'no-rows':
      return t`The file has column names but no rows of people.`;
  }
}

/** What the reader did with the file that the person should know. */
export function noteSentence(note: ReadNote): string {
  if (note.kind === 'hidden-sheet') {
    const { sheet } = note;
    return t`The people were read from the sheet “${sheet}”, which is hidden: the visible sheets hold no rows of people.`;
  }
  const lines = note.lines.join(', ');
  if (note.kind === 'header-lines') {
    const [upper = 0, lower = 0] = note.lines;
    return t`The column names were read from lines ${upper} and ${lower}: a heading above them spans several columns.`;
  }
  if (note.kind === 'title-lines')
    return plural(note.lines.length, {
      one: `The line above the column names was read as a title and left out (line ${lines}).`,
      other: `The # lines above the column names were read as a title and left out (lines ${lines}).`,
    });
  return plural(note.lines.length, {
    one: `# hidden row was left out (line ${lines}).`,
    other: `# hidden rows were left out (lines ${lines}).`,
  });
}

/** Why reading a file failed: said for the person when the reader knows, else the error's own words. */
export function readingProblem(error: unknown): string {
  return error instanceof UnreadableFileError ? unreadableSentence(error.reason) : reasonOf(error);
}

/** Why an import stopped, and what stays of it: nothing, or the people it could not take back. */
export function importStoppedSentence(error: unknown): string {
  if (!(error instanceof ImportCutShortError)) {
    const reason = reasonOf(error);
    return t`The import stopped: ${reason}. Nothing was imported; try again.`;
  }
  const reason = reasonOf(error.reason);
  const { kept } = error;
  const stays =
    kept === 0
      ? t`Some people on the list may have been imported before it stopped.`
      : plural(kept, {
          one: 'At least # person on the list was imported before it stopped.',
          other: 'At least # people on the list were imported before it stopped.',
        });
  return t`The import stopped: ${reason}. ${stays} Importing the same file again skips those already imported and adds the others.`;
}

/** How far an import cut short by its page's closing went (UnfinishedImports). */
export function unfinishedImportSentence(entry: UnfinishedImport): string {
  if (entry.silentSince) return silentImportSentence(entry, entry.silentSince);
  const { fileName, total, written: count, startedAt: started } = entry;
  const startedAt = formatDateTime(started);
  const written = i18n.number(count);
  return count === 0
    ? plural(total, {
        one: `The import of “${fileName}” (# person), begun on ${startedAt}, did not finish: its page was closed before anyone was written.`,
        other: `The import of “${fileName}” (# people), begun on ${startedAt}, did not finish: its page was closed before anyone was written.`,
      })
    : plural(total, {
        one: `The import of “${fileName}”, begun on ${startedAt}, did not finish: its page was closed once at least ${written} of # person had been written.`,
        other: `The import of “${fileName}”, begun on ${startedAt}, did not finish: its page was closed once at least ${written} of # people had been written.`,
      });
}

/**
 * Another device's import not heard from since `silent`: closed, or still running without a
 * connection, which it cannot tell apart from here.
 */
function silentImportSentence({ fileName, total, written: count, startedAt: started }: UnfinishedImport, silent: string): string {
  const startedAt = formatDateTime(started);
  const heard = formatDateTime(silent);
  const written = i18n.number(count);
  return count === 0
    ? plural(total, {
        one: `The import of “${fileName}” (# person), begun on another device on ${startedAt}, has not been heard from since ${heard}, before anyone was written: its page was closed, or that device lost its connection.`,
        other: `The import of “${fileName}” (# people), begun on another device on ${startedAt}, has not been heard from since ${heard}, before anyone was written: its page was closed, or that device lost its connection.`,
      })
    : plural(total, {
        one: `The import of “${fileName}”, begun on another device on ${startedAt}, has not been heard from since ${heard}, when at least ${written} of # person had been written: its page was closed, or that device lost its connection.`,
        other: `The import of “${fileName}”, begun on another device on ${startedAt}, has not been heard from since ${heard}, when at least ${written} of # people had been written: its page was closed, or that device lost its connection.`,
      });
}
