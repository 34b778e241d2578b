// X-Ray technical analysis (issue 11 §1, §4) on constructed daily series: steady rise and fall, noisy sideways, a
// volatility squeeze before a breakout, too-short and dirty input. Noise comes from a seeded generator, never Math.random.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Checked, Field, PricePoint, TechnicalAnalysis } from './technical';
import { MIN_POINTS, closeOnlyCandles, cleanSeries, technicalAnalysis } from './technical';

/** mulberry32: a small seeded generator, uniform in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const day = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);

/** `length` daily points; `price(i, noise)` where noise() is uniform in [-1, 1) from the seeded generator. */
function series(length: number, seed: number, price: (i: number, noise: () => number) => number): PricePoint[] {
  const random = seeded(seed);
  const noise = () => random() * 2 - 1;
  return Array.from({ length }, (_, i) => ({ day: day(i), price: price(i, noise) }));
}

const rising = (seed: number) => series(90, seed, (i, noise) => 100 * 1.01 ** i * (1 + 0.01 * noise()));
const falling = (seed: number) => series(90, seed, (i, noise) => 100 * 0.99 ** i * (1 + 0.01 * noise()));
const sideways = (seed: number) => series(90, seed, (_, noise) => 100 * (1 + 0.05 * noise()));
/** 60 wide-range days (±6%), 40 tight days (±0.5%), then +3% a day from day 100. */
const squeezeThenBreakout = (length: number, seed: number) =>
  series(length, seed, (i, noise) =>
    i < 60 ? 100 * (1 + 0.06 * noise()) : i < 100 ? 100 * (1 + 0.005 * noise()) : 100 * 1.03 ** (i - 99) * (1 + 0.005 * noise()),
  );

function checked<V, I>(field: Field<V, I>): Checked<V, I> {
  if (field.status !== 'checked') throw new Error(`not checked: ${field.reason}`);
  return field;
}

const verdicts = (a: TechnicalAnalysis) => ({
  direction: checked(a.generalDirection).value,
  trend: checked(a.currentTrend).value,
  opportunity: checked(a.potentialOpportunity).value,
  state: checked(a.marketState).value,
});

const SEEDS = [1, 2, 3, 4, 5];

describe('seeded generator', () => {
  it('repeats the same noise for a seed and differs across seeds', () => {
    expect(rising(7)).toEqual(rising(7));
    expect(rising(7)).not.toEqual(rising(8));
  });
});

describe('technicalAnalysis on a steady rise', () => {
  it.each(SEEDS)('is up, bullish, buy and trending (seed %i)', (seed) => {
    expect(verdicts(technicalAnalysis(rising(seed)))).toEqual({
      direction: 'up',
      trend: 'bullish',
      opportunity: 'buy',
      state: 'trend',
    });
  });

  it('explains itself with the indicator values', () => {
    const a = technicalAnalysis(rising(1));
    const direction = checked(a.generalDirection);
    expect(direction.indicators.window).toBe(30);
    expect(direction.indicators.slopePctPerDay).toBeGreaterThan(0.9);
    expect(direction.indicators.r2).toBeGreaterThan(0.9);
    expect(direction.reason).toMatch(/30-day regression rises/);

    const trend = checked(a.currentTrend);
    expect(trend.indicators.score).toBe(4);
    expect(trend.indicators.checks.map((c) => c.check)).toEqual([
      'price vs EMA(10)',
      'price vs EMA(20)',
      'price vs SMA(30)',
      'EMA(10) vs EMA(20)',
    ]);
    expect(trend.indicators.adx).toBeGreaterThan(25);

    const opportunity = checked(a.potentialOpportunity).indicators;
    expect(opportunity.votes.map((v) => v.indicator)).toEqual([
      'SMA(10)',
      'SMA(20)',
      'SMA(30)',
      'EMA(10)',
      'EMA(20)',
      'EMA(30)',
      'EMA(10)/EMA(20) cross',
      'SMA(10)/SMA(30) cross',
      'RSI(14)',
      'MACD(12,26,9) histogram',
      'Stochastic(14,3,3) %K',
      'Momentum(10)',
    ]);
    // Every moving average votes buy; RSI is overbought on a steady rise, so it votes sell (TradingView's reading).
    expect(opportunity.votes.filter((v) => v.group === 'moving-average').every((v) => v.vote === 1)).toBe(true);
    const rsi = opportunity.votes.find((v) => v.indicator === 'RSI(14)')!;
    expect(rsi.value).toBeGreaterThan(70);
    expect(rsi.vote).toBe(-1);
    expect(opportunity.votes.find((v) => v.indicator === 'MACD(12,26,9) histogram')!.vote).toBe(1);
    expect(opportunity.votes.find((v) => v.indicator === 'Momentum(10)')!.vote).toBe(1);
    // The rating is the documented formula of the listed votes.
    const mean = (vs: number[]) => vs.reduce((s, v) => s + v, 0) / vs.length;
    const ma = mean(opportunity.votes.filter((v) => v.group === 'moving-average').map((v) => v.vote));
    const osc = mean(opportunity.votes.filter((v) => v.group === 'oscillator').map((v) => v.vote));
    expect(opportunity.movingAverageScore).toBe(ma);
    expect(opportunity.oscillatorScore).toBe(osc);
    expect(opportunity.rating).toBeCloseTo(ma / 2 + osc / 2, 9);
    expect(opportunity.label).toBe('strong buy');
  });
});

