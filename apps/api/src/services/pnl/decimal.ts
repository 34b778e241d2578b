// Decimal arithmetic for amounts and money (decimal.js): 50 significant digits, banker's rounding, never an exponent
// in strings. One constructor for the whole engine so every figure rounds the same way.
import DecimalJs from 'decimal.js';

export const D = DecimalJs.clone({ precision: 50, rounding: DecimalJs.ROUND_HALF_EVEN, toExpNeg: -60, toExpPos: 60 });
export type Dec = InstanceType<typeof D>;

export const ZERO: Dec = new D(0);

/** Parses an input amount (a decimal already read is taken as it is); throws on anything that is not a finite decimal. */
export function dec(value: string | Dec, field: string): Dec {
  if (typeof value !== 'string') {
    if (!value.isFinite()) throw new InvalidPnlInput(`${field} is not a finite number: "${value.toString()}"`);
    return value;
  }
  let parsed: Dec;
  try {
    parsed = new D(value);
  } catch {
    throw new InvalidPnlInput(`${field} is not a decimal number: "${value}"`);
  }
  if (!parsed.isFinite()) throw new InvalidPnlInput(`${field} is not a finite number: "${value}"`);
  return parsed;
}

export function sum(values: Iterable<Dec>): Dec {
  let total = ZERO;
  for (const value of values) total = total.plus(value);
  return total;
}

/** Splits `total` in proportion to `weights` so that the parts add up to `total` exactly (the last takes the rest). */
export function splitPro(total: Dec, weights: readonly Dec[]): Dec[] {
  // One weight only (a sale with nothing missing, a move of one lot): the whole goes to it, with no division.
  const nonZero = weights.filter((weight) => !weight.isZero());
  if (nonZero.length === 1) return weights.map((weight) => (weight.isZero() ? ZERO : total));
  const whole = sum(weights);
  if (whole.isZero()) return weights.map(() => ZERO);
  let given = ZERO;
  return weights.map((weight, index) => {
    if (index === weights.length - 1) return total.minus(given);
    const part = total.times(weight).div(whole);
    given = given.plus(part);
    return part;
  });
}

/** A transaction the engine cannot read (a bad number, a negative amount, a fee larger than what it is taken from). */
export class InvalidPnlInput extends Error {
  override name = 'InvalidPnlInput';
}

/** USD rounded to the cent (banker's rounding, the engine's), as a string: what every view and export shows. */
export const cents = (value: Dec): string => value.toFixed(2);
