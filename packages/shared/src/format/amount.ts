// spec §9 "Amount formatting": K, M, B suffixes from 1e3, 1e6, 1e9 — and T from 1e12 (issue 26 §1: a market cap
// reads $2.61T everywhere, never $2,608.35B; docs/product-decisions.md); values of 0.01 or less
// (in absolute value, zero excepted) in subscript-zero notation, e.g. 0.0000123 -> 0.0₄123.

const SUBSCRIPT_DIGITS = ['₀', '₁', '₂', '₃', '₄', '₅', '₆', '₇', '₈', '₉'] as const;
const SUFFIXES = [
  { at: 1e12, suffix: 'T' },
  { at: 1e9, suffix: 'B' },
  { at: 1e6, suffix: 'M' },
  { at: 1e3, suffix: 'K' },
] as const;
/** Significant digits kept after the run of zeros in subscript notation. */
const SUBSCRIPT_SIGNIFICANT = 3;
export const SUBSCRIPT_THRESHOLD = 0.01;

function toSubscript(n: number): string {
  return String(n)
    .split('')
    .map((d) => SUBSCRIPT_DIGITS[Number(d)])
    .join('');
}

function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

/** 0 < abs <= 0.01: "0.0₄123" — a zero, the separator, one zero, the count of zeros as subscript, then the digits. */
function formatTiny(abs: number, locale: string): string {
  // Exponent form gives exact digits without float noise: 1.23e-5.
  const [mantissa = '0', exp = '0'] = abs.toExponential(SUBSCRIPT_SIGNIFICANT - 1).split('e');
  const zeros = -Number(exp) - 1;
  const digits = mantissa.replace('.', '').replace(/0+$/, '') || '0';
  return `0${decimalSeparator(locale)}0${toSubscript(zeros)}${digits}`;
}

function formatPlain(value: number, locale: string, maxFractionDigits: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: maxFractionDigits, useGrouping: true }).format(value);
}

/**
 * Formats a token amount, price or fiat value for display.
 * Non-finite input gives "-". Below 1 keeps 4 significant digits, 1 to 999.99 keeps 2 decimals.
 */
export function formatAmount(value: number, locale = 'en'): string {
  if (!Number.isFinite(value)) return '-';
  if (value === 0) return '0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);

  if (abs <= SUBSCRIPT_THRESHOLD) return sign + formatTiny(abs, locale);

  // The suffix applies once the value, rounded to cents, reaches its threshold (999.99 stays, 999.999 is 1K);
  // a scaled value that rounds up to 1000 moves to the next suffix (999,999 is 1M, not 1000K).
  const cents = Math.round(abs * 100) / 100;
  let chosen: { scaled: number; suffix: string } | null = null;
  for (let i = SUFFIXES.length - 1; i >= 0; i--) {
    const { at, suffix } = SUFFIXES[i]!;
    if (cents < at) continue;
    const scaled = Math.round((abs / at) * 100) / 100;
    const next = SUFFIXES[i - 1];
    chosen =
      scaled >= 1000 && next ? { scaled: Math.round((abs / next.at) * 100) / 100, suffix: next.suffix } : { scaled, suffix };
  }
  if (chosen) return `${sign}${formatPlain(chosen.scaled, locale, 2)}${chosen.suffix}`;
  const rounded = abs < 1 ? Number(abs.toPrecision(4)) : Math.round(abs * 100) / 100;
  return sign + formatPlain(rounded, locale, abs < 1 ? 4 : 2);
}

/** Fiat value with a currency sign in front: "$1.5K", "-$0.0₄123". */
export function formatUsd(value: number, locale = 'en'): string {
  const text = formatAmount(value, locale);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** Signed percentage with two decimals: "+3.21%", "-0.5%". */
export function formatPercent(value: number, locale = 'en'): string {
  if (!Number.isFinite(value)) return '-';
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(Math.abs(value));
  return `${value > 0 ? '+' : value < 0 ? '-' : ''}${text}%`;
}
