import { describe, expect, it } from 'vitest';
import { kreditsShown } from './kredits';

describe('kreditsShown', () => {
  it('reads a balance above the allowance as the allowance plus a bonus', () => {
    expect(kreditsShown(601, 600)).toEqual({ kredits: 600, max: 600, bonus: 1 });
  });

  it('leaves a balance within the allowance as it is', () => {
    expect(kreditsShown(597, 600)).toEqual({ kredits: 597, max: 600, bonus: 0 });
    expect(kreditsShown(600, 600)).toEqual({ kredits: 600, max: 600, bonus: 0 });
  });
});
