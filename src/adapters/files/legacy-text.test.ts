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
/** How Excel for Windows writes its "CSV (MS-DOS)": DOS's code page 850. */
const CODE_PAGE_850: Record<string, number> = {
  ä: 0x84,
  à: 0x85,
  á: 0xa0,
  ç: 0x87,
  é: 0x82,
  è: 0x8a,
  ê: 0x88,
  ë: 0x89,
  ï: 0x8b,
  ñ: 0xa4,
  ö: 0x94,
  ü: 0x81,
  ß: 0xe1,
  í: 0xa1,
};
/** How Excel for Windows writes Central European letters (Windows-1250); the others as in Windows-1252. */
const WINDOWS_1250: Record<string, number> = {
  ...WINDOWS_1252,
  Š: 0x8a,
  Ś: 0x8c,
  Ž: 0x8e,
  š: 0x9a,
  ś: 0x9c,
  ť: 0x9d,
  ž: 0x9e,
  ź: 0x9f,
  Ł: 0xa3,
  Ż: 0xaf,
  ł: 0xb3,
  ą: 0xb9,
  ľ: 0xbe,
  Ľ: 0xbc,
  ż: 0xbf,
  Č: 0xc8,
  ć: 0xe6,
  č: 0xe8,
  ę: 0xea,
  ě: 0xec,
  ń: 0xf1,
  ň: 0xf2,
  ř: 0xf8,
  ů: 0xf9,
  ó: 0xf3,
  ő: 0xf5,
  Ő: 0xd5,
  ű: 0xfb,
  Ű: 0xdb,
  ú: 0xfa,
  ý: 0xfd,
  Ú: 0xda,
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
    expect(decodeLegacyText(encoded(text, MAC_ROMAN))).toEqual({ text, encoding: 'macintosh' });
  });

  it.each([...NAMES, 'O’Brien – “Bob”', 'Jean–Pierre', 'Acme Ltd'])('reads %j as Excel for Windows wrote it (Windows-1252)', (text) => {
    expect(decodeLegacyText(encoded(text, WINDOWS_1252))).toEqual({ text, encoding: 'windows-1252' });
  });

  // Czech and Polish names as Excel for Windows writes them in Central Europe: Windows-1252
  // would read "Dvoøák", "Pawe³", "£ukasz".
  it.each([
    'Antonín Dvořák',
    'Jiří Černý',
    'Růžena Kotěšovcová, Ústí nad Labem',
    'Łukasz Wiśniewski, Łódź',
    'Paweł Gąsior',
    'Agnieszka Żółkiewska, Kraków',
    'Ľubomír Šťastný',
  ])('reads %j as Excel for Windows in Central Europe wrote it (Windows-1250)', (text) => {
    expect(decodeLegacyText(encoded(text, WINDOWS_1250))).toEqual({ text, encoding: 'windows-1250' });
  });

  // Hungarian shares Western Europe's accented letters but "ő ű", which Windows-1252 reads "õ û":
  // a list is read as Central European when its accented letters are Hungarian's and one is "õ".
  it.each([
    'Név,Város\r\nSzőke Péter,Győr\r\nErdős Zsófia,Debrecen\r\nSzűcs Gábor,Pécs\r\n',
    'Kővári Bence, Győr',
    'Lőrincz Ágnes; Őri Ödön',
  ])('reads %j as Excel for Windows in Hungary wrote it (Windows-1250)', (text) => {
    expect(decodeLegacyText(encoded(text, WINDOWS_1250))).toEqual({ text, encoding: 'windows-1250' });
  });

  it.each([
    'Nº 5, calle Mayor',
    'N° 12, rue de Lyon',
    'Søren Jørgensen',
    'Niccolò Ammaniti',
    'Luís Simões, Camões',
    'Tõnu Kõiv, Pärnu',
    'João Gonçalves, Guimarães',
    'Brûlé André',
    '¿Asistirá a la cena? Sí, con acompañante',
  ])('keeps %j, Western text, in Windows-1252', (text) => {
    expect(decodeLegacyText(encoded(text, WINDOWS_1252)).encoding).toBe('windows-1252');
  });

  it('reads the code page chosen, whatever the guess', () => {
    const bytes = encoded('Jiří Dvořák', WINDOWS_1250);
    expect(decodeLegacyText(bytes, 'windows-1252')).toEqual({ text: 'Jiøí Dvoøák', encoding: 'windows-1252' });
  });

  // One name alone can read two ways ("Zoë" in DOS's code page is "Zoâ" in Mac Roman); a file's
  // names together cannot.
  it('reads a list of names as Excel for Windows wrote it as “CSV (MS-DOS)” (code page 850)', () => {
    const text = `Name\r\n${NAMES.join('\r\n')}\r\n`;
    expect(decodeLegacyText(encoded(text, CODE_PAGE_850))).toEqual({ text, encoding: 'ibm850' });
  });
});
