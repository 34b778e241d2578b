// X-Ray technical analysis: the input point, the cut-offs (with the product's defaults) and the result types of the four
// verdicts (general direction, current trend, potential opportunity, market state). Types and constants only.

export interface PricePoint {
  /** Calendar day, `YYYY-MM-DD`. */
  day: string;
  /** Close (or daily reference) price, > 0. */
  price: number;
  /** Accepted for later use; not used by any rule yet. */
  volume?: number;
}

/** Cut-offs; each can be overridden through `options` (tests, research), the defaults are the product's rules. */
export interface TechnicalThresholds {
  /** generalDirection: |regression slope| in % of the window's mean price per day at or above which the market moves. */
  directionSlopePctPerDay: number;
  /** generalDirection: a window whose closes moved at least this much (%) along the slope has a direction, noisy or not. */
  directionMinChangePct: number;
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
  directionMinChangePct: 10,
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
export type Checked<Value, Indicators> = {
  status: 'checked';
  value: Value;
  /** The verdict in indicator terms (English). */
  reason: string;
  indicators: Indicators;
  /** The verdict in plain words, in en/fr/es (technical-words.ts). */
  explanation?: { en: string; fr: string; es: string };
};
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
  /** The closes' own change over the window, %: mean of the last 5 against mean of the first 5. */
  closeChangePct: number;
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
