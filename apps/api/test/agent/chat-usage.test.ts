// Agent K usage per user and UTC day, and the daily ceiling (issue 22 §4; docs/agent.md "Usage and the daily
// ceiling", docs/admin.md "Agent K usage"): each finished prompt adds its tokens to the user's day, a prompt is refused
// with 429 ai_daily_limit once the day's tokens reach AI_DAILY_TOKEN_LIMIT (spending nothing), the next UTC day starts
// afresh, and an admin sees the rows. The scripted agent reports the usage an LLM would.
import type { AdminAiUsage, ErrorBody, User } from '@k3/shared';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config';
import type { Balance, BalancesPort } from '../../src/providers/balances/port';
import type { Agent } from '../../src/services/agent/types';
import { bearer, EVM_KEY_A, evmWallet, getData, manualClock, signIn, TEST_ENV, type TestWallet } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

const LIMIT = 1000;
const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
const ADMIN = evmWallet(EVM_KEY_A);
const HOLDINGS = new Map<string, Balance[]>();
const balances: BalancesPort = {
  demo: true,
  wallet: (target) => Promise.resolve(HOLDINGS.get(target.address) ?? []),
  exchange: () => Promise.resolve([]),
};
/** Answers to "Hold" wait for this to be released (prompts under way at once). */
let held = Promise.resolve();
/** Each answer costs 400 prompt and 100 completion tokens, as an LLM would report them. */
const agent: Agent = {
  kind: 'llm',
  answer: (request) =>
    (async function* () {
      await (request.message === 'Hold' ? held : Promise.resolve());
      yield 'An answer.';
      request.onUsage?.({ promptTokens: 400, completionTokens: 100 });
    })(),
};

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
let admin: string;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({
    env: { ...TEST_ENV, DATA_DIR: dataDir.path, AI_DAILY_TOKEN_LIMIT: String(LIMIT), ADMIN_WALLETS: ADMIN.address },
    clock: clock.now,
    loadReference: true,
    balances,
    agent,
  });
  admin = await signIn(t.app, ADMIN);
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

async function chatter(): Promise<{ wallet: TestWallet; token: string }> {
  const wallet = evmWallet(generatePrivateKey());
  HOLDINGS.set(wallet.address, [{ chain: 'ethereum', assetId: 'kryll', amount: '1' }]);
  return { wallet, token: await signIn(t.app, wallet) };
}
const ask = (token: string, message = 'Hi') =>
  t.app.inject({ method: 'POST', url: '/api/ai/chat', headers: bearer(token), payload: { message, lang: 'en' } });
const usage = (query = '') =>
  getData<{ dailyTokenLimit: number | null; usage: AdminAiUsage[] }>(t.app, `/api/admin/ai-usage${query}`, admin);

describe('the daily token ceiling', () => {
  it(`refuses a prompt with 429 ai_daily_limit once the day's tokens reach ${LIMIT}, spending nothing, until the next UTC day`, async () => {
    const { wallet, token } = await chatter();
    for (let i = 0; i < 2; i++) expect((await ask(token)).statusCode).toBe(200);
    const kredits = (await getData<User>(t.app, '/api/me', token)).chat.kredits;

    const refused = await ask(token);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json<ErrorBody>().error).toBe('ai_daily_limit');
    expect((await getData<User>(t.app, '/api/me', token)).chat.kredits).toBe(kredits);

    const today = (await usage()).usage.find((row) => row.userId === wallet.address);
    expect(today).toEqual({
      day: '2026-11-20',
      userId: wallet.address,
      prompts: 2,
      promptTokens: 800,
      completionTokens: 200,
      overLimit: true,
    });

    clock.advance(14 * 3600); // 2026-11-21T00:00Z
    expect((await ask(token)).statusCode).toBe(200);
    const rows = (await usage()).usage.filter((row) => row.userId === wallet.address);
    expect(rows.map((row) => [row.day, row.prompts, row.overLimit])).toEqual([
      ['2026-11-21', 1, false],
      ['2026-11-20', 2, true],
    ]);
  });

  it('holds under parallel prompts: each prompt under way reserves tokens, so they cannot all pass the check', async () => {
    const { wallet, token } = await chatter();
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    let answered = 0;
    const asked = Array.from({ length: 5 }, () =>
      ask(token, 'Hold').then((response) => {
        answered += 1;
        return response;
      }),
    );
    // The refused ones answer at once; the one admitted waits for its agent, let go once the four have answered.
    await vi.waitFor(() => expect(answered).toBeGreaterThanOrEqual(4), { timeout: 20_000, interval: 20 });
    release();
    const statuses = (await Promise.all(asked)).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 429, 429, 429, 429]);
    const today = (await usage()).usage.find((row) => row.userId === wallet.address);
    expect(today).toMatchObject({ prompts: 1, promptTokens: 400, completionTokens: 100 });
  });

  it('reads AI_DAILY_TOKEN_LIMIT (default 200 000, 0 for no ceiling) and names it when it is not a count', () => {
    expect(loadConfig({}).aiDailyTokenLimit).toBe(200_000);
    expect(loadConfig({ AI_DAILY_TOKEN_LIMIT: '0' }).aiDailyTokenLimit).toBe(0);
    expect(() => loadConfig({ AI_DAILY_TOKEN_LIMIT: '-5' })).toThrow(/AI_DAILY_TOKEN_LIMIT must be an integer of at least 0/);
  });
});

describe('GET /api/admin/ai-usage', () => {
  it('lists the days asked for with the ceiling, and names a bad `days`', async () => {
    const all = await usage('?days=90');
    expect(all.dailyTokenLimit).toBe(LIMIT);
    expect(all.usage.length).toBeGreaterThan(0);
    const bad = await t.app.inject({ url: '/api/admin/ai-usage?days=0', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().message).toContain('days');
  });

  it('is for admins only', async () => {
    const { token } = await chatter();
    const response = await t.app.inject({ url: '/api/admin/ai-usage', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
  });
});
