// "Ends in 3 days" (spec §2 "Current Poll"): the time left before a poll closes, in the largest whole unit that fits,
// worded by the browser's Intl.RelativeTimeFormat in the interface language.
const UNITS = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
] as const;

/** The time left until `endsAt` (ISO) from `now`, e.g. "in 3 days"; under a minute reads "in 1 minute". */
export function timeLeft(endsAt: string, now: number, locale: string): string {
  const left = Math.max(0, Date.parse(endsAt) - now);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  for (const [unit, ms] of UNITS) {
    if (left >= ms) return format.format(Math.floor(left / ms), unit);
  }
  return format.format(1, 'minute');
}

export const formatDateTime = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
