// The HTTP Observatory's "cookies" test (algorithm version 6): Set-Cookie parsing, the session's cookie jar and the
// Secure / HttpOnly / SameSite checks, the worst finding deciding the result.
import { worse, type Verdict } from './observatory-scoring';
import { finalHop, type Session } from './observatory-session';

interface Cookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | null;
}

function parseSetCookie(raw: string): Cookie | null {
  const [pair, ...attributes] = raw.split(';');
  const name = pair?.split('=')[0]?.trim();
  if (!name) return null;
  const cookie: Cookie = { name, secure: false, httpOnly: false, sameSite: null };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=').map((part) => part.trim());
    const lower = key.toLowerCase();
    if (lower === 'secure') cookie.secure = true;
    else if (lower === 'httponly') cookie.httpOnly = true;
    else if (lower === 'samesite' && ['strict', 'lax', 'none'].includes(value.toLowerCase()))
      cookie.sameSite = value.toLowerCase();
  }
  return cookie;
}

function hasInvalidSameSite(raw: string): boolean {
  return raw
    .split(';')
    .slice(1)
    .some((part) => {
      const [key = '', value] = part.trim().split('=');
      if (key.trim().toLowerCase() !== 'samesite') return false;
      return !value || !['lax', 'strict', 'none'].includes(value.trim().toLowerCase());
    });
}

const COOKIE_ORDER = [
  'cookies-without-secure-flag-but-protected-by-hsts',
  'cookies-without-secure-flag',
  'cookies-session-without-secure-flag-but-protected-by-hsts',
  'cookies-samesite-flag-invalid',
  'cookies-anticsrf-without-samesite-flag',
  'cookies-session-without-httponly-flag',
  'cookies-session-without-secure-flag',
];

export function cookiesTest(session: Session, hsts: boolean): Verdict {
  let result: string | null = null;
  const reasons: string[] = [];
  const note = (expectation: string, reason: string) => {
    result = worse(expectation, result, COOKIE_ORDER);
    reasons.push(reason);
  };
  for (const raw of finalHop(session).setCookies)
    if (hasInvalidSameSite(raw)) note('cookies-samesite-flag-invalid', 'a SameSite value other than Strict, Lax or None');

  // The session's cookie jar: every Set-Cookie of the chain, the last one of a name winning; a Secure cookie sent over
  // plain HTTP is refused, as a browser (and the Observatory's jar) would.
  const jar = new Map<string, Cookie>();
  for (const hop of session.hops)
    for (const raw of hop.setCookies) {
      const cookie = parseSetCookie(raw);
      if (cookie && !(cookie.secure && hop.url.protocol !== 'https:') && cookie.name !== 'heroku-session-affinity')
        jar.set(cookie.name, cookie);
    }
  if (jar.size === 0) return { result: 'cookies-not-found', pass: true, because: 'no cookies set' };

  let missingSameSite = false;
  for (const cookie of jar.values()) {
    const lower = cookie.name.toLowerCase();
    const session = lower.includes('login') || lower.includes('sess');
    const antiCsrf = lower.includes('csrf');
    if (!cookie.secure && cookie.sameSite === 'none')
      note('cookies-samesite-flag-invalid', `${cookie.name}: SameSite=None without Secure`);
    if (!cookie.secure)
      note(
        hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag',
        `${cookie.name}: no Secure flag`,
      );
    if (antiCsrf && !cookie.sameSite)
      note('cookies-anticsrf-without-samesite-flag', `${cookie.name}: anti-CSRF token without SameSite`);
    if (session && !cookie.secure)
      note(
        hsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag',
        `${cookie.name}: session cookie without Secure`,
      );
    if (session && !cookie.httpOnly)
      note('cookies-session-without-httponly-flag', `${cookie.name}: session cookie without HttpOnly`);
    if (!cookie.sameSite) missingSameSite = true;
  }
  const final: string =
    result ?? (missingSameSite ? 'cookies-secure-with-httponly-sessions' : 'cookies-secure-with-httponly-sessions-and-samesite');
  const pass = ['cookies-secure-with-httponly-sessions', 'cookies-secure-with-httponly-sessions-and-samesite'].includes(final);
  return {
    result: final,
    pass,
    because:
      reasons.join('; ') ||
      (missingSameSite ? 'Secure and HttpOnly as needed, but a cookie lacks SameSite' : 'Secure, HttpOnly sessions and SameSite'),
  };
}
