// The bell's count, the address check of a before or after value, a notification's age, and the list after a read.
import { describe, expect, it } from 'vitest';
import { withRead } from '../api/notifications';
import { notification } from '../testing/notifications-api';
import { badgeText, formatTimeAgo, isAddressLike } from './notification-format';

describe('badgeText', () => {
  it('is absent at 0, the count up to nine, "9+" above', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-1)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});

describe('isAddressLike', () => {
  it('knows EVM and Solana addresses from other values', () => {
    expect(isAddressLike('0x464ebe77c293e473b48cfe96ddcf88fcf7bfdac0')).toBe(true);
    expect(isAddressLike('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe(true);
    expect(isAddressLike('5%')).toBe(false);
    expect(isAddressLike('0x12')).toBe(false);
    expect(isAddressLike('locked until 2027-01-01')).toBe(false);
  });
});

describe('formatTimeAgo', () => {
  const now = Date.parse('2026-03-10T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('words the age in the interface language', () => {
    expect(formatTimeAgo(ago(20_000), now, 'en')).toBe('now');
    expect(formatTimeAgo(ago(5 * 60_000), now, 'en')).toBe('5 minutes ago');
    expect(formatTimeAgo(ago(3 * 3_600_000), now, 'fr')).toBe('il y a 3 heures');
    expect(formatTimeAgo(ago(2 * 86_400_000), now, 'es')).toBe('anteayer');
    expect(formatTimeAgo(ago(21 * 86_400_000), now, 'en')).toBe('3 weeks ago');
    expect(formatTimeAgo('not a date', now, 'en')).toBe('not a date');
  });
});

describe('withRead', () => {
  const read = '2026-03-10T12:00:00.000Z';
  const a = notification({ id: 'a' });
  const b = notification({ id: 'b' });
  const c = notification({ id: 'c', readAt: '2026-03-09T12:00:00.000Z' });

  it('reads the given ids and lowers the count by those that were unread', () => {
    const list = withRead({ items: [a, b, c], unread: 5 }, ['a', 'c'], read);
    expect(list.items.map((item) => item.readAt)).toEqual([read, null, '2026-03-09T12:00:00.000Z']);
    expect(list.unread).toBe(4);
  });

  it('reads every one without ids, down to 0 (unread ones beyond the list included)', () => {
    const list = withRead({ items: [a, b, c], unread: 40 }, undefined, read);
    expect(list.items.every((item) => item.readAt !== null)).toBe(true);
    expect(list.unread).toBe(0);
  });
});