describe('technicalAnalysis on a steady fall', () => {
  it.each(SEEDS)('is down, bearish, sell and trending (seed %i)', (seed) => {
    expect(verdicts(technicalAnalysis(falling(seed)))).toEqual({
      direction: 'down',
      trend: 'bearish',
      opportunity: 'sell',
      state: 'trend',
    });
  });

  it('has every moving average and the momentum voting sell', () => {
    const votes = checked(technicalAnalysis(falling(1)).potentialOpportunity).indicators.votes;
    expect(votes.filter((v) => v.group === 'moving-average').every((v) => v.vote === -1)).toBe(true);
    const momentum = votes.find((v) => v.indicator === 'Momentum(10)')!;
    expect(momentum.value).toBeLessThan(0);
    expect(momentum.vote).toBe(-1);
    // A geometric fall flattens in price units, so the MACD line can sit above its signal: the histogram votes on its
    // sign whatever the trend.
    const macd = votes.find((v) => v.indicator === 'MACD(12,26,9) histogram')!;
    expect(macd.vote).toBe(Math.sign(macd.value));
  });
});

describe('technicalAnalysis on a noisy sideways market', () => {
  it.each(SEEDS)('is sideways and neutral, not a trend (seed %i)', (seed) => {
    const a = technicalAnalysis(sideways(seed));
    const direction = checked(a.generalDirection);
    expect(direction.value).toBe('sideways');
    expect(Math.abs(direction.indicators.slopePctPerDay) < 0.1 || direction.indicators.r2 < 0.2).toBe(true);
    expect(checked(a.currentTrend).value).toBe('neutral');
    expect(checked(a.marketState).value).not.toBe('trend');
  });

  it('stays sideways and neutral on at least 95 of 100 seeds (pure noise does trend by chance now and then)', () => {
    const runs = Array.from({ length: 100 }, (_, i) => technicalAnalysis(sideways(100 + i)));
    const share = (pick: (a: TechnicalAnalysis) => boolean) => runs.filter(pick).length;
    expect(share((a) => checked(a.generalDirection).value === 'sideways')).toBeGreaterThanOrEqual(95);
    expect(share((a) => checked(a.currentTrend).value === 'neutral')).toBeGreaterThanOrEqual(95);
  });

  it('calls the averages neutral when ADX says there is no trend strength', () => {
    // Seed 1 ends above all its averages (score 4/4), but ADX(14) is below 25.
    const trend = checked(technicalAnalysis(sideways(1)).currentTrend);
    expect(trend.indicators.score).toBe(4);
    expect(trend.indicators.adx).toBeLessThan(25);
    expect(trend.value).toBe('neutral');
    expect(trend.reason).toMatch(/no trend strength/);
  });
});

