// Content-Security-Policy parsing and grading as the MDN HTTP Observatory does it (scoring algorithm version 6,
// @mdn/mdn-http-observatory 1.6.x, test "content-security-policy"). Written from the published algorithm, not copied.

/** Directives a <meta http-equiv> policy may not carry (HTML standard); dropped from meta policies. */
const DISALLOWED_IN_META = ['frame-ancestors', 'report-uri', 'sandbox'];
/** The only directives allowed twice in one policy; anything else repeated makes the policy invalid. */
const ALLOWED_DUPLICATES = new Set(['report-uri', 'report-to']);
/** Shorter policies than this ("img-src" minus one) are invalid. */
const SHORTEST_POLICY = 6;

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const isBroadOrUnsafeInline = (source: string) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source);
const PASSIVE_DIRECTIVES = ['img-src', 'media-src'];
const NONCE_OR_HASH = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const hasNonceOrHash = (sources: Set<string>) => [...sources].some((s) => NONCE_OR_HASH.some((prefix) => s.startsWith(prefix)));

export interface ParsedCsp {
  directives: Map<string, Set<string>>;
  /** report-uri / report-to given more than once in a policy. */
  duplicates: boolean;
}

/**
 * Parses one or more policies (a header's comma-separated list, or several headers). Throws on an invalid policy.
 * Several policies are enforced together, so a directive present in more than one keeps only the sources they share
 * (a simplification of the Observatory's path-aware intersection: sources are compared whole).
 */
export function parseCsp(policies: readonly string[]): ParsedCsp {
  const directives = new Map<string, Set<string>>();
  let duplicates = false;
  policies.forEach((raw, index) => {
    const policy = raw.replace(/[\r\n]/g, '').trim();
    if (policy.length < SHORTEST_POLICY) throw new Error('invalid policy');
    const seen = new Set<string>();
    for (const entry of policy.split(';')) {
      const [name, ...values] = entry.trim().split(/\s+/);
      if (!name) continue;
      const directive = name.toLowerCase();
      if (seen.has(directive)) {
        if (!ALLOWED_DUPLICATES.has(directive)) throw new Error(`duplicate directive ${directive}`);
        duplicates = true;
        continue; // the first occurrence wins
      }
      seen.add(directive);
      let sources = new Set(values.map((value) => value.trim().toLowerCase()).filter(Boolean));
      if (sources.size === 0 && directive.endsWith('-src')) sources = new Set(["'none'"]);
      const earlier = index > 0 ? directives.get(directive) : undefined;
      if (earlier) {
        const shared = new Set([...earlier].filter((source) => sources.has(source)));
        directives.set(directive, shared.size > 0 ? shared : new Set(["'none'"]));
      } else {
        directives.set(directive, sources);
      }
    }
  });
  return { directives, duplicates };
}

export interface CspVerdict {
  result: string;
  pass: boolean;
  /** The effective policy (header and meta), when one was graded. */
  data: Record<string, string[]> | null;
  because: string;
}

const splitPolicies = (values: readonly string[]) => values.flatMap((value) => value.split(',').map((policy) => policy.trim()));

/**
 * @param headerValues Content-Security-Policy header values; @param metaValues <meta http-equiv> policies;
 * @param reportOnly whether Content-Security-Policy-Report-Only is set; @param https whether the graded URL is HTTPS.
 */
