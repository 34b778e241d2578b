// The engine's read of a user's history (repositories/transaction-ledger.ts): every field comes back as stored — NULL
// apart from an empty text, 18-decimal amounts exact, milliseconds kept — in the engine's order, and a text holding
// the read's own separator or its null mark (an imported asset name) is read whole.
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { ledgerText, rowsFromText, userTransactions } from '../../src/repositories/transaction-ledger';
import { insertTransactions, type NewTransaction } from '../../src/repositories/transactions';
import { storedRow } from './stored-row';
import { sharedTestApp } from './test-app';

const app = sharedTestApp();
const db = () => app().app.db;

async function userWith(rows: Partial<NewTransaction>[]): Promise<string> {
  const userId = `0xledger${Math.random().toString(16).slice(2, 10)}`;
  await db().insert(users).values({ id: userId, idLower: userId });
  await insertTransactions(
    db(),
    rows.map((over, index) => storedRow(userId, { sourceId: `r${index}`, time: new Date('2026-05-01T10:00:00.123Z'), ...over })),
  );
  return userId;
}

describe('userTransactions', () => {
  it('gives every field back as stored, in time order with purchases first at the same time', async () => {
    const userId = await userWith([
      { sourceId: 'b-sale', direction: 'sell', amount: '0.000000000000000001', counterAsset: 'USD', counterAmount: '12.5' },
      { sourceId: 'a-later', time: new Date('2026-05-02T00:00:00.999Z'), direction: 'send', counterparty: '', txHash: '=0xabc' },
      { sourceId: 'c-buy', feeAsset: 'ethereum', feeAmount: '0.000042', usdValue: '99.99' },
      { sourceId: 'd-empty', asset: '', feeAsset: '', counterparty: '=' },
    ]);
    const rows = await userTransactions(db(), userId);
    expect(rows.map((row) => [row.direction, row.time.toISOString()])).toEqual([
      ['buy', '2026-05-01T10:00:00.123Z'],
      ['buy', '2026-05-01T10:00:00.123Z'],
      ['sell', '2026-05-01T10:00:00.123Z'],
      ['send', '2026-05-02T00:00:00.999Z'],
    ]);
    const [buy, empty, sale, send] = rows;
    expect(empty).toMatchObject({ asset: '', feeAsset: '', counterparty: '=', txHash: null });
    expect(buy).toMatchObject({ feeAsset: 'ethereum', feeAmount: '0.000042', usdValue: '99.99', counterAsset: null });
    expect(sale).toMatchObject({ amount: '0.000000000000000001', counterAsset: 'USD', counterAmount: '12.5', feeAmount: null });
    // An empty text stays empty; a NULL stays NULL.
    expect(send).toMatchObject({ counterparty: '', txHash: '=0xabc', usdValue: null });
    expect(typeof buy!.id).toBe('string');
    // Read from the one text, not through the JSON answer.
    expect(rowsFromText((await ledgerText(db(), userId))!)).toEqual(rows);
  });

  it('reads a text holding its separators whole', async () => {
    const odd = 'ODD\u001fTOKEN\u001e,"x"\n=';
    const userId = await userWith([{ asset: odd, counterparty: 'a\u001fb' }, { sourceId: 'z-plain' }]);
    const rows = await userTransactions(db(), userId);
    expect(rows.map((row) => [row.asset, row.counterparty])).toEqual([
      [odd, 'a\u001fb'],
      ['bitcoin', null],
    ]);
    // The separator inside the asset's name put the fields off count: the rows came through the JSON answer.
    expect(rowsFromText((await ledgerText(db(), userId))!)).toBeNull();
  });

  it('gives nothing for a user without history', async () => {
    expect(await userTransactions(db(), await userWith([]))).toEqual([]);
  });
});
