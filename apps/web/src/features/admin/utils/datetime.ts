// Dates in the console's forms: a datetime-local input holds local wall-clock time ("2026-05-01T09:30"), the API ISO
// instants in UTC. These two convert between them; an unreadable entry is passed on as typed, so the schema refuses it
// under its field instead of the page throwing.

/** An ISO instant as a datetime-local value in the browser's time zone; "" for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant; null when empty. */
export function fromLocalInput(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? trimmed : date.toISOString();
}

/** A number field's text as a number: undefined when empty, NaN (refused by the schema) when not a number. */
export function toNumber(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}
