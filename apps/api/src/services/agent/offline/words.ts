// How messages and corpus utterances are compared: folded to lower case without accents, split into words.

/** Lower case without accents. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The folded words of a text (letters and digits; apostrophes and hyphens split words). */
export function wordsOf(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}
