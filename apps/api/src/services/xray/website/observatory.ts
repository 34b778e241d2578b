// HTTP security headers graded with the MDN HTTP Observatory's published scoring algorithm, version 6 (the
// `ALGORITHM_VERSION` of @mdn/mdn-http-observatory 1.6.x): the twelve tests, their per-result score modifiers, the
// "extra credit only from 90 up" rule and the grade chart. Re-implemented from the published algorithm, not copied.
// Deviations (docs/xray-website.md "Limits"): no HSTS preload list (hsts-preloaded and
// redirection-all-redirects-preloaded never occur), registrable domains by the last two labels, cookies from the graded
// page's responses only (not /robots.txt), a max-age that is not a number is an invalid HSTS header.
import { gradeCsp } from './csp';
import { readPage, type PageFacts } from './html';
import type { ObservatoryGrade, ObservatoryTest } from './types';

export const OBSERVATORY_ALGORITHM_VERSION = 6;

/** One response of a redirect chain. Header names lower-case, repeated headers joined by ", " (Set-Cookie apart). */
export interface Hop {
  url: URL;
  status: number;
  headers: Record<string, string>;
  setCookies: string[];
  /** TLS chain trusted and naming the host (null over plain HTTP). */
  authorized: boolean | null;
}

/** A GET that followed redirects, as the Observatory's retriever records it. */
export interface Session {
  startUrl: URL;
  hops: Hop[];
  /** The final page's body (HTML), possibly cut at the size cap. */
  body: string;
  /** Every HTTPS hop had a trusted certificate. */
  verified: boolean;
}

export interface Retrieval {
  hostname: string;
  /** Started at http://host/, null when it could not connect. */
  http: Session | null;
  /** Started at https://host/, null when it could not connect. */
  https: Session | null;
  /** The CORS preflight (OPTIONS with Origin) to the graded page's final URL. */
  cors: { origin: string; headers: Record<string, string> } | null;
}

/** The Origin the Observatory sends in its CORS preflight. */
export const CORS_ORIGIN = 'https://http-observatory.security.mozilla.org';

/** Score modifier of every result (the Observatory's score table). */
export const MODIFIERS: Readonly<Record<string, number>> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'csp-implemented-but-duplicate-directives': 0,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-all-redirects-preloaded': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'redirection-invalid-cert': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'hsts-invalid-cert': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 5,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-header-invalid': -5,
  'corp-implemented-with-cross-origin': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-not-implemented': 0,
  'coep-implemented-with-require-corp': 10,
  'coep-implemented-with-credentialless': 10,
  'coep-implemented-with-unsafe-none': 0,
  'coep-not-implemented': 0,
  'coep-header-invalid': -5,
  'coop-implemented-with-same-origin': 10,
  'coop-implemented-with-same-origin-allow-popups': 10,
  'coop-implemented-with-noopener-allow-popups': 10,
  'coop-implemented-with-unsafe-none': 0,
  'coop-not-implemented': 0,
  'coop-header-invalid': -5,
};

