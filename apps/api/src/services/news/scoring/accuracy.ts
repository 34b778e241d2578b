// Accuracy of a scorer against hand-labelled items (docs/news-scoring.md "Measured accuracy"): pure, so the accuracy
// test and any bench compute the same figures. Metrics are shares in [0, 1], per language and split; the public
// financial sets (sentiment only) get accuracy, macro-F1 and the majority-class baseline.
import { NEWS_IMPACT, type NewsLang, type NewsSentimentLabel } from '@k3/shared';
import type { NewsScore } from '../types';

export type LabelSplit = 'dev' | 'holdout';

export interface LabelledItem {
  lang: NewsLang;
  split: LabelSplit;
  sentiment: NewsSentimentLabel;
  impact: number;
}

export interface AccuracyMetrics {
  count: number;
  /** Share of items whose sentiment label equals the hand label. */
  sentiment: number;
  /** Mean over the three labels of the F1 of that label (a scorer answering one label always scores low). */
  sentimentMacroF1: number;
  /** Share of items whose impact is within ±2 of the hand label. */
  impactWithin2: number;
  /** Items the labeller judged high impact (≥ 7). */
  highCount: number;
  /** Share of those the scorer also put at ≥ 7 (recall of high impact); 1 when there are none. */
  highRecall: number;
  /** Share of the scorer's ≥ 7 items the labeller also judged ≥ 7 (reported, not gated); 1 when there are none. */
  highPrecision: number;
}

/** Keys: "all", "en", "fr", "en:dev", "en:holdout", "fr:dev", "fr:holdout", "dev", "holdout". */
export type AccuracyReport = Record<string, AccuracyMetrics>;

const SENTIMENT_LABELS: readonly NewsSentimentLabel[] = ['negative', 'neutral', 'positive'];

interface LabelPair {
  label: NewsSentimentLabel;
  predicted: NewsSentimentLabel;
}

/** Macro-averaged F1 over negative, neutral and positive; a label never given nor predicted counts F1 = 0. */
export function macroF1(pairs: readonly LabelPair[]): number {
  const f1s = SENTIMENT_LABELS.map((label) => {
    const hits = pairs.filter((pair) => pair.label === label && pair.predicted === label).length;
    const predicted = pairs.filter((pair) => pair.predicted === label).length;
    const actual = pairs.filter((pair) => pair.label === label).length;
    return predicted + actual === 0 ? 0 : (2 * hits) / (predicted + actual);
  });
  return f1s.reduce((sum, f1) => sum + f1, 0) / SENTIMENT_LABELS.length;
}

export interface SentimentMetrics {
  count: number;
  /** Share of exact labels. */
  accuracy: number;
  macroF1: number;
  /** Accuracy of always answering the most frequent label of the set (the baseline to beat). */
  majority: number;
}

/** Sentiment only (the public sets carry no impact), paired by index. */
export function sentimentAccuracy(pairs: readonly LabelPair[]): SentimentMetrics {
  const count = pairs.length;
  const counts = SENTIMENT_LABELS.map((label) => pairs.filter((pair) => pair.label === label).length);
  return {
    count,
    accuracy: count === 0 ? 1 : pairs.filter((pair) => pair.label === pair.predicted).length / count,
    macroF1: macroF1(pairs),
    majority: count === 0 ? 1 : Math.max(...counts) / count,
  };
}

function metrics(pairs: readonly { label: LabelledItem; score: NewsScore }[]): AccuracyMetrics {
  const count = pairs.length;
  const share = (hits: number, of: number) => (of === 0 ? 1 : hits / of);
  const high = pairs.filter(({ label }) => label.impact >= NEWS_IMPACT.high);
  const scoredHigh = pairs.filter(({ score }) => score.impact >= NEWS_IMPACT.high);
  return {
    count,
    sentiment: share(pairs.filter(({ label, score }) => label.sentiment === score.sentiment.label).length, count),
    sentimentMacroF1: macroF1(pairs.map(({ label, score }) => ({ label: label.sentiment, predicted: score.sentiment.label }))),
    impactWithin2: share(pairs.filter(({ label, score }) => Math.abs(label.impact - score.impact) <= 2).length, count),
    highCount: high.length,
    highRecall: share(high.filter(({ score }) => score.impact >= NEWS_IMPACT.high).length, high.length),
    highPrecision: share(scoredHigh.filter(({ label }) => label.impact >= NEWS_IMPACT.high).length, scoredHigh.length),
  };
}

/** Scores and labels are paired by index. */
export function accuracy(labels: readonly LabelledItem[], scores: readonly NewsScore[]): AccuracyReport {
  if (labels.length !== scores.length) throw new Error(`accuracy: ${labels.length} labels for ${scores.length} scores`);
  const pairs = labels.map((label, index) => ({ label, score: scores[index] as NewsScore }));
  const groups: Record<string, (pair: (typeof pairs)[number]) => boolean> = {
    all: () => true,
    dev: ({ label }) => label.split === 'dev',
    holdout: ({ label }) => label.split === 'holdout',
  };
  for (const lang of ['en', 'fr'] as const) {
    groups[lang] = ({ label }) => label.lang === lang;
    for (const split of ['dev', 'holdout'] as const)
      groups[`${lang}:${split}`] = ({ label }) => label.lang === lang && label.split === split;
  }
  return Object.fromEntries(Object.entries(groups).map(([key, keep]) => [key, metrics(pairs.filter(keep))]));
}
