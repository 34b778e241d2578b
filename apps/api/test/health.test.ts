// GET /api/health, GET /api/health/ready (database, migrations, Redis), the headers every response carries (CSP,
// request id, CORS) and the OpenAPI document.
import { HealthResponseSchema, NotReadyBodySchema, ReadinessResponseSchema } from '@k3/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rootPackage from '../../../package.json' with { type: 'json' };
import journal from '../drizzle/meta/_journal.json' with { type: 'json' };
import { drizzleMigrations } from '../src/repositories/migrations';
import { buildTestApp, createTestDatabase, TEST_LANE, type TestApp } from './helpers/build-test-app';

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

describe('GET /api/health/ready', () => {
  const expected = journal.entries.length;
  const lastTag = journal.entries.at(-1)?.tag;

  it('is ready when the database answers and every migration is applied; Redis is skipped without REDIS_URL', async () => {
    const response = await t.app.inject('/api/health/ready');
    expect(response.statusCode).toBe(200);
    const body = ReadinessResponseSchema.parse(response.json());
    expect(body.data).toEqual({
      status: 'ready',
      checks: {
        database: { ok: true, ms: expect.any(Number) as number },
        migrations: { ok: true, applied: expected, expected, missing: [] },
        redis: { ok: true, skipped: true },
      },
    });
  });

  it('answers 503 not_ready naming the migration this build ships that the database has not recorded', async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp({ database });
    try {
      const [last] = await database.handle.db
        .select({ id: drizzleMigrations.id })
        .from(drizzleMigrations)
        .orderBy(desc(drizzleMigrations.createdAt))
        .limit(1);
      await database.handle.db.delete(drizzleMigrations).where(eq(drizzleMigrations.id, last!.id));
      const response = await app.app.inject('/api/health/ready');
      expect(response.statusCode).toBe(503);
      const body = NotReadyBodySchema.parse(response.json());
      expect(body).toMatchObject({ code: 503, error: 'not_ready', message: 'Not ready: migrations' });
      expect(body.checks.database.ok).toBe(true);
      expect(body.checks.migrations).toEqual({ ok: false, applied: expected - 1, expected, missing: [lastTag] });
      // Liveness is unaffected: the process is up, only not ready for traffic.
      expect((await app.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.destroy();
    }
  });

  it('answers 503 when the database is gone, without the driver message', async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp({ database });
    try {
      await database.destroy();
      const response = await app.app.inject('/api/health/ready');
      expect(response.statusCode).toBe(503);
      const body = NotReadyBodySchema.parse(response.json());
      expect(body).toMatchObject({ code: 503, error: 'not_ready', message: 'Not ready: database, migrations' });
      expect(body.checks.database).toEqual({ ok: false, ms: expect.any(Number) as number, error: 'failed' });
      expect(body.checks.migrations).toEqual({ ok: false, applied: null, expected, missing: [] });
      expect(response.body).not.toMatch(/closed|pool|PGlite/i);
    } finally {
      await app.app.close();
    }
  });

  it('is outside the rate limit, like liveness', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_MAX: '2' }, database: t.database });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.app.inject('/api/health/ready')).statusCode);
      expect(codes).toEqual([200, 200, 200, 200]);
    } finally {
      await limited.close();
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
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/health/ready', '/api/preregistrations']),
    );
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
