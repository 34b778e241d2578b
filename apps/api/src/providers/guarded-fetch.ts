// A fetch for URLs that a remote party chose (a news feed and wherever it redirects; issue 22 §9, docs/news.md). It is
// node:http(s) under a DNS lookup that hands the socket only the addresses the address guard allows
// (providers/address-guard: global unicast), so the connection goes to exactly the address that was vetted: no second
// lookup, no DNS rebinding. Redirects are followed here, not by the platform's fetch (which follows them unseen), and
// every hop is judged the same way. It has fetch's shape, so the one HTTP layer (providers/http.ts: timeouts, retries,
// rate limits, body cap) runs on top of it unchanged. GET and HEAD only: feeds need nothing else.
import { lookup as systemLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { AddressRefusedError, addressGuard, type AddressPolicy } from './address-guard';

export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const NULL_BODY_STATUSES = new Set([204, 205, 304]);
/** Dropped when a redirect leaves the origin, as fetch does. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];
const REFUSED = 'refused: the address is not a global unicast one (loopback, private, link-local or reserved)';

export interface GuardedFetchOptions extends AddressPolicy {
  /** A host's addresses. Default: the system resolver (dns.lookup, every address). Tests map names to their own. */
  resolve?: ((hostname: string) => Promise<string[]>) | undefined;
  /** Default 5. */
  maxRedirects?: number | undefined;
}

const resolveWithSystem = async (hostname: string) => (await systemLookup(hostname, { all: true })).map((entry) => entry.address);

/** A lookup for net/tls that answers only with allowed addresses, and fails when there is none. */
function guardedLookup(resolve: (hostname: string) => Promise<string[]>, allows: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = addresses.filter((address) => allows(address) && (family === 0 || isIP(address) === family));
        const first = usable[0];
        if (first === undefined) callback(new AddressRefusedError(REFUSED), '', 0);
        else if (options.all)
          callback(
            null,
            usable.map((address) => ({ address, family: isIP(address) })),
          );
        else callback(null, first, isIP(first));
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}

/** The body decoded as fetch would: gzip, deflate and br, the encodings each request offers in Accept-Encoding. */
function decoded(message: http.IncomingMessage): Readable {
  const encoding = message.headers['content-encoding']?.trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (!decoder) return message;
  message.on('error', (error) => decoder.destroy(error));
  // A reader that stops early (the body cap) closes the decoder: the connection goes with it.
  decoder.on('close', () => message.destroy());
  return message.pipe(decoder);
}

function toResponse(message: http.IncomingMessage): Response {
  const headers = new Headers();
  for (let index = 0; index + 1 < message.rawHeaders.length; index += 2) {
    try {
      headers.append(message.rawHeaders[index] as string, message.rawHeaders[index + 1] as string);
    } catch {
      // A header value fetch would refuse: dropped, as no caller could read it anyway.
    }
  }
  const status = message.statusCode ?? 0;
  if (NULL_BODY_STATUSES.has(status) || REDIRECT_STATUSES.has(status)) {
    message.resume();
    return new Response(null, { status, headers });
  }
  return new Response(Readable.toWeb(decoded(message)) as ReadableStream<Uint8Array>, { status, headers });
}

interface Hop {
  url: URL;
  method: string;
  headers: Record<string, string>;
  signal: AbortSignal | undefined;
}

function send(hop: Hop, lookup: LookupFunction, allows: (address: string) => boolean): Promise<Response> {
  // An IP literal never reaches the lookup (net connects to it directly): judged here.
  const literal = hop.url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) !== 0 && !allows(literal)) return Promise.reject(new AddressRefusedError(REFUSED));
  return new Promise((resolve, reject) => {
    const request = (hop.url.protocol === 'https:' ? https : http).request(
      hop.url,
      { method: hop.method, headers: hop.headers, signal: hop.signal, lookup, agent: false },
      (message) => resolve(toResponse(message)),
    );
    request.on('error', (error) => {
      // As fetch: an abort rejects with the signal's reason (a TimeoutError for AbortSignal.timeout), a network
      // failure with a TypeError whose cause carries the system code (ECONNREFUSED…), a refusal as itself.
      if (hop.signal?.aborted) reject(hop.signal.reason as Error);
      else if (error instanceof AddressRefusedError) reject(error);
      else reject(new TypeError('fetch failed', { cause: error }));
    });
    request.end();
  });
}

function firstHop(input: Parameters<typeof fetch>[0], init: RequestInit | undefined): Hop {
  const method = (init?.method ?? 'GET').toUpperCase();
  if ((method !== 'GET' && method !== 'HEAD') || (init?.body !== undefined && init.body !== null))
    throw new TypeError('guarded fetch: GET and HEAD without a body only');
  const headers = Object.fromEntries(new Headers(init?.headers).entries());
  headers['accept-encoding'] ??= 'gzip, deflate, br';
  const url = new URL(input instanceof Request ? input.url : String(input));
  return { url, method, headers, signal: init?.signal ?? undefined };
}

/** The next hop of a redirect, or an error when it leads nowhere fetchable. */
function nextHop(hop: Hop, location: string): Hop {
  const url = URL.canParse(location, hop.url.href) ? new URL(location, hop.url) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new TypeError('a redirect to a URL that is not http(s)');
  const headers = { ...hop.headers };
  if (url.origin !== hop.url.origin) for (const name of CREDENTIAL_HEADERS) delete headers[name];
  return { ...hop, url, headers };
}

/** fetch, restricted to the addresses `policy` allows, redirects included. */
export function createGuardedFetch(options: GuardedFetchOptions = {}): typeof fetch {
  const allows = addressGuard(options);
  const lookup = guardedLookup(options.resolve ?? resolveWithSystem, allows);
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  return async (input, init) => {
    let hop = firstHop(input, init);
    for (let redirects = 0; ; redirects += 1) {
      const response = await send(hop, lookup, allows);
      const location = response.headers.get('location');
      if (!REDIRECT_STATUSES.has(response.status) || location === null) return response;
      if (redirects >= maxRedirects) throw new TypeError(`more than ${maxRedirects} redirects`);
      hop = nextHop(hop, location);
    }
  };
}
