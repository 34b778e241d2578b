// How a notification reads: the bell's count ("9+" above nine), whether a before or after value is an address (shown
// in monospace), and its age in the interface language ("5 minutes ago", "il y a 3 heures", "hace 2 días").

/** The most the bell's badge counts before it reads "9+". */
export const BADGE_MAX = 9;

/** The badge's text, or null when nothing is unread (no badge). */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}

/** An EVM address or hash (0x…), or a Solana base58 address: monospace, broken anywhere rather than widening a phone. */
export function isAddressLike(value: string): boolean {
  return /^0x[0-9a-fA-F]{8,}$/.test(value) || /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value);
}

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;
const WEEK_S = 7 * DAY_S;

// Intl formatters cost far more to build than to use: one per locale, reused by every item.
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/** The full date and time, for the tooltip of "5 minutes ago"; an unreadable value as sent. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(locale, format);
  }
  return format.format(date);
}

/** "now" under a minute, then minutes, hours, days (under two weeks) and weeks; an unreadable value as sent. */
export function formatTimeAgo(iso: string, now: number, locale: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const seconds = Math.round((time - now) / 1000);
  const format = relativeFormat(locale);
  const size = Math.abs(seconds);
  if (size < MINUTE_S) return format.format(0, 'second');
  if (size < HOUR_S) return format.format(Math.round(seconds / MINUTE_S), 'minute');
  if (size < DAY_S) return format.format(Math.round(seconds / HOUR_S), 'hour');
  if (size < WEEK_S * 2) return format.format(Math.round(seconds / DAY_S), 'day');
  return format.format(Math.round(seconds / WEEK_S), 'week');
}
