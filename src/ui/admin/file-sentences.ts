import { plural, t } from '@lingui/core/macro';
import { UnreadableFileError, type OtherDocument, type ReadNote, type UnreadableReason } from '../../application/ports/spreadsheet-reader.port';
import { reasonOf } from '../shared/error-reason';

function documentWords(document: OtherDocument): string {
  switch (document) {
    case 'png':
      return t`a PNG image`;
    case 'jpeg':
      return t`a JPEG image`;
    case 'gif':
      return t`a GIF image`;
    case 'pdf':
      return t`a PDF document`;
    case 'word':
      return t`a Word document`;
    case 'powerpoint':
      return t`a PowerPoint presentation`;
    case 'opendocument-text':
      return t`an OpenDocument text`;
    case 'opendocument-presentation':
      return t`an OpenDocument presentation`;
    case 'unrecognised-binary':
      return t`neither a spreadsheet nor text in an encoding it could recognise`;
  }
}

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
      const what = documentWords(reason.document);
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
  return plural(note.lines.length, { one: `# hidden row was left out (line ${lines}).`, other: `# hidden rows were left out (lines ${lines}).` });
}

/** Why reading a file failed: said for the person when the reader knows, else the error's own words. */
export function readingProblem(error: unknown): string {
  return error instanceof UnreadableFileError ? unreadableSentence(error.reason) : reasonOf(error);
}
