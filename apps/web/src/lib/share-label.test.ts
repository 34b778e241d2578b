import { describe, expect, it } from 'vitest';
import { hasSharedToday } from './share-label';

describe('Share button label rule (spec §2 "adds \'& Earn\' when the user has not shared today, UTC day")', () => {
  const now = new Date('2026-11-22T00:30:00Z');

  it('has not shared when never shared', () => {
    expect(hasSharedToday(null, now)).toBe(false);
  });

  it('counts a share earlier the same UTC day', () => {
    expect(hasSharedToday('2026-11-22T00:00:00.000Z', now)).toBe(true);
  });

  it('does not count yesterday (UTC), even when it is today in a local time zone ahead of UTC', () => {
    expect(hasSharedToday('2026-11-21T23:59:59.999Z', now)).toBe(false);
    expect(hasSharedToday('2026-11-21T23:30:00-02:00', now)).toBe(true);
  });

  it('ignores an unreadable date', () => {
    expect(hasSharedToday('not a date', now)).toBe(false);
  });
});
