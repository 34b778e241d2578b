// The HTTP Observatory's header tests other than CSP (./csp) and cookies (./observatory-cookies), algorithm version 6:
// HSTS, CORS, redirection, Referrer-Policy, Subresource Integrity, X-Content-Type-Options, X-Frame-Options, CORP,
// COOP and COEP. Each returns the Observatory's result key, whether it passes, and why.
import type { PageFacts } from './html';
import { worse, type Verdict } from './observatory-scoring';
import { finalHop, HTML_TYPES, type Retrieval, type Session } from './observatory-session';

/** The registrable domain, approximated by the last two labels (an IP address stands for itself). */
export function registrableDomain(hostname: string): string {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return hostname;
  return hostname.split('.').slice(-2).join('.');
}

export function hstsTest(retrieval: Retrieval): Verdict & { maxAge: number | null } {
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

export function corsTest(retrieval: Retrieval): Verdict {
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

export function redirectionTest(retrieval: Retrieval): Verdict {
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

export function referrerTest(headers: Record<string, string>, page: PageFacts | null): Verdict {
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

export function sriTest(retrieval: Retrieval, session: Session, page: PageFacts | null): Verdict {
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

export function xContentTypeOptionsTest(headers: Record<string, string>): Verdict {
  const header = headers['x-content-type-options'];
  if (header === undefined) return { result: 'x-content-type-options-not-implemented', pass: false, because: 'header missing' };
  if (header.slice(0, 256).trim().toLowerCase() === 'nosniff')
    return { result: 'x-content-type-options-nosniff', pass: true, because: 'nosniff' };
  return { result: 'x-content-type-options-header-invalid', pass: false, because: `value ${header.slice(0, 64)}` };
}

export function xFrameOptionsTest(headers: Record<string, string>, cspData: Record<string, string[]> | null): Verdict {
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

export function corpTest(headers: Record<string, string>): Verdict {
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

export function policyHeaderTest(
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
