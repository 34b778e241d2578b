import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@k3/shared';
import { captureReferral, getReferral, referralFromLocation } from './referral';

const at = (search: string, hash = '') => ({ search, hash, protocol: 'http:' });

afterEach(() => {
  localStorage.clear();
  document.cookie = `${STORAGE_KEYS.referral}=; Path=/; Max-Age=0`;
});

describe('referral capture (spec §5)', () => {
  it.each([
    ['?referrer=alice', ''],
    ['?ref=alice', ''],
    ['?k3referrer=alice', ''],
    ['?k3ref=alice', ''],
    ['', '#ref=alice'],
    ['', '#/dashboard?k3ref=alice'],
    ['?utm_source=x&ref=alice', ''],
  ])('reads %s%s', (search, hash) => {
    expect(referralFromLocation(at(search, hash))).toBe('alice');
  });

  it('ignores addresses without a referral and malformed codes', () => {
    expect(referralFromLocation(at('?utm_source=x'))).toBeNull();
    expect(referralFromLocation(at('?ref=<script>'))).toBeNull();
    expect(referralFromLocation(at(`?ref=${'a'.repeat(65)}`))).toBeNull();
  });

  it('keeps the code in local storage and a cookie, the latest link winning', () => {
    expect(captureReferral(at('?ref=0xAbC123'))).toBe('0xAbC123');
    expect(localStorage.getItem(STORAGE_KEYS.referral)).toBe('0xAbC123');
    expect(document.cookie).toContain(`${STORAGE_KEYS.referral}=0xAbC123`);
    expect(captureReferral(at('?ref=bob'))).toBe('bob');
    // A later visit without a code keeps the kept one.
    expect(captureReferral(at(''))).toBe('bob');
  });

  it('falls back to the cookie when local storage was cleared', () => {
    captureReferral(at('?k3ref=carol'));
    localStorage.clear();
    expect(getReferral()).toBe('carol');
  });
});
