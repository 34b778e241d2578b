// Text preparation shared by the offline scorer's sentiment and impact rules: one normal form (lower case, accents
// stripped, typographic apostrophes and dashes made plain) so every pattern is written once for "é"/"e", "’"/"'".

/** Lower case, accents removed, ’ → ', en/em dashes → -, non-breaking spaces → space. Keeps string offsets aligned. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/[\u00a0\u202f\u2009]/g, ' ');
}

export interface Token {
  text: string;
  start: number;
  end: number;
}

/**
 * Words of normalised text with their offsets. French elisions split ("s'envole" → "s", "envole"; "n'a" → "n", "a"),
 * English "n't" becomes its own token "not" so it negates like "not". Hyphenated words stay whole ("sell-off").
 */
export function tokenize(normalized: string): Token[] {
  const tokens: Token[] = [];
  const word = /[a-z0-9]+(?:[-.][a-z0-9]+)*/g;
  for (const match of normalized.matchAll(word)) {
    const start = match.index;
    const text = match[0];
    if (text.endsWith('n') && normalized.startsWith("'t", start + text.length) && text.length > 1) {
      // "doesn't" → "doesn" + "not": the stem keeps its offsets, the negation sits on the apostrophe.
      tokens.push({ text: text.slice(0, -1), start, end: start + text.length - 1 });
      tokens.push({ text: 'not', start: start + text.length - 1, end: start + text.length + 2 });
      continue;
    }
    tokens.push({ text, start, end: start + text.length });
  }
  return tokens;
}

/** Index of the token covering (or first after) a string offset. */
export function tokenAt(tokens: readonly Token[], offset: number): number {
  for (let index = 0; index < tokens.length; index += 1) if ((tokens[index]?.end ?? 0) > offset) return index;
  return tokens.length;
}
