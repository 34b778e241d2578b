// The offline scorer against the hand-labelled sets (docs/news-scoring.md "Measured accuracy"): K3's own crypto sets
// and two public financial sets labelled by others. Fails when any metric drops more than 3 points below the figures
// the doc reports. Holdout items were never used to tune the rules.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { NewsLang, NewsSentimentLabel } from '@k3/shared';
import { accuracy, type LabelledItem, type LabelSplit, sentimentAccuracy } from '../../src/services/news/scoring/accuracy';
import { createOfflineScorer, sentimentOf } from '../../src/services/news/scoring/offline';
import type { NewsAsset, ScoreInput } from '../../src/services/news/types';

interface Fixture {
  title: string;
  description?: string;
  source: string;
  coins: string[];
  sentiment: NewsSentimentLabel;
  impact: number;
  high: boolean;
  split: LabelSplit;
}

const read = (path: string): unknown => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const reference = read('../../generated/reference.json') as { assets: NewsAsset[] };
// A symbol names the largest asset carrying it; symbols outside the reference set are left out, as the tagger would.
const bySymbol = new Map<string, NewsAsset>();
for (const asset of reference.assets) {
  const known = bySymbol.get(asset.symbol.toUpperCase());
  if (!known || asset.rank < known.rank)
    bySymbol.set(asset.symbol.toUpperCase(), { id: asset.id, symbol: asset.symbol, name: asset.name, rank: asset.rank });
}

/** The figures docs/news-scoring.md reports (percent), per language and split. */
const REPORTED: Record<string, { sentiment: number; impactWithin2: number; highRecall: number }> = {
  'en:dev': { sentiment: 87.8, impactWithin2: 97.7, highRecall: 94.1 },
  'en:holdout': { sentiment: 83.9, impactWithin2: 91.1, highRecall: 100 },
  'fr:dev': { sentiment: 92.1, impactWithin2: 97.8, highRecall: 88.9 },
  'fr:holdout': { sentiment: 87.2, impactWithin2: 94.9, highRecall: 100 },
};
const TOLERANCE = 3;

describe('offline scorer accuracy on the labelled sets', () => {
  const labels: LabelledItem[] = [];
  const inputs: ScoreInput[] = [];
  for (const lang of ['en', 'fr'] as const satisfies NewsLang[]) {
    const items = read(`../fixtures/news/labelled-${lang}.json`) as Fixture[];
    for (const item of items) {
      labels.push({ lang, split: item.split, sentiment: item.sentiment, impact: item.impact });
      inputs.push({
        title: item.title,
        description: item.description ?? '',
        lang,
        source: item.source,
        coins: item.coins.flatMap((symbol) => bySymbol.get(symbol) ?? []),
        categories: [],
      });
    }
  }

  it('has the required set sizes, splits and consistent high flags', () => {
    const count = (lang: NewsLang) => labels.filter((label) => label.lang === lang).length;
    expect(count('en')).toBeGreaterThanOrEqual(160);
    expect(count('fr')).toBeGreaterThanOrEqual(110);
    const holdout = labels.filter((label) => label.split === 'holdout').length / labels.length;
    expect(holdout).toBeGreaterThan(0.25);
    expect(holdout).toBeLessThan(0.35);
    for (const lang of ['en', 'fr'] as const)
      for (const item of read(`../fixtures/news/labelled-${lang}.json`) as Fixture[]) expect(item.high).toBe(item.impact >= 7);
  });

  it('stays within 3 points of the reported figures', async () => {
    const scores = await createOfflineScorer().score(inputs);
    const report = accuracy(labels, scores);
    const measured = Object.fromEntries(
      Object.keys(REPORTED).map((key) => {
        const metrics = report[key];
        const pct = (value: number | undefined) => Math.round((value ?? 0) * 1000) / 10;
        return [
          key,
          {
            sentiment: pct(metrics?.sentiment),
            impactWithin2: pct(metrics?.impactWithin2),
            highRecall: pct(metrics?.highRecall),
          },
        ];
      }),
    );
    console.info('news scoring accuracy (%):', JSON.stringify(measured));
    for (const [key, figures] of Object.entries(REPORTED))
      for (const [metric, value] of Object.entries(figures))
        expect(measured[key]?.[metric as keyof typeof figures], `${key} ${metric}`).toBeGreaterThanOrEqual(value - TOLERANCE);
  });
});

interface PublicItem {
  text: string;
  sentiment: NewsSentimentLabel;
  split: LabelSplit;
}

/** The split rule of the public sets (fixtures/news/public/README.md), fixed before any rule was tuned. */
const splitOf = (text: string): LabelSplit =>
  Number.parseInt(createHash('sha256').update(text.trim()).digest('hex').slice(0, 8), 16) % 10 < 3 ? 'holdout' : 'dev';

/** The figures docs/news-scoring.md reports for the public sets (percent), per split. */
const PUBLIC_REPORTED: Record<string, Record<LabelSplit, { accuracy: number; macroF1: number }>> = {
  'financial-phrasebank-allagree': { dev: { accuracy: 86.5, macroF1: 85.0 }, holdout: { accuracy: 86.7, macroF1: 85.6 } },
  'twitter-financial-news-valid': { dev: { accuracy: 68.7, macroF1: 63.9 }, holdout: { accuracy: 71.8, macroF1: 65.1 } },
};

describe('offline scorer accuracy on public labelled financial sets', () => {
  it.each(Object.keys(PUBLIC_REPORTED))('%s: split by text hash, within 3 points, above the majority class', (name) => {
    const items = read(`../fixtures/news/public/${name}.json`) as PublicItem[];
    expect(items.length).toBeGreaterThan(2000);
    for (const item of items) expect(item.split, item.text).toBe(splitOf(item.text));
    const pct = (value: number) => Math.round(value * 1000) / 10;
    for (const split of ['dev', 'holdout'] as const) {
      const pairs = items
        .filter((item) => item.split === split)
        .map((item) => ({
          label: item.sentiment,
          predicted: sentimentOf({ title: item.text, description: '', lang: 'en' }).label,
        }));
      const measured = sentimentAccuracy(pairs);
      const reported = PUBLIC_REPORTED[name]?.[split];
      console.info(
        `${name} ${split} (%):`,
        JSON.stringify({
          n: measured.count,
          accuracy: pct(measured.accuracy),
          macroF1: pct(measured.macroF1),
          majority: pct(measured.majority),
        }),
      );
      expect(pct(measured.accuracy), `${split} accuracy`).toBeGreaterThanOrEqual((reported?.accuracy ?? 100) - TOLERANCE);
      expect(pct(measured.macroF1), `${split} macro-F1`).toBeGreaterThanOrEqual((reported?.macroF1 ?? 100) - TOLERANCE);
      expect(measured.accuracy, `${split} beats always answering the majority label`).toBeGreaterThan(measured.majority);
    }
  });
});