describe('technicalAnalysis around a volatility squeeze', () => {
  it.each(SEEDS)('sees the squeeze before the breakout and the trend after it (seed %i)', (seed) => {
    const before = technicalAnalysis(squeezeThenBreakout(100, seed));
    const squeeze = checked(before.marketState);
    expect(squeeze.value).toBe('upcomingMove');
    expect(squeeze.indicators.squeeze).toBe(true);
    expect(squeeze.indicators.bollingerWidthPosition).toBeLessThanOrEqual(0.2);
    expect(squeeze.reason).toMatch(/volatility squeeze/);
    expect(checked(before.generalDirection).value).toBe('sideways');

    const after = technicalAnalysis(squeezeThenBreakout(115, seed));
    const state = checked(after.marketState);
    expect(state.value).toBe('trend');
    expect(state.indicators.squeeze).toBe(false);
    expect(state.indicators.bollingerWidthPosition).toBe(1);
    expect(checked(after.generalDirection).value).toBe('up');
    expect(checked(after.currentTrend).value).toBe('bullish');
  });

  it('reports the squeeze measurements', () => {
    const s = checked(technicalAnalysis(squeezeThenBreakout(100, 1)).marketState).indicators;
    expect(s.bollingerWidth).toBeLessThan(s.bollingerWidthMax / 5);
    expect(s.bollingerWidthSamples).toBe(81);
    expect(s.bollingerInsideKeltner).toBe(true);
    expect(s.bollinger.upper).toBeLessThan(s.keltner.upper);
    expect(s.bollinger.lower).toBeGreaterThan(s.keltner.lower);
  });
});

describe('technicalAnalysis on too little data', () => {
  it('marks every field not-checked with the count', () => {
    const a = technicalAnalysis(series(12, 1, (i) => 100 + i));
    const reason = 'needs 35 daily prices, has 12';
    expect(a.generalDirection).toEqual({ status: 'not-checked', reason });
    expect(a.currentTrend).toEqual({ status: 'not-checked', reason });
    expect(a.potentialOpportunity).toEqual({ status: 'not-checked', reason });
    expect(a.marketState).toEqual({ status: 'not-checked', reason });
    expect(a).toMatchObject({ points: 12, firstDay: '2025-01-01', lastDay: '2025-01-12', lastPrice: 111 });
  });

  it('handles an empty series', () => {
    const a = technicalAnalysis([]);
    expect(a).toMatchObject({ points: 0, firstDay: null, lastDay: null, lastPrice: null });
    expect(a.marketState).toEqual({ status: 'not-checked', reason: 'needs 35 daily prices, has 0' });
  });

  it('needs exactly MIN_POINTS (35) for full output', () => {
    expect(MIN_POINTS).toBe(35);
    const line = (n: number) => series(n, 1, (i) => 100 + i);
    expect(technicalAnalysis(line(34)).potentialOpportunity.status).toBe('not-checked');
    const a = technicalAnalysis(line(35));
    expect(verdicts(a)).toMatchObject({ direction: 'up', opportunity: 'buy', state: 'trend' });
  });

  it('counts only usable points', () => {
    const dirty = [
      ...series(30, 1, (i) => 100 + i),
      { day: '2025-03-01', price: Number.NaN },
      { day: '2025-03-02', price: 0 },
      { day: '2025-03-03', price: -5 },
    ];
    expect(technicalAnalysis(dirty).generalDirection).toEqual({
      status: 'not-checked',
      reason: 'needs 35 daily prices, has 30',
    });
  });
});

describe('input cleaning', () => {
  it('sorts by day, keeps the last point of a repeated day and drops bad prices', () => {
    const clean = cleanSeries([
      { day: '2025-01-03', price: 3 },
      { day: '2025-01-01', price: 1 },
      { day: '2025-01-02', price: 99 },
      { day: '2025-01-02', price: 2 },
      { day: '2025-01-04', price: Number.POSITIVE_INFINITY },
    ]);
    expect(clean.map((p) => [p.day, p.price])).toEqual([
      ['2025-01-01', 1],
      ['2025-01-02', 2],
      ['2025-01-03', 3],
    ]);
  });

  it('gives the same analysis for a shuffled series', () => {
    const ordered = sideways(3);
    const random = seeded(42);
    const shuffled = [...ordered];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    expect(technicalAnalysis(shuffled)).toEqual(technicalAnalysis(ordered));
  });

  it('builds close-only candles from consecutive closes', () => {
    expect(closeOnlyCandles([10, 12, 11])).toEqual([
      { high: 10, low: 10, close: 10 },
      { high: 12, low: 10, close: 12 },
      { high: 12, low: 11, close: 11 },
    ]);
  });
});

