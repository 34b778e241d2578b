// Quest periods: UTC days, ISO weeks across year ends, and when a recurring quest is available again.
import { describe, expect, it } from 'vitest';
import { isoWeek, nextAvailable, nextPeriodStart, periodOf } from './periods';

const at = (iso: string) => new Date(iso);

describe('quest periods', () => {
  it('names one-off, daily (UTC day) and weekly (ISO week) periods', () => {
    expect(periodOf('once', at('2026-11-26T23:59:59Z'))).toBe('once');
    expect(periodOf('daily', at('2026-11-26T23:59:59Z'))).toBe('2026-11-26');
    expect(periodOf('daily', at('2026-11-27T00:00:00Z'))).toBe('2026-11-27');
    expect(periodOf('weekly', at('2026-11-26T12:00:00Z'))).toBe('2026-W48');
  });

  it('puts year-end days in the ISO week of their Thursday', () => {
    expect(isoWeek(at('2026-12-31T00:00:00Z'))).toEqual({ year: 2026, week: 53 });
    expect(isoWeek(at('2027-01-03T00:00:00Z'))).toEqual({ year: 2026, week: 53 });
    expect(isoWeek(at('2027-01-04T00:00:00Z'))).toEqual({ year: 2027, week: 1 });
    expect(isoWeek(at('2024-12-30T00:00:00Z'))).toEqual({ year: 2025, week: 1 });
  });

  it('starts the next day at UTC midnight and the next week on Monday', () => {
    expect(nextPeriodStart('daily', at('2026-11-26T18:00:00Z'))?.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    // 2026-11-26 is a Thursday; 2026-11-29 a Sunday.
    expect(nextPeriodStart('weekly', at('2026-11-26T18:00:00Z'))?.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(nextPeriodStart('weekly', at('2026-11-29T23:00:00Z'))?.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(nextPeriodStart('once', at('2026-11-26T18:00:00Z'))).toBeNull();
  });

  it('is available again at the later of the next period and the cooldown', () => {
    const done = at('2026-11-26T22:00:00Z');
    expect(nextAvailable('daily', 0, done, done)?.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(nextAvailable('daily', 12, done, done)?.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    // Next day, inside the cooldown: the cooldown's end; past it: available now.
    expect(nextAvailable('daily', 12, done, at('2026-11-27T01:00:00Z'))?.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(nextAvailable('daily', 12, done, at('2026-11-27T11:00:00Z'))).toBeNull();
    expect(nextAvailable('once', 12, done, done)).toBeNull();
  });
});
