// Reliability scenario "security headers and CORS on every kind of response" (docs/reliability.md; ADR 0004): JSON
// answers under /api get the API set (`default-src 'none'`, nosniff, HSTS, no referrer), documents (the SPA, its files,
// the docs UI) the document set, and every one of them the allowed origin's CORS header — 2xx JSON, validation 400s,
// 403, 404, 413, the router's own 400 bad_url and 414 uri_too_long, 429, the chat stream, an idempotent replay, static
// files, the SPA fallback, the OpenAPI document and UI, and a CORS preflight. A foreign origin gets no CORS header.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../auth/helpers';
import { tempDir } from '../helpers/build-test-app';
import { agentApp, type AgentApp } from './helpers';

const ORIGIN = 'https://k3.test';
const API_CSP = "default-src 'none';frame-ancestors 'none'";
let fixture: AgentApp;
let webDist: Awaited<ReturnType<typeof tempDir>>;
let token: string;
beforeAll(async () => {
  webDist = await tempDir('k3-web-dist-');
  await mkdir(join(webDist.path, 'assets'));
  await writeFile(join(webDist.path, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  await writeFile(join(webDist.path, 'assets', 'app-abc123.js'), 'console.log("k3");');
  fixture = await agentApp(manualClock(new Date('2026-11-26T09:00:00Z')).now, {
    WEB_DIST: webDist.path,
    PREREGISTER_RATE_LIMIT: '1',
  });
  token = (await fixture.newUser()).token;
}, 60_000);
afterAll(async () => {
  await fixture?.t.close();
  await webDist?.remove();
});

type Kind = 'api' | 'document';
const auth = () => ({ authorization: `Bearer ${token}` });
const chatKey = randomUUID();
const preregistration = {
  method: 'POST',
  url: '/api/preregistrations',
  payload: { page: 'harpoon', contact: 'a@k3.test' },
} as const;

/** [what, request, status, which header set]; each request is sent with `Origin: https://k3.test`. */
const RESPONSES: [string, () => InjectOptions, number, Kind][] = [
  ['2xx JSON', () => ({ url: '/api/health' }), 200, 'api'],
  ['2xx JSON, signed in', () => ({ url: '/api/me/quests', headers: auth() }), 200, 'api'],
  ['400 validation error', () => ({ method: 'POST', url: '/api/me/quests/start', headers: auth(), payload: {} }), 400, 'api'],
  ['403 without a session', () => ({ url: '/api/me' }), 403, 'api'],
  ['404 unknown API route', () => ({ url: '/api/nope' }), 404, 'api'],
  [
    '413 body too large',
    () => ({
      method: 'POST',
      url: '/api/me/quests/start',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: `"${'x'.repeat(1_100_000)}"`,
    }),
    413,
    'api',
  ],
  ['400 bad_url from the router', () => ({ url: '/api/x-ray/projects/%E0%A4%A' }), 400, 'api'],
  ['400 bad_url from the router, outside /api', () => ({ url: '/%E0%A4%A' }), 400, 'api'],
  [
    '414 uri_too_long from the router',
    () => ({ method: 'POST', url: `/api/admin/polls/${'x'.repeat(101)}/archive` }),
    414,
    'api',
  ],
  ['2xx before a limit', () => preregistration, 200, 'api'],
  ['429 past a limit', () => preregistration, 429, 'api'],
  [
    'the chat stream',
    () => ({
      method: 'POST',
      url: '/api/ai/chat',
      headers: { ...auth(), 'idempotency-key': chatKey },
      payload: { message: 'Hi', lang: 'en' },
    }),
    200,
    'api',
  ],
  [
    'the chat stream replayed for its Idempotency-Key',
    () => ({
      method: 'POST',
      url: '/api/ai/chat',
      headers: { ...auth(), 'idempotency-key': chatKey },
      payload: { message: 'Hi', lang: 'en' },
    }),
    200,
    'api',
  ],
  ['a static file', () => ({ url: '/assets/app-abc123.js' }), 200, 'document'],
  ['the SPA fallback', () => ({ url: '/dashboard/watchlist' }), 200, 'document'],
  ['the OpenAPI UI', () => ({ url: '/api/docs' }), 200, 'document'],
  ['the OpenAPI document', () => ({ url: '/api/docs/json' }), 200, 'document'],
  [
    'a CORS preflight',
    () => ({ method: 'OPTIONS', url: '/api/me', headers: { 'access-control-request-method': 'POST' } }),
    204,
    'api',
  ],
];

describe('security headers and CORS on every kind of response', () => {
  // In order: the 429 follows the one preregistration the limit allows, the replay follows the first chat.
  it.each(RESPONSES)('%s', async (_what, request, status, kind) => {
    const options = request();
    const response = await fixture.t.app.inject({ ...options, headers: { ...options.headers, origin: ORIGIN } });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(status);
    const csp = String(response.headers['content-security-policy']);
    if (kind === 'api') expect(csp).toBe(API_CSP);
    else expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(response.headers.vary)).toMatch(/origin/i);
  });

  it('sends no CORS header to a foreign origin, on a route or a router refusal, and keeps the security headers', async () => {
    for (const url of ['/api/health', '/api/x-ray/projects/%E0%A4%A', '/api/nope']) {
      const response = await fixture.t.app.inject({ url, headers: { origin: 'https://evil.example' } });
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
      expect(response.headers['content-security-policy'], url).toBe(API_CSP);
    }
  });
});

describe('the CORS preflight', () => {
  const preflight = (headers: Record<string, string | undefined>) =>
    fixture.t.app.inject({ method: 'OPTIONS', url: '/api/me/portfolios/abc', headers });

  it('allows every method the API has, reflects the asked headers and varies on both', async () => {
    const response = await preflight({
      origin: ORIGIN,
      'access-control-request-method': 'DELETE',
      'access-control-request-headers': 'authorization, content-type',
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(String(response.headers['access-control-allow-methods']).split(',')).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    );
    expect(response.headers['access-control-allow-headers']).toBe('authorization, content-type');
    expect(String(response.headers.vary)).toMatch(/origin/i);
    expect(String(response.headers.vary)).toMatch(/access-control-request-headers/i);
  });

  it('gives a foreign origin neither the origin nor the headers', async () => {
    const response = await preflight({
      origin: 'https://evil.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization',
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('refuses an OPTIONS request that is not a preflight with 400', async () => {
    for (const headers of [{ origin: ORIGIN }, { 'access-control-request-method': 'POST' }]) {
      const response = await preflight(headers);
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe('Invalid Preflight Request');
      expect(response.headers['content-security-policy']).toBe(API_CSP);
    }
  });

  it('answers a request without Origin with Vary: Origin and no CORS header', async () => {
    const response = await fixture.t.app.inject({ url: '/api/health' });
    expect(response.headers.vary).toBe('Origin');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('an OPTIONS request with a body', () => {
  it('is answered as a preflight, the body neither parsed nor refused in another shape', async () => {
    for (const type of ['application/json', 'text/x-unknown']) {
      const response = await fixture.t.app.inject({
        method: 'OPTIONS',
        url: '/api/me',
        headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'content-type': type },
        payload: '{',
      });
      expect(response.statusCode, type).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(ORIGIN);
    }
    const notPreflight = await fixture.t.app.inject({
      method: 'OPTIONS',
      url: '/api/me',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notPreflight.statusCode).toBe(400);
    expect(notPreflight.body).toBe('Invalid Preflight Request');
  });
});