describe('edge cases', () => {
  it('reads a series that never moved as neutral everywhere, with finite values', () => {
    const a = technicalAnalysis(series(60, 1, () => 100));
    expect(verdicts(a)).toEqual({ direction: 'sideways', trend: 'neutral', opportunity: 'neutral', state: 'transition' });
    const rsi = checked(a.potentialOpportunity).indicators.votes.find((v) => v.indicator === 'RSI(14)')!;
    expect(rsi.value).toBe(50);
    expect(checked(a.currentTrend).indicators.adx).toBe(0);
    expect(JSON.stringify(a)).not.toMatch(/null|NaN/);
  });

  it('lets options move the cut-offs', () => {
    const strict = technicalAnalysis(rising(1), { ratingThreshold: 0.7, directionSlopePctPerDay: 2 });
    expect(checked(strict.potentialOpportunity).value).toBe('neutral');
    expect(checked(strict.generalDirection).value).toBe('sideways');
  });

  it('keeps the rating in [-1, 1] and every number finite for any positive series', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.0001, max: 1e6, noNaN: true }), { minLength: 35, maxLength: 80 }), (prices) => {
        const a = technicalAnalysis(prices.map((price, i) => ({ day: day(i), price })));
        const opportunity = checked(a.potentialOpportunity).indicators;
        expect(opportunity.rating).toBeGreaterThanOrEqual(-1);
        expect(opportunity.rating).toBeLessThanOrEqual(1);
        expect(opportunity.votes).toHaveLength(12);
        verdicts(a);
        expect(JSON.stringify(a)).not.toMatch(/null|NaN/);
      }),
      { numRuns: 60, seed: 11 },
    );
  });
});

describe('generalDirection on a noisy fall', () => {
  // −0.6% a day over the last 30 days (about −18%), with ±30% daily noise: the line explains little (low R²), but the
  // closes fell far along it. That is a fall, not "sideways" (issue 25 §3).
  const noisyFall = (seed: number) =>
    series(90, seed, (i, noise) => 100 * (1 - 0.006 * Math.max(0, i - 60)) * (1 + 0.3 * noise()));

  it.each(SEEDS)('is down when the closes fell 10% or more along the slope, even with a low R² (seed %i)', (seed) => {
    const direction = checked(technicalAnalysis(noisyFall(seed)).generalDirection);
    if (direction.indicators.closeChangePct <= -10 && direction.indicators.slopePctPerDay <= -0.1) {
      expect(direction.value).toBe('down');
      expect(direction.reason).toMatch(/closes -\d+\.\d%/);
    } else expect(direction.value).toBe('sideways');
  });

  it('reads at least one of the seeds as a low-R² fall (the case the rule exists for)', () => {
    const lowR2Falls = SEEDS.map((seed) => checked(technicalAnalysis(noisyFall(seed)).generalDirection)).filter(
      (d) => d.indicators.r2 < 0.2 && d.value === 'down',
    );
    expect(lowR2Falls.length).toBeGreaterThan(0);
  });
});

