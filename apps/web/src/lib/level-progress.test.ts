import { levelInfo } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { levelProgress } from './level-progress';

describe('level progress (spec §2 "a level progress bar")', () => {
  it('is the share of the current level already earned', () => {
    expect(levelProgress(levelInfo(0))).toBe(0);
    expect(levelProgress(levelInfo(25))).toBe(0.25);
    expect(levelProgress(levelInfo(775))).toBe(0.75);
  });

  it('stays between 0 and 1', () => {
    expect(levelProgress({ level: 1, xp: 5000, fullXp: 0, next: 1000 })).toBe(1);
    expect(levelProgress({ level: 1, xp: 0, fullXp: 0, next: 0 })).toBe(0);
  });
});
