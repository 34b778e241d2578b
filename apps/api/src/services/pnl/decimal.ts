// Numbers of the cost-basis engine: exact decimals (fixed.ts: integers of 10^-36 units, products and quotients rounded
// half to even at the 36th place). decimal.js (`Decimal`, 50 significant digits, the same rounding) stays for reading
// and checking imported text; fixed.test.ts checks the engine's numbers against it.
import DecimalJs from 'decimal.js';
import { Fixed } from './fixed';

export const Decimal = DecimalJs.clone({ precision: 50, rounding: DecimalJs.ROUND_HALF_EVEN, toExpNeg: -60, toExpPos: 60 });

export type Dec = Fixed;
/** A decimal from text, an integer or a decimal (text that is not a finite number throws a RangeError). */
export const D = (value: string | number | bigint | Fixed): Dec => Fixed.of(value);

export const ZERO: Dec = D(0);

/** Parses an input amount (a decimal already read is taken as it is); throws on anything that is not a finite decimal. */
export function dec(value: string | Dec, field: string): Dec {
  if (typeof value !== 'string') return value;
  const parsed = Fixed.parse(value);
  if (parsed === null) throw new InvalidPnlInput(`${field} is not a decimal number: "${value}"`);
  return parsed;
}

export function sum(values: Iterable<Dec>): Dec {
  let total = 0n;
  for (const value of values) total += value.units;
  return new Fixed(total);
}

/** The smaller of two decimals. */
export const min = (a: Dec, b: Dec): Dec => (a.lte(b) ? a : b);

/**
 * Splits `total` in proportion to non-negative `weights` so that the parts add up to `total` exactly (the last takes
 * the rest). Each part but the last is rounded towards zero, so they never add up to more than their exact share and
 * the last is never of the other sign (rounded to nearest, three parts of 2 over weights 1000, 1000, 1000 and 1 unit
 * left the last −1).
 */
export function splitPro(total: Dec, weights: readonly Dec[]): Dec[] {
  // One weight only (a sale with nothing missing, a move of one lot): the whole goes to it, with no division.
  const nonZero = weights.filter((weight) => !weight.isZero());
  if (nonZero.length === 1) return weights.map((weight) => (weight.isZero() ? ZERO : total));
  const whole = sum(weights);
  if (whole.isZero()) return weights.map(() => ZERO);
  let given = ZERO;
  return weights.map((weight, index) => {
    if (index === weights.length - 1) return total.minus(given);
    const part = total.timesDiv(weight, whole, 'down');
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