describe('the verdicts in plain words (issue 25 §3)', () => {
  const words = (field: Field<unknown, unknown>) => {
    const explanation = checked(field).explanation;
    if (!explanation) throw new Error('no explanation');
    return explanation;
  };
  /** "15%" or "15 %": the magnitude a sentence names, in percent. */
  const percentIn = (text: string) => Number(/(\d+(?:[.,]\d+)?)\s?%/.exec(text)?.[1]?.replace(',', '.'));

  it('says a rise is up, with how far the price rose, in en, fr and es', () => {
    const a = technicalAnalysis(rising(1));
    const direction = checked(a.generalDirection);
    const text = words(a.generalDirection);
    expect(text.en).toMatch(/^Up: the price rose \d+(\.\d)?% over 30 days along a steady slope\.$/);
    expect(percentIn(text.en)).toBeCloseTo(direction.indicators.closeChangePct, 0);
    expect(text.fr).toMatch(/^Hausse : le prix a monté de \d+(,\d)?\s% en 30 jours selon une pente régulière\.$/);
    expect(text.es).toMatch(/^Al alza: el precio subió un \d+(,\d)?\s% en 30 días con una pendiente regular\.$/);
    expect(words(a.currentTrend).en).toMatch(/^Bullish: 4 of 4 average checks point up .* \(ADX \d+, 25 or more\)\.$/);
    expect(words(a.marketState).en).toMatch(/^Trending: /);
  });

  it('says a fall is down, with how far the price fell', () => {
    const a = technicalAnalysis(falling(1));
    const text = words(a.generalDirection);
    expect(text.en).toMatch(/^Down: the price fell \d+(\.\d)?% over 30 days along a steady slope\.$/);
    expect(percentIn(text.en)).toBeCloseTo(-checked(a.generalDirection).indicators.closeChangePct, 0);
    expect(text.fr).toMatch(/^Baisse : le prix a baissé de /);
    expect(text.es).toMatch(/^A la baja: el precio cayó un /);
    expect(words(a.currentTrend).en).toMatch(/^Bearish: 4 of 4 average checks point down/);
  });

  it('says a flat market is sideways and why no direction is called', () => {
    const a = technicalAnalysis(sideways(1));
    expect(words(a.generalDirection).en).toMatch(
      /^Sideways: the price (rose [\d.]+%|fell [\d.]+%|barely moved) over 30 days, (too little|up and down too unevenly) to call a direction\.$/,
    );
    expect(words(a.generalDirection).fr).toMatch(/^Latéral : le prix /);
    // Seed 1 sits above all its averages with ADX under 25: the sentence says both.
    expect(words(a.currentTrend).en).toMatch(
      /^Neutral: the price is above its recent averages, but the move is weak \(ADX \d+, under 25\)/,
    );
  });

  it('says which way the indicators lean: buy, sell or balanced, with the figures beside them', () => {
    const buy = words(technicalAnalysis(rising(1)).potentialOpportunity);
    expect(buy.en).toMatch(
      /^The indicators lean strongly buy \(rating (0\.\d+|1), from -1 to 1\): the price is above 6 of its 6 moving averages, RSI is \d+ \((overbought|between 30 and 70)\) and MACD is above its signal line\.$/,
    );
    expect(buy.fr).toMatch(/^Les indicateurs penchent nettement vers l'achat \(note /);
    expect(buy.es).toMatch(/^Los indicadores se inclinan claramente por comprar \(calificación /);
    const sell = words(technicalAnalysis(falling(1)).potentialOpportunity);
    expect(sell.en).toMatch(
      /^The indicators lean (strongly )?sell \(rating -(0\.\d+|1), from -1 to 1\): the price is above 0 of its 6 moving averages, RSI is \d+ \(oversold\)/,
    );
    const balanced = Array.from({ length: 50 }, (_, i) => technicalAnalysis(sideways(100 + i))).find(
      (a) => checked(a.potentialOpportunity).value === 'neutral',
    );
    expect(balanced).toBeDefined();
    expect(words(balanced!.potentialOpportunity).en).toMatch(
      /^The indicators are balanced \(rating (-?0\.\d+|0), from -1 to 1\)/,
    );
  });

  it('tells a squeeze as a move that may be near', () => {
    const text = words(technicalAnalysis(squeezeThenBreakout(100, 1)).marketState);
    expect(text.en).toMatch(
      /^A move may be near: the price range has tightened \(.+\); such a squeeze often comes before a large move, up or down\.$/,
    );
    expect(text.fr).toMatch(/^Un mouvement approche peut-être/);
  });

  it('never contradicts its verdict: the words and the signs of the figures agree on any series', () => {
    const shapes = [rising, falling, sideways, (seed: number) => squeezeThenBreakout(110, seed)];
    for (const shape of shapes)
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const a = technicalAnalysis(shape(seed));
        const direction = checked(a.generalDirection);
        const opening = { up: 'Up: ', down: 'Down: ', sideways: 'Sideways: ' }[direction.value];
        expect(words(a.generalDirection).en.startsWith(opening)).toBe(true);
        if (direction.value === 'up') expect(words(a.generalDirection).en).toContain(' rose ');
        if (direction.value === 'down') expect(words(a.generalDirection).en).toContain(' fell ');
        const opportunity = checked(a.potentialOpportunity);
        const lean = words(a.potentialOpportunity).en;
        if (opportunity.value === 'buy') expect(lean).toMatch(/lean (strongly )?buy/);
        if (opportunity.value === 'sell') expect(lean).toMatch(/lean (strongly )?sell/);
        if (opportunity.value === 'neutral') expect(lean).toMatch(/are balanced/);
        const trend = checked(a.currentTrend);
        expect(
          words(a.currentTrend).en.startsWith({ bullish: 'Bullish', bearish: 'Bearish', neutral: 'Neutral' }[trend.value]),
        ).toBe(true);
      }
  });
});
