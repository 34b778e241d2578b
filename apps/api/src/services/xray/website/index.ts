// X-Ray "Security, website" scanner (issue 11 §1): DNS and addresses, TLS, HTTP security headers graded with the MDN
// HTTP Observatory's algorithm (version 6), server/stack and WAF signatures, SPF/DMARC/CAA/MX, opt-in exposed-port
// checks, and a coverage list saying what ran and what did not. Self-contained; docs/xray-website.md.
import { isIP } from 'node:net';
import { DOMAIN_RESOLUTION_FAILED } from '@k3/shared';
import { addressGuard } from '../../../providers/address-guard';
import { checkCaa, checkDmarc, checkMx, checkSpf, mailDomain } from './dns';
import { createClient, DEFAULT_MAX_BODY_BYTES, DEFAULT_TIMEOUT_MS, resolveHost, type ClientOptions } from './fetch';
import { detectStack, detectWaf } from './fingerprint';
import { readPage } from './html';
import { CORS_ORIGIN, gradeHeaders, type Retrieval } from './observatory';
import { checkPorts, DEFAULT_EXPOSED_PORTS, DEFAULT_PORT_TIMEOUT_MS } from './ports';
import { probeTls } from './tls';
import type { CheckName, CoverageEntry, WebsiteScan, WebsiteScanDeps, WebsiteScanOk } from './types';

export type * from './types';
export { DEFAULT_EXPOSED_PORTS } from './ports';
export { OBSERVATORY_ALGORITHM_VERSION, gradeForScore, scoreResults, MODIFIERS } from './observatory';

/** The product's message when the site's domain does not resolve (spec §8). */
export { DOMAIN_RESOLUTION_FAILED };
export const INVALID_URL = 'This is not a valid website address.';
export const RESERVED_ADDRESS = 'The website resolves to a private or reserved address and was not scanned.';

const ALL_CHECKS: readonly CheckName[] = ['dns', 'tls', 'http-headers', 'stack', 'waf', 'spf', 'dmarc', 'caa', 'mx', 'ports'];

