// Issue 22 §2: one wallet's KRL (one exchange key's) counts toward one K3 account at a time — the account the wallet
// signs in to, or the one account that proved it — enforced by unique indexes, so parallel proofs or adds cannot
// both win. Every sign-in wallet holds 800 KRL (Shrimp: room for 5 portfolios); the whales hold 5,000 (with them an
// account is Kokonut Krab), from a fixed balances adapter.
import { randomUUID } from 'node:crypto';
import { type Dashboard, type Portfolio } from '@k3/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolios } from '../../src/db/schema';
import type { Balance, BalancesPort } from '../../src/providers/balances/port';
import { insertPortfolio } from '../../src/repositories/portfolios';
import { encryptSecret } from '../../src/services/portfolio/secrets';
import { bearer, evmWallet, manualClock, signIn, TEST_ENV, type TestWallet } from '../auth/helpers';
import { buildTestApp, createTestDatabase, tempDir, type TestApp } from '../helpers/build-test-app';

const clock = manualClock(new Date());
const krl = (amount: string): Balance[] => [{ chain: 'ethereum', assetId: 'kryll', amount }];
const whales = new Set<string>();
const balances: BalancesPort = {
  demo: true,
  wallet: (target) => Promise.resolve(krl(whales.has(target.address) ? '5000' : '800')),
  exchange: (target) => Promise.resolve(target.apiKey.startsWith('whale') ? krl('5000') : []),
};

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true, balances });
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

const fresh = () => evmWallet(generatePrivateKey());
function whale(): TestWallet {
  const wallet = fresh();
  whales.add(wallet.address);
  return wallet;
}
const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
async function account(): Promise<{ wallet: TestWallet; token: string }> {
  const wallet = fresh();
  return { wallet, token: await signIn(t.app, wallet) };
}
async function tier(token: string): Promise<string> {
  const response = await call(token, 'GET', '/api/me/dashboard?min=0');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Dashboard }>().data.tier;
}
async function list(token: string): Promise<Portfolio[]> {
  return (await call(token, 'GET', '/api/me/portfolios')).json<{ data: Portfolio[] }>().data;
}
async function addWallet(token: string, address: string): Promise<Portfolio> {
  const response = await call(token, 'POST', '/api/me/wallets', { address });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Portfolio }>().data;
}
/** Asks the challenge and answers it with the wallet's signature. */
async function prove(token: string, id: string, wallet: TestWallet) {
  const challenge = await call(token, 'GET', `/api/me/portfolios/${id}/ownership`);
  if (challenge.statusCode !== 200) return challenge;
  const msg = challenge.json<{ data: { msg: string } }>().data.msg;
  return call(token, 'POST', `/api/me/portfolios/${id}/ownership`, { signature: await wallet.sign(msg) });
}
/** The portfolios, of any account, that count this address toward a plan. */
async function countingRows(address: string) {
  return t.app.db
    .select({ userId: portfolios.userId })
    .from(portfolios)
    .where(and(eq(portfolios.addressLower, address.toLowerCase()), isNotNull(portfolios.verifiedAt)));
}

