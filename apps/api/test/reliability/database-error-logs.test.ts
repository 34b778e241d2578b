// Issue 22 §3: a failing query's log line carried what the statement was given (Drizzle's "Failed query: … params: …",
// PGlite's `params`, PostgreSQL's `detail`, its message quoting the value), so a chat whose write failed put the user's
// conversation in the logs, after a 200 stream that died. Now the write comes before the 200 (an error answer, nothing
// spent) and a database error is logged by its SQLSTATE, the names of what it concerns and its stack, never a value
// (logger-errors.ts; docs/operations.md "Logs"). The failures here are real ones, from the database of the lane.
import { Writable } from 'node:stream';
import type { ErrorBody, User } from '@k3/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiPrompts, users } from '../../src/db/schema';
import { startConversation } from '../../src/repositories/ai-conversations';
import type { Agent } from '../../src/services/agent/types';
import { bearer, evmWallet, getData, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

/** Words that must never reach a log line; each test's failing statement carries them. */
const PRIVATE = 'my private plan 7f3q';
/** The check the test database is given: a conversation holding this is refused (SQLSTATE 23514). */
const REFUSED = 'refused-by-the-database';

const agent: Agent = {
  kind: 'offline',
  answer: () =>
    (async function* () {
      await Promise.resolve();
      yield 'An answer.';
    })(),
};
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
const logged = () => lines.join('');
const entries = () => lines.map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> });

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
const wallet = evmWallet();
let token: string;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({
    env: { ...TEST_ENV, DATA_DIR: dataDir.path, LOG_LEVEL: 'warn' },
    clock: manualClock(new Date('2026-11-20T10:00:00Z')).now,
    loadReference: true,
    balances: {
      demo: true,
      wallet: () => Promise.resolve([{ chain: 'ethereum', assetId: 'kryll', amount: '1' }]),
      exchange: () => Promise.resolve([]),
    },
    agent,
    logStream,
  });
  token = await signIn(t.app, wallet);
  await t.app.db.execute(
    sql.raw(`ALTER TABLE ai_conversations ADD CONSTRAINT k3_test_refuses CHECK (messages::text NOT LIKE '%${REFUSED}%')`),
  );
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

/** The error of the statement `run` makes fail. */
async function failure(run: () => Promise<unknown>): Promise<Error> {
  const error = await run().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

describe('a chat whose conversation cannot be written', () => {
  it('answers 500 in the error shape before any stream, spends nothing, and logs no word of the conversation', async () => {
    lines.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: bearer(token),
      payload: { message: `${PRIVATE} ${REFUSED}`, lang: 'en' },
    });
    expect(response.statusCode, response.body).toBe(500);
    expect(response.json<ErrorBody>().error).toBe('internal_error');
    expect((await getData<User>(t.app, '/api/me', token)).chat.kredits).toBe(20);
    expect(await t.app.db.select().from(aiPrompts).where(eq(aiPrompts.userId, wallet.address))).toEqual([]);

    const line = entries().find((entry) => entry.msg === 'unhandled error');
    expect(line?.err).toMatchObject({ code: '23514', constraint: 'k3_test_refuses' });
    expect(line?.err?.message).toMatch(/^Failed query: insert into "ai_conversations"/);
    expect(logged()).not.toContain(PRIVATE);
  });
});

describe('a database error in a log line', () => {
  it('never carries the statement parameters: the jsonb a lone surrogate breaks', async () => {
    const error = await failure(() =>
      startConversation(t.app.db, wallet.address, 'c1', [{ id: 'm', sender: 'user', message: `${PRIVATE} \ud800` }], new Date()),
    );
    expect(`${error.message} ${JSON.stringify(error)}`).toContain(PRIVATE); // the raw error does hold it
    lines.length = 0;
    t.app.log.error({ err: error }, 'conversation not stored');
    expect(logged()).toContain('conversation not stored');
    expect(logged()).toContain('Failed query: insert into \\"ai_conversations\\"');
    expect(logged()).not.toContain(PRIVATE);
  });

  it('masks the value PostgreSQL quotes in its message', async () => {
    const error = await failure(() => t.app.db.execute(sql`select ${PRIVATE}::uuid`));
    lines.length = 0;
    t.app.log.warn({ err: error }, 'lookup failed');
    expect(entries()[0]?.err).toMatchObject({ code: '22P02' });
    expect(logged()).toContain('invalid input syntax for type uuid: \\"…\\"');
    expect(logged()).not.toContain(PRIVATE);
  });

  it('drops the detail naming the duplicate key, keeping the constraint', async () => {
    const error = await failure(() =>
      t.app.db.insert(users).values({ id: wallet.address, idLower: wallet.address.toLowerCase(), username: PRIVATE }),
    );
    lines.length = 0;
    t.app.log.error({ err: error }, 'user not stored');
    expect(entries()[0]?.err).toMatchObject({ code: '23505', constraint: 'users_pkey', table: 'users' });
    expect(logged()).not.toContain(wallet.address);
  });

  it('gives a safe message when the call gives none, the error wrapped or not', async () => {
    const error = await failure(() => t.app.db.execute(sql`select ${PRIVATE}::int`));
    lines.length = 0;
    t.app.log.error(error);
    t.app.log.error({ err: new Error('lookup failed', { cause: error }) });
    t.app.log.error({ err: error });
    expect(entries().map((entry) => entry.msg)).toEqual([
      expect.stringMatching(/^Failed query: select \$1::int$/),
      'lookup failed',
      expect.stringMatching(/^Failed query: select \$1::int$/),
    ]);
    expect(logged()).not.toContain(PRIVATE);
  });
});
