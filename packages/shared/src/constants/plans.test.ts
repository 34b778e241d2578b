import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_KRL_FOR_AI, PLANS, planForHolding } from './plans';

describe('planForHolding (spec §6, §9)', () => {
  it.each([
    [0, 'free'],
    [699, 'free'],
    [699.999999, 'free'],
    [700, 'shrimp'],
    [1499, 'shrimp'],
    [1500, 'lobster'],
    [2999, 'lobster'],
    [3000, 'kokonut-krab'],
    [1e9, 'kokonut-krab'],
  ])('%s KRL gives %s', (krl, plan) => {
    expect(planForHolding(krl).id).toBe(plan);
  });

  it.each([
    [349, 'free'],
    [350, 'shrimp'],
    [749, 'shrimp'],
    [750, 'lobster'],
    [1499, 'lobster'],
    [1500, 'kokonut-krab'],
  ])('a boosted user with %s KRL gets %s (half the holding)', (krl, plan) => {
    expect(planForHolding(krl, true).id).toBe(plan);
  });

  it('caps the portfolio count at the plan’s sources: 1, 5, 10, 25', () => {
    expect(PLANS.map((plan) => [plan.id, plan.sources])).toEqual([
      ['free', 1],
      ['shrimp', 5],
      ['lobster', 10],
      ['kokonut-krab', 25],
    ]);
    expect(MIN_KRL_FOR_AI).toBe(1);
  });

  it('never lowers the plan when KRL grows, and boosting never lowers it', () => {
    const krl = fc.double({ min: 0, max: 10_000, noNaN: true });
    fc.assert(
      fc.property(krl, krl, (a, b) => {
        const rank = (value: number, boosted = false) => PLANS.indexOf(planForHolding(value, boosted));
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank(low)).toBeLessThanOrEqual(rank(high));
        expect(rank(a)).toBeLessThanOrEqual(rank(a, true));
      }),
    );
  });
});
