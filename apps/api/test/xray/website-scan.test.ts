// The X-Ray website scanner against local servers only: node:https with a self-signed certificate generated here
// (trusted through the injected CA), node:http for plain HTTP, an injected resolver for DNS. Nothing leaves the machine.
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gradeCsp } from '../../src/services/xray/website/csp';
import {
  DOMAIN_RESOLUTION_FAILED,
  RESERVED_ADDRESS,
  gradeForScore,
  scanWebsite,
  scoreResults,
  type WebsiteResolver,
  type WebsiteScan,
  type WebsiteScanDeps,
  type WebsiteScanOk,
} from '../../src/services/xray/website';

const HOST = 'shop.test';
// OpenSSL checks certificate dates against the real time, so the injected clock starts from it (whole seconds,
// as certificates carry).
const NOW = Math.floor(Date.now() / 1000) * 1000;
const DAY = 86_400_000;
let pems: { cert: string; private: string };

beforeAll(async () => {
  const generated = await generate([{ name: 'commonName', value: HOST }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate: new Date(NOW - DAY),
    notAfterDate: new Date(NOW + 90 * DAY),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: HOST }] }],
  });
  pems = { cert: generated.cert, private: generated.private };
});

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
const servers: (http.Server | https.Server)[] = [];

async function listen(server: http.Server | https.Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
const httpsServer = (handler: Handler) => listen(https.createServer({ key: pems.private, cert: pems.cert }, handler));
const httpServer = (handler: Handler) => listen(http.createServer(handler));
/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});
afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Serves `headers` (and `body`) on every GET; answers OPTIONS with the same headers. */
function page(headers: Record<string, string | string[]>, body = '<!doctype html><title>shop</title><p>hello</p>'): Handler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end(body);
  };
}
const redirectTo =
  (location: string): Handler =>
  (_request, response) => {
    response.writeHead(301, { location });
    response.end();
  };

const dnsError = (code: string) => Object.assign(new Error(`query ${code}`), { code });

interface Zone {
  a?: Record<string, string[]>;
  txt?: Record<string, string[][]>;
  mx?: Record<string, { exchange: string; priority: number }[]>;
  caa?: Record<string, { critical: number; issue?: string }[]>;
  /** Names whose TXT, MX and CAA queries fail with SERVFAIL. */
  failing?: string[];
}
function resolver(zone: Zone): WebsiteResolver {
  const answer = <T>(table: Record<string, T[]> | undefined, name: string): Promise<T[]> => {
    if (zone.failing?.includes(name)) return Promise.reject(dnsError('ESERVFAIL'));
    const records = table?.[name];
    return records ? Promise.resolve(records) : Promise.reject(dnsError('ENOTFOUND'));
  };
  return {
    resolve4: (name) => (zone.a?.[name] ? Promise.resolve(zone.a[name]) : Promise.reject(dnsError('ENOTFOUND'))),
    resolve6: () => Promise.reject(dnsError('ENODATA')),
    resolveTxt: (name) => answer(zone.txt, name),
    resolveMx: (name) => answer(zone.mx, name),
    resolveCaa: (name) => answer(zone.caa, name),
  };
}

const LOCAL: Zone = { a: { [HOST]: ['127.0.0.1'] } };
function deps(zone: Zone, ports: { http: number; https: number }, extra: Partial<WebsiteScanDeps> = {}): WebsiteScanDeps {
  return {
    resolver: resolver(zone),
    clock: { now: () => NOW },
    fetch: { ca: pems.cert, ports, timeoutMs: 3_000, allowPrivateAddresses: true },
    ...extra,
  };
}
function ok(scan: WebsiteScan): WebsiteScanOk {
  if (scan.status !== 'ok') throw new Error(`scan failed: ${scan.message}`);
  return scan;
}
const resultOf = (scan: WebsiteScanOk, test: string) => scan.headers?.tests.find((t) => t.test === test);
const coverageOf = (scan: WebsiteScan, check: string) => scan.coverage.find((c) => c.check === check);

