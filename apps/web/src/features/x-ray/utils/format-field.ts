// How an X-Ray value reads (issue 11 §3 "formatting by kind"): each field and each alert's value and threshold carry a
// kind (usd, percent, share, count, months, days, score, number, date, url, text, boolean, list), so the page formats without
// guessing. Amounts follow spec §9 (K/M/B suffixes, subscript zeros), units and lists Intl's rules for the language.
import { formatAmount, formatPercent, formatUsd, type XrayField, type XrayFieldKind } from '@k3/shared';

export type FieldValue = XrayField['value'];

/** The words the formatter needs, in the interface language. */
export interface FormatTexts {
  yes: string;
  no: string;
  none: string;
  /** "72/100" */
  score: (value: string) => string;
  /** A known text value ("buy", "bullish", "upcomingMove") in words, or null to show it as sent. */
  textValue: (value: string) => string | null;
}

export type FormattedValue =
  | { type: 'missing' }
  | { type: 'text'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'link'; href: string; text: string };

const plainNumber = (value: number, locale: string, maximumFractionDigits = 2) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);

const unit = (value: number, locale: string, name: 'month' | 'day') =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long', maximumFractionDigits: 1 }).format(value);

/** Only http(s) links are shown as links (the same rule as the chat's markdown, docs/architecture.md "Security"). */
export function safeHref(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** "https://www.example.org/docs/" -> "example.org/docs" */
export function linkText(href: string): string {
  const url = new URL(href);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${url.hostname.replace(/^www\./, '')}${path}`;
}

function formatDate(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  // A bare day (YYYY-MM-DD) is a calendar day: shown as is, whatever the viewer's time zone.
  const options: Intl.DateTimeFormatOptions = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? { dateStyle: 'medium', timeZone: 'UTC' }
    : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

function formatNumber(kind: XrayFieldKind, value: number, locale: string, texts: FormatTexts): string {
  switch (kind) {
    case 'usd':
      return formatUsd(value, locale);
    case 'percent':
      // Changes and performances: signed, so the direction never rests on colour alone.
      return formatPercent(value, locale);
    case 'share':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
    case 'count':
      return Math.abs(value) < 1000 ? plainNumber(value, locale) : formatAmount(value, locale);
    case 'months':
      return unit(value, locale, 'month');
    case 'days':
      return unit(value, locale, 'day');
    case 'score':
      return texts.score(plainNumber(value, locale, 0));
    case 'boolean':
      return value ? texts.yes : texts.no;
    default:
      return plainNumber(value, locale);
  }
}

/** A field's (or an alert's) value as text or a link; `missing` for null (the caller shows "Not checked" and why). */
export function formatValue(kind: XrayFieldKind, value: FieldValue, locale: string, texts: FormatTexts): FormattedValue {
  if (value === null) return { type: 'missing' };
  if (Array.isArray(value)) {
    if (value.length === 0) return { type: 'text', text: texts.none };
    return { type: 'list', items: value.map((item) => texts.textValue(item) ?? item) };
  }
  // A link looked for and not found is `false`: there is none.
  if (kind === 'url' && value === false) return { type: 'text', text: texts.none };
  if (typeof value === 'boolean') return { type: 'text', text: value ? texts.yes : texts.no };
  if (typeof value === 'number') {
    return { type: 'text', text: Number.isFinite(value) ? formatNumber(kind, value, locale, texts) : '-' };
  }
  // A string.
  if (kind === 'url') {
    const href = safeHref(value);
    return href ? { type: 'link', href, text: linkText(href) } : { type: 'text', text: value };
  }
  if (kind === 'date') return { type: 'text', text: formatDate(value, locale) };
  return { type: 'text', text: texts.textValue(value) ?? value };
}

/** "top10HolderRatio" -> "Top 10 holder ratio": the label of a field the translations do not name yet. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([a-zA-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "strong buy" -> "strongBuy": the translation key of a text value. */
export function valueKey(value: string): string {
  return value.trim().replace(/[ _-]+(\w)/g, (_, letter: string) => letter.toUpperCase());
}
