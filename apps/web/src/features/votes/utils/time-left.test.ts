// "Ends in …": the largest whole unit left, in the interface language; never "in 0 minutes" or a negative time.
import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('timeLeft', () => {
  it('words the largest whole unit left', () => {
    expect(timeLeft(at(3 * 86_400_000 + 5 * 3_600_000), NOW, 'en')).toBe('in 3 days');
    expect(timeLeft(at(5 * 3_600_000 + 59 * 60_000), NOW, 'en')).toBe('in 5 hours');
    expect(timeLeft(at(42 * 60_000 + 30_000), NOW, 'en')).toBe('in 42 minutes');
  });

  it('says a minute for the last seconds and after the end', () => {
    expect(timeLeft(at(20_000), NOW, 'en')).toBe('in 1 minute');
    expect(timeLeft(at(-60_000), NOW, 'en')).toBe('in 1 minute');
  });

  it('follows the interface language', () => {
    expect(timeLeft(at(2 * 86_400_000), NOW, 'fr')).toBe('dans 2 jours');
    expect(timeLeft(at(2 * 86_400_000), NOW, 'es')).toBe('dentro de 2 días');
  });
});
