// X-Ray technical analysis (issue 11 §1 and §4): general direction, current trend, a TradingView-like buy/neutral/sell
// rating and the market state, computed from a daily close series. Pure: no I/O, no clock, no randomness.
// Indicators come from the `trading-signals` library; this module only feeds them and applies the documented cut-offs
// (docs/xray-technical.md). Every verdict carries the indicator values it was decided from, so the UI can say why.
import {
  ADX,
  BollingerBands,
  BollingerBandsWidth,
  EMA,
  KeltnerChannels,
  LinearRegression,
  MACD,
  MOM,
  RSI,
  SMA,
  StochasticOscillator,
  getCorrelation,
} from 'trading-signals';
import type { HighLowClose } from 'trading-signals';

export interface PricePoint {
  /** Calendar day, `YYYY-MM-DD`. */
  day: string;
  /** Close (or daily reference) price, > 0. */
  price: number;
  /** Accepted for later use; not used by any rule yet. */
  volume?: number;
}

/** Indicator parameters: fixed, they are the definition of the indicators shown to the user. */
export const TECHNICAL_PARAMETERS = {
  regressionWindow: 30,
  sma: [10, 20, 30],
  ema: [10, 20, 30],
  rsi: 14,
  macd: { fast: 12, slow: 26, signal: 9 },
  stochastic: { kPeriod: 14, kSlowingPeriod: 3, dPeriod: 3 },
  momentum: 10,
  adx: 14,
  bollinger: { interval: 20, deviations: 2 },
  keltner: { emaInterval: 20, atrInterval: 20, multiplier: 1.5 },
} as const;

/**
 * Daily prices needed before every field is computed: MACD(12,26,9) has a settled signal line after 26 + 9 - 1 = 34
 * closes, and one more close gives the previous histogram for the cross. Every other indicator needs fewer.
 */
export const MIN_POINTS = 35;

/** Cut-offs; each can be overridden through `options` (tests, research), the defaults are the product's rules. */
export interface TechnicalThresholds {
  /** generalDirection: |regression slope| in % of the window's mean price per day at or above which the market moves. */
  directionSlopePctPerDay: number;
  /** generalDirection: minimum R² of the 30-day regression for its slope to count (below: noise, sideways). */
  directionMinR2: number;
  /** currentTrend: how many of the 4 moving-average checks must agree (net score, out of ±4). */
  trendMinScore: number;
  /** currentTrend: ADX(14) below this means no trend strength: neutral whatever the averages say. */
  trendMinAdx: number;
  /** potentialOpportunity: rating at or above → buy, at or below the negative → sell. */
  ratingThreshold: number;
  /** potentialOpportunity: |rating| above this is labelled strong. */
  strongRatingThreshold: number;
  /** RSI(14) below → buy vote, above the overbought level → sell vote. */
  rsiOversold: number;
  rsiOverbought: number;
  /** Stochastic %K below (and %K > %D) → buy vote; above (and %K < %D) → sell vote. */
  stochasticOversold: number;
  stochasticOverbought: number;
  /** marketState: ADX(14) at or above → trend. */
  marketTrendAdx: number;
  /** marketState: regression R² at or above (with a non-flat slope) → trend. */
  marketTrendR2: number;
  /** marketState: Bollinger width at or below this fraction of its recent min–max range → squeeze. */
  squeezePercentile: number;
  /** marketState: how many recent Bollinger widths make the "recent range". */
  squeezeLookback: number;
  /** marketState: the recent range only counts when its max is at least this multiple of its min (else: no contrast). */
  squeezeMinSpread: number;
}

export const DEFAULT_THRESHOLDS: TechnicalThresholds = {
  directionSlopePctPerDay: 0.1,
  directionMinR2: 0.2,
  trendMinScore: 3,
  trendMinAdx: 25,
  ratingThreshold: 0.1,
  strongRatingThreshold: 0.5,
  rsiOversold: 30,
  rsiOverbought: 70,
  stochasticOversold: 20,
  stochasticOverbought: 80,
  marketTrendAdx: 25,
  marketTrendR2: 0.6,
  squeezePercentile: 0.2,
  squeezeLookback: 120,
  squeezeMinSpread: 1.5,
};

