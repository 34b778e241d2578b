// The demo project-data adapter (issue 11 "Demo mode: the same engine over demo inputs"; issue 24 §1): a profile and
// on-chain figures per bundled asset. What is a fact about the real project — supplies, launch date, website,
// whitepaper, repository and its statistics, country — is the recorded fact of the reference dataset with its source,
// or null ("not published") where no source gives it: never made up. Only what moves with time (social counts,
// holders, transactions, venue counts) is generated, a pure function of the asset's id and rank (larger projects get
// wider reach, more venues and holders), and the profile is labelled demo.
import type { AssetFacts, FactSource } from '@k3/shared';
import { hashString, uniform } from '../../../demo/random';
import type { ProjectDataPort, ProjectProfile } from '../profile';
import { type CategorisedAsset, type CategoryDef, demoCategories } from './categories';

export interface DemoAsset extends CategorisedAsset {
  symbol: string;
  name: string;
  rank: number;
  /** The recorded facts of the reference dataset. */
  facts: AssetFacts;
}

const DAY_MS = 86_400_000;

/** 1 for rank 1, falling with the log of the rank to about 0.05 for the last ranks. */
export function sizeOf(rank: number): number {
  return Math.min(1, Math.max(0.05, 1 - Math.log(rank) / Math.log(900)));
}

/** Uniform draws of one asset, one stream per field (adding a field never changes the others). */
function draws(id: string) {
  const seed = hashString(`xray:${id}`);
  return (stream: number) => uniform(seed, 0, stream);
}

const round = (x: number) => Math.round(x);
const logScale = (low: number, high: number, u: number) => 10 ** (low + (high - low) * u);

/**
 * "Source: CoinGecko /api/v3/coins/markets response, as of 2025-12-31": where a fact comes from, as the audit shows it
 * beside the field (the full title, address and licence are in the dataset's factSources and docs/demo-data.md).
 */
