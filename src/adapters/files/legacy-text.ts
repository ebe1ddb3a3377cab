import type { LegacyEncoding } from '../../application/ports/spreadsheet-reader.port';

/**
 * Characters that names, addresses and organisations in the languages Rollcall serves hardly
 * ever hold, but that one code page's accented letters become when read in the other: Excel for
 * Mac's "é ü ß" read as Windows-1252 are "Ž Ÿ §", Excel for Windows' "à ü ß" read as Mac Roman
 * are "‡ ¸ ﬂ". Control characters are bytes Windows-1252 leaves undefined (Mac's "ç è ê ù Å").
 */
const MOJIBAKE = /[\u0080-\u009fŽžŠšŸƒ‚„†‡ˆ‰‹›˜™§˘˚¸ﬂﬁ÷·˙¯˝˛ˇ◊¬√∆≈∂∑∏π∫Ω≠∞≤≥]/gu;
/** "JosÈ", "FranÁois": a capital accented letter inside a word, as Mac Roman reads Windows' "é ç". */
const CAPITAL_INSIDE_A_WORD = /(?<=\p{Ll})[À-ÖØ-Þ]/gu;

/**
 * "Zo‘", "Gr•goire", "Mu–oz", "S¿ren": punctuation glued to a word's letters, as Windows-1252
 * reads Mac's "ë ï ñ ø". Spanish "¿" opens a word, and is left alone there.
 */
const PUNCTUATION_IN_A_WORD = /(?<=\p{L})‘|(?<=\p{L})[“”•…€¿](?=\p{L})|(?<=\p{Ll})[–—](?=\p{Ll})/gu;

/**
 * A sign glued to a word, as Windows-1252 reads Central European letters (Windows-1250):
 * "Pawe³", "G¹sior" (ł ą), "£ukasz", "¯ó³kiewska" (Ł Ż). Spanish "º ª" and "°" are left out:
 * "Nº 5" and "N° 5" are what those files hold.
 */
const SIGN_IN_A_WORD = /(?<=\p{L})[¹²³¤¦¨©¬®±´¶¼½¾×](?=\p{L})|(?<=\p{L})[¹³¾]|[£¥¯¼](?=\p{Ll})/gu;
/** A word with a grave accent or "ø" beside an acute one, as Windows-1252 reads Czech: "Dvoøák", "Jiøí", "Èerný". */
const GRAVE_BESIDE_ACUTE = /[èìòùøÈÌÒÙØ]/u;
const ACUTE = /[áíóúýÁÍÓÚÝ]/u;

/** Box-drawing signs, as DOS's code page 850 reads the accented letters of the others: "Gr▀e", "Jos┌". */
const BOX_DRAWING = /[░▒▓│┤╣║╗╝┐└┴┬├─┼╚╔╩╦╠═╬┘┌█▄▀■‗ı]/gu;

/** Hungarian's accented letters as Windows-1252 reads them from Windows-1250: "ő ű" become "õ û". */
const HUNGARIAN_AS_WESTERN = new Set('áéíóöõúüûÁÉÍÓÖÕÚÜÛ');
/** "Gyõr", "Szõke": "õ" where Portuguese never writes it (before "e": "Simões", "põe"). */
const O_TILDE_NOT_PORTUGUESE = /[õÕ](?![eE])/u;

/**
 * Hungarian names read as Windows-1252 ("Gyõr", "Szûcs"): each "õ û" counts when every accented
 * letter of the text is one of Hungarian's and an "õ" stands where Portuguese has none. Estonian
 * ("Tõnu Kõiv, Pärnu") and Portuguese ("João") hold letters Hungarian has not, and are left alone.
 */
function hungarianReadAsWestern(text: string): number {
  if (!O_TILDE_NOT_PORTUGUESE.test(text)) return 0;
  let count = 0;
  for (const [letter] of text.matchAll(/[^\p{ASCII}\P{L}]/gu)) {
    if (!HUNGARIAN_AS_WESTERN.has(letter)) return 0;
    if ('õûÕÛ'.includes(letter)) count += 1;
  }
  return count;
}