export function gradeCsp(
  headerValues: readonly string[],
  metaValues: readonly string[],
  reportOnly: boolean,
  https: boolean,
): CspVerdict {
  const headerPolicies = splitPolicies(headerValues);
  const metaPolicies = splitPolicies(metaValues);
  let csp: ParsedCsp;
  try {
    csp = parseCsp([...headerPolicies, ...metaPolicies]);
  } catch {
    return { result: 'csp-header-invalid', pass: false, data: null, because: 'the policy cannot be parsed' };
  }
  let headerOnly: Map<string, Set<string>>;
  try {
    headerOnly = parseCsp(headerPolicies).directives;
  } catch {
    headerOnly = new Map();
  }
  let metaOnly: Map<string, Set<string>>;
  try {
    metaOnly = parseCsp(metaPolicies).directives;
    for (const directive of DISALLOWED_IN_META) metaOnly.delete(directive);
  } catch {
    metaOnly = new Map();
  }
  if (headerOnly.size + metaOnly.size === 0) {
    return reportOnly
      ? {
          result: 'csp-not-implemented-but-reporting-enabled',
          pass: false,
          data: null,
          because: 'only Content-Security-Policy-Report-Only is set',
        }
      : { result: 'csp-not-implemented', pass: false, data: null, because: 'no Content-Security-Policy header or meta tag' };
  }

  const get = (directive: string) => csp.directives.get(directive);
  const fallback = (directive: string) => get(directive) ?? get('default-src') ?? new Set(['*']);
  const objectSrc = fallback('object-src');
  const scriptSrc = fallback('script-src');
  const styleSrc = fallback('style-src');
  // A nonce or hash makes browsers ignore 'unsafe-inline' (it is there for older browsers).
  for (const sources of [scriptSrc, styleSrc]) if (hasNonceOrHash(sources)) sources.delete("'unsafe-inline'");

  let result: string | null = null;
  const reasons: string[] = [];
  const flag = (expectation: string, reason: string) => {
    if (result === null) result = expectation;
    reasons.push(reason);
  };

  if (scriptSrc.has("'strict-dynamic'")) {
    if (hasNonceOrHash(scriptSrc)) {
      // With a nonce or hash, 'strict-dynamic' makes browsers ignore host and scheme sources, 'self' and 'unsafe-inline'.
      for (const source of [...scriptSrc])
        if (
          [...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) ||
          source === "'self'" ||
          source === "'unsafe-inline'"
        )
          scriptSrc.delete(source);
    } else {
      flag('csp-header-invalid', "'strict-dynamic' without a nonce or hash");
    }
  }

  const activeSources = [
    ...[...csp.directives]
      .filter(([directive]) => !PASSIVE_DIRECTIVES.includes(directive) && directive !== 'script-src')
      .flatMap(([, sources]) => [...sources]),
    ...scriptSrc,
  ];
  const passiveSources = PASSIVE_DIRECTIVES.flatMap((directive) => [...(get(directive) ?? get('default-src') ?? [])]);
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');

  if ([...scriptSrc].some(isBroadOrUnsafeInline) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s)))
    flag(
      'csp-implemented-with-unsafe-inline',
      "script-src allows 'unsafe-inline', data: or a broad source, or object-src is broad",
    );
  if (https && activeSources.some(insecure))
    flag('csp-implemented-with-insecure-scheme', 'an HTTPS page allows active content over http: or ftp:');
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
    flag('csp-implemented-with-unsafe-eval', "'unsafe-eval' allowed");
  if (https && passiveSources.some(insecure))
    flag('csp-implemented-with-insecure-scheme-in-passive-content-only', 'an HTTPS page allows images or media over http:');
  if ([...styleSrc].some(isBroadOrUnsafeInline))
    flag('csp-implemented-with-unsafe-inline-in-style-src-only', "style-src allows 'unsafe-inline', data: or a broad source");
  const defaultSrc = get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) {
    if (result === null) result = 'csp-implemented-with-no-unsafe-default-src-none';
  } else if (result === null) {
    result = 'csp-implemented-with-no-unsafe';
  }

  let final: string = result ?? 'csp-implemented-with-no-unsafe';
  const pass = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ].includes(final);
  if (pass && csp.duplicates) {
    final = 'csp-implemented-but-duplicate-directives';
    reasons.push('report-uri or report-to is repeated');
  }
  const data = Object.fromEntries([...csp.directives].map(([directive, sources]) => [directive, [...sources].sort()]));
  return {
    result: final,
    pass,
    data,
    because: reasons.length > 0 ? reasons.join('; ') : "a policy without 'unsafe-inline' or 'unsafe-eval'",
  };
}
