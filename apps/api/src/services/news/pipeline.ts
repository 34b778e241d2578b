// The news pipeline of one process (issue 10): the reference assets as the tagger and scorer see them, the tagger,
// and the scorer the configuration names (an LLM when LLM_BASE_URL is set, with the offline scorer as its fallback).
import { asc } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { assets } from '../../db/schema';
import type { NewsPipeline } from './ingest';
import { createNewsScorer } from './scoring';
import { createNewsTagger } from './tagging';
import type { NewsAsset, NewsScorer } from './types';

/** Every reference asset, by id (reference data only changes at start, with a new dataset). */
export async function loadNewsAssets(db: Database): Promise<Map<string, NewsAsset>> {
  const rows = await db
    .select({ id: assets.id, symbol: assets.symbol, name: assets.name, rank: assets.rank })
    .from(assets)
    .orderBy(asc(assets.rank));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function createNewsPipeline(
  db: Database,
  config: Pick<Config, 'llm'>,
  options: { scorer?: NewsScorer | undefined } = {},
): Promise<NewsPipeline> {
  const directory = await loadNewsAssets(db);
  return {
    assets: directory,
    tagger: createNewsTagger([...directory.values()]),
    scorer: options.scorer ?? createNewsScorer({ llm: config.llm }),
  };
}
