/** What the first bytes of a file say it is: an import refuses anything but a table, saying what it got. */
export type FileSignature = 'zip' | 'ole' | 'png' | 'jpeg' | 'gif' | 'pdf' | 'text' | 'binary' | 'empty';

const SIGNATURES: Array<[FileSignature, number[]]> = [
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
  ['ole', [0xd0, 0xcf, 0x11, 0xe0]],
  ['png', [0x89, 0x50, 0x4e, 0x47]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
  ['pdf', [0x25, 0x50, 0x44, 0x46]],
];

export function fileSignature(bytes: Uint8Array): FileSignature {
  if (bytes.length === 0) return 'empty';
  for (const [name, magic] of SIGNATURES) if (magic.every((byte, index) => bytes[index] === byte)) return name;
  // Text has no NUL bytes; UTF-16 and binaries do.
  return bytes.subarray(0, 4096).includes(0) ? 'binary' : 'text';
}

export const DESCRIPTION: Partial<Record<FileSignature, string>> = {
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  gif: 'a GIF image',
  pdf: 'a PDF document',
  binary: 'not a text file',
};
