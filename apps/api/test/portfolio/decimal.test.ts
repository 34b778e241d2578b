// Exact decimal arithmetic (services/portfolio/decimal.ts) and the exact tier thresholds (services/portfolio/tier.ts).
import { describe, expect, it } from 'vitest';
import { addDecimals, compareDecimals, multiplyDecimals, roundDecimal, sumDecimals } from '../../src/services/portfolio/decimal';
import { krlForTier, planForKrl } from '../../src/services/portfolio/tier';

describe('decimal strings', () => {
  it('adds, sums, multiplies, compares and rounds exactly', () => {
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(addDecimals('1234.567891', '0.000000000000000001')).toBe('1234.567891000000000001');
    expect(addDecimals('999', '1')).toBe('1000');
    expect(sumDecimals(['20.03', '654.79', '25.18'])).toBe('700');
    expect(sumDecimals([])).toBe('0');
    expect(multiplyDecimals('1234.5', '0.002')).toBe('2.469');
    expect(multiplyDecimals('0.000000000000000001', '0.0000001')).toBe('0.0000000000000000000000001');
    expect(compareDecimals('699.999999999999999999', '700')).toBe(-1);
    expect(compareDecimals('700.000', '700')).toBe(0);
    expect(compareDecimals('10', '9.99')).toBe(1);
    expect(roundDecimal('2.469', 2)).toBe('2.47');
    expect(roundDecimal('0.004', 2)).toBe('0');
    expect(roundDecimal('1.5', 8)).toBe('1.5');
    // A balance written as a JSON number's text may carry an exponent.
    expect(addDecimals('1e-7', '2.5E2')).toBe('250.0000001');
    expect(() => addDecimals('-1', '1')).toThrow(RangeError);
  });
});

describe('the tier from KRL', () => {
  const rows = (amounts: [string, string][]) =>
    amounts.map(([portfolioId, amount]) => ({ portfolioId, assetId: 'kryll', amount }));

  it('adds only the given portfolios’ KRL, exactly', () => {
    const holdings = [
      ...rows([
        ['a', '20.03'],
        ['b', '654.79'],
        ['c', '25.18'],
      ]),
      { portfolioId: 'a', assetId: 'ethereum', amount: '3' },
    ];
    expect(krlForTier([{ id: 'a' }, { id: 'b' }, { id: 'c' }], holdings)).toBe('700');
    expect(krlForTier([{ id: 'a' }, { id: 'c' }], holdings)).toBe('45.21');
  });

  it('compares with the thresholds exactly (Shrimp 700, Lobster 1,500; boosted KRL counts double)', () => {
    expect(planForKrl('699.999999999999999999', false).id).toBe('free');
    expect(planForKrl('700', false).id).toBe('shrimp');
    expect(planForKrl('1499.99', false).id).toBe('shrimp');
    expect(planForKrl('350', true).id).toBe('shrimp');
    expect(planForKrl('749.999999999999999999', true).id).toBe('shrimp');
    expect(planForKrl('750', true).id).toBe('lobster');
    expect(planForKrl('0', false).id).toBe('free');
  });
});
