// Formatting of profit-and-loss figures (issue 29 §3): the API gives USD and amounts as exact decimal strings, and the
// screens show them exactly — grouped the locale's way, never through a float — so a user can check a figure by hand
// against the explain view or the realised-gains CSV. Gains and losses carry a sign and a trend (colour is a third
// cue, never the only one). Shared by SmartFolio's PnL screens and the dashboard's PnL summary.
import { formatPercent } from '@k3/shared';

export type Trend = 'up' | 'down' | 'flat';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

interface DecimalOptions {
  /** Pad the fraction to at least this many digits (2 for USD). */
  minFraction?: number;
  /** Drop trailing zeros of the fraction beyond `minFraction` ("0.1000" → "0.1"); the value is unchanged. */
  trimZeros?: boolean;
}

/**
 * An exact decimal string for display: the integer part grouped by the locale (through BigInt, so exact at any size),
 * the locale's decimal separator, the fraction as given. Null when `value` is not a plain decimal.
 */
export function formatDecimal(value: string, locale: string, { minFraction = 0, trimZeros = false }: DecimalOptions = {}) {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', given = ''] = match;
  let fraction = trimZeros ? given.replace(/0+$/, '') : given;
  if (fraction.length < minFraction) fraction = fraction.padEnd(minFraction, '0');
  const grouped = new Intl.NumberFormat(locale, { useGrouping: true }).format(BigInt(whole));
  const isZero = /^0*$/.test(whole) && /^0*$/.test(fraction);
  return `${isZero ? '' : sign}${grouped}${fraction ? decimalSeparator(locale) + fraction : ''}`;
}

/** Whether a decimal string is above, below or at zero. */
export function trendOf(value: string | null | undefined): Trend {
  const match = value ? DECIMAL.exec(value.trim()) : null;
  if (!match) return 'flat';
  const [, sign, whole = '', fraction = ''] = match;
  if (/^0*$/.test(whole) && /^0*$/.test(fraction)) return 'flat';
  return sign ? 'down' : 'up';
}

/** USD to the cent: "$1,234.50", "-$0.25". Unreadable input stays as given. */
export function formatMoney(value: string, locale: string): string {
  const text = formatDecimal(value, locale, { minFraction: 2 });
  if (text === null) return value;
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** A gain or loss: "+$12.30", "-$4.00", "$0.00" — the sign says it, not only the colour. */
export function formatSignedMoney(value: string, locale: string): string {
  const text = formatMoney(value, locale);
  return trendOf(value) === 'up' ? `+${text}` : text;
}

/** A token amount, exact, without trailing zeros: "0.25", "1,500", "0.000005". */
export function formatExactAmount(value: string, locale: string): string {
  return formatDecimal(value, locale, { trimZeros: true }) ?? value;
}

/** True when a decimal string is above zero (a holding's missing history, a missing part of a disposal). */
export const isAboveZero = (value: string | null | undefined) => trendOf(value) === 'up';

/** A return's rate (0.1 = 10 %) as a signed percentage, "+10%"; null when there is none. */
export function formatRate(rate: number | null, locale: string): string | null {
  if (rate === null || !Number.isFinite(rate)) return null;
  // Percent of a float the API rounded to 6 decimals: display only, no money computed from it.
  return formatPercent(Math.round(rate * 1e6) / 1e4, locale);
}

/** The trend of a rate, for its colour and arrow. */
export const rateTrend = (rate: number | null): Trend => (rate === null || rate === 0 ? 'flat' : rate > 0 ? 'up' : 'down');

/** The arrow shown before a gain or loss (hidden from screen readers, which read the sign). */
export const TREND_MARK: Readonly<Record<Trend, string>> = { up: '▲', down: '▼', flat: '•' };
