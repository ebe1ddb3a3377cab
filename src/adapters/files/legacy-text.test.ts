import { describe, expect, it } from 'vitest';
import { decodeLegacyText } from './legacy-text';

/** How Excel for Windows (Windows-1252) and Excel for Mac (Mac Roman) write the same text. */
const MAC_ROMAN: Record<string, number> = {
  ä: 0x8a,
  à: 0x88,
  á: 0x87,
  ç: 0x8d,
  é: 0x8e,
  è: 0x8f,
  ê: 0x90,
  ë: 0x91,
  ï: 0x95,
  ñ: 0x96,
  ö: 0x9a,
  ü: 0x9f,
  ß: 0xa7,
  í: 0x92,
  '’': 0xd5,
};
const WINDOWS_1252: Record<string, number> = {
  ä: 0xe4,
  à: 0xe0,
  á: 0xe1,
  ç: 0xe7,
  é: 0xe9,
  è: 0xe8,
  ê: 0xea,
  ë: 0xeb,
  ï: 0xef,
  ñ: 0xf1,
  ö: 0xf6,
  ü: 0xfc,
  ß: 0xdf,
  í: 0xed,
  '’': 0x92,
  '–': 0x96,
  '“': 0x93,
  '”': 0x94,
};
const encoded = (text: string, table: Record<string, number>) =>
  Uint8Array.from([...text].map((character) => table[character] ?? character.charCodeAt(0)));

const NAMES = [
  'Zoë Dupont',
  'François Müller, Straße 5',
  'José García',
  'Grégoire Hélène',
  'Jürgen Schön',
  'Zoë',
  'Françoise',
  'Muñoz Martínez',
];

describe('decodeLegacyText', () => {
  it.each(NAMES)('reads %j as Excel for Mac wrote it (Mac Roman)', (text) => {
    expect(decodeLegacyText(encoded(text, MAC_ROMAN))).toBe(text);
  });

  it.each([...NAMES, 'O’Brien – “Bob”', 'Jean–Pierre', 'Acme Ltd'])('reads %j as Excel for Windows wrote it (Windows-1252)', (text) => {
    expect(decodeLegacyText(encoded(text, WINDOWS_1252))).toBe(text);
  });
});