describe('a wallet counts toward one account', () => {
  it('refuses a second account’s proof of a wallet another account proved, with 409 naming the rule', async () => {
    const [a, b] = [await account(), await account()];
    const w = whale();
    const provenByA = await prove(a.token, (await addWallet(a.token, w.address)).id, w);
    expect(provenByA.statusCode, provenByA.body).toBe(200);
    expect(await tier(a.token)).toBe('kokonut-krab');

    // B may watch it (in any case), but its proof is refused before anything is signed, and its tier stays.
    const watched = await addWallet(b.token, w.address.toLowerCase());
    expect(watched.verified).toBe(false);
    const refused = await call(b.token, 'GET', `/api/me/portfolios/${watched.id}/ownership`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'wallet_counted_elsewhere' });
    expect(refused.json<{ message: string }>().message).toMatch(/counts toward one account at a time/);
    expect(await tier(b.token)).toBe('shrimp');
    expect(await countingRows(w.address)).toEqual([{ userId: a.wallet.address }]);
  });

  it('counts a sign-in wallet for its own account: another account cannot prove it', async () => {
    const [a, b] = [await account(), await account()];
    await list(a.token);
    const watched = await addWallet(b.token, a.wallet.address);
    const refused = await prove(b.token, watched.id, a.wallet);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'wallet_counted_elsewhere' });
    // A sign-in wallet cannot be removed from its account: the message does not ask for the impossible.
    const message = refused.json<{ message: string }>().message;
    expect(message).toMatch(/if that account signs in with it, it keeps counting there/);
    expect(message).not.toMatch(/Remove it from that account first\.$/);
  });

  it('10 parallel proofs of one wallet from 10 accounts: exactly one counts', async () => {
    const w = whale();
    const accounts = await Promise.all(Array.from({ length: 10 }, () => account()));
    const pending = [];
    for (const { token } of accounts) {
      const { id } = await addWallet(token, w.address);
      const msg = (await call(token, 'GET', `/api/me/portfolios/${id}/ownership`)).json<{ data: { msg: string } }>().data.msg;
      pending.push({ token, id, signature: await w.sign(msg) });
    }
    const answers = await Promise.all(
      pending.map(({ token, id, signature }) => call(token, 'POST', `/api/me/portfolios/${id}/ownership`, { signature })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const answer of answers.filter((one) => one.statusCode === 409))
      expect(answer.json()).toMatchObject({ error: 'wallet_counted_elsewhere' });
    expect(await countingRows(w.address)).toHaveLength(1);
    const tiers = await Promise.all(accounts.map(({ token }) => tier(token)));
    expect(tiers.filter((one) => one === 'kokonut-krab')).toHaveLength(1);
  });

  it('a wallet another account proved first signs in watch-only, and counts once that account removes it', async () => {
    const a = await account();
    const w = whale();
    const added = await addWallet(a.token, w.address);
    expect((await prove(a.token, added.id, w)).statusCode).toBe(200);

    const own = await signIn(t.app, w);
    const [primary] = await list(own);
    expect(primary).toMatchObject({ primary: true, verified: false });
    expect(await tier(own)).toBe('free');
    expect((await prove(own, primary!.id, w)).statusCode).toBe(409);

    expect((await call(a.token, 'DELETE', `/api/me/wallets/${w.address}`)).statusCode).toBe(200);
    const proven = await prove(own, primary!.id, w);
    expect(proven.statusCode, proven.body).toBe(200);
    expect(await tier(own)).toBe('kokonut-krab');
    expect(await countingRows(w.address)).toEqual([{ userId: w.address }]);
  });
});

