// Reliability scenario "oversized and malformed bodies" (docs/reliability.md "Scenarios"; docs/api.md "Envelope"): a
// body over Fastify's 1 MiB limit is 413 payload_too_large, broken or empty JSON 400 invalid_json, another media type
// 415, JSON of the wrong shape 400 naming the field, on public and signed-in routes alike; never a 5xx, always the error
// shape, and nothing is stored.
import type { ErrorBody } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ballots, preregistrations } from '../../src/db/schema';
import { bearer, evmWallet, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createPoll } from '../votes/helpers';

let t: TestApp;
let token: string;
let ballotUrl: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { ...TEST_ENV, PREREGISTER_RATE_LIMIT: '100000' } });
  token = await signIn(t.app, evmWallet());
  ballotUrl = `/api/polls/${await createPoll(t.app)}/ballot`;
});
afterAll(() => t.close());

/** One public and one signed-in write. */
const targets = () => [
  { url: '/api/preregistrations', headers: {} },
  { url: ballotUrl, headers: bearer(token) },
];

function send(target: { url: string; headers: Record<string, string> }, contentType: string, payload: string) {
  return t.app.inject({ method: 'POST', url: target.url, headers: { ...target.headers, 'content-type': contentType }, payload });
}

function expectRefusal(response: { statusCode: number; body: string }, status: number, error: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = JSON.parse(response.body) as ErrorBody;
  expect(body).toMatchObject({ code: status, error });
  expect(response.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
}

describe('oversized and malformed bodies', () => {
  it('413s a body over 1 MiB, whether JSON or not', async () => {
    const big = JSON.stringify({ page: 'harpoon', contact: `${'a'.repeat(1_100_000)}@k3.test` });
    for (const target of targets()) {
      expectRefusal(await send(target, 'application/json', big), 413, 'payload_too_large');
      expectRefusal(await send(target, 'text/plain', big), 413, 'payload_too_large');
    }
  });

  it.each([
    ['cut short', '{"points": {"0": 1}'],
    ['a trailing comma', '{"points": {"0": 1},}'],
    ['single quotes', "{'points': {}}"],
    ['not JSON at all', 'points=1'],
    ['empty', ''],
    ['a byte order mark and garbage', '\uFEFF{]'],
  ])('400s JSON %s as invalid_json', async (_what, payload) => {
    for (const target of targets()) expectRefusal(await send(target, 'application/json', payload), 400, 'invalid_json');
  });

  it('415s a media type the API does not read', async () => {
    for (const target of targets())
      expectRefusal(await send(target, 'application/x-www-form-urlencoded', 'points=1'), 415, 'unsupported_media_type');
  });

  it.each([
    ['an array', '[1, 2]'],
    ['a string', '"points"'],
    ['null', 'null'],
    ['a number', '42'],
    ['a 10,000-deep nesting', `{"points":${'['.repeat(10_000)}${']'.repeat(10_000)}}`],
  ])('400s %s where an object is expected, naming the body', async (_what, payload) => {
    for (const target of targets()) {
      const response = await send(target, 'application/json', payload);
      expectRefusal(response, 400, 'validation_error');
      expect((JSON.parse(response.body) as ErrorBody).message).toMatch(/^body/);
    }
  });

  it('stored nothing from any of them', async () => {
    expect(await t.app.db.select().from(preregistrations)).toHaveLength(0);
    expect(await t.app.db.select().from(ballots)).toHaveLength(0);
  });
});
