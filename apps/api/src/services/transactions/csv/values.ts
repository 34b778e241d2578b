// Reading one cell of an exchange export (issue 29 §1 "CSV import"): decimals kept as the strings the file wrote
// (never a float) within the digit limits, UTC times between the first Bitcoin block and tomorrow, a row problem that
// becomes a RowError naming the column, and the cell text a reason may quote, cut short. Shared by every format.

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

/** An amount with more digits than MAX_DIGITS: a RowProblem a format's own wording must not hide. */
export class TooManyDigits extends RowProblem {
  override name = 'TooManyDigits';
}

/** How much of a cell a reason quotes: a multi-megabyte cell must not come back whole in the error report. */
const ECHO = 40;

/** A cell's text for a reason: at most 40 characters, the last an ellipsis when it was cut. */
export function clip(text: string): string {
  if (text.length <= ECHO) return text;
  let head = text.slice(0, ECHO - 1);
  // Do not cut a character written as two UTF-16 units in half.
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  return `${head}…`;
}

/** The cell's text for a reason, cut as `clip` does, in double quotes. */
export const quote = (text: string): string => `"${clip(text)}"`;

/**
 * The most digits an amount may have before and after the point. PostgreSQL's numeric takes far more (131,072 and
 * 16,383), but no exchange amount comes near 30 and a longer one is a broken file; refusing it here keeps one bad
 * row from failing the whole import in the database.
 */
export const MAX_DIGITS = 30;

/** Throws a RowProblem on `field` when `digits` ("12.50", no sign or separators) has too many digits either side. */
export function checkDigits(digits: string, field: string, raw: string): void {
  const point = digits.indexOf('.');
  const whole = point < 0 ? digits.length : point;
  const fraction = point < 0 ? 0 : digits.length - point - 1;
  if (whole > MAX_DIGITS) {
    throw new TooManyDigits(field, `${whole} digits before the point, more than the ${MAX_DIGITS} accepted: ${quote(raw)}`);
  }
  if (fraction > MAX_DIGITS) {
    throw new TooManyDigits(field, `${fraction} digits after the point, more than the ${MAX_DIGITS} accepted: ${quote(raw)}`);
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

/**
 * Reads a decimal cell; throws a RowProblem naming `field` for "1e5", "NaN", "", a sign the rule forbids, or more
 * than MAX_DIGITS digits before or after the point (zeros count: they are kept as written).
 */
export function readDecimal(raw: string, field: string, options: DecimalOptions): ReadDecimal {
  if (raw === '') throw new RowProblem(field, 'missing value');
  const match = (options.thousands ? GROUPED : PLAIN).exec(raw);
  if (!match) throw new RowProblem(field, `not a decimal number: ${quote(raw)}`);
  const digits = options.thousands ? match[2]!.replaceAll(',', '') : match[2]!;
  checkDigits(digits, field, raw);
  const negative = match[1] === '-';
  const zero = !NON_ZERO_DIGIT.test(digits);
  if (options.sign !== 'any' && negative && !zero) throw new RowProblem(field, `must not be negative: ${quote(raw)}`);
  if (options.sign === 'positive' && zero) throw new RowProblem(field, `must be greater than zero: ${quote(raw)}`);
  return { value: digits, negative: negative && !zero, zero };
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

/** 2009-01-03, the day of the first Bitcoin block: no crypto transaction is older. */
export const EARLIEST = Date.UTC(2009, 0, 3);
/** How far ahead of the clock a time may be (an exchange's clock, a zone written wrong): one day. */
const AHEAD_MS = 86_400_000;

/**
 * Reads an ISO 8601 date or date and time (space or "T"), with "Z", "UTC" or an offset; without a zone the time is
 * UTC (every supported export writes UTC). Impossible dates ("2024-02-30") are refused, not rolled over, and so are
 * times before 2009-01-03 or more than a day after now (Date.now(), the one thing read besides the cell).
 */
export function readTime(raw: string, field: string): Date {
  if (raw === '') throw new RowProblem(field, 'missing value');
  const m = TIME.exec(raw);
  const fail = () => new RowProblem(field, `not a date: ${quote(raw)}`);
  if (!m) throw fail();
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  const millis = Number((m[7] ?? '0').padEnd(3, '0').slice(0, 3));
  const offset = offsetMinutes(m[8]);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) throw fail();
  if (hour > 23 || minute > 59 || second > 59 || offset === null) throw fail();
  // Date.UTC reads years 0-99 as 1900-1999; setting the year afterwards keeps it as written.
  const utc = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, millis));
  utc.setUTCFullYear(year);
  const time = new Date(utc.getTime() - offset * 60_000);
  if (time.getTime() < EARLIEST) {
    throw new RowProblem(field, `before 2009-01-03, the day of the first Bitcoin block: ${quote(raw)}`);
  }
  if (time.getTime() > Date.now() + AHEAD_MS) throw new RowProblem(field, `more than a day in the future: ${quote(raw)}`);
  return time;
}

const SYMBOL = /^[^\s,]{1,40}$/;

/** An asset symbol as the file writes it, upper-cased; a RowProblem for an empty one or one with spaces. */
export function readSymbol(raw: string, field: string): string {
  if (raw === '') throw new RowProblem(field, 'missing value');
  if (!SYMBOL.test(raw)) throw new RowProblem(field, `not an asset symbol: ${quote(raw)}`);
  return raw.toUpperCase();
}