function mixedAccentWords(text: string): number {
  let count = 0;
  for (const [word] of text.matchAll(/\p{L}{2,}/gu)) if (GRAVE_BESIDE_ACUTE.test(word) && ACUTE.test(word)) count += 1;
  return count;
}

/** How much of a file's text the choice of code page looks at. */
const JUDGED_LENGTH = 1_000_000;

function oddities(text: string): number {
  const patterns = [MOJIBAKE, CAPITAL_INSIDE_A_WORD, PUNCTUATION_IN_A_WORD, SIGN_IN_A_WORD, BOX_DRAWING];
  return patterns.reduce((sum, pattern) => sum + (text.match(pattern)?.length ?? 0), mixedAccentWords(text) + hungarianReadAsWestern(text));
}

/**
 * Windows-1252's bytes 0x80–0x9F, as the Encoding Standard maps them. Browsers decode
 * "windows-1252" so; Node's decoder reads those bytes as control characters (ISO-8859-1), so
 * the tests would judge other text than a browser does. The table makes both read the same.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * Bytes read through a table of their own from 0x80 on (`high`, one character a byte); the bytes
 * past the table, and those below 0x80, are their own code points (Latin-1).
 */
function throughTable(bytes: Uint8Array, high: string): string {
  const units = new Uint16Array(bytes.length);
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index] ?? 0;
    units[index] = byte >= 0x80 && byte < 0x80 + high.length ? high.charCodeAt(byte - 0x80) : byte;
  }
  // The code units as UTF-16 (little-endian, as typed arrays are on every platform the app runs on).
  return new TextDecoder('utf-16le').decode(units);
}

/**
 * DOS's code page 850 (Western Europe), bytes 0x80–0xFF: what Excel for Windows writes as "CSV
 * (MS-DOS)". Browsers have no decoder for it.
 */
const CODE_PAGE_850_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';

/** The readings made of a file, in the order they win ties: Windows' own first, DOS's last. */
const READINGS: ReadonlyArray<[LegacyEncoding, (bytes: Uint8Array) => string]> = [
  ['windows-1252', (bytes) => throughTable(bytes, WINDOWS_1252_HIGH)],
  ['macintosh', (bytes) => new TextDecoder('macintosh').decode(bytes)],
  ['windows-1250', (bytes) => new TextDecoder('windows-1250').decode(bytes)],
  ['ibm850', (bytes) => throughTable(bytes, CODE_PAGE_850_HIGH)],
];

/**
 * Text that is not UTF-8, in the code page of the spreadsheet program that saved it: Excel for
 * Windows writes its plain CSV in Windows-1252 (Western Europe, the Americas) or Windows-1250
 * (Central Europe), and its "CSV (MS-DOS)" in DOS's code page 850; Excel for Mac in Mac Roman. Unless `chosen`, each reading is made and the
 * one with the fewest oddities wins, the earlier in `READINGS` when they tie (text without
 * accents, Windows' curly quotes alone).
 */
export function decodeLegacyText(bytes: Uint8Array, chosen?: LegacyEncoding): { text: string; encoding: LegacyEncoding } {
  const readings = chosen ? READINGS.filter(([encoding]) => encoding === chosen) : READINGS;
  let best: { text: string; encoding: LegacyEncoding; oddities: number } | null = null;
  for (const [encoding, read] of readings) {
    const text = read(bytes);
    // A file's code page shows in its first lines: a large one is judged on its first megabyte.
    const found = chosen ? 0 : oddities(text.slice(0, JUDGED_LENGTH));
    if (!best || found < best.oddities) best = { text, encoding, oddities: found };
  }
  if (!best) throw new Error(`No reading for the code page ${String(chosen)}.`);
  return { text: best.text, encoding: best.encoding };
}
