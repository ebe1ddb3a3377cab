/**
 * Characters that names, addresses and organisations in the languages Rollcall serves hardly
 * ever hold, but that one code page's accented letters become when read in the other: Excel for
 * Mac's "é ü ß" read as Windows-1252 are "Ž Ÿ §", Excel for Windows' "à ü ß" read as Mac Roman
 * are "‡ ¸ ﬂ". Control characters are bytes Windows-1252 leaves undefined (Mac's "ç è ê ù Å").
 */
const MOJIBAKE = /[\u0080-\u009fŽžŠšŸƒ‚„†‡ˆ‰‹›˜™§˘˚¸ﬂﬁ¿÷·˙¯˝˛ˇ◊¬√∆≈∂∑∏π∫Ω≠∞≤≥]/gu;
/** "JosÈ", "FranÁois": a capital accented letter inside a word, as Mac Roman reads Windows' "é ç". */
const CAPITAL_INSIDE_A_WORD = /(?<=\p{Ll})[À-ÖØ-Þ]/gu;

/** "Zo‘", "Gr•goire", "Mu–oz": punctuation glued to a word's letters, as Windows-1252 reads Mac's "ë ï ñ". */
const PUNCTUATION_IN_A_WORD = /(?<=\p{L})‘|(?<=\p{L})[“”•…€](?=\p{L})|(?<=\p{Ll})[–—](?=\p{Ll})/gu;

/** How much of a file's text the choice of code page looks at. */
const JUDGED_LENGTH = 1_000_000;

function oddities(text: string): number {
  return [MOJIBAKE, CAPITAL_INSIDE_A_WORD, PUNCTUATION_IN_A_WORD].reduce((sum, pattern) => sum + (text.match(pattern)?.length ?? 0), 0);
}

/**
 * Windows-1252's bytes 0x80–0x9F, as the Encoding Standard maps them. Browsers decode
 * "windows-1252" so; Node's decoder reads those bytes as control characters (ISO-8859-1), so
 * the tests would judge other text than a browser does. The table makes both read the same.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function windows1252(bytes: Uint8Array): string {
  const units = new Uint16Array(bytes.length);
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index] ?? 0;
    units[index] = byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH.charCodeAt(byte - 0x80) : byte;
  }
  // The code units as UTF-16 (little-endian, as typed arrays are on every platform the app runs on).
  return new TextDecoder('utf-16le').decode(units);
}

/**
 * Text that is not UTF-8, in the code page of the spreadsheet program that saved it: Excel for
 * Windows writes its plain CSV in Windows-1252, Excel for Mac in Mac Roman. Both readings are
 * made; the one with fewer oddities wins, Windows-1252 when they tie (text without accents,
 * Windows' curly quotes alone).
 */
export function decodeLegacyText(bytes: Uint8Array): string {
  const windows = windows1252(bytes);
  const mac = new TextDecoder('macintosh').decode(bytes);
  // A file's code page shows in its first lines: a large one is judged on its first megabyte.
  const judged = (text: string) => oddities(text.slice(0, JUDGED_LENGTH));
  return judged(mac) < judged(windows) ? mac : windows;
}
