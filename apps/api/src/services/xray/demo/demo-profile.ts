// The demo project-data adapter (issue 11 "Demo mode: the same engine over demo inputs (generated, deterministic,
// labelled demo)"): a profile and on-chain figures per bundled asset, a pure function of its id, rank and demo market
// level, so every start and every process gives the same audit inputs. Larger projects (better rank) get older
// launches, wider reach, more venues and holders; the weakest ranks are where the demo's alerts fire, as they do on
// real small caps. Links point at the reserved `.invalid` domain: nothing is ever fetched from them.
import { hashString, uniform } from '../../../demo/random';
import type { ProjectDataPort, ProjectProfile } from '../profile';
import { type CategorisedAsset, type CategoryDef, demoCategories } from './categories';

export interface DemoAsset extends CategorisedAsset {
  symbol: string;
  name: string;
  rank: number;
  /** The demo market level (reference dataset): USD price and market cap. */
  price: number;
  marketCap: number;
}

const DAY_MS = 86_400_000;
const COUNTRIES = ['Switzerland', 'Singapore', 'United States', 'France', 'Cayman Islands', 'United Kingdom', 'Germany'];

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

export function demoProfile(asset: DemoAsset, categories: ReadonlyMap<string, CategoryDef>, now: Date): ProjectProfile {
  const u = draws(asset.id);
  const size = sizeOf(asset.rank);
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const ageMonths = u(1) < 0.05 && size < 0.4 ? 1 + u(2) * 4 : 8 + size * 130 * (0.4 + 0.6 * u(2));
  const genesis = new Date(today - ageMonths * 30.44 * DAY_MS).toISOString().slice(0, 10);
  const staleDays = u(3) < 0.1 ? 200 + u(4) * 300 : u(4) * 45;
  const hasRepo = u(5) < 0.55 + 0.45 * size;
  const reach = size * (0.6 + 0.8 * u(6));
  const users = round(logScale(2.5, 6.5, Math.min(1, reach)));
  const circulating = asset.marketCap / asset.price;
  const totalSupply = circulating * (1 + (asset.stable ? 0 : u(7) * 0.8));
  const categoryIds = demoCategories(asset);
  return {
    source: 'demo',
    fetchedAt: new Date(today).toISOString(),
    categories: categoryIds.map((id) => categories.get(id) ?? { id, name: id }),
    country: u(9) < 0.3 ? null : COUNTRIES[Math.floor(u(10) * COUNTRIES.length)]!,
    links: {
      website: u(11) < 0.03 && size < 0.3 ? false : `https://${asset.id}.demo.k3.invalid/`,
      whitepaper: u(12) < 0.25 * (1 - size) ? false : `https://${asset.id}.demo.k3.invalid/whitepaper.pdf`,
      repository: hasRepo ? `https://git.demo.k3.invalid/${asset.id}` : false,
    },
    genesisDate: genesis,
    lastUpdate: new Date(today - staleDays * DAY_MS).toISOString(),
    developer: hasRepo
      ? {
          forks: round(logScale(0.5, 4, size * u(13))),
          watchers: round(logScale(1, 4.8, size * (0.5 + 0.5 * u(14)))),
          subscribers: round(logScale(0.5, 3, size * u(15))),
          commits4w: round(u(16) * 120 * size),
        }
      : { forks: null, watchers: null, subscribers: null, commits4w: null },
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
      circulatingSupply: circulating,
      totalSupply,
      maxSupply: u(24) < 0.4 ? null : totalSupply * (1 + u(25) * 0.5),
      cexVolume: null,
      dexVolume: null,
      cexCount: round(1 + size * 80 * (0.3 + 0.7 * u(26))),
      dexCount: round(1 + 12 * u(27)),
    },
    platforms: asset.addresses,
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
): ProjectDataPort {
  return {
    demo: true,
    profile: (assetId) => {
      const asset = assets.get(assetId);
      return Promise.resolve(asset ? demoProfile(asset, categories, clock()) : null);
    },
  };
}