const STRONG: Record<string, string> = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
};

describe('scanWebsite: DNS', () => {
  it('a name that does not resolve fails with the product message, and says nothing else ran', async () => {
    const scan = await scanWebsite('https://gone.test/', {
      resolver: resolver({}),
      clock: { now: () => NOW },
    });
    expect(scan).toMatchObject({
      status: 'failed',
      message: 'Domain resolution failed, the website may be blocked or abandoned!',
      scannedAt: new Date(NOW).toISOString(),
    });
    expect(DOMAIN_RESOLUTION_FAILED).toBe('Domain resolution failed, the website may be blocked or abandoned!');
    expect(coverageOf(scan, 'dns')).toEqual({ check: 'dns', status: 'checked', reason: 'no A or AAAA record' });
    expect(scan.coverage.filter((c) => c.status === 'not checked')).toHaveLength(9);
  });

  it('refuses to scan a name that resolves to a private address unless told to (SSRF guard)', async () => {
    const scan = await scanWebsite(`https://${HOST}/`, { resolver: resolver(LOCAL), clock: { now: () => NOW } });
    expect(scan).toMatchObject({ status: 'failed', message: RESERVED_ADDRESS });
  });

  it('reads SPF, DMARC, CAA and MX when present', async () => {
    const httpsPort = await httpsServer(page(STRONG));
    const zone: Zone = {
      ...LOCAL,
      txt: {
        [HOST]: [['v=spf1 include:_spf.mail.test ', '-all'], ['google-site-verification=abc']],
        [`_dmarc.${HOST}`]: [['v=DMARC1; p=reject; sp=quarantine; pct=100; rua=mailto:d@shop.test']],
      },
      mx: {
        [HOST]: [
          { exchange: 'mx2.mail.test', priority: 20 },
          { exchange: 'mx1.mail.test', priority: 10 },
        ],
      },
      caa: { [HOST]: [{ critical: 0, issue: 'letsencrypt.org' }] },
    };
    const scan = ok(
      await scanWebsite(`https://${HOST}:${httpsPort}/`, deps(zone, { http: await closedPort(), https: httpsPort })),
    );
    expect(scan.addresses).toEqual({ ipv4: ['127.0.0.1'], ipv6: [] });
    expect(scan.dns.spf).toEqual({
      present: true,
      domain: HOST,
      record: 'v=spf1 include:_spf.mail.test -all',
      all: '-',
      multiple: false,
    });
    expect(scan.dns.dmarc).toMatchObject({
      present: true,
      domain: HOST,
      policy: 'reject',
      subdomainPolicy: 'quarantine',
      pct: 100,
    });
    expect(scan.dns.caa).toMatchObject({ present: true, domain: HOST, issue: ['letsencrypt.org'] });
    expect(scan.dns.mx?.records.map((r) => r.exchange)).toEqual(['mx1.mail.test', 'mx2.mail.test']);
    for (const check of ['spf', 'dmarc', 'caa', 'mx']) expect(coverageOf(scan, check)).toEqual({ check, status: 'checked' });
  });

  it('reports SPF and DMARC absent, and a failing DNS server as not checked', async () => {
    const httpsPort = await httpsServer(page(STRONG));
    const zone: Zone = { ...LOCAL, failing: [HOST] };
    const scan = ok(
      await scanWebsite(`https://${HOST}:${httpsPort}/`, deps(zone, { http: await closedPort(), https: httpsPort })),
    );
    expect(scan.dns.dmarc).toMatchObject({ present: false, policy: null });
    expect(coverageOf(scan, 'dmarc')).toEqual({ check: 'dmarc', status: 'checked' });
    // TXT, MX and CAA at the host answer SERVFAIL: unknown, not absent.
    expect(scan.dns.spf).toBeNull();
    expect(coverageOf(scan, 'spf')).toEqual({ check: 'spf', status: 'not checked', reason: 'DNS lookup failed (ESERVFAIL)' });
    expect(coverageOf(scan, 'mx')?.status).toBe('not checked');

    const absent = ok(
      await scanWebsite(`https://${HOST}:${httpsPort}/`, deps(LOCAL, { http: await closedPort(), https: httpsPort })),
    );
    expect(absent.dns.spf).toMatchObject({ present: false, record: null, all: null });
    expect(absent.dns.dmarc?.present).toBe(false);
    expect(absent.dns.mx).toEqual({ present: false, records: [] });
  });
});

