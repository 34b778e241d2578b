// spec §3 "A search text is built from the normalised title, source, description, keywords and $symbol" and §5
// "News keyword search: lowercase, strip accents, split on spaces, only words of 3 or more characters count, all
// words must match". One implementation for the API (which stores the search text) and the web (which matches it).

/** spec §9 "News search word minimum 3 characters". */
export const NEWS_SEARCH_MIN_WORD = 3;

/** Lower case, accents stripped (NFD, combining marks removed), runs of white space made one space. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface NewsSearchParts {
  title: string;
  source: string;
  description: string;
  keywords: readonly string[];
  symbols: readonly string[];
}

/** The stored search text of one item: its normalised parts joined by spaces, each coin as `$symbol`. */
export function buildNewsSearchText(parts: NewsSearchParts): string {
  return normaliseSearchText(
    [parts.title, parts.source, parts.description, ...parts.keywords, ...parts.symbols.map((s) => `$${s}`)].join(' '),
  );
}

/** The words of a query that count: normalised, split on spaces, 3 characters or more. No word: no filtering. */
export function newsSearchWords(query: string): string[] {
  return normaliseSearchText(query)
    .split(' ')
    .filter((word) => [...word].length >= NEWS_SEARCH_MIN_WORD);
}

/** Whether a search text holds every word (as a substring, so "bitco" finds "bitcoin"). */
export function matchesNewsSearch(searchText: string, words: readonly string[]): boolean {
  for (const word of words) if (!searchText.includes(word)) return false;
  return true;
}
