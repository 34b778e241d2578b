// The demo reference dataset is loaded into the database on first start, once per version (issue 2 §3).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CHAINS, type ReferenceDataset } from '@k3/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetMarketDays, assets, chains, datasets } from '../src/db/schema';
import { lastDays } from '@k3/shared';
import { loadReferenceDataset, MARKET_DAYS, readReferenceDataset, REFERENCE_KEY } from '../src/demo/load-reference';
import { generateMarketSeries, seriesAssets } from '../src/demo/market-series';
import { API_DIR, REFERENCE_FILE } from '../src/paths';
import { buildTestApp, createTestDatabase, tempDir, type TestDatabase } from './helpers/build-test-app';

let database: TestDatabase;
let dataset: ReferenceDataset;
beforeAll(async () => {
  database = await createTestDatabase();
  dataset = await readReferenceDataset(REFERENCE_FILE);
  // First boot: loads the dataset.
  const first = await buildTestApp({ database, loadReference: true });
  await first.close();
});
afterAll(() => database.destroy());

const db = () => database.handle.db;
const total = async (table: typeof assets | typeof chains | typeof assetMarketDays) =>
  (await db().select({ n: count() }).from(table))[0]?.n;
const loadedAt = async () => (await db().select().from(datasets).where(eq(datasets.key, REFERENCE_KEY)))[0]?.loadedAt;

describe('reference dataset', () => {
  it('loads every bundled asset, every chain of spec §3 and the product token', async () => {
    expect(await total(assets)).toBe(dataset.assets.length);
    expect(dataset.assets.length).toBeGreaterThanOrEqual(150);
    expect(await total(chains)).toBe(CHAINS.length);
    const [kryll] = await db().select().from(assets).where(eq(assets.id, 'kryll'));
    expect(kryll).toMatchObject({ symbol: 'KRL', addresses: { ethereum: '0x464ebe77c293e473b48cfe96ddcf88fcf7bfdac0' } });
  });

  it('loads 365 synthetic market days per asset, ending today (UTC)', async () => {
    const days = await db()
      .select()
      .from(assetMarketDays)
      .where(eq(assetMarketDays.assetId, 'kryll'))
      .orderBy(assetMarketDays.day);
    expect(days).toHaveLength(MARKET_DAYS);
    expect(days.every((day) => day.synthetic)).toBe(true);
    expect(days.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
    expect(days[0]?.price).toMatch(/^\d+(\.\d+)?$/);
    expect(await total(assetMarketDays)).toBe(dataset.assets.length * MARKET_DAYS);
  });

  it('stores for every asset and day a market cap of price × circulating supply (1%), none where the supply is not published', async () => {
    const rows = await db().select().from(assetMarketDays);
    const byId = new Map(dataset.assets.map((asset) => [asset.id, asset]));
    for (const row of rows) {
      const supply = byId.get(row.assetId)?.market.circulatingSupply ?? null;
      if (supply === null) {
        expect(row.marketCap, row.assetId).toBeNull();
        continue;
      }
      const implied = Number(row.price) * supply;
      expect(Math.abs(Number(row.marketCap) / implied - 1), `${row.assetId} ${row.day}`).toBeLessThan(0.01);
    }
    // And today's price of each asset is within an order of magnitude of its recorded price (it has moved since,
    // as prices do, but no asset is priced a hundred or a thousand times off).
    const latest = new Map<string, number>();
    for (const row of rows) latest.set(row.assetId, Number(row.price));
    for (const [id, price] of latest) {
      const ratio = price / (byId.get(id)?.market.price ?? 1);
      expect(ratio, id).toBeGreaterThan(1 / 10);
      expect(ratio, id).toBeLessThan(10);
    }
  });

  it('records the version and provenance it loaded', async () => {
    const [row] = await db().select().from(datasets).where(eq(datasets.key, REFERENCE_KEY));
    expect(row?.version).toBe(dataset.version);
    expect(row?.provenance).toMatchObject({ sources: dataset.provenance, marketData: { synthetic: true } });
  });

  it('is not reloaded on a second boot with the same version', async () => {
    const before = await loadedAt();
    const second = await buildTestApp({ database, loadReference: true });
    await second.close();
    expect(await loadedAt()).toEqual(before);
    expect(await loadReferenceDataset(db())).toMatchObject({ loaded: false, version: dataset.version });
  });

  it('extends the synthetic series to today on a later boot, continuing it day for day', async () => {
    const today = new Date();
    const later = new Date(today.getTime() + 3 * 86_400_000);
    expect(await loadReferenceDataset(db(), { now: later })).toMatchObject({ loaded: false, extendedDays: 3 });
    const added = lastDays(later, 3);
    const rows = await db()
      .select()
      .from(assetMarketDays)
      .where(eq(assetMarketDays.assetId, 'kryll'))
      .orderBy(assetMarketDays.day);
    expect(rows.slice(-3).map((row) => row.day)).toEqual(added);
    const kryll = seriesAssets(dataset.assets).find((asset) => asset.id === 'kryll');
    if (!kryll) throw new Error('kryll missing');
    // The same figures a fresh load on that day would have generated (they depend only on the asset and the day).
    expect(rows.slice(-3).map((row) => Number(row.price))).toEqual(
      generateMarketSeries(kryll, added).map((point) => Number(point.price)),
    );
    expect(rows.every((row) => row.synthetic)).toBe(true);
    expect(await total(assetMarketDays)).toBe(dataset.assets.length * (MARKET_DAYS + 3));
    // Nothing more to add the same day.
    expect(await loadReferenceDataset(db(), { now: later })).toMatchObject({ extendedDays: 0 });
  });

  it('is reloaded when the file has a new version', async () => {
    const dir = await tempDir();
    try {
      const file = join(dir.path, 'reference.json');
      const smaller = { ...dataset, version: `${dataset.version}-next`, assets: dataset.assets.slice(0, 3) };
      await writeFile(file, JSON.stringify(smaller));
      const result = await loadReferenceDataset(db(), { file });
      expect(result).toMatchObject({ loaded: true, version: smaller.version, assets: 3, marketDays: 3 * MARKET_DAYS });
      expect(await total(assetMarketDays)).toBe(3 * MARKET_DAYS);
      // The assets the new version leaves out are gone (an upgraded demo shows no asset it no longer vouches for).
      expect((await db().select({ id: assets.id }).from(assets)).map((row) => row.id).sort()).toEqual(
        smaller.assets.map((asset) => asset.id).sort(),
      );
    } finally {
      await dir.remove();
    }
  });

  it('stops with one line when the file is missing or malformed', async () => {
    await expect(readReferenceDataset(join(API_DIR, 'generated', 'absent.json'))).rejects.toThrow(
      'apps/api/generated/absent.json not found: run `npm run data:build`',
    );
    const dir = await tempDir();
    try {
      const file = join(dir.path, 'reference.json');
      const json = JSON.parse(await readFile(REFERENCE_FILE, 'utf8')) as Record<string, unknown>;
      await writeFile(file, JSON.stringify({ ...json, version: 7 }));
      await expect(readReferenceDataset(file)).rejects.toThrow(
        /does not match ReferenceDatasetSchema \(version: .*\): run `npm run data:build`$/,
      );
    } finally {
      await dir.remove();
    }
  });
});

describe('lastDays', () => {
  it('lists the UTC days ending with today, oldest first, across a leap day', () => {
    expect(lastDays(new Date('2024-03-01T23:30:00Z'), 3)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(lastDays(new Date('2025-06-15T00:00:00Z'), 365)).toHaveLength(365);
  });
});
