// Referral capture (spec §1 "A referral code is captured from the page address"; §5; §9 "k3ref (also a cookie)").
// The code comes from the query or the hash (`#ref=…` or `#/path?ref=…`) under any of REFERRAL_PARAMS; the latest
// link followed wins. It is kept in local storage and in a first-party cookie, so a visitor whose storage is
// cleared, or who signs in from another tab, still carries it; it is sent as `ref` at the first sign-in.
import { REFERRAL_COOKIE, REFERRAL_PARAMS, STORAGE_KEYS } from '@k3/shared';
import { readStorage, writeStorage } from './storage';

/** Referral codes are user ids (wallet addresses) or short codes: nothing else is stored. */
const REFERRAL_CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const COOKIE_MAX_AGE_S = 30 * 24 * 3600;

function paramsOf(location: Pick<Location, 'search' | 'hash'>): URLSearchParams[] {
  const hash = location.hash.replace(/^#/, '');
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : hash;
  return [new URLSearchParams(location.search), new URLSearchParams(hashQuery)];
}

/** The referral code carried by this address, if any and well-formed. */
export function referralFromLocation(location: Pick<Location, 'search' | 'hash'>): string | null {
  for (const params of paramsOf(location)) {
    for (const name of REFERRAL_PARAMS) {
      const value = params.get(name)?.trim();
      if (value && REFERRAL_CODE.test(value)) return value;
    }
  }
  return null;
}

function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

/** Stores the address's referral code, if any; returns the code now kept. Called once at start. */
export function captureReferral(location: Pick<Location, 'search' | 'hash' | 'protocol'> = window.location): string | null {
  const code = referralFromLocation(location);
  if (code) {
    writeStorage(STORAGE_KEYS.referral, code);
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${REFERRAL_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  }
  return getReferral();
}

/** The kept referral code: local storage first, then the cookie. */
export function getReferral(): string | null {
  const stored = readStorage(STORAGE_KEYS.referral) ?? readCookie(REFERRAL_COOKIE);
  return stored && REFERRAL_CODE.test(stored) ? stored : null;
}
