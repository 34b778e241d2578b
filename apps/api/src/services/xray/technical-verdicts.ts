// X-Ray technical analysis verdicts, decided from the indicator snapshot with the documented cut-offs
// (docs/xray-technical.md): general direction, current trend, the buy/neutral/sell rating votes and the market state
// (trend, volatility squeeze, transition). Each verdict carries the indicator values it was decided from.
import { compare, EPSILON, mean, sign, TECHNICAL_PARAMETERS, type Snapshot } from './technical-indicators';
import type {
  Checked,
  Direction,
  DirectionIndicators,
  IndicatorVote,
  MarketState,
  MarketStateIndicators,
  Opportunity,
  OpportunityIndicators,
  TechnicalThresholds,
  Trend,
  TrendCheck,
  TrendIndicators,
  Vote,
} from './technical-types';

export function direction(s: Snapshot, t: TechnicalThresholds): Checked<Direction, DirectionIndicators> {
  const r = s.regression;
  const slope = `slope ${r.slopePctPerDay.toFixed(3)}%/day (R² ${r.r2.toFixed(2)})`;
  // A noisy line (low R²) still has a direction when the closes themselves moved far along it: −15% in 30 days is a fall.
  const movedAlong =
    Math.abs(r.closeChangePct) >= t.directionMinChangePct && Math.sign(r.closeChangePct) === Math.sign(r.slopePctPerDay);
  if ((r.r2 >= t.directionMinR2 || movedAlong) && Math.abs(r.slopePctPerDay) >= t.directionSlopePctPerDay) {
    const value = r.slopePctPerDay > 0 ? 'up' : 'down';
    return {
      status: 'checked',
      value,
      reason: `${r.window}-day regression ${value === 'up' ? 'rises' : 'falls'}: ${slope}, ${r.changePct.toFixed(1)}% over the window (closes ${r.closeChangePct >= 0 ? '+' : ''}${r.closeChangePct.toFixed(1)}%)`,
      indicators: r,
    };
  }
  const why =
    Math.abs(r.slopePctPerDay) < t.directionSlopePctPerDay
      ? `|slope| below ${t.directionSlopePctPerDay}%/day`
      : `R² below ${t.directionMinR2} and the closes moved ${r.closeChangePct.toFixed(1)}% (less than ${t.directionMinChangePct}% along the slope), the line does not explain the prices`;
  return { status: 'checked', value: 'sideways', reason: `${r.window}-day regression is flat: ${slope}, ${why}`, indicators: r };
}

export function trend(s: Snapshot, t: TechnicalThresholds): Checked<Trend, TrendIndicators> {
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

export function opportunity(s: Snapshot, t: TechnicalThresholds): Checked<Opportunity, OpportunityIndicators> {
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

export function marketState(s: Snapshot, t: TechnicalThresholds): Checked<MarketState, MarketStateIndicators> {
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
