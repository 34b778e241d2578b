// Shape of the demo reference dataset written by `npm run data:build` (scripts/data-build)
// to apps/api/generated/reference.json and loaded into the database on first start.
import { z } from 'zod';
import { okSchema } from './envelope';

export const ProvenanceSchema = z.object({
  package: z.string(),
  version: z.string(),
  license: z.string(),
  used: z.string().describe('What was taken from the package'),
  /** Where figures typed into the generator come from (a dated table), when the package is not the origin. */
  source: z.string().optional(),
  /** The day those figures describe (yyyy-mm-dd). */
  asOf: z.string().optional(),
});

/** How an asset's synthetic market series behaves (docs/adr/0003-demo-data.md "Price levels and daily moves"). */
export const ASSET_CLASSES = ['stable', 'gold', 'large', 'small'] as const;
export const AssetMarketSchema = z.object({
  class: z.enum(ASSET_CLASSES),
  /** USD level the series moves around: 1 for stablecoins, a dated table for the best-known coins, else rank-derived. */
  price: z.number().positive(),
  marketCap: z.number().positive(),
  /** Standard deviation of the daily log move (of the daily deviation from 1 for stablecoins). */
  volatility: z.number().positive(),
  /** Wrapped and staked tokens: the coin whose daily moves they track; null otherwise. */
  follows: z.string().nullable(),
  /** Where the level comes from: a peg, the dated price table, or the market-cap rank. */
  source: z.enum(['peg', 'table', 'rank']),
});
export type AssetMarket = z.infer<typeof AssetMarketSchema>;

export const ReferenceAssetSchema = z.object({
  /** CoinGecko-style id, e.g. "bitcoin", "kryll". */
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  rank: z.number().int().positive(),
  /** Contract address per chain id (our chain ids from CHAINS, e.g. "ethereum", "base"); native coins have none. */
  addresses: z.record(z.string(), z.string()),
  /** Path on our own origin, e.g. "/icons/tokens/kryll.svg"; null when no packaged icon exists. */
  image: z.string().nullable(),
  market: AssetMarketSchema,
});
export type ReferenceAsset = z.infer<typeof ReferenceAssetSchema>;

export const ReferenceChainSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  explorer: z.string().nullable(),
  evmChainId: z.number().int().nullable(),
  inSmartfolio: z.boolean(),
  shortCodes: z.array(z.string()),
});
export type ReferenceChain = z.infer<typeof ReferenceChainSchema>;
/** GET /api/chains (issue 4 §4): the chains of spec §3 with logos on our own origin. */
export const ChainsResponseSchema = okSchema(z.array(ReferenceChainSchema.meta({ id: 'Chain' })));

export const ReferenceDatasetSchema = z.object({
  /** Bumped when the generator's output format or inputs change; the loader reloads on a new version. */
  version: z.string(),
  generatedBy: z.string(),
  provenance: z.array(ProvenanceSchema),
  assets: z.array(ReferenceAssetSchema),
  chains: z.array(ReferenceChainSchema),
  /** The product token (spec: symbol KRL). */
  productToken: z.object({ id: z.literal('kryll'), symbol: z.literal('KRL'), chain: z.literal('ethereum'), address: z.string() }),
  /** The daily market series are synthetic: made by a seeded generator, not observed prices. */
  marketData: z.object({ synthetic: z.literal(true), days: z.number().int(), generator: z.string() }),
});
export type ReferenceDataset = z.infer<typeof ReferenceDatasetSchema>;
