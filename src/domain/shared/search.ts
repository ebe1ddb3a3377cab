/**
 * Lower case without accents or punctuation, so "zoe" finds "Zoë", "geneve" finds "Genève"
 * and "wifi" finds "Wi-Fi".
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .toLowerCase();
}

/** True when every word of the query appears in one of the texts. */
export function matchesSearch(query: string, texts: ReadonlyArray<string | undefined>): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}
