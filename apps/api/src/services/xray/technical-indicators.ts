// X-Ray technical analysis: the indicator parameters, series cleaning, close-only candles and the snapshot of every
// indicator on the last day, fed through the `trading-signals` library. Pure: no I/O, no clock, no randomness.
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
import type { DirectionIndicators, PricePoint, Vote } from './technical-types';

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

export const sign = (value: number, tolerance = 0): Vote => (value > tolerance ? 1 : value < -tolerance ? -1 : 0);
export const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
/** Relative tolerance for "equal" comparisons, so float noise on a flat series does not vote. */
export const EPSILON = 1e-9;
export const compare = (left: number, right: number): Vote =>
  sign(left - right, EPSILON * Math.max(Math.abs(left), Math.abs(right)));

/** Every indicator read on the last day, the input of the verdicts. */
/** The closes' change over the window, %: the mean of its last 5 against the mean of its first 5 (one noisy day moves neither). */
function closeChange(window: readonly number[]): number {
  const ends = Math.min(5, Math.floor(window.length / 2));
  if (ends === 0) return 0;
  const start = mean(window.slice(0, ends));
  const end = mean(window.slice(-ends));
  return start > 0 ? ((end - start) / start) * 100 : 0;
}

export interface Snapshot {
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
export function computeSnapshot(prices: readonly number[], lookback: number): Snapshot | null {
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
      closeChangePct: closeChange(window),
      r2,
    },
    bollinger: bands,
    keltner: channel,
    widths: widths.slice(-lookback),
  };
}
