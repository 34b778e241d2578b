// @nlpjs/lang-fr ships no types; only the parts the offline scorer uses are declared.
declare module '@nlpjs/lang-fr' {
  export class StemmerFr {
    stemWord(word: string): string;
  }
  /** French polarity lexicon keyed by Snowball stem, values in [-1, 1]. */
  export const SentimentFr: { pattern: Record<string, number> };
}
