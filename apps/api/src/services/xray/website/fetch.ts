// The scanner's own small HTTP(S) client. It does not go through providers/http.ts, the one HTTP layer for provider
// APIs: that layer follows redirects silently, throws on 3xx/4xx, cannot trust an extra CA and exposes no TLS socket,
// while the Observatory's tests need each hop of a redirect chain, every Set-Cookie, 401/403 pages and whether each
// certificate was trusted. Like that layer it times every request out and caps the body it reads.
// Every connection goes to an address the scan resolved and vetted itself with the one address guard
// (providers/address-guard: global unicast only, redirects included; no second DNS lookup, so no DNS rebinding onto a
// private address), with the host name kept for SNI, certificate checks and the Host header.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { Hop, Session } from './observatory';
import type { WebsiteResolver } from './types';

export const DEFAULT_TIMEOUT_MS = 8_000;
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 10;
const USER_AGENT = 'K3-XRay-WebsiteScanner/1.0';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export class ScanNetworkError extends Error {
  override name = 'ScanNetworkError';
}

export interface ClientOptions {
  resolver: WebsiteResolver;
  ca: string | Buffer | (string | Buffer)[] | undefined;
  timeoutMs: number;
  maxBodyBytes: number;
  /** The address guard (providers/address-guard): whether a resolved address may be connected to. */
  allows: (address: string) => boolean;
}

/** IPv4 then IPv6 addresses of a host (an IP literal stands for itself); empty when it does not resolve. */
export async function resolveHost(resolver: WebsiteResolver, hostname: string): Promise<{ ipv4: string[]; ipv6: string[] }> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return { ipv4: [bare], ipv6: [] };
  if (family === 6) return { ipv4: [], ipv6: [bare] };
  const [v4, v6] = await Promise.allSettled([resolver.resolve4(bare), resolver.resolve6(bare)]);
  return { ipv4: v4.status === 'fulfilled' ? v4.value : [], ipv6: v6.status === 'fulfilled' ? v6.value : [] };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  setCookies: string[];
  body: Buffer;
  authorized: boolean | null;
}

/** One request to `url`, connecting to `address`. */
export function requestOnce(
  url: URL,
  address: string,
  method: 'GET' | 'OPTIONS',
  extraHeaders: Record<string, string>,
  options: ClientOptions,
): Promise<RawResponse> {
  const secure = url.protocol === 'https:';
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      {
        host: address,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method,
        agent: false,
        headers: {
          host: url.host,
          'user-agent': USER_AGENT,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
          ...extraHeaders,
        },
        signal: AbortSignal.timeout(options.timeoutMs),
        // Untrusted certificates are still read (the Observatory grades them as invalid-cert); `authorized` says which.
        ...(secure ? { rejectUnauthorized: false, ca: options.ca, ...(isIP(hostname) ? {} : { servername: hostname }) } : {}),
      },
      (response) => {
        const socket = response.socket as TLSSocket;
        const authorized = secure ? socket.authorized === true : null;
        const chunks: Buffer[] = [];
        let size = 0;
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers))
            if (name !== 'set-cookie' && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
          resolve({
            status: response.statusCode ?? 0,
            headers,
            setCookies: response.headers['set-cookie'] ?? [],
            body: Buffer.concat(chunks, size),
            authorized,
          });
        };
        response.on('data', (chunk: Buffer) => {
          if (size >= options.maxBodyBytes) return;
          const room = options.maxBodyBytes - size;
          chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
          size += Math.min(chunk.length, room);
          if (size >= options.maxBodyBytes) {
            // Enough read: stop the transfer rather than buffer the rest.
            finish();
            response.destroy();
          }
        });
        response.on('end', finish);
        response.on('error', (error) => (size >= options.maxBodyBytes ? undefined : reject(error)));
      },
    );
    request.on('error', (error) => reject(new ScanNetworkError(`${url.protocol}//${url.host}: ${describe(error)}`)));
    request.end();
  });
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timed out';
    return typeof code === 'string' ? code : error.message;
  }
  return 'unknown error';
}

export interface Client {
  /** Addresses of a host, resolved once per scan and vetted. Throws ScanNetworkError when none is usable. */
  addressOf(hostname: string): Promise<string>;
  /** GET following up to ten redirects; null when the first request could not connect. */
  session(startUrl: URL): Promise<Session | null>;
  options(url: URL, origin: string): Promise<Record<string, string> | null>;
}

export function createClient(options: ClientOptions, known: Map<string, string[]>): Client {
  async function addressOf(hostname: string): Promise<string> {
    const bare = hostname.replace(/^\[|\]$/g, '');
    let addresses = known.get(bare);
    if (!addresses) {
      const resolved = await resolveHost(options.resolver, bare);
      addresses = [...resolved.ipv4, ...resolved.ipv6];
      known.set(bare, addresses);
    }
    const usable = addresses.filter(options.allows);
    if (usable.length === 0)
      throw new ScanNetworkError(
        addresses.length === 0 ? `${bare} does not resolve` : `${bare} resolves to a reserved address only`,
      );
    return usable[0] as string;
  }

  async function session(startUrl: URL): Promise<Session | null> {
    const hops: Hop[] = [];
    let url = startUrl;
    let body: Buffer | undefined;
    for (let redirects = 0; ; redirects += 1) {
      let response: RawResponse;
      try {
        response = await requestOnce(url, await addressOf(url.hostname), 'GET', {}, options);
      } catch {
        // The Observatory's retriever drops a session whose chain breaks anywhere.
        return null;
      }
      hops.push({
        url,
        status: response.status,
        headers: response.headers,
        setCookies: response.setCookies,
        authorized: response.authorized,
      });
      body = response.body;
      const location = response.headers.location;
      if (!REDIRECT_STATUSES.has(response.status) || !location || redirects >= MAX_REDIRECTS) break;
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        break;
      }
      if (next.protocol !== 'http:' && next.protocol !== 'https:') break;
      url = next;
    }
    return {
      startUrl,
      hops,
      body: body?.toString('utf8') ?? '',
      verified: hops.every((hop) => hop.authorized !== false),
    };
  }

  async function preflight(url: URL, origin: string): Promise<Record<string, string> | null> {
    try {
      const response = await requestOnce(
        url,
        await addressOf(url.hostname),
        'OPTIONS',
        { origin, 'access-control-request-method': 'GET' },
        { ...options, maxBodyBytes: 16 * 1024 },
      );
      return response.headers;
    } catch {
      return null;
    }
  }

  return { addressOf, session, options: preflight };
}
