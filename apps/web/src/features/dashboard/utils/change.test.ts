import { describe, expect, it } from 'vitest';
import { formatChange } from './change';

describe('wallet variation (spec §2 "24h and 30d variation")', () => {
  it('signs a gain and a loss in text, not only in colour', () => {
    expect(formatChange({ abs: 12.5, pct: 1.024 })).toEqual({ trend: 'up', abs: '+$12.5', pct: '+1.02%' });
    expect(formatChange({ abs: -1500, pct: -3.5 })).toEqual({ trend: 'down', abs: '-$1.5K', pct: '-3.5%' });
  });

  it('has no sign and a flat trend at zero', () => {
    expect(formatChange({ abs: 0, pct: 0 })).toEqual({ trend: 'flat', abs: '$0', pct: '0%' });
  });

  it('gives no percentage when the API has none (the wallet was worth 0)', () => {
    expect(formatChange({ abs: 20, pct: null })).toEqual({ trend: 'up', abs: '+$20', pct: null });
  });

  it('uses the locale separator', () => {
    expect(formatChange({ abs: 1.5, pct: 2.25 }, 'fr').pct).toBe('+2,25%');
  });
});