export function sourceLine(sources: Readonly<Record<string, FactSource>>, key: string | undefined): string | undefined {
  const source = key === undefined ? undefined : sources[key];
  if (!source) return undefined;
  const name = source.title.split(/ recorded | saved | \(|; /)[0]!.trim();
  const asOf = /^\d{4}-\d{2}-\d{2}/.test(source.asOf) ? `as of ${source.asOf.slice(0, 10)}` : source.asOf;
  return `Source: ${name}, ${asOf}`;
}

export function demoProfile(
  asset: DemoAsset,
  categories: ReadonlyMap<string, CategoryDef>,
  now: Date,
  sources: Readonly<Record<string, FactSource>> = {},
): ProjectProfile {
  const u = draws(asset.id);
  const size = sizeOf(asset.rank);
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const reach = size * (0.6 + 0.8 * u(6));
  const users = round(logScale(2.5, 6.5, Math.min(1, reach)));
  const { facts } = asset;
  const supply = facts.supply;
  const developer = facts.developer;
  const categoryIds = demoCategories(asset);
  const line = (key: string | undefined) => sourceLine(sources, key);
  const factSources: Record<string, string | undefined> = {
    circulatingSupply: line(supply?.source),
    totalSupply: supply?.total == null ? undefined : line(supply.source),
    maxSupply: supply && (supply.max !== null || supply.uncapped) ? line(supply.source) : undefined,
    country: line(facts.country?.source),
    website: line(facts.website?.source),
    whitepaper: line(facts.whitepaper?.source),
    repository: line(facts.repository?.source),
    launchDate: line(facts.genesisDate?.source),
    forks: developer?.forks == null ? undefined : line(developer.source),
    watchers: developer?.stars == null ? undefined : line(developer.source),
  };
  return {
    source: 'demo',
    fetchedAt: new Date(today).toISOString(),
    categories: categoryIds.map((id) => categories.get(id) ?? { id, name: id }),
    country: facts.country?.value ?? null,
    links: {
      website: facts.website?.value ?? null,
      whitepaper: facts.whitepaper?.value ?? null,
      repository: facts.repository?.value ?? null,
    },
    genesisDate: facts.genesisDate?.value ?? null,
    lastUpdate: null,
    developer: {
      forks: developer?.forks ?? null,
      watchers: developer?.stars ?? null,
      subscribers: null,
      commits4w: null,
    },
    social: {
      twitterFollowers: round(logScale(2.7, 6.8, Math.min(1, reach * (0.8 + 0.3 * u(17))))),
      redditSubscribers: u(18) < 0.2 ? null : round(logScale(1.5, 6, Math.min(1, reach * (0.7 + 0.3 * u(19))))),
      redditActive48h: round(logScale(0.5, 3.5, Math.min(1, reach * u(20)))),
      redditPosts48h: round(u(21) * 40 * size * 10) / 10,
      telegramUsers: users,
      telegramOnline: round(users * (0.01 + 0.05 * u(22))),
      watchlist: round(logScale(2, 6.3, Math.min(1, reach))),
      sentimentUp: Math.round((0.5 + 0.4 * u(23)) * 100) / 100,
    },
    market: {
      price: null,
      marketCap: null,
      volume24h: null,
      change24h: null,
      change7d: null,
      change30d: null,
      circulatingSupply: supply?.circulating ?? null,
      totalSupply: supply?.total ?? null,
      maxSupply: supply?.max ?? null,
      uncapped: supply?.uncapped ?? false,
      cexVolume: null,
      dexVolume: null,
      cexCount: round(1 + size * 80 * (0.3 + 0.7 * u(26))),
      dexCount: round(1 + 12 * u(27)),
    },
    platforms: asset.addresses,
    factSources: Object.fromEntries(
      Object.entries(factSources).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
  };
}

/** The share of 24 h volume on centralized venues the demo profile implies (split of the stored demo volume). */
export function demoCexShare(asset: DemoAsset): number {
  const u = draws(asset.id);
  const size = sizeOf(asset.rank);
  return asset.follows ? 0.2 + u(8) * 0.3 : Math.min(0.98, 0.35 + 0.6 * size * (0.5 + 0.5 * u(8)));
}

export interface DemoOnchain {
  top10HolderRatio: number;
  holders: number;
  transactions30d: number;
  /** Holders and transactions per chain (the chains the token lives on; the native chain for coins). */
  perChain: { chain: string; holders: number; transactions30d: number }[];
}

export function demoOnchain(asset: DemoAsset, nativeChain: string | null): DemoOnchain {
  const u = draws(asset.id);
  const size = sizeOf(asset.rank);
  const holders = round(logScale(2.8, 7.5, Math.min(1, size * (0.7 + 0.4 * u(30)))));
  const transactions30d = round(holders * (0.05 + 2 * u(31)) * (0.3 + size));
  const top10HolderRatio = Math.round(Math.min(0.97, Math.max(0.04, 0.9 - 0.75 * size + 0.25 * (u(32) - 0.5))) * 1000) / 1000;
  const chains = Object.keys(asset.addresses);
  const list = chains.length ? chains : nativeChain ? [nativeChain] : [];
  // The first chain carries most of the activity, the others share the rest.
  const weights = list.map((_, i) => (i === 0 ? 1 : 0.3 * u(40 + i)));
  const total = weights.reduce((s, w) => s + w, 0) || 1;
  return {
    top10HolderRatio,
    holders,
    transactions30d,
    perChain: list.map((chain, i) => ({
      chain,
      holders: round((holders * weights[i]!) / total),
      transactions30d: round((transactions30d * weights[i]!) / total),
    })),
  };
}

/** The demo port: profiles from the bundled assets. */
export function createDemoProjectData(
  assets: ReadonlyMap<string, DemoAsset>,
  categories: ReadonlyMap<string, CategoryDef>,
  clock: () => Date,
  sources: Readonly<Record<string, FactSource>> = {},
): ProjectDataPort {
  return {
    demo: true,
    profile: (assetId) => {
      const asset = assets.get(assetId);
      return Promise.resolve(asset ? demoProfile(asset, categories, clock(), sources) : null);
    },
  };
}
