// The news tagger (issue 10 §1; rules and examples in docs/news-tagging.md): which reference coins an item names,
// which categories it falls in and its keywords. Pure and offline: the same text always gets the same tags, so the
// ingest, Agent K and the benches agree. Precision matters more than recall here: a coin wrongly tagged puts a story
// in a holder's personal feed, so a symbol or name that is also an ordinary word needs more than its mere presence.
import { NEWS_CATEGORIES, type NewsCategory, type NewsLang } from '@k3/shared';
import {
  BRAND_NAMES,
  COMMON_WORDS,
  CONTEXT_WORDS,
  NAME_ALIASES,
  type NameMode,
  PAIR_QUOTES,
  SYMBOL_ALIASES,
} from './tagging-data';
import { CATEGORY_TERMS } from './tagging-categories';
import type { NewsAsset, NewsTags } from './types';

/** issue 10 §1: at most 12 keywords per item. */
export const NEWS_KEYWORDS_MAX = 12;
/** Words either side of a match searched for context ("SOL price", "le cours du DOT"). */
const CONTEXT_WINDOW = 3;
/** A feed label longer than this is a sentence, not a tag. */
const FEED_LABEL_MAX = 40;

export interface TagInput {
  title: string;
  description: string;
  feedCategories: string[];
  lang: NewsLang;
}

export interface NewsTagger {
  tag(input: TagInput): NewsTags;
}

