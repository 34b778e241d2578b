// 24 h and 30 d variation of the wallet (spec §2 "total value, 24h and 30d variation"): absolute and percent, signed
// in text so the direction never rests on colour alone.
import { formatPercent, formatUsd } from '@k3/shared';

export type Trend = 'up' | 'down' | 'flat';

export interface FormattedChange {
  trend: Trend;
  /** "+$12.5", "-$3", "$0". */
  abs: string;
  /** "+1.25%"; null when the base value was 0 (no meaningful percentage). */
  pct: string | null;
}

export function trendOf(value: number): Trend {
  return value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
}

export function formatChange(change: { abs: number; pct: number | null }, locale = 'en'): FormattedChange {
  const usd = formatUsd(change.abs, locale);
  return {
    trend: trendOf(change.abs),
    abs: change.abs > 0 ? `+${usd}` : usd,
    pct: change.pct === null ? null : formatPercent(change.pct, locale),
  };
}