/** Bonuses (positive modifiers) count only when the score without them is at least this. */
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** Grade of a score: floor to a multiple of 5, capped at 100 (the Observatory's grade chart). */
export function gradeForScore(score: number): string {
  const key = Math.min(Math.max(score, 0) - (Math.max(score, 0) % 5), 100);
  if (key >= 100) return 'A+';
  if (key >= 90) return 'A';
  if (key >= 85) return 'A-';
  if (key >= 80) return 'B+';
  if (key >= 70) return 'B';
  if (key >= 65) return 'B-';
  if (key >= 60) return 'C+';
  if (key >= 50) return 'C';
  if (key >= 45) return 'C-';
  if (key >= 40) return 'D+';
  if (key >= 30) return 'D';
  if (key >= 25) return 'D-';
  return 'F';
}

/** Total score of the results: 100 plus penalties, plus bonuses only when that is ≥ 90. */
export function scoreResults(results: readonly string[]): number {
  let uncurved = 100;
  let withExtraCredit = 100;
  for (const result of results) {
    const modifier = MODIFIERS[result] ?? 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  return uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
}

interface Verdict {
  result: string;
  pass: boolean;
  because: string;
}

/** "The new result if worse than the old one", worse meaning later in `order`. */
function worse(next: string, current: string | null, order: readonly string[]): string {
  if (current === null) return next;
  return order.indexOf(next) > order.indexOf(current) ? next : current;
}

const finalHop = (session: Session): Hop => session.hops.at(-1) as Hop;
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** The registrable domain, approximated by the last two labels (an IP address stands for itself). */
export function registrableDomain(hostname: string): string {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return hostname;
  return hostname.split('.').slice(-2).join('.');
}

function hstsTest(retrieval: Retrieval): Verdict & { maxAge: number | null } {
  const session = retrieval.https;
  if (!session) return { result: 'hsts-not-implemented-no-https', pass: false, because: 'HTTPS did not answer', maxAge: null };
  if (!session.verified)
    return { result: 'hsts-invalid-cert', pass: false, because: 'the certificate is not trusted', maxAge: null };
  const header = finalHop(session).headers['strict-transport-security'];
  if (header === undefined)
    return { result: 'hsts-not-implemented', pass: false, because: 'no Strict-Transport-Security header', maxAge: null };
  const value = header.slice(0, 1024);
  let maxAge: number | null = null;
  for (const parameter of value.split(';').map((p) => p.trim().toLowerCase()))
    if (parameter.startsWith('max-age=')) maxAge = Number.parseInt(parameter.slice(8, 128), 10);
  if (value.includes(',') || maxAge === null || Number.isNaN(maxAge))
    return { result: 'hsts-header-invalid', pass: false, because: 'set twice or without a numeric max-age', maxAge: null };
  // 15,552,000 s (180 days) is the Observatory's "six months".
  if (maxAge < 15_552_000)
    return { result: 'hsts-implemented-max-age-less-than-six-months', pass: false, because: `max-age=${maxAge}`, maxAge };
  return { result: 'hsts-implemented-max-age-at-least-six-months', pass: true, because: `max-age=${maxAge}`, maxAge };
}

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

function cookiesTest(session: Session, hsts: boolean): Verdict {
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

function corsTest(retrieval: Retrieval): Verdict {
  const acao = retrieval.cors?.headers['access-control-allow-origin'];
  if (!retrieval.cors || !acao)
    return { result: 'cross-origin-resource-sharing-not-implemented', pass: true, because: 'no Access-Control-Allow-Origin' };
  const value = acao.slice(0, 256).trim().toLowerCase();
  if (value === '*')
    return {
      result: 'cross-origin-resource-sharing-implemented-with-public-access',
      pass: true,
      because: 'Access-Control-Allow-Origin: *',
    };
  const credentials = retrieval.cors.headers['access-control-allow-credentials']?.trim().toLowerCase() === 'true';
  if (acao === retrieval.cors.origin && credentials)
    return {
      result: 'cross-origin-resource-sharing-implemented-with-universal-access',
      pass: false,
      because: 'any Origin is reflected with Access-Control-Allow-Credentials: true',
    };
  return { result: 'cross-origin-resource-sharing-implemented-with-restricted-access', pass: true, because: `allows ${value}` };
}

function redirectionTest(retrieval: Retrieval): Verdict {
  const session = retrieval.http;
  if (!session) return { result: 'redirection-not-needed-no-http', pass: true, because: 'plain HTTP did not answer' };
  if (!session.verified)
    return { result: 'redirection-invalid-cert', pass: false, because: 'a redirect leads to an untrusted certificate' };
  const route = session.hops.map((hop) => hop.url);
  const [first, second] = route;
  const last = route.at(-1);
  if (route.length === 1) return { result: 'redirection-missing', pass: false, because: 'HTTP does not redirect' };
  if (last?.protocol !== 'https:') return { result: 'redirection-not-to-https', pass: false, because: `ends at ${last?.href}` };
  if (second?.protocol === 'http:')
    return {
      result: 'redirection-not-to-https-on-initial-redirection',
      pass: false,
      because: `first redirect goes to ${second.href}`,
    };
  if (first?.protocol === 'http:' && second?.protocol === 'https:' && first.hostname !== second.hostname)
    return {
      result: 'redirection-off-host-from-http',
      pass: false,
      because: `first redirect leaves the host for ${second.hostname}`,
    };
  return { result: 'redirection-to-https', pass: true, because: `redirects to ${second?.href}` };
}

const REFERRER_PRIVATE = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const REFERRER_UNSAFE = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];

function referrerTest(headers: Record<string, string>, page: PageFacts | null): Verdict {
  const values = [headers['referrer-policy'], page?.metaReferrer].filter((v): v is string => v !== undefined && v !== null);
  if (values.length === 0) return { result: 'referrer-policy-not-implemented', pass: true, because: 'no Referrer-Policy' };
  // The last policy the browser knows wins; the meta tag comes after the header.
  const policy =
    values
      .join(', ')
      .split(',')
      .map((p) => p.trim().toLowerCase())
      .filter((p) => REFERRER_PRIVATE.includes(p) || REFERRER_UNSAFE.includes(p))
      .at(-1) ?? '';
  if (REFERRER_PRIVATE.includes(policy)) return { result: 'referrer-policy-private', pass: true, because: policy };
  if (REFERRER_UNSAFE.includes(policy)) return { result: 'referrer-policy-unsafe', pass: false, because: policy };
  return { result: 'referrer-policy-header-invalid', pass: false, because: 'no known policy value' };
}

const SRI_ORDER = [
  'sri-implemented-and-all-scripts-loaded-securely',
  'sri-implemented-and-external-scripts-loaded-securely',
  'sri-implemented-but-external-scripts-not-loaded-securely',
  'sri-not-implemented-but-external-scripts-loaded-securely',
  'sri-not-implemented-and-external-scripts-not-loaded-securely',
  'sri-not-implemented-response-not-html',
];

function sriTest(retrieval: Retrieval, session: Session, page: PageFacts | null): Verdict {
  const mime = (finalHop(session).headers['content-type'] ?? '').split(';', 1)[0] ?? '';
  if (mime && !HTML_TYPES.has(mime))
    return { result: 'sri-not-implemented-response-not-html', pass: true, because: `${mime} page` };
  const scripts = page?.scripts ?? [];
  if (scripts.length === 0) return { result: 'sri-not-implemented-but-no-scripts-loaded', pass: true, because: 'no <script>' };
  const siteDomain = registrableDomain(retrieval.hostname);
  let result: string | null = null;
  let foreign = false;
  const external: string[] = [];
  for (const script of scripts) {
    const src = script.src;
    if (!src) continue;
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//.test(src);
    let sameSite = true;
    let scheme: string | null = null;
    if (absolute) {
      try {
        const url = new URL(src);
        sameSite = registrableDomain(url.hostname) === siteDomain;
        scheme = url.protocol;
      } catch {
        sameSite = false;
      }
    }
    const relative = !protocolRelative && !absolute;
    const secureOrigin = relative || (sameSite && !protocolRelative);
    const secureScheme = scheme === 'https:' || (relative && session.startUrl.protocol === 'https:');
    if (!secureOrigin) {
      foreign = true;
      external.push(src.slice(0, 200));
      if (script.integrity && !secureScheme)
        result = worse('sri-implemented-but-external-scripts-not-loaded-securely', result, SRI_ORDER);
      else if (!script.integrity && secureScheme)
        result = worse('sri-not-implemented-but-external-scripts-loaded-securely', result, SRI_ORDER);
      else if (!script.integrity)
        result = worse('sri-not-implemented-and-external-scripts-not-loaded-securely', result, SRI_ORDER);
    } else if (script.integrity && secureScheme && result === null) {
      result = 'sri-implemented-and-all-scripts-loaded-securely';
    }
  }
  const final: string =
    result ??
    (foreign
      ? 'sri-implemented-and-external-scripts-loaded-securely'
      : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
  const pass = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
  ].includes(final);
  return {
    result: final,
    pass,
    because: external.length > 0 ? `external scripts: ${external.slice(0, 5).join(', ')}` : 'scripts from the same site only',
  };
}

function xContentTypeOptionsTest(headers: Record<string, string>): Verdict {
  const header = headers['x-content-type-options'];
  if (header === undefined) return { result: 'x-content-type-options-not-implemented', pass: false, because: 'header missing' };
  if (header.slice(0, 256).trim().toLowerCase() === 'nosniff')
    return { result: 'x-content-type-options-nosniff', pass: true, because: 'nosniff' };
  return { result: 'x-content-type-options-header-invalid', pass: false, because: `value ${header.slice(0, 64)}` };
}

function xFrameOptionsTest(headers: Record<string, string>, cspData: Record<string, string[]> | null): Verdict {
  if (cspData?.['frame-ancestors'])
    return { result: 'x-frame-options-implemented-via-csp', pass: true, because: 'CSP frame-ancestors is set' };
  const header = headers['x-frame-options'];
  if (header === undefined)
    return { result: 'x-frame-options-not-implemented', pass: false, because: 'no X-Frame-Options nor frame-ancestors' };
  const value = header.slice(0, 1024).trim().toLowerCase();
  if (value === 'deny' || value === 'sameorigin')
    return { result: 'x-frame-options-sameorigin-or-deny', pass: true, because: value };
  if (value.startsWith('allow-from')) return { result: 'x-frame-options-allow-from-origin', pass: true, because: value };
  return { result: 'x-frame-options-header-invalid', pass: false, because: `value ${value.slice(0, 64)}` };
}

function corpTest(headers: Record<string, string>): Verdict {
  const header = headers['cross-origin-resource-policy'];
  if (!header) return { result: 'corp-not-implemented', pass: true, because: 'header missing' };
  const value = header.slice(0, 256).trim().toLowerCase();
  const known: Record<string, string> = {
    'same-site': 'corp-implemented-with-same-site',
    'same-origin': 'corp-implemented-with-same-origin',
    'cross-origin': 'corp-implemented-with-cross-origin',
  };
  const result = known[value];
  return result
    ? { result, pass: true, because: value }
    : { result: 'corp-header-invalid', pass: false, because: `value ${value.slice(0, 64)}` };
}

/** The bare token of an RFC 8941 structured-field item (parameters allowed), or null when it is not one. */
export function structuredToken(value: string): string | null {
  const token = "[A-Za-z*][!#$%&'*+\\-.^_`|~0-9A-Za-z:/]*";
  const bare = `(?:${token}|"(?:[^"\\\\]|\\\\.)*"|-?\\d+(?:\\.\\d+)?|\\?[01])`;
  const parameters = `(?:;\\s*[a-z*][a-z0-9_\\-.*]*(?:=${bare})?)*`;
  const match = new RegExp(`^(${token})${parameters}$`).exec(value.trim());
  return match?.[1] ?? null;
}

function policyHeaderTest(
  headers: Record<string, string>,
  header: string,
  prefix: 'coop' | 'coep',
  values: readonly string[],
): Verdict {
  const raw = headers[header];
  if (raw === undefined) return { result: `${prefix}-not-implemented`, pass: true, because: 'header missing' };
  // Repeated headers arrive joined by ", ", which is no structured-field item: invalid, as in the Observatory.
  const token = structuredToken(raw.slice(0, 1024));
  if (token && values.includes(token)) return { result: `${prefix}-implemented-with-${token}`, pass: true, because: token };
  return { result: `${prefix}-header-invalid`, pass: false, because: `value ${raw.slice(0, 64)}` };
}

/** Runs the twelve tests on what was retrieved; null when neither HTTP nor HTTPS answered acceptably. */
export function gradeHeaders(retrieval: Retrieval): ObservatoryGrade | { error: string } {
  const session = retrieval.https ?? retrieval.http;
  if (!session) return { error: 'The site seems to be down.' };
  const response = finalHop(session);
  if (response.status < 200 || (response.status >= 400 && response.status !== 401 && response.status !== 403))
    return { error: `Site did respond with an unexpected HTTP status code ${response.status}.` };
  const { headers } = response;
  const mime = (headers['content-type'] ?? '').split(';', 1)[0] ?? '';
  const page = HTML_TYPES.has(mime) && session.body ? readPage(session.body) : null;

  const csp = gradeCsp(
    headers['content-security-policy'] === undefined ? [] : [headers['content-security-policy']],
    page?.metaCsp ?? [],
    Boolean(headers['content-security-policy-report-only']),
    session.startUrl.protocol === 'https:',
  );
  const hsts = hstsTest(retrieval);
  const verdicts: [string, Verdict][] = [
    ['content-security-policy', csp],
    ['cookies', cookiesTest(session, hsts.pass)],
    [
      'cross-origin-embedder-policy',
      policyHeaderTest(headers, 'cross-origin-embedder-policy', 'coep', ['require-corp', 'credentialless', 'unsafe-none']),
    ],
    [
      'cross-origin-opener-policy',
      policyHeaderTest(headers, 'cross-origin-opener-policy', 'coop', [
        'same-origin',
        'same-origin-allow-popups',
        'noopener-allow-popups',
        'unsafe-none',
      ]),
    ],
    ['cross-origin-resource-sharing', corsTest(retrieval)],
    ['redirection', redirectionTest(retrieval)],
    ['referrer-policy', referrerTest(headers, page)],
    ['strict-transport-security', hsts],
    ['subresource-integrity', sriTest(retrieval, session, page)],
    ['x-content-type-options', xContentTypeOptionsTest(headers)],
    ['x-frame-options', xFrameOptionsTest(headers, csp.data)],
    ['cross-origin-resource-policy', corpTest(headers)],
  ];
  const tests: ObservatoryTest[] = verdicts.map(([test, verdict]) => ({
    test,
    pass: verdict.pass,
    modifier: MODIFIERS[verdict.result] ?? 0,
    result: verdict.result,
    because: verdict.because,
  }));
  const score = Math.max(0, scoreResults(tests.map((t) => t.result)));
  const testsPassed = tests.filter((t) => t.pass).length;
  return {
    algorithmVersion: OBSERVATORY_ALGORITHM_VERSION,
    score,
    grade: gradeForScore(score),
    testsPassed,
    testsFailed: tests.length - testsPassed,
    tests,
    statusCode: response.status,
    gradedUrl: response.url.href,
  };
}
