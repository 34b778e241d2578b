// The real facts of the bundled assets (issue 24 §1): supplies and a dated price from recorded CoinGecko /coins/markets
// responses (facts/market.json, facts/market-deep.json), links, genesis dates, decimals and repository statistics from
// token lists, Trust Wallet's asset files and recorded coin-detail responses (facts/profile.json). Each fact names its
// source; what no source gives stays null and is shown as "not published". facts/*-README.md says how each file was
// gathered. Facts carry over from those sources; their code and prose do not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AssetFacts, FactSource } from '@k3/shared';
import { z } from 'zod';

const FACTS_DIR = fileURLToPath(new URL('./facts/', import.meta.url));

const SourceSchema = z.object({ title: z.string(), url: z.string(), license: z.string(), asOf: z.string() });

const MarketFactSchema = z.object({
  source: z.string(),
  price: z.number().positive(),
  circulatingSupply: z.number().nonnegative().nullable(),
  totalSupply: z.number().nonnegative().nullable(),
  maxSupply: z.number().positive().nullable(),
  marketCap: z.number().nonnegative().nullable(),
  uncapped: z.boolean().optional(),
});
const MarketFileSchema = z.object({
  sources: z.record(z.string(), SourceSchema),
  assets: z.record(z.string(), MarketFactSchema),
});

const Fact = z.object({ value: z.string(), source: z.string() });
const ProfileFileSchema = z.object({
  sources: z.record(z.string(), SourceSchema),
  assets: z.record(
    z.string(),
    z.object({
      genesisDate: Fact.optional(),
      website: Fact.optional(),
      whitepaper: Fact.optional(),
      repository: Fact.optional(),
      country: Fact.optional(),
      decimals: z.record(z.string(), z.object({ value: z.number().int(), source: z.string() })).optional(),
      developer: z
        .object({ forks: z.number().int().optional(), stars: z.number().int().optional(), source: z.string(), asOf: z.string() })
        .optional(),
    }),
  ),
  kryll: z.object({
    addresses: z.record(z.string(), z.object({ address: z.string(), source: z.string(), decimals: z.number().int() })),
  }),
});

/**
 * Recorded snapshots K3 does not trust, with the reason (facts/market-README.md "Doubts"): a real response, but not a
 * fact an investor would recognise. These assets are left out rather than shown with a doubtful figure.
 */
export const DOUBTFUL_SNAPSHOTS: Readonly<Record<string, string>> = {
  entangle: 'circulating supply of 6.0e11 in the only snapshot, which ranked it 96th: a data glitch of the source at that moment',
  aragon: 'priced after the ANT redemption ($22.33, a $894M market cap): the token was being wound down',
};

export type MarketFact = z.infer<typeof MarketFactSchema> & { asOf: string };

export interface Facts {
  /** Every source a fact names, by key. */
  sources: Record<string, FactSource>;
  /** Per asset id, its recorded market snapshot (price, supplies) with the snapshot's date. */
  market: Map<string, MarketFact>;
  /** Per asset id, everything else known about it. */
  profile: Map<string, Omit<AssetFacts, 'supply'>>;
  /** The product token's real contracts: chain id → address, with their source. */
  productContracts: Record<string, { address: string; source: string }>;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(path.join(FACTS_DIR, file), 'utf8'));
}

/** Reads and checks the fact files: every fact names a known source, every figure is coherent. */
export function loadFacts(): Facts {
  const sources: Record<string, FactSource> = {};
  const market = new Map<string, MarketFact>();
  for (const file of ['market.json', 'market-deep.json']) {
    const parsed = MarketFileSchema.parse(readJson(file));
    Object.assign(sources, parsed.sources);
    for (const [id, entry] of Object.entries(parsed.assets)) {
      const source = parsed.sources[entry.source];
      if (!source) throw new Error(`data:build: ${file} ${id} names an unknown source ${entry.source}`);
      if (!market.has(id) && !(id in DOUBTFUL_SNAPSHOTS)) market.set(id, { ...entry, asOf: source.asOf.slice(0, 10) });
    }
  }
  const profileFile = ProfileFileSchema.parse(readJson('profile.json'));
  Object.assign(sources, profileFile.sources);
  const profile = new Map<string, Omit<AssetFacts, 'supply'>>();
  for (const [id, entry] of Object.entries(profileFile.assets)) {
    profile.set(id, {
      genesisDate: entry.genesisDate ?? null,
      website: entry.website ?? null,
      whitepaper: entry.whitepaper ?? null,
      repository: entry.repository ?? null,
      country: entry.country ?? null,
      decimals: entry.decimals ?? {},
      developer: entry.developer
        ? {
            forks: entry.developer.forks ?? null,
            stars: entry.developer.stars ?? null,
            source: entry.developer.source,
            asOf: entry.developer.asOf,
          }
        : null,
    });
  }
  const productContracts = Object.fromEntries(
    Object.entries(profileFile.kryll.addresses).map(([chain, { address, source }]) => [
      chain,
      { address: address.toLowerCase(), source },
    ]),
  );
  const facts = { sources, market, profile, productContracts };
  for (const key of factSourceKeys(facts)) {
    if (!sources[key]) throw new Error(`data:build: a fact names the unknown source ${key}`);
  }
  return facts;
}

/** Every source key the facts name. */
function factSourceKeys(facts: Omit<Facts, 'sources'>): Set<string> {
  const keys = new Set<string>();
  for (const entry of facts.market.values()) keys.add(entry.source);
  for (const entry of facts.profile.values()) {
    for (const value of [entry.genesisDate, entry.website, entry.whitepaper, entry.repository, entry.country, entry.developer])
      if (value) keys.add(value.source);
    for (const decimals of Object.values(entry.decimals)) keys.add(decimals.source);
  }
  for (const contract of Object.values(facts.productContracts)) keys.add(contract.source);
  return keys;
}

/** The facts of one asset, null fields where nothing is recorded. */
export function assetFacts(facts: Facts, id: string): AssetFacts {
  const snapshot = facts.market.get(id);
  const profile = facts.profile.get(id);
  return {
    supply:
      snapshot && snapshot.circulatingSupply !== null
        ? {
            circulating: snapshot.circulatingSupply,
            total: snapshot.totalSupply,
            max: snapshot.maxSupply,
            uncapped: snapshot.maxSupply === null && snapshot.uncapped === true,
            source: snapshot.source,
            asOf: snapshot.asOf,
          }
        : null,
    genesisDate: profile?.genesisDate ?? null,
    website: profile?.website ?? null,
    whitepaper: profile?.whitepaper ?? null,
    repository: profile?.repository ?? null,
    country: profile?.country ?? null,
    decimals: profile?.decimals ?? {},
    developer: profile?.developer ?? null,
  };
}

/** Only the sources the given assets' facts name, sorted by key. */
export function usedSources(facts: Facts, ids: readonly string[]): Record<string, FactSource> {
  const keep = new Set(ids);
  const used = factSourceKeys({
    market: new Map([...facts.market].filter(([id]) => keep.has(id))),
    profile: new Map([...facts.profile].filter(([id]) => keep.has(id))),
    productContracts: facts.productContracts,
  });
  return Object.fromEntries([...used].sort().map((key) => [key, facts.sources[key]!]));
}
