// X-Ray technical analysis (issue 11 §1 and §4): general direction, current trend, a TradingView-like buy/neutral/sell
// rating and the market state, computed from a daily close series. Pure: no I/O, no clock, no randomness.
// Indicators come from the `trading-signals` library; this module only feeds them and applies the documented cut-offs
// (docs/xray-technical.md). Every verdict carries the indicator values it was decided from, so the UI can say why.
import { cleanSeries, computeSnapshot, MIN_POINTS } from './technical-indicators';
import {
  DEFAULT_THRESHOLDS,
  type NotChecked,
  type PricePoint,
  type TechnicalAnalysis,
  type TechnicalOptions,
  type TechnicalThresholds,
} from './technical-types';
import { direction, marketState, opportunity, trend } from './technical-verdicts';
import { directionWords, marketStateWords, opportunityWords, trendWords } from './technical-words';

// The module's public surface: importers keep reading every name from './technical'.
export type * from './technical-types';
export { DEFAULT_THRESHOLDS } from './technical-types';
export { MIN_POINTS, TECHNICAL_PARAMETERS, cleanSeries, closeOnlyCandles } from './technical-indicators';

function notChecked(reason: string): NotChecked {
  return { status: 'not-checked', reason };
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
  // Each verdict with its plain-words sentence, written from the same indicator values (issue 25 §3).
  const generalDirection = direction(snapshot, thresholds);
  const currentTrend = trend(snapshot, thresholds);
  const potentialOpportunity = opportunity(snapshot, thresholds);
  const state = marketState(snapshot, thresholds);
  return {
    ...base,
    generalDirection: { ...generalDirection, explanation: directionWords(generalDirection, thresholds) },
    currentTrend: { ...currentTrend, explanation: trendWords(currentTrend, thresholds) },
    potentialOpportunity: { ...potentialOpportunity, explanation: opportunityWords(potentialOpportunity, thresholds) },
    marketState: { ...state, explanation: marketStateWords(state, thresholds, snapshot.regression.window) },
  };
}
