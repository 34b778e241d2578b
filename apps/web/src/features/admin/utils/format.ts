// Dates and short ids in the console's tables, in the interface language.

/** A date and time, short ("26 Nov 2026, 09:30"); "" for none. */
export function formatWhen(iso: string | null, language: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A wallet address shortened for a table cell (the full one goes in its title). */
export function shortId(id: string): string {
  return id.length > 14 ? `${id.slice(0, 6)}…${id.slice(-4)}` : id;
}

/** A job's period, short, in the largest whole unit ("5 min", "1 hr", "30 sec"). */
export function formatPeriod(ms: number, language: string): string {
  const units = [
    { unit: 'day', ms: 86_400_000 },
    { unit: 'hour', ms: 3_600_000 },
    { unit: 'minute', ms: 60_000 },
  ] as const;
  const whole = units.find((candidate) => ms >= candidate.ms && ms % candidate.ms === 0);
  const [value, unit] = whole ? [ms / whole.ms, whole.unit] : [ms / 1000, 'second'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