describe('scanWebsite: TLS and the Observatory grade', () => {
  it('a strong header set behind an HTTP→HTTPS redirect grades A+ with the bonuses, and TLS is read', async () => {
    const httpsPort = await httpsServer(page(STRONG));
    const httpPort = await httpServer(redirectTo(`https://${HOST}:${httpsPort}/`));
    const scan = ok(await scanWebsite(`https://${HOST}:${httpsPort}/`, deps(LOCAL, { http: httpPort, https: httpsPort })));

    expect(scan.tls).toMatchObject({ authorized: true, authorizationError: null, subject: HOST, daysLeft: 90 });
    expect(scan.tls?.protocol).toMatch(/^TLSv1\.[23]$/);
    const grade = scan.headers;
    expect(grade).toMatchObject({ algorithmVersion: 6, grade: 'A+', testsPassed: 12, testsFailed: 0, statusCode: 200 });
    // 100 + CSP default-src 'none' 10 + frame-ancestors 5 + Referrer-Policy 5 + CORP 10 + COOP 10 + COEP 10.
    expect(grade?.score).toBe(150);
    expect(resultOf(scan, 'redirection')).toMatchObject({ result: 'redirection-to-https', pass: true, modifier: 0 });
    expect(resultOf(scan, 'content-security-policy')).toMatchObject({
      result: 'csp-implemented-with-no-unsafe-default-src-none',
      modifier: 10,
    });
    expect(resultOf(scan, 'x-frame-options')?.result).toBe('x-frame-options-implemented-via-csp');
    expect(resultOf(scan, 'strict-transport-security')).toMatchObject({
      result: 'hsts-implemented-max-age-at-least-six-months',
      pass: true,
    });
    for (const test of grade?.tests ?? []) expect(test.because).not.toBe('');
    expect(coverageOf(scan, 'ports')).toEqual({
      check: 'ports',
      status: 'not checked',
      reason: 'exposed-port checks are off (opt-in)',
    });
  });

  it('no security headers over HTTPS only: 100 − 25 (CSP) − 20 (HSTS) − 5 (nosniff) − 20 (framing) = 30, a D', async () => {
    const httpsPort = await httpsServer(page({}));
    const scan = ok(
      await scanWebsite(`https://${HOST}:${httpsPort}/`, deps(LOCAL, { http: await closedPort(), https: httpsPort })),
    );
    expect(scan.headers).toMatchObject({ score: 30, grade: 'D', testsFailed: 4 });
    expect(resultOf(scan, 'redirection')?.result).toBe('redirection-not-needed-no-http');
    expect(resultOf(scan, 'content-security-policy')).toMatchObject({
      result: 'csp-not-implemented',
      modifier: -25,
      pass: false,
    });
  });

  it('no security headers over plain HTTP only: redirection and HSTS missing too, 10 points, an F', async () => {
    const httpPort = await httpServer(page({}));
    const scan = ok(await scanWebsite(`http://${HOST}:${httpPort}/`, deps(LOCAL, { http: httpPort, https: await closedPort() })));
    expect(scan.headers).toMatchObject({ score: 10, grade: 'F' });
    expect(resultOf(scan, 'redirection')?.result).toBe('redirection-missing');
    expect(resultOf(scan, 'strict-transport-security')?.result).toBe('hsts-not-implemented-no-https');
    expect(scan.tls).toBeNull();
    expect(coverageOf(scan, 'tls')?.status).toBe('not checked');
    expect(coverageOf(scan, 'http-headers')).toMatchObject({
      status: 'checked',
      reason: 'graded over plain HTTP: HTTPS did not answer',
    });
  });

  it('gives no bonus below 90: the strong set without HSTS is 80 (B+), not 130', async () => {
    const { 'strict-transport-security': _hsts, ...withoutHsts } = STRONG;
    const httpsPort = await httpsServer(page(withoutHsts));
    const scan = ok(
      await scanWebsite(`https://${HOST}:${httpsPort}/`, deps(LOCAL, { http: await closedPort(), https: httpsPort })),
    );
    expect(scan.headers).toMatchObject({ score: 80, grade: 'B+' });
  });

  it('an untrusted certificate is read but fails HSTS as invalid-cert', async () => {
    const httpsPort = await httpsServer(page(STRONG));
    const base = deps(LOCAL, { http: await closedPort(), https: httpsPort });
    const scan = ok(await scanWebsite(`https://${HOST}:${httpsPort}/`, { ...base, fetch: { ...base.fetch, ca: undefined } }));
    expect(scan.tls).toMatchObject({ authorized: false, authorizationError: 'DEPTH_ZERO_SELF_SIGNED_CERT', daysLeft: 90 });
    expect(resultOf(scan, 'strict-transport-security')).toMatchObject({ result: 'hsts-invalid-cert', modifier: -20 });
  });

  it('grades cookies, SRI and a reflecting CORS policy with credentials', async () => {
    const httpsPort = await httpsServer((request, response) => {
      const headers: Record<string, string | string[]> = {
        ...STRONG,
        'content-type': 'text/html',
        'set-cookie': ['PHPSESSID=abc; Path=/', 'theme=dark; Secure; SameSite=Lax'],
        'x-powered-by': 'Express',
        server: 'nginx/1.27.0',
        'cf-ray': '8f00aa-CDG',
      };
      if (request.method === 'OPTIONS' && request.headers.origin) {
        headers['access-control-allow-origin'] = request.headers.origin;
        headers['access-control-allow-credentials'] = 'true';
      }
      response.writeHead(200, headers);
      response.end(
        '<html><head><script src="http://cdn.other.test/lib.js"></script><meta name="generator" content="WordPress 6.5"></head></html>',
      );
    });
    const scan = ok(
      await scanWebsite(`https://${HOST}:${httpsPort}/`, deps(LOCAL, { http: await closedPort(), https: httpsPort })),
    );
    expect(resultOf(scan, 'cookies')).toMatchObject({
      result: 'cookies-session-without-httponly-flag',
      modifier: -30,
    });
    expect(resultOf(scan, 'subresource-integrity')).toMatchObject({
      result: 'sri-not-implemented-and-external-scripts-not-loaded-securely',
      modifier: -50,
    });
    expect(resultOf(scan, 'cross-origin-resource-sharing')).toMatchObject({
      result: 'cross-origin-resource-sharing-implemented-with-universal-access',
      modifier: -50,
    });
    // 100 − 30 − 50 − 50 = −30, shown as 0: an F.
    expect(scan.headers).toMatchObject({ score: 0, grade: 'F' });
    expect(scan.stack).toMatchObject({ server: 'nginx/1.27.0', poweredBy: 'Express' });
    expect(scan.stack?.technologies.map((t) => t.name)).toEqual(expect.arrayContaining(['PHP', 'Express', 'nginx', 'WordPress']));
    expect(scan.waf).toEqual({ detected: true, vendors: [{ name: 'Cloudflare', kind: 'waf', evidence: ['cf-ray header'] }] });
  });

  it('an external script over HTTPS with integrity earns the SRI bonus; no WAF is no WAF', async () => {
    const body = '<script src="https://cdn.other.test/lib.js" integrity="sha384-abc" crossorigin="anonymous"></script>';
    const httpsPort = await httpsServer(page(STRONG, body));
    const scan = ok(
      await scanWebsite(`https://${HOST}:${httpsPort}/`, deps(LOCAL, { http: await closedPort(), https: httpsPort })),
    );
    expect(resultOf(scan, 'subresource-integrity')).toMatchObject({
      result: 'sri-implemented-and-external-scripts-loaded-securely',
      modifier: 5,
      pass: true,
    });
    expect(scan.waf).toEqual({ detected: false, vendors: [] });
  });
});

