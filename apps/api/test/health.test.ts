// GET /api/health, the headers every response carries (CSP, request id, CORS) and the OpenAPI document.
import { HealthResponseSchema } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rootPackage from '../../../package.json' with { type: 'json' };
import { buildTestApp, TEST_LANE, type TestApp } from './helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CORS_ORIGINS: 'https://k3.example' } });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports status, database kind of this lane, root package version and demo mode', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = HealthResponseSchema.parse(response.json());
    expect(body).toEqual({ code: 200, data: { status: 'ok', db: TEST_LANE, version: rootPackage.version, demo: true } });
  });

  it('reports demo: false in live mode', async () => {
    const live = await buildTestApp({ env: { DATA_MODE: 'live', SECRETS_KEY: '22'.repeat(32) }, database: t.database });
    try {
      const response = await live.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.json()).toMatchObject({ data: { demo: false } });
    } finally {
      await live.close();
    }
  });
});

describe('response headers', () => {
  it('sends the API security headers and a fresh x-request-id on API responses', async () => {
    const [first, second] = await Promise.all([t.app.inject('/api/health'), t.app.inject('/api/health')]);
    expect(first?.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(first?.headers['x-content-type-options']).toBe('nosniff');
    expect(first?.headers['strict-transport-security']).toContain('max-age=');
    expect(first?.headers['referrer-policy']).toBe('no-referrer');
    // Document-only headers are not sent with JSON.
    expect(first?.headers['x-dns-prefetch-control']).toBeUndefined();
    expect(first?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.headers['x-request-id']).not.toBe(second?.headers['x-request-id']);
  });

  it('ignores a request id sent by the client', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'forged' } });
    expect(response.headers['x-request-id']).not.toBe('forged');
  });

  it('allows only the configured CORS origins', async () => {
    const allowed = await t.app.inject({ url: '/api/health', headers: { origin: 'https://k3.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://k3.example');
    const other = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('documents the API routes at /api/docs/json', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/preregistrations']));
    expect(document.paths['/api/preregistrations']).toHaveProperty('post');
  });

  it('serves the docs UI as HTML at /api/docs', async () => {
    const response = await t.app.inject('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
    // The docs UI alone may use inline styles; its scripts stay same-origin.
    expect(response.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
  });
});