describe('an exchange API key counts toward one account', () => {
  const addExchange = (token: string, apiKey: string) =>
    call(token, 'POST', '/api/me/exchanges', { exchange: 'binance', apiKey, secret: 'secret' });

  it('refuses the same key for another account (409 exchange_counted_elsewhere) and again for the same one', async () => {
    const [a, b] = [await account(), await account()];
    const apiKey = `whale-${randomUUID()}`;
    expect((await addExchange(a.token, apiKey)).statusCode).toBe(200);
    expect(await tier(a.token)).toBe('kokonut-krab');

    const elsewhere = await addExchange(b.token, ` ${apiKey} `);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ error: 'exchange_counted_elsewhere' });
    expect((await list(b.token)).filter((p) => p.kind === 'exchange')).toEqual([]);
    expect(await tier(b.token)).toBe('shrimp');
    const again = await addExchange(a.token, apiKey);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'exchange_exists' });
  });

  it('10 parallel adds of one key from 10 accounts: exactly one is stored', async () => {
    const apiKey = `whale-${randomUUID()}`;
    const accounts = await Promise.all(Array.from({ length: 10 }, () => account()));
    const answers = await Promise.all(accounts.map(({ token }) => addExchange(token, apiKey)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const tiers = await Promise.all(accounts.map(({ token }) => tier(token)));
    expect(tiers.filter((one) => one === 'kokonut-krab')).toHaveLength(1);
  });

  it('exchange accounts added before fingerprints get one on their next read; of two with one key, one counts', async () => {
    const [a, b] = [await account(), await account()];
    const apiKey = `whale-${randomUUID()}`;
    // As migration 0013 leaves them: counting (verified_at set), no fingerprint, the same key in two accounts, a's
    // added a minute before b's (the earlier one keeps counting).
    for (const [index, user] of [a, b].entries()) {
      await list(user.token);
      const id = randomUUID();
      const createdAt = new Date(clock.now().getTime() + index * 60_000);
      await insertPortfolio(t.app.db, {
        id,
        userId: user.wallet.address,
        kind: 'exchange',
        exchange: 'binance',
        apiKeySealed: encryptSecret(t.app.secretsKey, apiKey, `${id}:apiKey`),
        secretSealed: encryptSecret(t.app.secretsKey, 'secret', `${id}:secret`),
        verifiedAt: createdAt,
        createdAt,
      });
    }
    expect(await list(a.token)).toContainEqual(expect.objectContaining({ kind: 'exchange', verified: true }));
    expect(await list(b.token)).toContainEqual(expect.objectContaining({ kind: 'exchange', verified: false }));
    expect(await tier(a.token)).toBe('kokonut-krab');
    expect(await tier(b.token)).toBe('shrimp');
  });

  it('exchange accounts added before fingerprints are fingerprinted at start: the earliest added counts, the key is refused to others', async () => {
    // Its own database, so the app can be started again on it: the rows as the server before this start left them.
    const database = await createTestDatabase();
    const env = { ...TEST_ENV, DATA_DIR: dataDir.path };
    const startClock = manualClock(new Date());
    const first = await buildTestApp({ env, database, clock: startClock.now, loadReference: true, balances });
    const apiKey = `whale-${randomUUID()}`;
    const signInTo = async (app: TestApp['app']) => {
      const wallet = fresh();
      return { wallet, token: await signIn(app, wallet) };
    };
    const [early, late, added, other] = [
      await signInTo(first.app),
      await signInTo(first.app),
      await signInTo(first.app),
      await signInTo(first.app),
    ];
    const minutesAgo = (minutes: number) => new Date(startClock.now().getTime() - minutes * 60_000);
    // Two accounts added the key before fingerprints (migration 0013 left both counting, no fingerprint), the later
    // one written first; a third added it since, while the legacy rows were not recognised yet.
    for (const [user, createdAt] of [
      [late, minutesAgo(60)],
      [early, minutesAgo(120)],
    ] as const) {
      const id = randomUUID();
      await insertPortfolio(first.app.db, {
        id,
        userId: user.wallet.address,
        kind: 'exchange',
        exchange: 'binance',
        apiKeySealed: encryptSecret(first.app.secretsKey, apiKey, `${id}:apiKey`),
        secretSealed: encryptSecret(first.app.secretsKey, 'secret', `${id}:secret`),
        verifiedAt: createdAt,
        createdAt,
      });
    }
    const addedNow = await first.app.inject({
      method: 'POST',
      url: '/api/me/exchanges',
      headers: bearer(added.token),
      payload: { exchange: 'binance', apiKey, secret: 'secret' },
    });
    expect(addedNow.statusCode, addedNow.body).toBe(200);
    await first.close();

    const second = await buildTestApp({ env, database, clock: startClock.now, loadReference: true, balances });
    try {
      // Before any read: every row has its fingerprint and only the earliest added counts.
      const rows = await second.app.db
        .select({ userId: portfolios.userId, fingerprint: portfolios.keyFingerprint, verifiedAt: portfolios.verifiedAt })
        .from(portfolios)
        .where(eq(portfolios.kind, 'exchange'));
      const mine = rows.filter((row) => [early, late, added].some((user) => user.wallet.address === row.userId));
      expect(mine).toHaveLength(3);
      expect(new Set(mine.map((row) => row.fingerprint)).size).toBe(1);
      expect(mine[0]?.fingerprint).not.toBeNull();
      expect(mine.filter((row) => row.verifiedAt !== null).map((row) => row.userId)).toEqual([early.wallet.address]);
      const refused = await second.app.inject({
        method: 'POST',
        url: '/api/me/exchanges',
        headers: bearer(other.token),
        payload: { exchange: 'binance', apiKey, secret: 'secret' },
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'exchange_counted_elsewhere' });
      await second.close();
      // A third start changes nothing (idempotent).
      const third = await buildTestApp({ env, database, clock: startClock.now, loadReference: true, balances });
      const again = await third.app.db
        .select({ userId: portfolios.userId })
        .from(portfolios)
        .where(and(eq(portfolios.kind, 'exchange'), isNotNull(portfolios.verifiedAt)));
      expect(
        again.filter(
          (row) =>
            row.userId === early.wallet.address || row.userId === late.wallet.address || row.userId === added.wallet.address,
        ),
      ).toEqual([{ userId: early.wallet.address }]);
      await third.close();
    } finally {
      await database.destroy();
    }
  }, 60_000);
});
