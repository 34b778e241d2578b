// Exact decimal numbers for the cost-basis engine (issue 29 §2 and §5; docs/pnl.md "Arithmetic"): a value is an
// integer count of 10^-36 units held in a BigInt. Adding, subtracting and comparing are exact whatever the size;
// a product or a quotient is rounded once, half to even, at the 36th decimal place (a millionth of a trillionth of
// a trillionth of a cent). The engine replays every transaction in several passes, and decimal.js, which the rest of
// K3 uses, spent half the time of a 20,000-transaction PnL allocating digit arrays; integers do the same sums about
// ten times faster. fixed.test.ts checks every operation against decimal.js on random operands.

/** Decimal places kept. */
export const PLACES = 36;
const SCALE = 10n ** BigInt(PLACES);
const POWERS: bigint[] = Array.from({ length: PLACES * 2 + 1 }, (_, k) => 10n ** BigInt(k));
const pow10 = (k: number): bigint => POWERS[k] ?? 10n ** BigInt(k);

/** `n / d` rounded half to even (d ≠ 0). */
function roundDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  const twice = (r < 0n ? -r : r) * 2n;
  const size = d < 0n ? -d : d;
  if (twice < size || (twice === size && (q & 1n) === 0n)) return q;
  return n < 0n === d < 0n ? q + 1n : q - 1n;
}

/** Plain or exponent notation, as decimal.js reads it: "-12.5", ".5", "1e-7", "3E+2". */
const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
/** "12", "-0.5": read without the pattern's captures. */
const PLAIN = /^-?\d+(?:\.\d+)?$/;

/** What the operations take: a decimal, or text or a number read as one (as decimal.js's operations do). */
export type Operand = Fixed | string | number;
const unitsOf = (value: Operand): bigint => (value instanceof Fixed ? value.units : value === 0 ? 0n : Fixed.of(value).units); // "> 0" is asked of every lot

export class Fixed {
  /** The value times 10^36. */
  readonly units: bigint;

  constructor(units: bigint) {
    this.units = units;
  }

  /** Reads decimal text (places past the 36th rounded half to even); null for anything that is not a finite number. */
  static parse(text: string): Fixed | null {
    // Plain notation (what the database and every source write): the digits without the point, scaled.
    if (PLAIN.test(text)) {
      const point = text.indexOf('.');
      if (point === -1) return new Fixed(BigInt(text) * SCALE);
      const places = text.length - point - 1;
      const digits = BigInt(text.slice(0, point) + text.slice(point + 1));
      return new Fixed(places <= PLACES ? digits * pow10(PLACES - places) : roundDiv(digits, pow10(places - PLACES)));
    }
    const m = NUMBER.exec(text);
    if (!m) return null;
    const whole = m[2]!;
    const fraction = m[3] ?? '';
    if (whole === '' && fraction === '') return null;
    const exponent = m[4] === undefined ? 0 : Number(m[4]);
    if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 10_000) return null;
    const digits = BigInt(whole + fraction || '0');
    // value = digits × 10^(exponent − fraction places); in units, × 10^36.
    const shift = PLACES + exponent - fraction.length;
    const units = shift >= 0 ? digits * pow10(shift) : roundDiv(digits, pow10(-shift));
    return new Fixed(m[1] === '-' ? -units : units);
  }

  static of(value: string | number | bigint | Fixed): Fixed {
    if (value instanceof Fixed) return value;
    if (typeof value === 'bigint') return new Fixed(value * SCALE);
    if (typeof value === 'number' && Number.isSafeInteger(value)) return new Fixed(BigInt(value) * SCALE);
    const parsed = Fixed.parse(String(value));
    if (parsed === null) throw new RangeError(`not a finite decimal number: "${String(value)}"`);
    return parsed;
  }

  plus(other: Operand): Fixed {
    const units = unitsOf(other);
    return units === 0n ? this : new Fixed(this.units + units);
  }

  minus(other: Operand): Fixed {
    const units = unitsOf(other);
    return units === 0n ? this : new Fixed(this.units - units);
  }

  times(other: Operand): Fixed {
    return new Fixed(roundDiv(this.units * unitsOf(other), SCALE));
  }

  div(other: Operand): Fixed {
    const units = unitsOf(other);
    if (units === 0n) throw new RangeError('division by zero');
    return new Fixed(roundDiv(this.units * SCALE, units));
  }

  /**
   * `this × factor ÷ divisor` rounded once (a cost share: the lot's cost times the part taken over the lot's amount),
   * half to even, or towards zero with 'down' (shares that must not add up to more than their whole).
   */
  timesDiv(factor: Operand, divisor: Operand, rounding: 'half-even' | 'down' = 'half-even'): Fixed {
    const units = unitsOf(divisor);
    if (units === 0n) throw new RangeError('division by zero');
    const product = this.units * unitsOf(factor);
    return new Fixed(rounding === 'down' ? product / units : roundDiv(product, units));
  }

  /** `this × n` for an integer n (a flow times its time in ms): no rounding, no division. */
  timesInteger(n: number | bigint): Fixed {
    return new Fixed(this.units * (typeof n === 'bigint' ? n : BigInt(n)));
  }

  neg(): Fixed {
    return new Fixed(-this.units);
  }

  abs(): Fixed {
    return this.units < 0n ? new Fixed(-this.units) : this;
  }

  comparedTo(other: Operand): -1 | 0 | 1 {
    const units = unitsOf(other);
    return this.units < units ? -1 : this.units > units ? 1 : 0;
  }

  eq(other: Operand): boolean {
    return this.units === unitsOf(other);
  }

  lt(other: Operand): boolean {
    return this.units < unitsOf(other);
  }

  lte(other: Operand): boolean {
    return this.units <= unitsOf(other);
  }

  gt(other: Operand): boolean {
    return this.units > unitsOf(other);
  }

  gte(other: Operand): boolean {
    return this.units >= unitsOf(other);
  }

  isZero(): boolean {
    return this.units === 0n;
  }

  isNegative(): boolean {
    return this.units < 0n;
  }

  /** Rounded to `places` decimal places (0–36): half to even, or towards zero with 'down'. */
  toDecimalPlaces(places: number, rounding: 'half-even' | 'down' = 'half-even'): Fixed {
    if (places >= PLACES) return this;
    const step = pow10(PLACES - places);
    return new Fixed((rounding === 'down' ? this.units / step : roundDiv(this.units, step)) * step);
  }

  /** Rounded half to even to `digits` significant digits (a unit cost shown to a person). */
  toSignificantDigits(digits: number): Fixed {
    const size = (this.units < 0n ? -this.units : this.units).toString().length;
    if (this.units === 0n || size <= digits) return this;
    const step = pow10(size - digits);
    return new Fixed(roundDiv(this.units, step) * step);
  }

  /** Plain notation: with `places`, rounded half to even and padded to them; without, every digit, no trailing zero. */
  toFixed(places?: number): string {
    const value = places === undefined ? this : this.toDecimalPlaces(places);
    const negative = value.units < 0n;
    const text = (negative ? -value.units : value.units).toString().padStart(PLACES + 1, '0');
    const whole = text.slice(0, text.length - PLACES);
    let fraction = text.slice(text.length - PLACES);
    if (places === undefined) fraction = fraction.replace(/0+$/, '');
    else fraction = places > PLACES ? fraction.padEnd(places, '0') : fraction.slice(0, places);
    const sign = negative && (whole !== '0' || /[1-9]/.test(fraction)) ? '-' : '';
    return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
  }

  toString(): string {
    return this.toFixed();
  }

  toJSON(): string {
    return this.toFixed();
  }
}
