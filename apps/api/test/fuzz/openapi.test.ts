// OpenAPI-driven fuzzing (issue 15 §3 "Hostile input"): for every operation of the served document, requests generated
// from its schemas with fast-check, valid ones and invalid ones (json-schema-arbitrary.ts, requests.ts), each sent with
// no session, a user's session, an admin's session and a forged token. Every answer must hold checks.ts: no 5xx, the
// error shape, no stack or secret. Fixed seed; FUZZ_SEED and FUZZ_RUNS change it (docs/reliability.md "Fuzzing").
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ENV_VARS } from '../../src/config';
import { loadReferenceDataset } from '../../src/demo/load-reference';
import { questInput } from '../admin/helpers';
import { bearer, EVM_KEY_A, EVM_KEY_B, evmWallet, manualClock, signIn, TEST_ENV, type TestWallet } from '../auth/helpers';
import { buildTestApp, createTestDatabase, tempDir } from '../helpers/build-test-app';
import { startLocalBotApi, TEST_BOT_TOKEN } from '../helpers/telegram-bot-api';
import { pollInput } from '../votes/helpers';
import { answerProblems } from './checks';
import { SchemaArbitraries } from './json-schema-arbitrary';
import { type FuzzRequest, KnownIds, type OpenApiDocument, operationsOf, requestArbitraries } from './requests';

/** The default seed, 1503, after issue 15 §3. */
const SEED = Number(process.env.FUZZ_SEED ?? 1503);
/** Generated requests per operation and kind (valid, invalid); each is sent once per caller. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
fc.configureGlobal({ seed: SEED, numRuns: RUNS });

const ADMIN = evmWallet(EVM_KEY_A);
const USER = evmWallet(EVM_KEY_B);
/** Values of secret variables (ENV_VARS marks them) that no answer may show. */
const SECRET_ENV: Record<string, string> = {
  SECRETS_KEY: randomBytes(32).toString('hex'),
  COINGECKO_API_KEY: `cg-${randomBytes(12).toString('hex')}`,
  LLM_API_KEY: `sk-${randomBytes(16).toString('hex')}`,
  QUESTER_API_KEY: `qk-${randomBytes(16).toString('hex')}`,
  TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
  TELEGRAM_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
};

const clock = manualClock(new Date('2026-11-20T12:00:00Z'));
// The Telegram bot talks to a local Bot API server, and the webhook route is on, so that it is fuzzed too.
const botApi = await startLocalBotApi();
const dataDir = await tempDir('k3-fuzz-');
// The reference assets are loaded before the app starts: as a plugin, a loaded machine can take longer than its timeout.
const database = await createTestDatabase();
await loadReferenceDataset(database.handle.db, { now: clock.now() });
const t = await buildTestApp({
  database,
  env: {
    ...TEST_ENV,
    ...SECRET_ENV,
    ADMIN_WALLETS: ADMIN.address,
    DATA_DIR: dataDir.path,
    TELEGRAM_API_ROOT: botApi.url,
    TELEGRAM_WEBHOOK_URL: 'https://k3.test/api/telegram/webhook',
  },
  clock: clock.now,
});
afterAll(async () => {
  await t.close();
  await database.destroy();
  await botApi.close();
  await dataDir.remove();
});
const credentials = { 'x-telegram-bot-api-secret-token': SECRET_ENV.TELEGRAM_WEBHOOK_SECRET ?? '' };

const secrets = [
  ...ENV_VARS.filter((v) => v.secret && SECRET_ENV[v.name]).map((v) => ({ label: v.name, value: SECRET_ENV[v.name] ?? '' })),
  { label: 'SECRETS_KEY (base64)', value: Buffer.from(SECRET_ENV.SECRETS_KEY ?? '', 'hex').toString('base64') },
];

type Caller = 'visitor' | 'user' | 'admin' | 'forged';
const CALLERS: Caller[] = ['visitor', 'user', 'admin', 'forged'];
const wallets: Record<'user' | 'admin', TestWallet> = { user: USER, admin: ADMIN };
const tokens = { user: await signIn(t.app, USER), admin: await signIn(t.app, ADMIN) };

