// Accuracy of a scorer against hand-labelled items (docs/news-scoring.md "Measured accuracy"): pure, so the accuracy
// test and any bench compute the same figures. Metrics are shares in [0, 1], per language and split.
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

function metrics(pairs: readonly { label: LabelledItem; score: NewsScore }[]): AccuracyMetrics {
  const count = pairs.length;
  const share = (hits: number, of: number) => (of === 0 ? 1 : hits / of);
  const high = pairs.filter(({ label }) => label.impact >= NEWS_IMPACT.high);
  const scoredHigh = pairs.filter(({ score }) => score.impact >= NEWS_IMPACT.high);
  return {
    count,
    sentiment: share(pairs.filter(({ label, score }) => label.sentiment === score.sentiment.label).length, count),
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
