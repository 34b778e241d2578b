// Loads the demo reference dataset (apps/api/generated/reference.json, written by `npm run data:build`) into the
// database: chains, assets and 365 synthetic daily market figures per asset ending today (UTC), in one transaction.
// Runs at start and does nothing when the `datasets` register already holds the file's version (issue 2 §3), except
// extend the synthetic series to today: a demo server restarted days later, or running past midnight (the demo job
// calls extendSyntheticMarketDays), keeps current prices instead of ones that turn stale after two days.
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { lastDays, type ReferenceDataset, ReferenceDatasetSchema } from '@k3/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { REFERENCE_FILE, REPO_ROOT } from '../paths';
import {
  findDatasetVersion,
  forgetOutdatedReference,
  insertSyntheticMarketDays,
  latestSyntheticDay,
  replaceSyntheticMarketDays,
  saveDataset,
  upsertAssets,
  upsertChains,
} from '../repositories/reference-data';
import { generateMarketSeries, seriesAssets } from './market-series';

export const REFERENCE_KEY = 'reference';
/**
 * Days of the demo daily series kept back from today: a year for the charts and returns, and the demo transaction
 * history's 400–540 days (providers/transactions/demo.ts), so every demo trade has its day's price.
 */
export const MARKET_DAYS = 550;
/** Serialises concurrent loaders (an api and a worker process starting together) on one PostgreSQL server. */
const LOAD_LOCK_ID = 0x4b33_0001;

/** A dataset file that is missing or malformed: the message is one line fit to stop the start with. */
export class ReferenceDatasetError extends Error {
  override name = 'ReferenceDatasetError';
}

export interface LoadResult {
  loaded: boolean;
  version: string;
  assets: number;
  chains: number;
  marketDays: number;
  /** Synthetic days added to an already loaded series to reach today. */
  extendedDays?: number;
  ms: number;
}

export async function readReferenceDataset(file: string): Promise<ReferenceDataset> {
  const shown = relative(REPO_ROOT, file) || file;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new ReferenceDatasetError(`${shown} not found: run \`npm run data:build\``);
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ReferenceDatasetError(`${shown} is not valid JSON: run \`npm run data:build\``);
  }
  const parsed = ReferenceDatasetSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ReferenceDatasetError(
      `${shown} does not match ReferenceDatasetSchema (${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}): run \`npm run data:build\``,
    );
  }
  return parsed.data;
}

function provenance(dataset: ReferenceDataset): Record<string, unknown> {
  return {
    generatedBy: dataset.generatedBy,
    sources: dataset.provenance,
    marketData: dataset.marketData,
    productToken: dataset.productToken,
  };
}

export async function loadReferenceDataset(db: Database, options: { file?: string; now?: Date } = {}): Promise<LoadResult> {
  const started = performance.now();
  const dataset = await readReferenceDataset(options.file ?? REFERENCE_FILE);
  const skipped = { loaded: false, version: dataset.version, assets: 0, chains: 0, marketDays: 0 };
  if ((await findDatasetVersion(db, REFERENCE_KEY)) === dataset.version) {
    const extendedDays = await extendSyntheticMarketDays(db, dataset, options.now ?? new Date());
    return { ...skipped, extendedDays, ms: performance.now() - started };
  }

  const days = lastDays(options.now ?? new Date(), MARKET_DAYS);
  const marketDays = seriesAssets(dataset.assets).flatMap((asset) =>
    generateMarketSeries(asset, days).map((point) => ({ assetId: asset.id, ...point })),
  );
  const loaded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK_ID})`);
    // Another process may have loaded this version while we waited for the lock.
    if ((await findDatasetVersion(tx, REFERENCE_KEY)) === dataset.version) return false;
    await forgetOutdatedReference(
      tx,
      dataset.assets.map((asset) => asset.id),
      days.at(-1) ?? '',
    );
    await upsertChains(tx, dataset.chains);
    await upsertAssets(tx, dataset.assets);
    await replaceSyntheticMarketDays(tx, marketDays);
    await saveDataset(tx, { key: REFERENCE_KEY, version: dataset.version, provenance: provenance(dataset) });
    return true;
  });
  if (!loaded) return { ...skipped, ms: performance.now() - started };
  return {
    loaded: true,
    version: dataset.version,
    assets: dataset.assets.length,
    chains: dataset.chains.length,
    marketDays: marketDays.length,
    ms: performance.now() - started,
  };
}

/**
 * Adds the synthetic days between the newest stored one and today (UTC), for every asset; the figures of a day depend
 * only on the asset and the day (market-series.ts), so they continue the stored series exactly. Returns the days added.
 */
export async function extendSyntheticMarketDays(db: Database, dataset: ReferenceDataset, now: Date): Promise<number> {
  const latest = await latestSyntheticDay(db);
  const days = lastDays(now, MARKET_DAYS).filter((day) => latest === null || day > latest);
  if (latest === null || days.length === 0) return 0;
  await insertSyntheticMarketDays(
    db,
    seriesAssets(dataset.assets).flatMap((asset) =>
      generateMarketSeries(asset, days).map((point) => ({ assetId: asset.id, ...point })),
    ),
  );
  return days.length;
}