/** A token of the right shape that no session has: the user's with its first character changed. */
const forged = () => (tokens.user.startsWith('A') ? 'B' : 'A') + tokens.user.slice(1);
const tokenOf = (caller: Caller) => (caller === 'visitor' ? undefined : caller === 'forged' ? forged() : tokens[caller]);

const docResponse = await t.app.inject({ url: '/api/docs/json' });
const document = docResponse.json<OpenApiDocument>();
const operations = operationsOf(document);
const schemas = new SchemaArbitraries(document.components?.schemas ?? {});
const known = new KnownIds();

/** Calls as the admin, expects 200 and keeps the answer's ids for the path parameters. */
async function adminCall(method: 'POST' | 'PUT', url: string, payload?: object): Promise<{ id: string | number }> {
  const response = await t.app.inject({ method, url, headers: bearer(tokens.admin), ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  known.collect(response.json());
  return response.json<{ data: { id: string | number } }>().data;
}
// Something for the routes about one resource to find: an open poll and a published quest, made as the console does.
const poll = await adminCall('POST', '/api/admin/polls', pollInput(clock.now()));
await adminCall('POST', `/api/admin/polls/${poll.id}/publish`);
await adminCall('POST', '/api/admin/quests', questInput('fuzz-share'));
await adminCall('POST', '/api/admin/quests/fuzz-share/publish');

const stats = { requests: 0, fuzzed: new Set<string>(), answered2xx: new Set<string>(), statuses: new Map<number, number>() };

async function send(name: string, request: FuzzRequest, caller: Caller): Promise<void> {
  const token = tokenOf(caller);
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...(token ? bearer(token) : {}) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  stats.requests += 1;
  stats.fuzzed.add(name);
  stats.statuses.set(response.statusCode, (stats.statuses.get(response.statusCode) ?? 0) + 1);
  // Nobody may see a session token but its own holder (a visitor or a forged token: none at all).
  const foreignTokens = (['user', 'admin'] as const)
    .filter((who) => who !== caller)
    .map((who) => ({ label: `the ${who}'s session token`, value: tokens[who] }));
  const what = `${caller}: ${request.kind} ${request.method} ${request.url.slice(0, 200)} → ${response.statusCode}`;
  expect(answerProblems(response, [...secrets, ...foreignTokens]), what).toEqual([]);
  if (response.statusCode < 300) {
    stats.answered2xx.add(name);
    if (String(response.headers['content-type']).startsWith('application/json')) known.collect(response.json());
  }
  // A fuzzed logout ends the caller's session: sign in again so the next requests still get past the guard.
  if ((caller === 'user' || caller === 'admin') && request.method !== 'GET' && response.statusCode < 300)
    if ((await t.app.inject({ url: '/api/me', headers: bearer(tokens[caller]) })).statusCode === 403)
      tokens[caller] = await signIn(t.app, wallets[caller]);
}

/** A seed per operation, so operations with alike schemas do not draw alike requests. */
const seedOf = (name: string) => [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);

it('serves an OpenAPI document with the routes to fuzz', () => {
  expect(docResponse.statusCode).toBe(200);
  expect(operations.length).toBeGreaterThan(70);
});

describe.each(operations)('$name', (op) => {
  it.each(['valid', 'invalid'] as const)(
    'answers %s requests from every caller without 5xx, in the error shape, leaking nothing',
    async (kind) => {
      const arbitrary = requestArbitraries(op, schemas, known, credentials)[kind];
      await fc.assert(
        fc.asyncProperty(arbitrary, async (request) => {
          for (const caller of CALLERS) await send(op.name, request, caller);
        }),
        { seed: seedOf(`${kind} ${op.name}`) },
      );
    },
  );
});

it('fuzzed every operation of the document', () => {
  expect([...stats.fuzzed].sort()).toEqual(operations.map((op) => op.name).sort());
  if (process.env.FUZZ_VERBOSE)
    console.log(
      'never 2xx:',
      operations.map((op) => op.name).filter((n) => !stats.answered2xx.has(n)),
    );
  const statuses = [...stats.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
  console.log(
    `OpenAPI fuzz (seed ${SEED}, ${RUNS} runs per kind): ${stats.requests} requests over ${stats.fuzzed.size} of ` +
      `${operations.length} operations, ${stats.answered2xx.size} of them answered 2xx at least once; statuses ${statuses.join(' ')}`,
  );
});
