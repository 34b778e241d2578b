// The version a user's cached PnL is keyed with (repositories/transactions.ts historyVersion, the trigger of
// migrations 0022 and 0023): it moves with every statement that writes the user's transactions — an insert, an
// update, a delete, the cascade of a removed account — only for the users touched, and not when a statement changed
// nothing (the same rows read again). Versions come from one sequence, so none comes back, even for a user deleted
// and signed up again. Deleting a user with a history still works.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portfolios, transactions, users } from '../../src/db/schema';
import { historyVersion, insertTransactions } from '../../src/repositories/transactions';
import { userPnl } from '../../src/services/pnl/user-view';
import { TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir } from '../helpers/build-test-app';
import { storedRow } from './stored-row';
import { sharedTestApp } from './test-app';

const app = sharedTestApp();
const db = () => app().app.db;

async function newUser(): Promise<string> {
  const userId = `0xversion${Math.random().toString(16).slice(2, 10)}`;
  await db().insert(users).values({ id: userId, idLower: userId });
  return userId;
}

describe('history version', () => {
  it('moves with every statement writing the history, for the users touched only', async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    const seen = [await historyVersion(db(), alice)];
    expect(seen[0]).toBe('0');
    const rows = [storedRow(alice, { sourceId: 'a1' }), storedRow(alice, { sourceId: 'a2' })];
    await insertTransactions(db(), rows);
    seen.push(await historyVersion(db(), alice));
    expect(await historyVersion(db(), bob)).toBe('0');
    // The same rows again: nothing stored, nothing changed.
    await insertTransactions(db(), rows);
    expect(await historyVersion(db(), alice)).toBe(seen.at(-1));
    await db().update(transactions).set({ usdValue: '5' }).where(eq(transactions.userId, alice));
    seen.push(await historyVersion(db(), alice));
    await db().delete(transactions).where(eq(transactions.sourceId, 'a1'));
    seen.push(await historyVersion(db(), alice));
    expect(new Set(seen).size).toBe(seen.length);
    expect(await historyVersion(db(), bob)).toBe('0');
  });

  it('moves when a removed account takes its transactions with it, and lets a user with a history be deleted', async () => {
    const userId = await newUser();
    const [wallet] = await app()
      .app.db.insert(portfolios)
      .values({ userId, kind: 'wallet', address: '0xversion', addressLower: '0xversion', network: 'evm' })
      .returning({ id: portfolios.id });
    await insertTransactions(db(), [storedRow(userId, { portfolioId: wallet!.id, account: wallet!.id, sourceId: 'w1' })]);
    const before = await historyVersion(db(), userId);
    await db().delete(portfolios).where(eq(portfolios.id, wallet!.id));
    const afterRemoval = await historyVersion(db(), userId);
    expect(afterRemoval).not.toBe(before);
    await insertTransactions(db(), [storedRow(userId, { sourceId: 'left' })]);
    const last = await historyVersion(db(), userId);
    await db().delete(users).where(eq(users.id, userId));
    expect(await historyVersion(db(), userId)).toBe('0');
    expect(await db().select({ id: transactions.id }).from(transactions).where(eq(transactions.userId, userId))).toEqual([]);
    // Signed up again with the same history: a version never seen before.
    await db().insert(users).values({ id: userId, idLower: userId });
    await insertTransactions(db(), [storedRow(userId, { sourceId: 'left' })]);
    expect([before, afterRemoval, last]).not.toContain(await historyVersion(db(), userId));
  });

  it('keys the cached PnL by database too: the same user and version in two databases of one process stay apart', async () => {
    const other = await tempDir();
    const second = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: other.path } });
    try {
      const userId = `0xtwin${Math.random().toString(16).slice(2, 10)}`;
      await db().insert(users).values({ id: userId, idLower: userId });
      await insertTransactions(db(), [storedRow(userId, { asset: 'bitcoin', usdValue: '100' })]);
      const version = await historyVersion(db(), userId);
      // The second database hands out the same version next, as two fresh databases do.
      await second.app.db.execute(sql`select setval('transaction_history_version_seq', ${Number(version) - 1})`);
      await second.app.db.insert(users).values({ id: userId, idLower: userId });
      await insertTransactions(second.app.db, [storedRow(userId, { asset: 'ethereum', usdValue: '100' })]);
      expect(await historyVersion(second.app.db, userId)).toBe(version);
      const now = new Date('2026-06-01T00:00:00Z');
      const first = await userPnl({ db: db(), now, observedOnly: false }, userId);
      const twin = await userPnl({ db: second.app.db, now, observedOnly: false }, userId);
      expect(first.holdings.map((h) => h.asset)).toEqual(['bitcoin']);
      expect(twin.holdings.map((h) => h.asset)).toEqual(['ethereum']);
    } finally {
      await second.close();
      await other.remove();
    }
  });
});
