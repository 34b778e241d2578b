// Daily prices as every valuation reads them (repositories/market-days.ts `priceHistory`): the range, oldest first,
// after the last price before it, exactly as stored (the text read gives the same days and decimals as the rows), and
// only observed days in live mode.
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetMarketDays } from '../../src/db/schema';
import { priceHistory, upsertObservedMarketDays } from '../../src/repositories/market-days';
import { TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, loadReference: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
});

const ASSETS = ['bitcoin', 'ethereum', 'solana'];

describe('priceHistory', () => {
  it('gives each asset its stored days of the range, oldest first, after its last price before the range', async () => {
    const stored = await t.app.db
      .select({ assetId: assetMarketDays.assetId, day: assetMarketDays.day, price: assetMarketDays.price })
      .from(assetMarketDays)
      .where(inArray(assetMarketDays.assetId, ASSETS))
      .orderBy(asc(assetMarketDays.assetId), asc(assetMarketDays.day));
    const days = [...new Set(stored.map((row) => row.day))].sort();
    expect(days.length).toBeGreaterThan(40);
    const [from, to] = [days[10]!, days[40]!];
    const history = await priceHistory(t.app.db, [...ASSETS, 'no-such-asset'], from, to);
    expect([...history.keys()].sort()).toEqual(ASSETS);
    for (const asset of ASSETS) {
      const mine = stored.filter((row) => row.assetId === asset);
      const before = mine.filter((row) => row.day < from).at(-1)!;
      const range = mine.filter((row) => row.day >= from && row.day <= to);
      expect(history.get(asset)).toEqual([before, ...range].map(({ day, price }) => ({ day, price })));
    }
  });

  it('reads only observed days in live mode', async () => {
    const [last] = await t.app.db
      .select({ day: assetMarketDays.day })
      .from(assetMarketDays)
      .where(eq(assetMarketDays.assetId, 'solana'))
      .orderBy(asc(assetMarketDays.day));
    await upsertObservedMarketDays(t.app.db, [
      { assetId: 'solana', day: last!.day, price: '123.456789012345678901', marketCap: null, volume: '1' },
    ]);
    const observed = await priceHistory(t.app.db, ['solana'], last!.day, '9999-12-31', true);
    expect(observed.get('solana')).toEqual([{ day: last!.day, price: '123.456789012345678901' }]);
    const synthetic = await t.app.db
      .select({ day: assetMarketDays.day })
      .from(assetMarketDays)
      .where(
        and(eq(assetMarketDays.assetId, 'solana'), gte(assetMarketDays.day, last!.day), lte(assetMarketDays.day, '9999-12-31')),
      );
    expect(synthetic.length).toBeGreaterThan(1);
  });
});