function parseUrl(input: string): URL | null {
  const trimmed = input.trim();
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return url;
  } catch {
    return null;
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function scanWebsite(url: string, deps: WebsiteScanDeps): Promise<WebsiteScan> {
  const scannedAt = new Date(deps.clock.now()).toISOString();
  const coverage = new Map<CheckName, CoverageEntry>();
  const mark = (check: CheckName, status: CoverageEntry['status'], reason?: string) =>
    coverage.set(check, reason === undefined ? { check, status } : { check, status, reason });
  const list = () =>
    ALL_CHECKS.map((check) => coverage.get(check) ?? { check, status: 'not checked' as const, reason: 'not reached' });
  const fail = (message: string, reason: string): WebsiteScan => {
    for (const check of ALL_CHECKS) if (!coverage.has(check)) mark(check, 'not checked', reason);
    return { status: 'failed', url, message, scannedAt, coverage: list() };
  };

  const target = parseUrl(url);
  if (!target) return fail(INVALID_URL, 'the address is not an http(s) URL');
  const host = target.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  const ipLiteral = isIP(host) !== 0;

  const addresses = await resolveHost(deps.resolver, host);
  const all = [...addresses.ipv4, ...addresses.ipv6];
  if (all.length === 0) {
    mark('dns', 'checked', 'no A or AAAA record');
    return fail(DOMAIN_RESOLUTION_FAILED, 'the domain does not resolve');
  }
  mark('dns', ipLiteral ? 'not checked' : 'checked', ipLiteral ? 'the URL names an IP address' : undefined);
  const allows = addressGuard({
    allowPrivateAddresses: deps.fetch?.allowPrivateAddresses,
    allowAddresses: deps.fetch?.allowAddresses,
  });
  const usable = all.filter(allows);
  const address = usable[0];
  if (address === undefined) return fail(RESERVED_ADDRESS, 'only private or reserved addresses');

  const options: ClientOptions = {
    resolver: deps.resolver,
    ca: deps.fetch?.ca,
    timeoutMs: deps.fetch?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBodyBytes: deps.fetch?.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    allows,
  };
  const client = createClient(options, new Map([[host, all]]));
  const ownPort = (scheme: 'http' | 'https') =>
    target.protocol === `${scheme}:` && target.port ? Number(target.port) : undefined;
  const httpPort = deps.fetch?.ports?.http ?? ownPort('http') ?? 80;
  const httpsPort = deps.fetch?.ports?.https ?? ownPort('https') ?? 443;
  const startUrl = (scheme: 'http' | 'https', port: number) => {
    const start = new URL(`${scheme}://${target.host}/`);
    start.port = port === (scheme === 'http' ? 80 : 443) ? '' : String(port);
    start.pathname = target.pathname;
    start.search = target.search;
    return start;
  };

  const portCheck = deps.portCheck;
  const domain = mailDomain(host);
  const lookup = <T>(run: () => Promise<T>): Promise<{ value: T | null; error: string | null }> =>
    ipLiteral
      ? Promise.resolve({ value: null, error: 'the URL names an IP address' })
      : run().then(
          (value) => ({ value, error: null }),
          (error: unknown) => ({ value: null, error: `DNS lookup failed (${reasonOf(error)})` }),
        );
  const [httpSession, httpsSession, tls, spf, dmarc, caa, mx, ports] = await Promise.all([
    client.session(startUrl('http', httpPort)),
    client.session(startUrl('https', httpsPort)),
    probeTls(address, httpsPort, host, { ca: options.ca, timeoutMs: options.timeoutMs, now: deps.clock.now() }).then(
      (info) => ({ info, error: null }),
      (error: unknown) => ({ info: null, error: reasonOf(error) }),
    ),
    lookup(() => checkSpf(deps.resolver, domain)),
    lookup(() => checkDmarc(deps.resolver, domain)),
    lookup(() => checkCaa(deps.resolver, host)),
    lookup(() => checkMx(deps.resolver, domain)),
    portCheck?.enabled
      ? checkPorts(address, portCheck.ports ?? DEFAULT_EXPOSED_PORTS, portCheck.timeoutMs ?? DEFAULT_PORT_TIMEOUT_MS)
      : Promise.resolve(null),
  ]);

  mark('tls', tls.info ? 'checked' : 'not checked', tls.info ? undefined : `HTTPS did not answer (${tls.error})`);
  for (const [check, outcome] of [
    ['spf', spf],
    ['dmarc', dmarc],
    ['caa', caa],
    ['mx', mx],
  ] as const)
    mark(check, outcome.error ? 'not checked' : 'checked', outcome.error ?? undefined);
  mark('ports', ports ? 'checked' : 'not checked', ports ? undefined : 'exposed-port checks are off (opt-in)');

  const graded = httpsSession ?? httpSession;
  let headers: WebsiteScanOk['headers'] = null;
  if (graded) {
    const finalUrl = graded.hops.at(-1)?.url ?? graded.startUrl;
    const corsHeaders = await client.options(finalUrl, CORS_ORIGIN);
    const retrieval: Retrieval = {
      hostname: host,
      http: httpSession,
      https: httpsSession,
      cors: corsHeaders ? { origin: CORS_ORIGIN, headers: corsHeaders } : null,
    };
    const grade = gradeHeaders(retrieval);
    if ('error' in grade) mark('http-headers', 'not checked', grade.error);
    else {
      headers = grade;
      mark('http-headers', 'checked', httpsSession ? undefined : 'graded over plain HTTP: HTTPS did not answer');
    }
  } else {
    mark('http-headers', 'not checked', 'neither HTTP nor HTTPS answered');
  }

  const hops = [...(httpsSession?.hops ?? []), ...(httpSession?.hops ?? [])];
  let stack: WebsiteScanOk['stack'] = null;
  let waf: WebsiteScanOk['waf'] = null;
  if (graded && hops.length > 0) {
    const mime = (graded.hops.at(-1)?.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase();
    const generator = mime === 'text/html' && graded.body ? readPage(graded.body).generator : null;
    stack = detectStack(graded.hops, generator);
    waf = detectWaf(hops);
    mark('stack', 'checked');
    mark('waf', 'checked');
  } else {
    mark('stack', 'not checked', 'no HTTP response to read');
    mark('waf', 'not checked', 'no HTTP response to read');
  }

  return {
    status: 'ok',
    url,
    host,
    scannedAt,
    addresses,
    tls: tls.info,
    headers,
    stack,
    waf,
    dns: { spf: spf.value, dmarc: dmarc.value, caa: caa.value, mx: mx.value },
    ports,
    coverage: list(),
  };
}
