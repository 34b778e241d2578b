// Every failure is `{ code, error, message }` with the right status and no stack trace (issue 2 §2).
import { ErrorBodySchema } from '@k3/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PREREGISTER_RATE_LIMIT: '3' } });
});
afterAll(() => t.close());

/** Parses an error body: exactly the three fields, nothing that looks like a stack trace. */
function errorBody(payload: string) {
  const json: unknown = JSON.parse(payload);
  expect(Object.keys(json as object).sort()).toEqual(['code', 'error', 'message']);
  expect(payload).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  return ErrorBodySchema.parse(json);
}

describe('error responses', () => {
  it('404s an unknown /api route in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(errorBody(response.body)).toEqual({ code: 404, error: 'not_found', message: 'Route GET /api/nope not found' });
  });

  it('400s a bad body, naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/preregistrations',
      payload: { page: 'harpoon', contact: 'not a contact' },
    });
    expect(response.statusCode).toBe(400);
    const body = errorBody(response.body);
    expect(body.error).toBe('validation_error');
    expect(body.message).toBe('body.contact: contact must be an email address, an EVM address or a Solana address');
  });

  it('400s malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/preregistrations',
      headers: { 'content-type': 'application/json' },
      payload: '{"page": "harpoon",',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response.body)).toMatchObject({ code: 400, error: 'invalid_json' });
  });

  it('429s once the pre-registration limit per IP is used up', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/preregistrations',
        remoteAddress: '203.0.113.9',
        payload: { page: 'harpoon', contact: 'limit@k3.example' },
      });
    for (let i = 0; i < 3; i += 1) expect((await post()).statusCode).toBe(200);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(errorBody(limited.body)).toMatchObject({ code: 429, error: 'rate_limited' });
  });

  it('500s an unexpected failure with a generic message and no internals', async () => {
    // A database missing its table makes the insert fail with a driver error whose SQL must not reach the client.
    const broken = await createTestDatabase();
    await broken.handle.db.execute(sql`drop table preregistrations`);
    const app = await buildTestApp({ database: broken });
    try {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/preregistrations',
        payload: { page: 'harpoon', contact: 'a@b.co' },
      });
      expect(response.statusCode).toBe(500);
      expect(errorBody(response.body)).toEqual({
        code: 500,
        error: 'internal_error',
        message: 'Something went wrong on our side; please try again later',
      });
    } finally {
      await app.close();
      await broken.destroy();
    }
  });
});
