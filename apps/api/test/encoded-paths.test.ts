// Issue 8 §1: the router percent-decodes paths, so `/%61pi/…` reaches the same route as `/api/…`. Whether a request
// is an API request (rate limits, security headers, not-found answer) is decided from the route it reached, so no
// spelling of a path escapes the limit of the route it reaches, and what reaches no API route is served as a page.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authNonces } from '../src/db/schema';
import { evmWallet, TEST_ENV } from './auth/helpers';
import { buildTestApp, tempDir, type TestApp } from './helpers/build-test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const API_CSP = "default-src 'none';frame-ancestors 'none'";
const wallet = evmWallet().address;

let webDist: Awaited<ReturnType<typeof tempDir>>;
let t: TestApp;
beforeAll(async () => {
  webDist = await tempDir('k3-web-dist-');
  await mkdir(join(webDist.path, 'assets'));
  await writeFile(join(webDist.path, 'index.html'), INDEX_HTML);
  t = await buildTestApp({ env: { ...TEST_ENV, AUTH_RATE_LIMIT: '2', RATE_LIMIT_MAX: '2', WEB_DIST: webDist.path } });
});
afterAll(async () => {
  await t.close();
  await webDist.remove();
});

/** Challenges stored for `wallet`: one per request that reached the sign-in route and was let through. */
const storedChallenges = async () => (await t.app.db.select().from(authNonces).where(eq(authNonces.wallet, wallet))).length;

/** Spellings the router decodes to the sign-in route: each must meet its exhausted limit. */
const ROUTED = [
  `/%61pi/user/auth/${wallet}`,
  `/%61%70%69/user/auth/${wallet}`,
  `/api/%75ser/auth/${wallet}`,
  `/api/user/%61uth/${wallet}`,
  `/api/user/auth/%30x${wallet.slice(2)}`,
  `/api/user/auth/${wallet}?via=query`,
  `/./api/user/auth/${wallet}`,
  `/x/../api/user/auth/${wallet}`,
];
/**
 * Spellings that reach no API route (routing is case-sensitive, `%2F` is not a separator, `//` is not `/`), with what
 * answers them: the web app, the API's 404 (the decoded path is under /api), or the static file server's refusal.
 */
const UNROUTED: ReadonlyArray<[url: string, answer: 'page' | 'api-404' | 'refused']> = [
  [`/API/user/auth/${wallet}`, 'page'],
  [`/Api/user/auth/${wallet}`, 'page'],
  [`/%41PI/user/auth/${wallet}`, 'page'],
  [`/api%2Fuser%2Fauth%2F${wallet}`, 'page'],
  [`/%2561pi/user/auth/${wallet}`, 'page'],
  [`/api/user%2fauth/${wallet}`, 'api-404'],
  [`//api/user/auth/${wallet}`, 'refused'],
];

describe('the sign-in route limit (AUTH_RATE_LIMIT = 2)', () => {
  it('holds for every spelling that reaches the route, and those answers carry the API headers', async () => {
    for (let i = 0; i < 2; i++) expect((await t.app.inject(`/api/user/auth/${wallet}`)).statusCode).toBe(200);
    for (const url of ROUTED) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(429);
      expect(response.json(), url).toMatchObject({ code: 429, error: 'rate_limited' });
      expect(response.headers['content-security-policy'], url).toBe(API_CSP);
    }
    expect(await storedChallenges()).toBe(2);
  });

  it('answers the other spellings as a page or an error with the matching headers, and stores no challenge', async () => {
    for (const [url, answer] of UNROUTED) {
      const response = await t.app.inject(url);
      const csp = response.headers['content-security-policy'];
      if (answer === 'page') {
        expect([response.statusCode, response.body], url).toEqual([200, INDEX_HTML]);
        expect(csp, url).toContain("script-src 'self'");
      } else if (answer === 'api-404') {
        expect(response.json(), url).toMatchObject({ code: 404, error: 'not_found' });
        expect(csp, url).toBe(API_CSP);
      } else expect(response.statusCode, url).toBe(403);
    }
    expect(await storedChallenges()).toBe(2);
  });

  it('holds over a real socket, where `..` and `//` reach the router unnormalised', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const get = (path: string) =>
      new Promise<{ status: number }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
          res.resume().on('end', () => resolve({ status: res.statusCode ?? 0 }));
        });
        req.on('error', reject).end();
      });
    expect((await get(`/%61pi/user/auth/${wallet}`)).status).toBe(429);
    // Unnormalised, these match no route; the static file server refuses `..` and empty segments.
    for (const path of [`/x/../api/user/auth/${wallet}`, `//api/user/auth/${wallet}`])
      expect((await get(path)).status, path).toBe(403);
    expect(await storedChallenges()).toBe(2);
  });
});

describe('the global API limit (RATE_LIMIT_MAX = 2)', () => {
  it('holds for encoded spellings of any API route', async () => {
    const other = { remoteAddress: '10.20.30.40' };
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ url: '/api/me', ...other })).statusCode).toBe(403);
    for (const url of ['/%61pi/me', '/api/%6De', '/%61pi/chains', '/%61pi/me/sessions']) {
      const response = await t.app.inject({ url, ...other });
      expect(response.statusCode, url).toBe(429);
      expect(response.headers['content-security-policy'], url).toBe(API_CSP);
    }
  });

  it('answers an unknown route under an encoded /api as an API 404, not as the web app', async () => {
    const response = await t.app.inject({ url: '/%61pi/no-such-route', remoteAddress: '10.20.30.41' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, error: 'not_found' });
    expect(response.headers['content-security-policy']).toBe(API_CSP);
  });
});
