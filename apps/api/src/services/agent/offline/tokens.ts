// Token mentions in a message. The tool runner's findAssets names the known tokens; this module finds where they are
// written, masks them for the intent model, and, when no known token is named, picks the word most likely meant as one
// so that the tool can answer "did you mean …" for a typo or an unknown coin.
import { writtenAsName } from '../tools/assets';
import { QUESTION_WORDS, TOKEN_WORD } from './nlu';
import { fold } from './words';

export interface NamedAsset {
  id: string;
  symbol: string;
  name: string;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function wholeWord(term: string, flags: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(term)}(?![\\p{L}\\p{N}])`, `gu${flags}`);
}

/**
 * The assets really named in the message and the folded message with their mentions replaced by TOKEN_WORD. A token
 * whose name is also an everyday word of the questions ("safe", "plan") counts only when written as a name (in
 * capitals, with `$`, capitalised inside a sentence…: writtenAsName): "is it safe" names no token, "is SAFE safe" and
 * "is $safe safe" do.
 */
export function maskTokens(message: string, assets: readonly NamedAsset[]): { text: string; assets: NamedAsset[] } {
  let text = fold(message);
  const named: NamedAsset[] = [];
  for (const asset of assets) {
    const terms = [...new Set([asset.name, asset.id, asset.symbol].map(fold))]
      .filter(Boolean)
      .sort((a, b) => b.length - a.length);
    let found = false;
    for (const term of terms) {
      if (!wholeWord(term, '').test(text)) continue;
      if (!QUESTION_WORDS.has(term)) {
        text = text.replace(wholeWord(term, ''), TOKEN_WORD);
        found = true;
      } else if ([...message.matchAll(wholeWord(term, 'i'))].some((m) => writtenAsName(message, m.index, m[0].length))) {
        // Left in the text: it is also the question word ("is SAFE safe", "is Ray safe").
        found = true;
      }
    }
    if (found && !named.some((a) => a.id === asset.id)) named.push(asset);
  }
  return { text, assets: named };
}

/** The folded words a message writes as names ("the plan for Monad"): capitalised inside a sentence, in capitals. */
export function namesOf(message: string): Set<string> {
  const written = [...message.matchAll(/[\p{L}\p{N}]+/gu)].filter(
    (match) => /\p{L}/u.test(match[0]) && writtenAsName(message, match.index, match[0].length),
  );
  return new Set(written.map((match) => fold(match[0])));
}

/** Optimal string alignment distance, capped: enough to tell a typo of a question word from a coin's name. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The word the user most likely meant as a token when no known token was found: the first word that is neither a
 * question word nor a typo of one (one edit away, for words of 4 letters or more). With `capitalsOnly`, only a word
 * written in capitals (a symbol) counts; a word `skip` says is another cue (the market, its mood) never does. Null when there is none, and the agent then asks which token.
 */
export function unknownTokenWord(
  message: string,
  options: { capitalsOnly?: boolean; skip?: (folded: string) => boolean } = {},
): string | null {
  for (const written of message.match(/[\p{L}\p{N}]+/gu) ?? []) {
    const word = fold(written);
    if (word.length < 2 || /^\d+$/.test(word) || QUESTION_WORDS.has(word) || options.skip?.(word)) continue;
    if (options.capitalsOnly && written !== written.toUpperCase()) continue;
    const typo =
      word.length >= 4 &&
      [...QUESTION_WORDS].some((known) => Math.abs(known.length - word.length) <= 1 && editDistance(known, word) <= 1);
    if (!typo) return written;
  }
  return null;
}
