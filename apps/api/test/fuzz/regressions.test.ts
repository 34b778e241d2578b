// What the OpenAPI fuzz test (openapi.test.ts) found, pinned as plain cases so they stay fixed whatever the fuzzer
// draws (docs/reliability.md "Fuzzing"): NUL characters that PostgreSQL refuses were 500s; the router's refusals of a
// malformed or over-long URL were Fastify's own JSON instead of `{ code, error, message }`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, evmWallet, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV });
  token = await signIn(t.app, evmWallet());
});
afterAll(() => t.close());

describe('a NUL character (U+0000) anywhere in a request', () => {
  it.each([
    ['a body field', 'POST', '/api/me/quests/start', { quest_id: '\u0000' }, 'body.quest_id'],
    ['another body field', 'PUT', '/api/me/general', { username: 'ab\u0000cd' }, 'body.username'],
    ['a body key', 'POST', '/api/me/quests/start', { quest_id: 'q', 'x\u0000': 1 }, 'body{key}'],
    ['a query parameter', 'GET', '/api/x-ray/projects?search=a%00b', undefined, 'query.search'],
    ['a path parameter', 'GET', '/api/x-ray/projects/a%00b/history', undefined, 'params.id'],
  ] as const)('is refused with 400 invalid_text naming %s', async (_what, method, url, payload, where) => {
    const response = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      error: 'invalid_text',
      message: `${where}: text may not hold a NUL character (U+0000)`,
    });
  });

  it('is found however deep the body nests', async () => {
    const payload = `{"quest_id":${'['.repeat(5_000)}"deep\\u0000"${']'.repeat(5_000)}}`;
    const headers = { ...bearer(token), 'content-type': 'application/json' };
    const response = await t.app.inject({ method: 'POST', url: '/api/me/quests/start', headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_text' });
  });
});

describe('URLs the router refuses', () => {
  it('answers a malformed percent-encoding with 400 bad_url in the error shape', async () => {
    const response = await t.app.inject({ url: '/api/x-ray/projects/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      code: 400,
      error: 'bad_url',
      message: 'The URL is malformed (an invalid percent-encoding)',
    });
  });

  it('answers a path segment over 100 characters with 414 uri_too_long in the error shape', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/admin/polls/${'x'.repeat(101)}/archive` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ code: 414, error: 'uri_too_long', message: 'A path segment of the URL is too long' });
  });
});