const BEFORE = '(?<![\\p{L}\\p{N}])';
const AFTER = '(?![\\p{L}\\p{N}])';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Lower case without accents, the same length as the input for the Latin text news uses. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const titleCase = (text: string) =>
  text.replace(/[\p{L}\p{N}]+/gu, (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());

/** Longest first, so that an alternation takes "Bitcoin Cash" before "Bitcoin". */
function alternation(texts: Iterable<string>, flags: string): RegExp | null {
  const sorted = [...new Set(texts)].sort((a, b) => b.length - a.length || a.localeCompare(b));
  if (sorted.length === 0) return null;
  return new RegExp(`${BEFORE}(?:${sorted.map(escape).join('|')})${AFTER}`, flags);
}

/** Where a coin is named, and whether that alone suffices. */
interface Mention {
  start: number;
  end: number;
  id: string;
  via: 'name' | 'symbol';
  /** Needs context (crypto words nearby, a "$", a pair, or the coin's own name/symbol next to it). */
  weak: boolean;
}

interface Word {
  text: string;
  start: number;
  end: number;
  clause: number;
}

export function createNewsTagger(assets: NewsAsset[]): NewsTagger {
  // Best-ranked first (then by id, whatever the input order): the first asset to claim a symbol or name keeps it.
  const ranked = [...assets].sort((a, b) => a.rank - b.rank || a.id.localeCompare(b.id));
  const known = new Set(ranked.map((asset) => asset.id));
  const bySymbol = new Map<string, string>();
  for (const asset of ranked) if (!bySymbol.has(asset.symbol.toUpperCase())) bySymbol.set(asset.symbol.toUpperCase(), asset.id);
  for (const alias of SYMBOL_ALIASES)
    if (known.has(alias.id) && !bySymbol.has(alias.symbol)) bySymbol.set(alias.symbol, alias.id);

  // Names: plain ones by their lower case, brand and common ones by their exact spellings (as written, Title Case).
  const plain = new Map<string, string>();
  const cased = new Map<string, { id: string; mode: NameMode }>();
  const addName = (text: string, id: string, mode: NameMode) => {
    if (mode === 'plain') {
      if (!plain.has(text.toLowerCase())) plain.set(text.toLowerCase(), id);
      return;
    }
    for (const spelling of [text, titleCase(text)]) if (!cased.has(spelling)) cased.set(spelling, { id, mode });
  };
  for (const asset of ranked) {
    const lower = asset.name.toLowerCase();
    const mode: NameMode =
      COMMON_WORDS.has(lower) || (lower === asset.symbol.toLowerCase() && COMMON_WORDS.has(lower))
        ? 'common'
        : BRAND_NAMES.has(lower)
          ? 'brand'
          : 'plain';
    addName(asset.name, asset.id, mode);
  }
  for (const alias of NAME_ALIASES) if (known.has(alias.id)) addName(alias.text, alias.id, alias.mode);

  // Matched on the lower-cased text without the `i` flag: a case-insensitive Unicode alternation of 600 names is
  // slow to compile and to run.
  const plainRe = alternation(plain.keys(), 'gu');
  const casedRe = alternation(cased.keys(), 'gu');
  const cashtagRe = /(?<![\p{L}\p{N}$])\$([\p{L}\p{N}]{1,12})(?![\p{L}\p{N}])/gu;
  const upperRe = /(?<![\p{L}\p{N}$])([A-Z0-9]*[A-Z][A-Z0-9]*)(?![\p{L}\p{N}])/gu;
  const pairRe = new RegExp(`^[/-](?:${PAIR_QUOTES.join('|')})${AFTER}`, 'u');

  const categoryRes = NEWS_CATEGORIES.filter((c): c is Exclude<NewsCategory, 'other'> => c !== 'other').flatMap((category) =>
    CATEGORY_TERMS[category].map((term) => ({
      category,
      keyword: term.keyword,
      exact: term.exact === true,
      re: new RegExp(`${BEFORE}(?:${term.pattern})${AFTER}`, 'gu'),
    })),
  );

  function findMentions(text: string, shouted: (at: number) => boolean): Mention[] {
    const found: Mention[] = [];
    // toLowerCase keeps offsets for the Latin text of news (a rare letter such as "İ" may shift a match by one).
    for (const match of plainRe ? text.toLowerCase().matchAll(plainRe) : []) {
      const id = plain.get(match[0]);
      if (id) found.push({ start: match.index, end: match.index + match[0].length, id, via: 'name', weak: false });
    }
    for (const match of casedRe ? text.matchAll(casedRe) : []) {
      const entry = cased.get(match[0]);
      if (!entry) continue;
      // A brand in an all-caps headline is no longer told apart from the word by its capital.
      const weak = entry.mode === 'common' || shouted(match.index);
      found.push({ start: match.index, end: match.index + match[0].length, id: entry.id, via: 'name', weak });
    }
    for (const match of text.matchAll(cashtagRe)) {
      const id = bySymbol.get((match[1] ?? '').toUpperCase());
      if (id) found.push({ start: match.index, end: match.index + match[0].length, id, via: 'symbol', weak: false });
    }
    for (const match of text.matchAll(upperRe)) {
      const id = bySymbol.get(match[0]);
      // The quote of a pair ("DOT/USDT") is the unit of a price, not a coin the story is about.
      if (!id || text.charAt(match.index - 1) === '/') continue;
      const weak = COMMON_WORDS.has(match[0].toLowerCase()) || shouted(match.index);
      found.push({ start: match.index, end: match.index + match[0].length, id, via: 'symbol', weak });
    }
    return found;
  }

  function hasContext(text: string, words: Word[], mention: Mention, all: Mention[]): boolean {
    // The coin's own name and symbol side by side: "Chainlink (LINK)", "Harmony ONE", "(FLOW) Flow".
    const paired = all.some((other) => {
      if (other === mention || other.id !== mention.id || other.via === mention.via) return false;
      const between = other.start >= mention.end ? text.slice(mention.end, other.start) : text.slice(other.end, mention.start);
      return between.length <= 3 && /^(?:[\s(]*|\)\s*)$/.test(between);
    });
    if (paired) return true;
    if (mention.via === 'symbol' && pairRe.test(text.slice(mention.end, mention.end + 7))) return true;
    const inside = words.findIndex((word) => word.end > mention.start);
    if (inside < 0) return false;
    const clause = words[inside]?.clause;
    let after = inside;
    while (after < words.length && (words[after]?.start ?? Infinity) < mention.end) after += 1;
    // A capital opening a sentence says nothing: "Just link the wallet" is not JUST. There the context word must
    // follow at once ("Flow blockchain upgrade goes live").
    const opensClause = mention.via === 'name' && words[inside - 1]?.clause !== clause;
    if (opensClause) {
      const next = words[after];
      return next !== undefined && next.clause === clause && CONTEXT_WORDS.has(next.text.toLowerCase());
    }
    const around = [
      ...words.slice(Math.max(0, inside - CONTEXT_WINDOW), inside),
      ...words.slice(after, after + CONTEXT_WINDOW),
    ].filter((word) => word.clause === clause);
    if (around.some((word) => CONTEXT_WORDS.has(word.text.toLowerCase()))) return true;
    if (around.some((word, i) => CONTEXT_WORDS.has(`${word.text} ${around[i + 1]?.text ?? ''}`.toLowerCase()))) return true;
    const first = around[0];
    const last = around[around.length - 1];
    const span = text.slice(
      Math.min(first?.start ?? mention.start, mention.start),
      Math.max(last?.end ?? mention.end, mention.end),
    );
    // "$0.02", "100 000 $": an amount of money beside the symbol. Not "%": "Core inflation rose 0.3%" is not Core.
    return span.includes('$');
  }

  function coinIds(text: string, shouted: (at: number) => boolean): string[] {
    const candidates = findMentions(text, shouted);
    const words = splitWords(text);
    const accepted = candidates.filter((mention) => !mention.weak || hasContext(text, words, mention, candidates));
    // Overlaps ("Bitcoin Cash" and "Bitcoin", "Coinbase Wrapped Staked ETH" and "ETH"): the longest, leftmost wins.
    accepted.sort((a, b) => a.start - b.start || b.end - a.end);
    const ids: string[] = [];
    let reached = -1;
    for (const mention of accepted) {
      if (mention.start < reached) continue;
      reached = mention.end;
      if (!ids.includes(mention.id)) ids.push(mention.id);
    }
    return ids;
  }

  function categorise(text: string): { categories: NewsCategory[]; terms: string[] } {
    const folded = fold(text);
    const hits: { at: number; category: NewsCategory; keyword: string }[] = [];
    for (const { category, keyword, exact, re } of categoryRes)
      for (const match of (exact ? text : folded).matchAll(re)) hits.push({ at: match.index, category, keyword });
    hits.sort((a, b) => a.at - b.at);
    const categories = [...new Set(hits.map((hit) => hit.category))];
    return { categories: categories.length > 0 ? categories : ['other'], terms: [...new Set(hits.map((hit) => hit.keyword))] };
  }

  return {
    tag({ title, description, feedCategories }) {
      // Title first: its coins and terms are the most prominent. The newline keeps the two from reading as one clause.
      const text = `${title}\n${description}`;
      const titleShouted = isShouted(title);
      const descriptionShouted = isShouted(description);
      const shouted = (at: number) => (at <= title.length ? titleShouted : descriptionShouted);
      const { categories, terms } = categorise(text);
      const labels = feedCategories
        .map((label) => label.trim().replace(/\s+/g, ' ').toLowerCase())
        .filter((label) => label.length > 0 && label.length <= FEED_LABEL_MAX);
      return {
        coinIds: coinIds(text, shouted),
        categories,
        keywords: [...new Set([...labels, ...terms])].slice(0, NEWS_KEYWORDS_MAX),
      };
    },
  };
}

/** An all-caps headline: upper case no longer tells a symbol from a word, nor a brand from a common noun. */
function isShouted(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 12) return false;
  return letters.replace(/[^\p{Lu}]/gu, '').length / letters.length > 0.6;
}

/** Words with their clause: a sentence end, ";", ":" or a line break closes one, so context never crosses it. */
function splitWords(text: string): Word[] {
  const words: Word[] = [];
  let clause = 0;
  let last = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:[.,][\p{L}\p{N}]+)*/gu)) {
    if (/[.!?;:…|\n]/u.test(text.slice(last, match.index))) clause += 1;
    words.push({ text: match[0], start: match.index, end: match.index + match[0].length, clause });
    last = match.index + match[0].length;
  }
  return words;
}
