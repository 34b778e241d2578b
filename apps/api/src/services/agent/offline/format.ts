// The figures of an answer, formatted for the reader's language with Intl: USD amounts, signed percentages, token
// amounts and dates. Tool data is USD and percent (12.5 = 12.5 %) except shares, coverage and exposure (0–1).
import { formatUsd, type Locale } from '@k3/shared';

export interface Figures {
  /** $12,345.67 in full, to the cent, as on the dashboard; prices under a dollar keep 4 significant digits. */
  usd(value: number): string;
  /** A signed USD change: +$280.00. */
  usdChange(value: number): string;
  /** Market caps and volumes: $1.28T — the app's one format for large amounts (@k3/shared formatUsd). */
  usdCompact(value: number): string;
  /** A signed change given in percent: +2.35 %. */
  change(percent: number): string;
  /** A share given as a fraction: 0.125 → 12.5 %. */
  share(fraction: number): string;
  /** A token amount: 1.5, 12,345.678, 0.00001234. */
  amount(value: number): string;
  /** A whole number: 12,345. */
  integer(value: number): string;
  /** A date and time in UTC, said so. */
  dateTime(iso: string): string;
}

/** Intl's tags: French and Spanish as written in France and Spain. */
const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES' };

export function figuresFor(locale: Locale): Figures {
  const tag = INTL_LOCALE[locale];
  const cents = new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const small = new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    maximumSignificantDigits: 4,
  });
  const signedCents = new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  const signedPercent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  const large = new Intl.NumberFormat(tag, { maximumFractionDigits: 4 });
  const tiny = new Intl.NumberFormat(tag, { maximumSignificantDigits: 4 });
  const integer = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return {
    usd: (value) => (value !== 0 && Math.abs(value) < 1 ? small : cents).format(value),
    usdChange: (value) => signedCents.format(value),
    usdCompact: (value) => formatUsd(value, locale),
    change: (value) => signedPercent.format(value / 100),
    share: (fraction) => percent.format(fraction),
    amount: (value) => (Math.abs(value) >= 1 ? large : tiny).format(value),
    integer: (value) => integer.format(value),
    dateTime: (iso) => `${date.format(new Date(iso))} UTC`,
  };
}