describe('scanWebsite: exposed ports (opt-in)', () => {
  it('connects to the listed ports only when enabled', async () => {
    const httpsPort = await httpsServer(page(STRONG));
    const open = await httpServer(page({}));
    const closed = await closedPort();
    const scan = ok(
      await scanWebsite(
        `https://${HOST}:${httpsPort}/`,
        deps(
          LOCAL,
          { http: await closedPort(), https: httpsPort },
          { portCheck: { enabled: true, ports: [open, closed], timeoutMs: 1_000 } },
        ),
      ),
    );
    expect(scan.ports).toEqual([
      { port: open, state: 'open' },
      { port: closed, state: 'closed' },
    ]);
    expect(coverageOf(scan, 'ports')).toEqual({ check: 'ports', status: 'checked' });
  });
});

describe('Observatory algorithm (version 6) units', () => {
  it('maps scores to the published grade chart', () => {
    expect([120, 100, 95, 90, 89, 85, 80, 75, 70, 65, 60, 50, 45, 40, 30, 25, 24, 0, -10].map(gradeForScore)).toEqual([
      'A+',
      'A+',
      'A',
      'A',
      'A-',
      'A-',
      'B+',
      'B',
      'B',
      'B-',
      'C+',
      'C',
      'C-',
      'D+',
      'D',
      'D-',
      'F',
      'F',
      'F',
    ]);
  });

  it('adds bonuses only when the penalties leave at least 90', () => {
    expect(
      scoreResults(['x-content-type-options-not-implemented', 'referrer-policy-private', 'corp-implemented-with-same-origin']),
    ).toBe(110);
    expect(scoreResults(['hsts-not-implemented', 'referrer-policy-private', 'corp-implemented-with-same-origin'])).toBe(80);
  });

  it('grades CSP policies as the Observatory does', () => {
    const grade = (policy: string, https = true) => gradeCsp([policy], [], false, https).result;
    expect(grade("default-src 'none'")).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(grade("default-src 'self'")).toBe('csp-implemented-with-no-unsafe');
    // A nonce makes 'unsafe-inline' ignored; 'strict-dynamic' without one is invalid.
    expect(grade("default-src 'self'; script-src 'nonce-abc' 'unsafe-inline'")).toBe('csp-implemented-with-no-unsafe');
    expect(grade("default-src 'self'; script-src 'strict-dynamic'")).toBe('csp-header-invalid');
    expect(grade("default-src 'self'; script-src 'self' 'unsafe-inline'")).toBe('csp-implemented-with-unsafe-inline');
    expect(grade("default-src 'self'; script-src 'self' 'unsafe-eval'")).toBe('csp-implemented-with-unsafe-eval');
    expect(grade("default-src 'self'; style-src 'self' 'unsafe-inline'")).toBe(
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    );
    expect(grade("default-src 'self'; img-src http:")).toBe('csp-implemented-with-insecure-scheme-in-passive-content-only');
    expect(grade("default-src 'self'; img-src http:", false)).toBe('csp-implemented-with-no-unsafe');
    expect(grade("script-src 'self'")).toBe('csp-implemented-with-unsafe-inline'); // object-src falls back to *
    expect(grade("default-src 'self'; default-src 'none'")).toBe('csp-header-invalid');
    expect(grade("default-src 'self'; report-uri /a; report-uri /b")).toBe('csp-implemented-but-duplicate-directives');
    expect(gradeCsp([], [], true, true).result).toBe('csp-not-implemented-but-reporting-enabled');
    // frame-ancestors is ignored in a meta tag.
    expect(gradeCsp([], ["frame-ancestors 'none'"], false, true).result).toBe('csp-not-implemented');
  });
});
