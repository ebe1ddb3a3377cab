/**
 * Lower case without accents or punctuation, so "zoe" finds "Zoë", "geneve" finds "Genève"
 * and "wifi" finds "Wi-Fi".
 */
export function foldForSearch(text: string): string {
  // Most names and every e-mail are plain ASCII: the same result without Unicode normalisation,
  // several times faster when the admin list folds 50,000 rows (docs/performance.md).
  if (!ASCII_PUNCTUATION_ONCE.test(text)) return text.toLowerCase();
  if (ASCII_ONLY.test(text)) return text.replace(ASCII_PUNCTUATION, '').toLowerCase();
  return foldUnicode(text);
}

/**
 * `foldForSearch` for many texts in a row, remembering each word it folded: names and
 * organisations share words ("Müller", "Zoë", "of Geneva"), and Unicode normalisation is most of
 * the time of folding 50,000 of them (docs/performance.md). Same result as `foldForSearch`: the
 * fold changes each character on its own, and no rule of it looks across a space. Make one per
 * batch, so that what it remembers goes with the batch.
 */
export function wordByWordFolder(): (text: string) => string {
  const foldWord = rememberingFold(foldForSearch);
  return (text) => (ASCII_ONLY.test(text) ? foldForSearch(text) : text.split(' ').map(foldWord).join(' '));
}

/** `fold`, remembering its result for each text it was given (for one batch of texts that repeat). */
export function rememberingFold(fold: (text: string) => string): (text: string) => string {
  const folded = new Map<string, string>();
  return (text) => {
    let result = folded.get(text);
    if (result === undefined) folded.set(text, (result = fold(text)));
    return result;
  };
}

// Every character below U+0080, control characters included.
// eslint-disable-next-line no-control-regex -- the range deliberately starts at U+0000
const ASCII_ONLY = /^[\x00-\x7f]*$/;
const ASCII_PUNCTUATION = /[^A-Za-z0-9\s]/g;
// The same, to test (a global pattern remembers where it stopped): most names have nothing to remove.
const ASCII_PUNCTUATION_ONCE = /[^A-Za-z0-9\s]/;

/**
 * Latin letters that Unicode does not decompose into a base letter and an accent, written as a
 * person without them on their keyboard types them (the choices of Lucene's ASCII folding).
 */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  đ: 'd',
  ð: 'd',
  ı: 'i',
  ł: 'l',
  ŀ: 'l',
  ø: 'o',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
  ƀ: 'b',
  ɨ: 'i',
  ʉ: 'u',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  þ: 'th',
  ĳ: 'ij',
};
const UNDECOMPOSED_LETTER = new RegExp(`[${Object.keys(UNDECOMPOSED).join('')}]`, 'gu');

/** The general case: decompose, drop the accents, then everything but letters, digits and spaces. */
export function foldUnicode(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .toLowerCase()
    .replace(UNDECOMPOSED_LETTER, (letter) => UNDECOMPOSED[letter] ?? letter);
}

/** True when every word of the query appears in one of the texts. */
export function matchesSearch(query: string, texts: ReadonlyArray<string | undefined>): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}
