// The engine's exact decimals (fixed.ts) against decimal.js, the maintained library the rest of K3 uses: on random
// operands every sum, difference and comparison is the same exactly, every product and quotient the same once
// decimal.js's result is rounded half to even at the 36th place (decimal.js keeps 50 significant digits, so it is
// rounded there when the true value has more).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, splitPro } from './decimal';
import { Fixed, PLACES } from './fixed';

/** Decimal text as stored amounts and prices look: up to 30 digits before the point and 18 after, either sign. */
const decimalText = fc
  .tuple(fc.boolean(), fc.stringMatching(/^(0|[1-9]\d{0,29})$/), fc.option(fc.stringMatching(/^\d{1,18}$/), { nil: undefined }))
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`);

const reference = (text: string) => new Decimal(text);
/** decimal.js writes a negative value that rounds to zero as "-0.00"; K3 writes no sign on a zero. */
const unsignedZero = (text: string) => (/^-0(\.0*)?$/.test(text) ? text.slice(1) : text);
/** decimal.js at more digits than a 30+36-digit value needs, so its result is the true value to 36 places. */
const Wide = Decimal.clone({ precision: 120 });
const at36 = (value: InstanceType<typeof Decimal>) =>
  unsignedZero(new Wide(value).toDecimalPlaces(PLACES, Decimal.ROUND_HALF_EVEN).toFixed());

describe('fixed decimals', () => {
  it('reads and writes text as decimal.js does', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        expect(Fixed.of(text).toFixed()).toBe(unsignedZero(reference(text).toFixed()));
        expect(Fixed.of(text).toFixed(2)).toBe(unsignedZero(reference(text).toFixed(2)));
      }),
      { numRuns: 500 },
    );
  });

  it('adds, subtracts and compares exactly', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        const [x, y] = [Fixed.of(a), Fixed.of(b)];
        expect(x.plus(y).toFixed()).toBe(unsignedZero(reference(a).plus(b).toFixed()));
        expect(x.minus(y).toFixed()).toBe(unsignedZero(reference(a).minus(b).toFixed()));
        expect(x.comparedTo(y)).toBe(reference(a).comparedTo(b));
        expect([x.lt(y), x.lte(y), x.gt(y), x.gte(y), x.eq(y)]).toEqual([
          reference(a).lt(b),
          reference(a).lte(b),
          reference(a).gt(b),
          reference(a).gte(b),
          reference(a).eq(b),
        ]);
      }),
      { numRuns: 500 },
    );
  });

  it('multiplies and divides to the 36th place, rounded half to even', () => {
    const Exact = Wide;
    fc.assert(
      fc.property(decimalText, decimalText, decimalText, (a, b, c) => {
        const [x, y, z] = [Fixed.of(a), Fixed.of(b), Fixed.of(c)];
        expect(x.times(y).toFixed()).toBe(at36(new Exact(a).times(b)));
        if (!z.isZero()) {
          expect(x.div(z).toFixed()).toBe(at36(new Exact(a).div(c)));
          expect(x.timesDiv(y, z).toFixed()).toBe(at36(new Exact(a).times(b).div(c)));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('rounds half to even, to places and to significant digits', () => {
    expect(['0.125', '0.135', '-0.125', '2.5', '-2.5'].map((t) => Fixed.of(t).toFixed(2))).toEqual([
      '0.12',
      '0.14',
      '-0.12',
      '2.50',
      '-2.50',
    ]);
    expect(Fixed.of('2.5').toDecimalPlaces(0).toFixed()).toBe('2');
    expect(Fixed.of('3.5').toDecimalPlaces(0).toFixed()).toBe('4');
    expect(Fixed.of('1.99999999').toDecimalPlaces(2, 'down').toFixed()).toBe('1.99');
    expect(Fixed.of('123456.789').toSignificantDigits(4).toFixed()).toBe('123500');
    expect(Fixed.of('0.000123456789').toSignificantDigits(3).toFixed()).toBe('0.000123');
    // A value that rounds to zero has no sign; a third has 36 places.
    expect(Fixed.of('-0.001').toFixed(2)).toBe('0.00');
    expect(Fixed.of(1).div(3).toFixed()).toBe(`0.${'3'.repeat(36)}`);
    // Places past the 36th are rounded when read.
    expect(Fixed.of(`0.${'0'.repeat(35)}15`).toFixed()).toBe(`0.${'0'.repeat(35)}2`);
  });

  it('reads exponent notation and refuses what is not a finite number', () => {
    expect(Fixed.of('1e-7').toFixed()).toBe('0.0000001');
    expect(Fixed.of('3E+2').toFixed()).toBe('300');
    expect(Fixed.of('.5').toFixed()).toBe('0.5');
    for (const bad of ['', '.', 'abc', 'Infinity', 'NaN', '1.2.3', '1e', '--1', '0x10']) expect(Fixed.parse(bad), bad).toBeNull();
    expect(() => Fixed.of(Number.NaN)).toThrow(RangeError);
    expect(() => Fixed.of(1).div(0)).toThrow('division by zero');
  });

  it('splits a whole into parts of its sign that add up to it exactly', () => {
    // Rounded to nearest, three parts of 2 units over weights 1000, 1000, 1000 and 1 left the last at -1 unit.
    const unit = (n: bigint) => new Fixed(n);
    expect(splitPro(unit(2n), [unit(1000n), unit(1000n), unit(1000n), unit(1n)]).map((part) => part.units)).toEqual([
      0n,
      0n,
      0n,
      2n,
    ]);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 30n }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const parts = splitPro(unit(total), weights.map(unit));
          if (weights.every((w) => w === 0n)) return;
          expect(parts.reduce((sum, part) => sum + part.units, 0n)).toBe(total);
          expect(parts.every((part) => part.units >= 0n)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
