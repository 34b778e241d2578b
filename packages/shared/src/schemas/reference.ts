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
  /** The real USD price the series is anchored on: on `asOf` the demo series shows exactly this price (1 for stablecoins). */
  price: z.number().positive(),
  /** The day of that price (yyyy-mm-dd). */
  asOf: z.string(),
  /** Real circulating supply as of `asOf`; null when no source publishes it (then the market cap is not published either). */
  circulatingSupply: z.number().positive().nullable(),
  /** Standard deviation of the daily log move (of the daily deviation from 1 for stablecoins). */
  volatility: z.number().positive(),
  /** Wrapped and staked tokens: the coin whose daily moves they track; null otherwise. */
  follows: z.string().nullable(),
  /** Where the price comes from: a recorded market snapshot, the hand-entered dated table, or a dollar peg. */
  source: z.enum(['snapshot', 'table', 'peg']),
});
export type AssetMarket = z.infer<typeof AssetMarketSchema>;

/** One fact about a real asset and where it comes from (a key of the dataset's `factSources`). */
const fact = <T extends z.ZodType>(value: T) => z.object({ value, source: z.string() }).nullable();

/**
 * What is known about a real asset, each with its source (issue 24 §1): null where no source gives it, shown as
 * "not published", never made up. Supplies are as of `supply.asOf`; `max` null with `uncapped` true is a published
 * absence of a cap (Ether), null with `uncapped` false is not published.
 */
export const AssetFactsSchema = z.object({
  supply: z
    .object({
      circulating: z.number().nonnegative(),
      total: z.number().nonnegative().nullable(),
      max: z.number().positive().nullable(),
      uncapped: z.boolean(),
      source: z.string(),
      asOf: z.string(),
    })
    .nullable(),
  genesisDate: fact(z.string()),
  website: fact(z.string()),
  whitepaper: fact(z.string()),
  repository: fact(z.string()),
  country: fact(z.string()),
  /** Token decimals per chain id, from token lists. */
  decimals: z.record(z.string(), z.object({ value: z.number().int().nonnegative(), source: z.string() })),
  /** The main repository's statistics, where a recorded source gives them. */
  developer: z
    .object({ forks: z.number().int().nullable(), stars: z.number().int().nullable(), source: z.string(), asOf: z.string() })
    .nullable(),
});
export type AssetFacts = z.infer<typeof AssetFactsSchema>;

export const FactSourceSchema = z.object({
  title: z.string(),
  url: z.string(),
  license: z.string(),
  asOf: z.string(),
});
export type FactSource = z.infer<typeof FactSourceSchema>;

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
  facts: AssetFactsSchema,
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
  /** Where each fact of `assets[].facts` and `assets[].market` comes from, by key. */
  factSources: z.record(z.string(), FactSourceSchema),
  assets: z.array(ReferenceAssetSchema),
  chains: z.array(ReferenceChainSchema),
  /** The product token (spec: symbol KRL). */
  productToken: z.object({ id: z.literal('kryll'), symbol: z.literal('KRL'), chain: z.literal('ethereum'), address: z.string() }),
  /** The daily market series are synthetic: made by a seeded generator, not observed prices. */
  marketData: z.object({ synthetic: z.literal(true), days: z.number().int(), generator: z.string() }),
});
export type ReferenceDataset = z.infer<typeof ReferenceDatasetSchema>;
