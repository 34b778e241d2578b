// The website scanner's address guard (issue 22 §9, docs/xray-website.md "Network safety"): a token's website is scanned
// only on global unicast addresses, whichever IPv6 form hides a private one (a URL literal or a DNS answer), and each
// redirect is judged again. Local servers only; names come from an injected resolver, never from DNS.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVED_ADDRESS, scanWebsite, type WebsiteResolver, type WebsiteScanDeps } from '../../src/services/xray/website';

const NOW = Date.parse('2026-03-10T12:00:00Z');

interface Site {
  port: number;
  requests: string[];
  server: Server;
}

async function listen(host: string, location?: (port: number) => string): Promise<Site> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.headers.host}${request.url}`);
    if (location && request.method === 'GET') response.writeHead(301, { location: location(inner.port) }).end();
    else response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>site</title>');
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, host, resolve));
  return { port: (server.address() as AddressInfo).port, requests, server };
}

const notFound = () => Promise.reject(Object.assign(new Error('queryA ENOTFOUND'), { code: 'ENOTFOUND' }));
/** A zone of A and AAAA answers; TXT, MX and CAA absent. */
function resolver(a: Record<string, string[]>, aaaa: Record<string, string[]> = {}): WebsiteResolver {
  return {
    resolve4: (name) => (a[name] ? Promise.resolve(a[name]) : notFound()),
    resolve6: (name) => (aaaa[name] ? Promise.resolve(aaaa[name]) : notFound()),
    resolveTxt: notFound,
    resolveMx: notFound,
    resolveCaa: notFound,
  };
}

let inner: Site;
let closedPort: number;
beforeAll(async () => {
  // What the guard keeps out: on [::] when the machine has IPv6 (then IPv4-mapped forms reach it too).
  inner = await listen('::').catch(() => listen('0.0.0.0'));
  const closed = await listen('127.0.0.1');
  closedPort = closed.port;
  await new Promise((resolve) => closed.server.close(resolve));
});
afterAll(async () => {
  inner.server.closeAllConnections();
  await new Promise((resolve) => inner.server.close(resolve));
});

function deps(zone: WebsiteResolver, fetch: WebsiteScanDeps['fetch'] = {}): WebsiteScanDeps {
  return {
    resolver: zone,
    clock: { now: () => NOW },
    fetch: { ports: { http: inner.port, https: closedPort }, timeoutMs: 3_000, ...fetch },
  };
}

/** The forms the issue found, each standing for this machine or for no public host. */
const FORBIDDEN = [
  '::127.0.0.1', // IPv4-compatible (deprecated ::/96)
  '::ffff:127.0.0.1', // IPv4-mapped
  '::ffff:0:7f00:1', // IPv4-translated (RFC 6145)
  '64:ff9b::7f00:1', // NAT64 well-known prefix carrying 127.0.0.1
  '64:ff9b:1::7f00:1', // NAT64 local-use prefix (RFC 8215)
  '2002:7f00:1::1', // 6to4 carrying 127.0.0.1
  'fec0::1', // site-local (deprecated)
];

describe('the website scanner’s address guard', () => {
  it('refuses a URL naming a private address in any IPv6 form, without connecting', async () => {
    for (const address of FORBIDDEN) {
      const scan = await scanWebsite(`http://[${address}]:${inner.port}/`, deps(resolver({})));
      expect(scan, address).toMatchObject({ status: 'failed', message: RESERVED_ADDRESS });
    }
    expect(inner.requests).toEqual([]);
  });

  it('refuses a name whose DNS answers are private addresses in those forms', async () => {
    const zone = resolver({}, { 'shop.test': FORBIDDEN });
    const scan = await scanWebsite(`http://shop.test:${inner.port}/`, deps(zone));
    expect(scan).toMatchObject({ status: 'failed', message: RESERVED_ADDRESS });
    expect(inner.requests).toEqual([]);
  });

  it('re-checks each redirect: a site redirecting to a loopback form is not followed there', async () => {
    // shop.test stands for a public site: its one address is allowed by name, everything else is judged.
    const site = await listen('127.0.0.1', (port) => `http://[::ffff:127.0.0.1]:${port}/admin`);
    try {
      const zone = resolver({ 'shop.test': ['127.0.0.1'] });
      const scan = await scanWebsite(
        `http://shop.test:${site.port}/`,
        deps(zone, { ports: { http: site.port, https: closedPort }, allowAddresses: ['127.0.0.1'] }),
      );
      expect(site.requests).toContain(`GET shop.test:${site.port}/`);
      expect(inner.requests).toEqual([]);
      // The redirect chain broke at the refused hop, so no response is graded.
      expect(scan.coverage.find((entry) => entry.check === 'http-headers')).toMatchObject({ status: 'not checked' });
    } finally {
      site.server.closeAllConnections();
      await new Promise((resolve) => site.server.close(resolve));
    }
  });
});
