import type { OtherDocument } from '../../application/ports/spreadsheet-reader.port';
/** What the first bytes of a file say it is: an import refuses anything but a table, saying what it got. */
export type FileSignature = 'zip' | 'ole' | 'png' | 'jpeg' | 'gif' | 'pdf' | 'utf-16le' | 'utf-16be' | 'text' | 'binary' | 'empty';

const SIGNATURES: Array<[FileSignature, number[]]> = [
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
  ['ole', [0xd0, 0xcf, 0x11, 0xe0]],
  ['png', [0x89, 0x50, 0x4e, 0x47]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
  ['pdf', [0x25, 0x50, 0x44, 0x46]],
  // Excel's "Unicode text" and other UTF-16 exports start with a byte-order mark.
  ['utf-16le', [0xff, 0xfe]],
  ['utf-16be', [0xfe, 0xff]],
];

/** UTF-16 without a byte-order mark: mostly Latin text has a NUL in every other byte. */
function utf16Without(bytes: Uint8Array): FileSignature | null {
  const sample = bytes.subarray(0, 4096 - (Math.min(bytes.length, 4096) % 2));
  if (sample.length < 4) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let index = 0; index < sample.length; index += 2) {
    if (sample[index] === 0) evenNul += 1;
    if (sample[index + 1] === 0) oddNul += 1;
  }
  const pairs = sample.length / 2;
  if (oddNul > pairs * 0.6 && evenNul === 0) return 'utf-16le';
  if (evenNul > pairs * 0.6 && oddNul === 0) return 'utf-16be';
  return null;
}

export function fileSignature(bytes: Uint8Array): FileSignature {
  if (bytes.length === 0) return 'empty';
  for (const [name, magic] of SIGNATURES) if (magic.every((byte, index) => bytes[index] === byte)) return name;
  // Text has no NUL bytes; UTF-16 and binaries do.
  if (!bytes.subarray(0, 4096).includes(0)) return 'text';
  return utf16Without(bytes) ?? 'binary';
}

/** An Office file encrypted with a password is a compound file holding an "EncryptedPackage". */
export function isEncryptedOfficeFile(bytes: Uint8Array): boolean {
  const marker = [...'EncryptedPackage'].flatMap((char) => [char.charCodeAt(0), 0]);
  outer: for (let index = 0; index <= bytes.length - marker.length; index += 1) {
    for (let offset = 0; offset < marker.length; offset += 1) if (bytes[index + offset] !== marker[offset]) continue outer;
    return true;
  }
  return false;
}

/**
 * What other kind of document a zip-based file is, from the names its archive lists (at its
 * start and in its directory at the end): a Word, PowerPoint or OpenDocument text file chosen
 * by mistake is said to be one, not "damaged".
 */
export function otherDocumentKind(bytes: Uint8Array): OtherDocument | null {
  const edge = 64 * 1024;
  const names =
    new TextDecoder('latin1').decode(bytes.subarray(0, edge)) +
    new TextDecoder('latin1').decode(bytes.subarray(Math.max(edge, bytes.length - edge)));
  if (names.includes('word/document.xml')) return 'word';
  if (names.includes('ppt/presentation.xml')) return 'powerpoint';
  if (names.includes('application/vnd.oasis.opendocument.text')) return 'opendocument-text';
  if (names.includes('application/vnd.oasis.opendocument.presentation')) return 'opendocument-presentation';
  return null;
}

export const DESCRIPTION: Partial<Record<FileSignature, OtherDocument>> = {
  png: 'png',
  jpeg: 'jpeg',
  gif: 'gif',
  pdf: 'pdf',
  binary: 'unrecognised-binary',
};
