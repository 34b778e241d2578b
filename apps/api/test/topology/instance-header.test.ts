// The K3-Instance header (docs/operations.md "Running several processes"): sent on every response, refusals included,
// only when K3_INSTANCE_ID is set, and carrying nothing but that label.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../helpers/build-test-app';

describe('K3-Instance', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('names the process on answers, errors and rate-limit refusals when K3_INSTANCE_ID is set', async () => {
    const built = await buildTestApp({ database, env: { K3_INSTANCE_ID: 'trial-api-2', RATE_LIMIT_MAX: '1' } });
    const { app } = built;
    try {
      const ok = await app.inject({ url: '/api/chains' });
      const refused = await app.inject({ url: '/api/chains' });
      const missing = await app.inject({ url: '/api/no-such-route' });
      const invalid = await app.inject({ url: '/api/news?window=abc', remoteAddress: '10.0.0.2' });
      expect([ok.statusCode, refused.statusCode, missing.statusCode, invalid.statusCode]).toEqual([200, 429, 404, 400]);
      for (const response of [ok, refused, missing, invalid]) expect(response.headers['k3-instance']).toBe('trial-api-2');
    } finally {
      await built.close();
    }
  });

  it('is absent by default', async () => {
    const built = await buildTestApp({ database });
    const { app } = built;
    try {
      const response = await app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.headers).not.toHaveProperty('k3-instance');
    } finally {
      await built.close();
    }
  });

  it('refuses a label that is not 1 to 64 characters of A-Za-z0-9 . _ -, naming the variable', async () => {
    await expect(buildTestApp({ database, env: { K3_INSTANCE_ID: 'host name; pid=1' } })).rejects.toThrow(
      /^Invalid configuration: K3_INSTANCE_ID must be 1 to 64 characters of A-Za-z0-9 \. _ -/,
    );
  });
});
