// The feed reader's address guard (issue 22 §9, docs/news.md): the feed and every redirect connect to global unicast
// addresses only, whatever form the address takes; a host name is resolved once and the connection goes to the
// address that was vetted. Local servers only: a dual-stack one on [::] stands for what the guard protects (it would
// answer on 127.0.0.2 and on ::ffff:127.0.0.1), and names are resolved by an injected resolver, never by DNS.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/providers/http';
import { createFeedReader, type FeedReaderOptions } from '../../src/providers/news/rss';
import { manualHttpClock } from '../providers/local-server';

const FEED =
  '<rss version="2.0"><channel><title>Wire</title><item><title>Story</title><link>https://wire.test/a</link></item></channel></rss>';

interface Target {
  port: number;
  requests: { path: string; host: string | undefined }[];
  server: Server;
}

/** A feed server; `route` answers a path with a redirect (to a Location) or the feed. */
async function listen(host: string, route: (path: string) => string | null = () => null): Promise<Target> {
  const requests: Target['requests'] = [];
  const server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', host: request.headers.host });
    const location = route(request.url ?? '');
    if (location) response.writeHead(302, { location }).end();
    else if (request.url === '/gzip') {
      response.writeHead(200, { 'content-type': 'application/rss+xml', 'content-encoding': 'gzip' });
      response.end(gzipSync(FEED));
    } else response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, host, resolve));
  return { port: (server.address() as AddressInfo).port, requests, server };
}

let inner: Target;
let outer: Target;
beforeAll(async () => {
  // What the guard keeps out: on [::] when the machine has IPv6 (then IPv4-mapped forms reach it too), else on all
  // IPv4 addresses (127.0.0.2 still reaches it).
  inner = await listen('::').catch(() => listen('0.0.0.0'));
  outer = await listen('127.0.0.1', (path) =>
    path === '/loop'
      ? '/loop'
      : path.startsWith('/to/')
        ? decodeURIComponent(path.slice(4)).replace('PORT', String(inner.port))
        : null,
  );
});
afterAll(async () => {
  for (const { server } of [inner, outer]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

function reader(options: FeedReaderOptions = {}) {
  return createFeedReader({ clock: manualHttpClock(), retries: 0, perHostIntervalMs: 0, timeoutMs: 5_000, ...options });
}
const fetchFeed = (options: FeedReaderOptions, url: string) => reader(options).fetch({ url, etag: null, lastModified: null });

async function refusal(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** Each form the issue found, plus the plain ones: all point at this machine or at no public host. */
const FORBIDDEN = [
  '127.0.0.1',
  '127.0.0.2',
  '[::1]',
  '[::127.0.0.1]', // IPv4-compatible (deprecated ::/96)
  '[::ffff:127.0.0.1]', // IPv4-mapped
  '[::ffff:0:7f00:1]', // IPv4-translated (RFC 6145)
  '[64:ff9b::7f00:1]', // NAT64 well-known prefix carrying 127.0.0.1
  '[64:ff9b:1::7f00:1]', // NAT64 local-use prefix (RFC 8215)
  '[2002:7f00:1::1]', // 6to4 carrying 127.0.0.1
  '[fec0::1]', // site-local (deprecated)
];

describe('the feed reader’s address guard', () => {
  it('refuses a feed on a loopback, private or reserved address, in every IPv6 form, without connecting', async () => {
    for (const host of FORBIDDEN) {
      const error = await refusal(fetchFeed({}, `http://${host}:${inner.port}/feed`));
      expect(error.message, host).toMatch(/refused: the address is not a global unicast one/);
    }
    expect(inner.requests).toEqual([]);
  });

  it('re-checks every redirect: a feed redirecting to a forbidden address is refused before connecting', async () => {
    const allowLocal = { allowAddresses: ['127.0.0.1'] };
    for (const host of ['127.0.0.2', '[::ffff:127.0.0.1]', '[::1]', '[2002:7f00:1::]', '[64:ff9b::a00:1]']) {
      const to = encodeURIComponent(`http://${host}:PORT/secret`);
      const error = await refusal(fetchFeed(allowLocal, `http://127.0.0.1:${outer.port}/to/${to}`));
      expect(error.message, host).toMatch(/refused/);
    }
    expect(inner.requests).toEqual([]);
    // A redirect to an allowed address is followed.
    const allowed = encodeURIComponent(`http://127.0.0.1:${outer.port}/feed`);
    const result = await fetchFeed(allowLocal, `http://127.0.0.1:${outer.port}/to/${allowed}`);
    expect(result).toMatchObject({ status: 'ok', title: 'Wire' });
  });

  it('connects a host name to the address it vetted, never to the others it resolved to', async () => {
    const resolve = (name: string) =>
      Promise.resolve(name === 'wire.example' ? ['10.0.0.8', 'fd00::8', '127.0.0.1'] : ['192.168.1.1', '::1']);
    const options = { resolve, allowAddresses: ['127.0.0.1'] };
    const result = await fetchFeed(options, `http://wire.example:${outer.port}/feed`);
    expect(result).toMatchObject({ status: 'ok', title: 'Wire' });
    expect(outer.requests.at(-1)).toEqual({ path: '/feed', host: `wire.example:${outer.port}` });
    const error = await refusal(fetchFeed(options, `http://intranet.example:${inner.port}/feed`));
    expect(error.message).toMatch(/refused/);
    expect(inner.requests).toEqual([]);
  });

  it('follows at most 5 redirects, and none to a scheme other than http(s)', async () => {
    const allowLocal = { allowAddresses: ['127.0.0.1'] };
    const before = outer.requests.length;
    const loop = await refusal(fetchFeed(allowLocal, `http://127.0.0.1:${outer.port}/loop`));
    expect(loop.message).toContain('more than 5 redirects');
    expect(outer.requests.length - before).toBe(6);
    const file = await refusal(
      fetchFeed(allowLocal, `http://127.0.0.1:${outer.port}/to/${encodeURIComponent('file:///etc/passwd')}`),
    );
    expect(file.message).toContain('a redirect to a URL that is not http(s)');
  });

  it('reads a gzip-encoded feed as fetch would', async () => {
    const result = await fetchFeed({ allowAddresses: ['127.0.0.1'] }, `http://127.0.0.1:${outer.port}/gzip`);
    expect(result).toMatchObject({ status: 'ok', items: [{ title: 'Story' }] });
  });
});
