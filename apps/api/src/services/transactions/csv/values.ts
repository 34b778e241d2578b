// Reading one cell of an exchange export (issue 29 §1 "CSV import"): decimals kept as the strings the file wrote
// (never a float), UTC times, a row problem that becomes a RowError naming the column. Shared by every format.

/** A cell that cannot be read: the format parsers throw it, the row loop turns it into a RowError for that row. */
export class RowProblem extends Error {
  override name = 'RowProblem';
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}

export type SignRule = 'positive' | 'non-negative' | 'any';

export interface DecimalOptions {
  /** Accept "1,234.5" (only in formats that write thousands separators; groups of three are checked). */
  thousands?: boolean;
  sign: SignRule;
}

export interface ReadDecimal {
  /** The digits as written, without sign or thousands separators. */
  value: string;
  negative: boolean;
  zero: boolean;
}

const PLAIN = /^(-?)(\d+(?:\.\d+)?)$/;
const GROUPED = /^(-?)(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)$/;
const NON_ZERO_DIGIT = /[1-9]/;

/** Reads a decimal cell; throws a RowProblem naming `field` for "1e5", "NaN", "" or a sign the rule forbids. */
export function readDecimal(raw: string, field: string, options: DecimalOptions): ReadDecimal {
  if (raw === '') throw new RowProblem(field, 'missing value');
  const match = (options.thousands ? GROUPED : PLAIN).exec(raw);
  if (!match) throw new RowProblem(field, `not a decimal number: "${raw}"`);
  const digits = match[2]!;
  const negative = match[1] === '-';
  const zero = !NON_ZERO_DIGIT.test(digits);
  if (options.sign !== 'any' && negative && !zero) throw new RowProblem(field, `must not be negative: "${raw}"`);
  if (options.sign === 'positive' && zero) throw new RowProblem(field, `must be greater than zero: "${raw}"`);
  return { value: options.thousands ? digits.replaceAll(',', '') : digits, negative: negative && !zero, zero };
}

/** A positive amount as a string, or a RowProblem. */
export function positive(raw: string, field: string, thousands = false): string {
  return readDecimal(raw, field, { sign: 'positive', thousands }).value;
}

/** A fee or value that may be zero: undefined when empty or zero, the digits otherwise. */
export function optionalAmount(raw: string, field: string, thousands = false): string | undefined {
  if (raw === '') return undefined;
  const read = readDecimal(raw, field, { sign: 'non-negative', thousands });
  return read.zero ? undefined : read.value;
}

// 2024-03-10, 2024-03-10 12:00, 2024-03-10T12:00:00.123Z, 2025-01-17 16:57:02 UTC, 2024-03-10T12:00:00+02:00.
const TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(?:\s*(Z|UTC|[+-]\d{2}:?\d{2}))?$/i;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysIn(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!;
}

/** Offset of "+02:00", "-0530", "Z" or "UTC" in minutes east of UTC, or null when out of range. */
function offsetMinutes(zone: string | undefined): number | null {
  if (zone === undefined || zone === 'Z' || zone === 'z' || zone.toUpperCase() === 'UTC') return 0;
  const hours = Number(zone.slice(1, 3));
  const minutes = Number(zone.slice(-2));
  if (hours > 23 || minutes > 59) return null;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * Reads an ISO 8601 date or date and time (space or "T"), with "Z", "UTC" or an offset; without a zone the time is
 * UTC (every supported export writes UTC). Impossible dates ("2024-02-30") are refused, not rolled over.
 */
export function readTime(raw: string, field: string): Date {
  if (raw === '') throw new RowProblem(field, 'missing value');
  const m = TIME.exec(raw);
  const fail = () => new RowProblem(field, `not a date: "${raw}"`);
  if (!m) throw fail();
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  const millis = Number((m[7] ?? '0').padEnd(3, '0').slice(0, 3));
  const offset = offsetMinutes(m[8]);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) throw fail();
  if (hour > 23 || minute > 59 || second > 59 || offset === null) throw fail();
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, millis) - offset * 60_000);
}

const SYMBOL = /^[^\s,]{1,40}$/;

/** An asset symbol as the file writes it, upper-cased; a RowProblem for an empty one or one with spaces. */
export function readSymbol(raw: string, field: string): string {
  if (raw === '') throw new RowProblem(field, 'missing value');
  if (!SYMBOL.test(raw)) throw new RowProblem(field, `not an asset symbol: "${raw}"`);
  return raw.toUpperCase();
}
