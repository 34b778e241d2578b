// The version a user's cached PnL is keyed with (repositories/transactions.ts historyVersion, the trigger of
// migrations 0022 and 0023): it moves with every statement that writes the user's transactions — an insert, an
// update, a delete, the cascade of a removed account — only for the users touched, and not when a statement changed
// nothing (the same rows read again). Versions come from one sequence, so none comes back, even for a user deleted
// and signed up again. Deleting a user with a history still works.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolios, transactions, users } from '../../src/db/schema';
import { historyVersion, insertTransactions } from '../../src/repositories/transactions';
import { TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { storedRow } from './stored-row';

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
});

async function newUser(): Promise<string> {
  const userId = `0xversion${Math.random().toString(16).slice(2, 10)}`;
  await t.app.db.insert(users).values({ id: userId, idLower: userId });
  return userId;
}

describe('history version', () => {
  it('moves with every statement writing the history, for the users touched only', async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    const seen = [await historyVersion(t.app.db, alice)];
    expect(seen[0]).toBe('0');
    const rows = [storedRow(alice, { sourceId: 'a1' }), storedRow(alice, { sourceId: 'a2' })];
    await insertTransactions(t.app.db, rows);
    seen.push(await historyVersion(t.app.db, alice));
    expect(await historyVersion(t.app.db, bob)).toBe('0');
    // The same rows again: nothing stored, nothing changed.
    await insertTransactions(t.app.db, rows);
    expect(await historyVersion(t.app.db, alice)).toBe(seen.at(-1));
    await t.app.db.update(transactions).set({ usdValue: '5' }).where(eq(transactions.userId, alice));
    seen.push(await historyVersion(t.app.db, alice));
    await t.app.db.delete(transactions).where(eq(transactions.sourceId, 'a1'));
    seen.push(await historyVersion(t.app.db, alice));
    expect(new Set(seen).size).toBe(seen.length);
    expect(await historyVersion(t.app.db, bob)).toBe('0');
  });

  it('moves when a removed account takes its transactions with it, and lets a user with a history be deleted', async () => {
    const userId = await newUser();
    const [wallet] = await t.app.db
      .insert(portfolios)
      .values({ userId, kind: 'wallet', address: '0xversion', addressLower: '0xversion', network: 'evm' })
      .returning({ id: portfolios.id });
    await insertTransactions(t.app.db, [storedRow(userId, { portfolioId: wallet!.id, account: wallet!.id, sourceId: 'w1' })]);
    const before = await historyVersion(t.app.db, userId);
    await t.app.db.delete(portfolios).where(eq(portfolios.id, wallet!.id));
    const afterRemoval = await historyVersion(t.app.db, userId);
    expect(afterRemoval).not.toBe(before);
    await insertTransactions(t.app.db, [storedRow(userId, { sourceId: 'left' })]);
    const last = await historyVersion(t.app.db, userId);
    await t.app.db.delete(users).where(eq(users.id, userId));
    expect(await historyVersion(t.app.db, userId)).toBe('0');
    expect(await t.app.db.select({ id: transactions.id }).from(transactions).where(eq(transactions.userId, userId))).toEqual([]);
    // Signed up again with the same history: a version never seen before.
    await t.app.db.insert(users).values({ id: userId, idLower: userId });
    await insertTransactions(t.app.db, [storedRow(userId, { sourceId: 'left' })]);
    expect([before, afterRemoval, last]).not.toContain(await historyVersion(t.app.db, userId));
  });
});
