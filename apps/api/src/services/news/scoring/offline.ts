// The offline news scorer (issue 10 §2; docs/news-scoring.md): no network, deterministic, English and French.
// Sentiment = general lexicon (AFINN-165 financial-market-news for English, counted half; the @nlpjs French stem
// lexicon) under K3's financial-direction layer (finance.ts, English) and crypto/finance layer (lexicon-terms.ts), with
// negation and intensifiers. Impact = documented rules (impact.ts).
// Bump OFFLINE_SCORER_ID whenever an output may change: stored items scored by another id are rescored.
import { SentimentFr, StemmerFr } from '@nlpjs/lang-fr';
import { afinn165FinancialMarketNews } from 'afinn-165-financialmarketnews';
import type { NewsLang, NewsSentiment } from '@k3/shared';
import type { NewsScore, NewsScorer, ScoreInput } from '../types';
import { impactOf } from './impact-of';
import {
  BACKDROP,
  BACKDROP_FACTOR,
  DAMPENER_FACTOR,
  DAMPENERS,
  INTENSIFIER_FACTOR,
  INTENSIFIER_REACH,
  INTENSIFIERS,
  NEGATION_SCOPE,
  NEGATORS,
} from './lexicon';
import { financeHits } from './finance';
import { CRYPTO_TERMS } from './lexicon-terms';
import { normalize, tokenAt, tokenize } from './text';

export { familiesOf, impactOf, type ImpactBreakdown } from './impact-of';

export const OFFLINE_SCORER_ID = 'offline@2';

/** The description counts half: it elaborates, the title is what the reader (and the market) sees. */
const DESCRIPTION_WEIGHT = 0.5;
/** |sum| at or above which a headline is positive/negative rather than neutral (AFINN units). */
export const SENTIMENT_THRESHOLD = 1.5;
/** Spreads a lexicon sum onto (-1, 1): sum / sqrt(sum² + K). */
const SQUASH = 10;
/** French stem polarities are in [-1, 1]; scaled to AFINN units and weak ones (|v| < 0.2) ignored as noise. */
const FR_SCALE = 3;
const FR_MIN = 0.2;
/**
 * The English general lexicon counts half: one mildly positive word of AFINN ("support", "quality", "profit") no longer
 * makes a factual sentence positive; the finance and crypto layers, written for market news, count fully.
 */
const EN_GENERAL_WEIGHT = 0.5;

const stemmerFr = new StemmerFr();
const frPattern = SentimentFr.pattern;
const wordRegex = (source: string) => new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`, 'g');
const compiledTerms: Record<NewsLang, { regex: RegExp; score: number }[]> = {
  en: CRYPTO_TERMS.en.map((term) => ({ regex: wordRegex(term.pattern), score: term.score })),
  fr: CRYPTO_TERMS.fr.map((term) => ({ regex: wordRegex(term.pattern), score: term.score })),
};

function baseScore(word: string, lang: NewsLang): number {
  if (lang === 'en') return (afinn165FinancialMarketNews[word] ?? 0) * EN_GENERAL_WEIGHT;
  const value = frPattern[stemmerFr.stemWord(word)] ?? 0;
  return Math.abs(value) < FR_MIN ? 0 : value * FR_SCALE;
}

interface Hit {
  first: number;
  last: number;
  score: number;
}

/** The signed lexicon sum of one text (AFINN units), negation and intensity applied. */
export function lexiconSum(text: string, lang: NewsLang): number {
  const normalized = normalize(text);
  const tokens = tokenize(normalized);
  const covered = new Array<boolean>(tokens.length).fill(false);
  const hits: Hit[] = [];
  // Financial direction first (English): "profit decreased", "loss narrowed", "from EUR 21.1m to 16m".
  if (lang === 'en')
    for (const hit of financeHits(normalized, tokens)) {
      if (hit.covers.some((index) => covered[index])) continue;
      for (const index of hit.covers) covered[index] = true;
      hits.push(hit);
    }
  for (const { regex, score } of compiledTerms[lang]) {
    for (const match of normalized.matchAll(regex)) {
      const first = tokenAt(tokens, match.index);
      const last = Math.max(first, tokenAt(tokens, match.index + match[0].length - 1));
      if (covered.slice(first, last + 1).some(Boolean)) continue;
      covered.fill(true, first, last + 1);
      hits.push({ first, last, score });
    }
  }
  const negators = NEGATORS[lang];
  const intensifiers = INTENSIFIERS[lang];
  const dampeners = DAMPENERS[lang];
  tokens.forEach((token, index) => {
    if (covered[index] || negators.has(token.text) || intensifiers.has(token.text) || dampeners.has(token.text)) return;
    const score = baseScore(token.text, lang);
    if (score !== 0) hits.push({ first: index, last: index, score });
  });
  let sum = 0;
  for (const hit of hits) {
    if (hit.score === 0) continue;
    let value = hit.score;
    const before = tokens.slice(Math.max(0, hit.first - NEGATION_SCOPE), hit.first);
    if (before.some((token) => negators.has(token.text))) value = -value;
    const near = tokens
      .slice(Math.max(0, hit.first - INTENSIFIER_REACH), hit.last + INTENSIFIER_REACH + 1)
      .filter((_, offset) => !covered[Math.max(0, hit.first - INTENSIFIER_REACH) + offset]);
    if (near.some((token) => intensifiers.has(token.text))) value *= INTENSIFIER_FACTOR;
    else if (near.some((token) => dampeners.has(token.text))) value *= DAMPENER_FACTOR;
    if (tokens.slice(0, hit.first).some((token) => BACKDROP[lang].has(token.text))) value *= BACKDROP_FACTOR;
    sum += value;
  }
  return sum;
}

export function sentimentOf(input: Pick<ScoreInput, 'title' | 'description' | 'lang'>): NewsSentiment {
  const sum = lexiconSum(input.title, input.lang) + DESCRIPTION_WEIGHT * lexiconSum(input.description, input.lang);
  const score = Math.round((sum / Math.sqrt(sum * sum + SQUASH)) * 1000) / 1000;
  const label = sum >= SENTIMENT_THRESHOLD ? 'positive' : sum <= -SENTIMENT_THRESHOLD ? 'negative' : 'neutral';
  return { label, score };
}

export function scoreOffline(input: ScoreInput): NewsScore {
  return { impact: impactOf(input).impact, sentiment: sentimentOf(input) };
}

export function createOfflineScorer(): NewsScorer {
  return {
    id: OFFLINE_SCORER_ID,
    score: (items) => Promise.resolve(items.map(scoreOffline)),
  };
}