export type TechnicalOptions = Partial<TechnicalThresholds>;

export type NotChecked = { status: 'not-checked'; reason: string };
export type Checked<Value, Indicators> = { status: 'checked'; value: Value; reason: string; indicators: Indicators };
export type Field<Value, Indicators> = Checked<Value, Indicators> | NotChecked;

export type Direction = 'up' | 'down' | 'sideways';
export type Trend = 'bullish' | 'bearish' | 'neutral';
export type Opportunity = 'buy' | 'neutral' | 'sell';
export type MarketState = 'transition' | 'trend' | 'upcomingMove';
export type Vote = -1 | 0 | 1;

export interface DirectionIndicators {
  window: number;
  /** Regression slope, price units per day. */
  slope: number;
  /** Slope in % of the window's mean price, per day. */
  slopePctPerDay: number;
  /** Fitted change over the window, % of the fitted start. */
  changePct: number;
  r2: number;
}

export interface TrendCheck {
  check: string;
  left: number;
  right: number;
  vote: Vote;
}

export interface TrendIndicators {
  price: number;
  ema10: number;
  ema20: number;
  sma30: number;
  adx: number;
  plusDi: number;
  minusDi: number;
  checks: TrendCheck[];
  /** Sum of the check votes, -4..4. */
  score: number;
}

export interface IndicatorVote {
  indicator: string;
  group: 'moving-average' | 'oscillator';
  /** The indicator's value (for a price/MA check: the MA; for a cross: fast − slow). */
  value: number;
  vote: Vote;
  /** Plain-language rule that produced the vote. */
  rule: string;
}

export interface OpportunityIndicators {
  votes: IndicatorVote[];
  movingAverageScore: number;
  oscillatorScore: number;
  /** mean(MA votes)/2 + mean(oscillator votes)/2, in [-1, 1]. */
  rating: number;
  label: 'strong sell' | 'sell' | 'neutral' | 'buy' | 'strong buy';
}

export interface MarketStateIndicators {
  adx: number;
  r2: number;
  slopePctPerDay: number;
  bollingerWidth: number;
  /** Recent range the width is ranked in. */
  bollingerWidthMin: number;
  bollingerWidthMax: number;
  /** Where the current width sits in that range, 0 = the narrowest, 1 = the widest. */
  bollingerWidthPosition: number;
  bollingerWidthSamples: number;
  bollinger: { lower: number; middle: number; upper: number };
  keltner: { lower: number; middle: number; upper: number };
  bollingerInsideKeltner: boolean;
  squeeze: boolean;
}

export interface TechnicalAnalysis {
  /** Usable points after cleaning (sorted by day, one per day, finite positive prices). */
  points: number;
  firstDay: string | null;
  lastDay: string | null;
  lastPrice: number | null;
  generalDirection: Field<Direction, DirectionIndicators>;
  currentTrend: Field<Trend, TrendIndicators>;
  potentialOpportunity: Field<Opportunity, OpportunityIndicators>;
  marketState: Field<MarketState, MarketStateIndicators>;
}

/** Sorted by day, one point per day (the last one given wins), finite prices above zero only. */
export function cleanSeries(series: readonly PricePoint[]): PricePoint[] {
  const byDay = new Map<string, PricePoint>();
  for (const point of series) {
    if (typeof point.day !== 'string' || !Number.isFinite(point.price) || point.price <= 0) continue;
    byDay.set(point.day, point);
  }
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/**
 * A daily close series has no high and low. Candle-based indicators (ADX, Stochastic, Keltner's ATR) get a close-only
 * candle: high and low are the larger and smaller of yesterday's and today's close, so the day's range is the move.
 */
export function closeOnlyCandles(prices: readonly number[]): HighLowClose<number>[] {
  return prices.map((close, i) => {
    const previous = i > 0 ? prices[i - 1]! : close;
    return { high: Math.max(previous, close), low: Math.min(previous, close), close };
  });
}

const sign = (value: number, tolerance = 0): Vote => (value > tolerance ? 1 : value < -tolerance ? -1 : 0);
const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
/** Relative tolerance for "equal" comparisons, so float noise on a flat series does not vote. */
const EPSILON = 1e-9;
const compare = (left: number, right: number): Vote => sign(left - right, EPSILON * Math.max(Math.abs(left), Math.abs(right)));

function notChecked(reason: string): NotChecked {
  return { status: 'not-checked', reason };
}

interface Snapshot {
  price: number;
  sma: Record<number, number>;
  ema: Record<number, number>;
  rsi: number;
  macd: { macd: number; signal: number; histogram: number };
  previousHistogram: number;
  stochastic: { k: number; d: number };
  momentum: number;
  adx: number;
  plusDi: number;
  minusDi: number;
  regression: DirectionIndicators;
  bollinger: { lower: number; middle: number; upper: number };
  keltner: { lower: number; middle: number; upper: number };
  widths: number[];
}

/** Feeds every indicator day by day and reads them on the last day; null when one is not settled yet. */
function computeSnapshot(prices: readonly number[], lookback: number): Snapshot | null {
  const p = TECHNICAL_PARAMETERS;
  const smas = p.sma.map((n) => [n, new SMA(n)] as const);
  const emas = p.ema.map((n) => [n, new EMA(n)] as const);
  const rsi = new RSI(p.rsi);
  const macd = new MACD(new EMA(p.macd.fast), new EMA(p.macd.slow), new EMA(p.macd.signal));
  const stochastic = new StochasticOscillator(p.stochastic);
  const momentum = new MOM(p.momentum);
  const adx = new ADX(p.adx);
  const regression = new LinearRegression(p.regressionWindow);
  const bollinger = new BollingerBands(p.bollinger.interval, p.bollinger.deviations);
  const width = new BollingerBandsWidth(new BollingerBands(p.bollinger.interval, p.bollinger.deviations));
  const keltner = new KeltnerChannels(p.keltner);
  const candles = closeOnlyCandles(prices);

  const widths: number[] = [];
  let previousHistogram: number | null = null;
  let histogram: number | null = null;
  candles.forEach((candle, i) => {
    const price = prices[i]!;
    for (const [, indicator] of smas) indicator.add(price);
    for (const [, indicator] of emas) indicator.add(price);
    rsi.add(price);
    const macdResult = macd.add(price);
    if (macdResult && macd.signal.isStable) {
      previousHistogram = histogram;
      histogram = macdResult.histogram;
    }
    stochastic.add(candle);
    momentum.add(price);
    adx.add(candle);
    regression.add(price);
    bollinger.add(price);
    const w = width.add(price);
    if (w !== null) widths.push(w);
    keltner.add(candle);
  });

  const macdResult = macd.getResult();
  const stoch = stochastic.getResult();
  const rsiValue = rsi.getResult();
  const momentumValue = momentum.getResult();
  const adxValue = adx.getResult();
  const line = regression.getResult();
  const bands = bollinger.getResult();
  const channel = keltner.getResult();
  const sma: Record<number, number> = {};
  const ema: Record<number, number> = {};
  for (const [n, indicator] of smas) {
    const value = indicator.getResult();
    if (value === null) return null;
    sma[n] = value;
  }
  for (const [n, indicator] of emas) {
    if (!indicator.isStable) return null;
    ema[n] = indicator.getResultOrThrow();
  }
  if (
    macdResult === null ||
    histogram === null ||
    previousHistogram === null ||
    stoch === null ||
    rsiValue === null ||
    momentumValue === null ||
    adxValue === null ||
    line === null ||
    bands === null ||
    channel === null ||
    widths.length === 0
  ) {
    return null;
  }

  const window = prices.slice(-p.regressionWindow);
  const windowMean = mean(window);
  const xs = window.map((_, x) => x);
  // R² of a simple linear fit is the squared Pearson correlation of price with time; a flat window has no variance.
  const r2 = window.every((v) => v === window[0]) ? 0 : getCorrelation(xs, window) ** 2;
  const fittedStart = line.intercept;
  const fittedEnd = line.intercept + line.slope * (window.length - 1);

  // A series that never moved has no gains and no losses: the library reports RSI 100 and a 0/0 ADX; both mean "no
  // movement" here, RSI 50 and ADX 0.
  const neverMoved = prices.every((v) => v === prices[0]);
  const finite = (value: number | void) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

  return {
    price: prices[prices.length - 1]!,
    sma,
    ema,
    rsi: neverMoved ? 50 : rsiValue,
    macd: macdResult,
    previousHistogram,
    stochastic: { k: stoch.stochK, d: stoch.stochD },
    momentum: momentumValue,
    adx: finite(adxValue),
    plusDi: finite(adx.pdi) * 100,
    minusDi: finite(adx.mdi) * 100,
    regression: {
      window: p.regressionWindow,
      slope: line.slope,
      slopePctPerDay: (line.slope / windowMean) * 100,
      changePct: fittedStart > 0 ? ((fittedEnd - fittedStart) / fittedStart) * 100 : 0,
      r2,
    },
    bollinger: bands,
    keltner: channel,
    widths: widths.slice(-lookback),
  };
}

function direction(s: Snapshot, t: TechnicalThresholds): Checked<Direction, DirectionIndicators> {
  const r = s.regression;
  const slope = `slope ${r.slopePctPerDay.toFixed(3)}%/day (R² ${r.r2.toFixed(2)})`;
  if (r.r2 >= t.directionMinR2 && Math.abs(r.slopePctPerDay) >= t.directionSlopePctPerDay) {
    const value = r.slopePctPerDay > 0 ? 'up' : 'down';
    return {
      status: 'checked',
      value,
      reason: `${r.window}-day regression ${value === 'up' ? 'rises' : 'falls'}: ${slope}, ${r.changePct.toFixed(1)}% over the window`,
      indicators: r,
    };
  }
  const why =
    Math.abs(r.slopePctPerDay) < t.directionSlopePctPerDay
      ? `|slope| below ${t.directionSlopePctPerDay}%/day`
      : `R² below ${t.directionMinR2}, the line does not explain the prices`;
  return { status: 'checked', value: 'sideways', reason: `${r.window}-day regression is flat: ${slope}, ${why}`, indicators: r };
}

function trend(s: Snapshot, t: TechnicalThresholds): Checked<Trend, TrendIndicators> {
  const ema10 = s.ema[10]!;
  const ema20 = s.ema[20]!;
  const sma30 = s.sma[30]!;
  const checks: TrendCheck[] = [
    { check: 'price vs EMA(10)', left: s.price, right: ema10, vote: compare(s.price, ema10) },
    { check: 'price vs EMA(20)', left: s.price, right: ema20, vote: compare(s.price, ema20) },
    { check: 'price vs SMA(30)', left: s.price, right: sma30, vote: compare(s.price, sma30) },
    { check: 'EMA(10) vs EMA(20)', left: ema10, right: ema20, vote: compare(ema10, ema20) },
  ];
  const score = checks.reduce((sum, c) => sum + c.vote, 0);
  const indicators: TrendIndicators = {
    price: s.price,
    ema10,
    ema20,
    sma30,
    adx: s.adx,
    plusDi: s.plusDi,
    minusDi: s.minusDi,
    checks,
    score,
  };
  const scoreText = `moving-average score ${score}/4, ADX ${s.adx.toFixed(1)}`;
  if (Math.abs(score) >= t.trendMinScore && s.adx < t.trendMinAdx) {
    return {
      status: 'checked',
      value: 'neutral',
      reason: `${scoreText}: ADX below ${t.trendMinAdx}, no trend strength`,
      indicators,
    };
  }
  if (score >= t.trendMinScore) {
    return { status: 'checked', value: 'bullish', reason: `${scoreText}: price above its averages`, indicators };
  }
  if (score <= -t.trendMinScore) {
    return { status: 'checked', value: 'bearish', reason: `${scoreText}: price below its averages`, indicators };
  }
  return { status: 'checked', value: 'neutral', reason: `${scoreText}: the averages disagree`, indicators };
}

function votes(s: Snapshot, t: TechnicalThresholds): IndicatorVote[] {
  const list: IndicatorVote[] = [];
  for (const [kind, values] of [
    ['SMA', s.sma],
    ['EMA', s.ema],
  ] as const) {
    for (const n of kind === 'SMA' ? TECHNICAL_PARAMETERS.sma : TECHNICAL_PARAMETERS.ema) {
      const ma = values[n]!;
      list.push({
        indicator: `${kind}(${n})`,
        group: 'moving-average',
        value: ma,
        vote: compare(s.price, ma),
        rule: 'price above → buy, below → sell',
      });
    }
  }
  const ema10 = s.ema[10]!;
  const ema20 = s.ema[20]!;
  const sma10 = s.sma[10]!;
  const sma30 = s.sma[30]!;
  list.push({
    indicator: 'EMA(10)/EMA(20) cross',
    group: 'moving-average',
    value: ema10 - ema20,
    vote: compare(ema10, ema20),
    rule: 'fast above slow → buy, below → sell',
  });
  list.push({
    indicator: 'SMA(10)/SMA(30) cross',
    group: 'moving-average',
    value: sma10 - sma30,
    vote: compare(sma10, sma30),
    rule: 'fast above slow → buy, below → sell',
  });

  list.push({
    indicator: 'RSI(14)',
    group: 'oscillator',
    value: s.rsi,
    vote: s.rsi < t.rsiOversold ? 1 : s.rsi > t.rsiOverbought ? -1 : 0,
    rule: `below ${t.rsiOversold} (oversold) → buy, above ${t.rsiOverbought} (overbought) → sell`,
  });
  const { histogram } = s.macd;
  const scale = Math.max(Math.abs(s.macd.macd), Math.abs(s.macd.signal), s.price * EPSILON);
  list.push({
    indicator: 'MACD(12,26,9) histogram',
    group: 'oscillator',
    value: histogram,
    vote: sign(histogram, scale * EPSILON),
    rule:
      'MACD above its signal line (histogram > 0) → buy, below → sell' +
      (s.previousHistogram <= 0 && histogram > 0 ? '; crossed up today' : '') +
      (s.previousHistogram >= 0 && histogram < 0 ? '; crossed down today' : ''),
  });
  const { k, d } = s.stochastic;
  list.push({
    indicator: 'Stochastic(14,3,3) %K',
    group: 'oscillator',
    value: k,
    vote: k < t.stochasticOversold && k > d ? 1 : k > t.stochasticOverbought && k < d ? -1 : 0,
    rule: `%K below ${t.stochasticOversold} and above %D (${d.toFixed(1)}) → buy, above ${t.stochasticOverbought} and below %D → sell`,
  });
  list.push({
    indicator: 'Momentum(10)',
    group: 'oscillator',
    value: s.momentum,
    vote: compare(s.price, s.price - s.momentum),
    rule: 'price above its level 10 days ago → buy, below → sell',
  });
  return list;
}

function opportunity(s: Snapshot, t: TechnicalThresholds): Checked<Opportunity, OpportunityIndicators> {
  const list = votes(s, t);
  const maVotes = list.filter((v) => v.group === 'moving-average').map((v) => v.vote);
  const oscVotes = list.filter((v) => v.group === 'oscillator').map((v) => v.vote);
  const movingAverageScore = mean(maVotes);
  const oscillatorScore = mean(oscVotes);
  // Rounded so a rating sitting exactly on a cut-off is not pushed across it by float error.
  const rating = Math.round((movingAverageScore / 2 + oscillatorScore / 2) * 1e9) / 1e9;
  const value: Opportunity = rating >= t.ratingThreshold ? 'buy' : rating <= -t.ratingThreshold ? 'sell' : 'neutral';
  const strong = Math.abs(rating) > t.strongRatingThreshold;
  const label: OpportunityIndicators['label'] =
    value === 'neutral' ? 'neutral' : strong ? (value === 'buy' ? 'strong buy' : 'strong sell') : value;
  const count = (vs: Vote[], v: Vote) => vs.filter((x) => x === v).length;
  const tally = (vs: Vote[]) => `${count(vs, 1)} buy / ${count(vs, 0)} neutral / ${count(vs, -1)} sell`;
  return {
    status: 'checked',
    value,
    reason: `rating ${rating.toFixed(2)} (moving averages ${tally(maVotes)}, oscillators ${tally(oscVotes)})`,
    indicators: { votes: list, movingAverageScore, oscillatorScore, rating, label },
  };
}

function marketState(s: Snapshot, t: TechnicalThresholds): Checked<MarketState, MarketStateIndicators> {
  const widths = s.widths;
  const current = widths[widths.length - 1]!;
  const min = Math.min(...widths);
  const max = Math.max(...widths);
  const position = max > min ? (current - min) / (max - min) : 0;
  const hasContrast = min > 0 ? max / min >= t.squeezeMinSpread : max > 0;
  const narrowest = hasContrast && position <= t.squeezePercentile;
  const inside = s.bollinger.upper < s.keltner.upper && s.bollinger.lower > s.keltner.lower;
  const squeeze = narrowest || inside;
  const r = s.regression;
  const indicators: MarketStateIndicators = {
    adx: s.adx,
    r2: r.r2,
    slopePctPerDay: r.slopePctPerDay,
    bollingerWidth: current,
    bollingerWidthMin: min,
    bollingerWidthMax: max,
    bollingerWidthPosition: position,
    bollingerWidthSamples: widths.length,
    bollinger: s.bollinger,
    keltner: s.keltner,
    bollingerInsideKeltner: inside,
    squeeze,
  };
  const strongLine = r.r2 >= t.marketTrendR2 && Math.abs(r.slopePctPerDay) >= t.directionSlopePctPerDay;
  if (s.adx >= t.marketTrendAdx || strongLine) {
    const why = [
      s.adx >= t.marketTrendAdx ? `ADX ${s.adx.toFixed(1)} ≥ ${t.marketTrendAdx}` : null,
      strongLine ? `regression R² ${r.r2.toFixed(2)} ≥ ${t.marketTrendR2}` : null,
    ].filter((x) => x !== null);
    return { status: 'checked', value: 'trend', reason: `trending: ${why.join(', ')}`, indicators };
  }
  if (squeeze) {
    const why = [
      narrowest
        ? `Bollinger width at ${(position * 100).toFixed(0)}% of its ${widths.length}-day range (≤ ${t.squeezePercentile * 100}%)`
        : null,
      inside ? 'Bollinger Bands inside the Keltner Channel' : null,
    ].filter((x) => x !== null);
    return { status: 'checked', value: 'upcomingMove', reason: `volatility squeeze: ${why.join(', ')}`, indicators };
  }
  return {
    status: 'checked',
    value: 'transition',
    reason: `no trend (ADX ${s.adx.toFixed(1)} < ${t.marketTrendAdx}, R² ${r.r2.toFixed(2)}) and no squeeze (width at ${(position * 100).toFixed(0)}% of its range)`,
    indicators,
  };
}

/**
 * Technical analysis of a daily price series. Needs MIN_POINTS usable daily prices; with fewer, every field is
 * `not-checked` with the reason. The series need not be sorted; bad points are dropped (see cleanSeries).
 */
export function technicalAnalysis(series: readonly PricePoint[], options: TechnicalOptions = {}): TechnicalAnalysis {
  const thresholds: TechnicalThresholds = { ...DEFAULT_THRESHOLDS, ...options };
  const clean = cleanSeries(series);
  const prices = clean.map((point) => point.price);
  const base = {
    points: clean.length,
    firstDay: clean[0]?.day ?? null,
    lastDay: clean[clean.length - 1]?.day ?? null,
    lastPrice: prices[prices.length - 1] ?? null,
  };
  const snapshot = clean.length >= MIN_POINTS ? computeSnapshot(prices, thresholds.squeezeLookback) : null;
  if (snapshot === null) {
    const missing = notChecked(`needs ${MIN_POINTS} daily prices, has ${clean.length}`);
    return { ...base, generalDirection: missing, currentTrend: missing, potentialOpportunity: missing, marketState: missing };
  }
  return {
    ...base,
    generalDirection: direction(snapshot, thresholds),
    currentTrend: trend(snapshot, thresholds),
    potentialOpportunity: opportunity(snapshot, thresholds),
    marketState: marketState(snapshot, thresholds),
  };
}
