// The live project-data adapter (issue 11 §1 Financial, Fundamental, Social; docs/xray-sources.md "Live sources"):
// one CoinGecko /coins/{id} call per asset, mapped onto ProjectProfile. The body is validated leniently (CoinGecko
// drops, nulls or empties fields per coin), and every gap stays null so the audit reports it as "not checked". Calls go
// through the one HTTP layer at 30 a minute by default (the free Demo plan's limit); profiles stay in memory 10 min.
import { z } from 'zod';
import { ProviderError } from '../http';
import { type CoinGeckoOptions, createCoinGeckoHttp } from '../market-data/coingecko';
import {
  ProjectDataError,
  type ProfileLink,
  type ProjectCategory,
  type ProjectDataPort,
  type ProjectProfile,
} from '../../services/xray/profile';
// The data build's CoinGecko-platform → chain mapping (one source of truth; it only depends on @k3/shared).
import { PLATFORM_TO_CHAIN } from '../../../../../scripts/data-build/chains';

/** The CoinGecko client options; `cacheTtlMs` is how long a profile (or a "not found") is served from memory (10 min). */
export type CoinGeckoProjectOptions = CoinGeckoOptions;

const num = z.number().nullable().optional();
const text = z.string().nullable().optional();
const usd = z.object({ usd: num }).partial().nullable().optional();

const tickerSchema = z.object({
  base: text,
  target: text,
  market: z.object({ name: text, identifier: text }).partial().nullable().optional(),
  converted_volume: usd,
  is_anomaly: z.boolean().nullable().optional(),
  is_stale: z.boolean().nullable().optional(),
});
export type CoinGeckoTicker = z.infer<typeof tickerSchema>;

/** /coins/{id} as documented (docs.coingecko.com "Coin Data by ID"), only the fields we read, every one optional. */
const coinSchema = z.object({
  categories: z.array(z.string().nullable()).nullable().optional(),
  country_origin: text,
  genesis_date: text,
  last_updated: text,
  platforms: z.record(z.string(), z.string().nullable()).nullable().optional(),
  links: z
    .object({
      homepage: z.array(z.string().nullable()).nullable(),
      whitepaper: z.unknown(),
      repos_url: z
        .object({ github: z.array(z.string().nullable()).nullable() })
        .partial()
        .nullable(),
      twitter_screen_name: text,
      subreddit_url: text,
      telegram_channel_identifier: text,
    })
    .partial()
    .nullable()
    .optional(),
  sentiment_votes_up_percentage: num,
  watchlist_portfolio_users: num,
  developer_data: z
    .object({
      forks: num,
      stars: num,
      subscribers: num,
      commit_count_4_weeks: num,
      last_4_weeks_commit_activity_series: z.array(z.number().nullable()).nullable(),
    })
    .partial()
    .nullable()
    .optional(),
  community_data: z
    .object({
      twitter_followers: num,
      reddit_subscribers: num,
      reddit_accounts_active_48h: num,
      reddit_average_posts_48h: num,
      telegram_channel_user_count: num,
    })
    .partial()
    .nullable()
    .optional(),
  market_data: z
    .object({
      current_price: usd,
      market_cap: usd,
      total_volume: usd,
      price_change_percentage_24h: num,
      price_change_percentage_7d: num,
      price_change_percentage_30d: num,
      circulating_supply: num,
      total_supply: num,
      max_supply: num,
    })
    .partial()
    .nullable()
    .optional(),
  tickers: z.array(tickerSchema).nullable().optional(),
});
type Coin = z.infer<typeof coinSchema>;

/**
 * CoinGecko tickers do not say whether a venue is decentralized. A market counts as a DEX when a word of its
 * identifier or name (split on anything not a letter or digit) is one of these, or ends in "swap" (uniswap,
 * pancakeswap, sushiswap, quickswap…), or when the pair's base or target is a contract address rather than a symbol
 * (CoinGecko names DEX pairs by address when the token has no listed symbol there). Everything else counts as a CEX.
 */
export const DEX_WORDS = [
  'dex',
  'curve',
  'balancer',
  'raydium',
  'orca',
  'jupiter',
  'meteora',
  'aerodrome',
  'velodrome',
  'trader-joe',
  'traderjoe',
  'camelot',
  'thena',
  'maverick',
  'dodo',
  'osmosis',
  'lifinity',
  'hyperliquid',
] as const;

const EVM_ADDRESS = /^0x[0-9a-f]{40}$/i;
/** A Solana mint: base58, 32 to 44 characters (no ticker symbol is that long). */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

export function isDexTicker(ticker: Pick<CoinGeckoTicker, 'base' | 'target' | 'market'>): boolean {
  const words = `-${[ticker.market?.identifier, ticker.market?.name].filter(Boolean).join('-').toLowerCase()}-`.replace(
    /[^a-z0-9]+/g,
    '-',
  );
  if (DEX_WORDS.some((word) => words.includes(`-${word}-`)) || words.includes('swap-')) return true;
  return [ticker.base, ticker.target].some((side) => !!side && (EVM_ADDRESS.test(side) || SOLANA_ADDRESS.test(side)));
}

/** USD volume and distinct venues on each side, over the tickers CoinGecko lists (its top 100 by volume). */
export function splitVenues(tickers: readonly CoinGeckoTicker[]): {
  cexVolume: number;
  dexVolume: number;
  cexCount: number;
  dexCount: number;
} {
  const venues = { cex: new Set<string>(), dex: new Set<string>() };
  const volume = { cex: 0, dex: 0 };
  for (const ticker of tickers) {
    // Anomalous and stale tickers are the ones CoinGecko itself leaves out of its volume figures.
    if (ticker.is_anomaly || ticker.is_stale) continue;
    const side = isDexTicker(ticker) ? 'dex' : 'cex';
    volume[side] += ticker.converted_volume?.usd ?? 0;
    const venue = ticker.market?.identifier || ticker.market?.name;
    if (venue) venues[side].add(venue);
  }
  return { cexVolume: volume.cex, dexVolume: volume.dex, cexCount: venues.cex.size, dexCount: venues.dex.size };
}

/** "Decentralized Finance (DeFi)" → "decentralized-finance-defi". */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const isHttpUrl = (value: unknown): value is string =>
  typeof value === 'string' && URL.canParse(value.trim()) && /^https?:$/.test(new URL(value.trim()).protocol);

/** The first http(s) URL among the candidates; false when the links object exists but lists none; null without it. */
function link(hasLinks: boolean, candidates: readonly unknown[]): ProfileLink {
  const found = candidates.find(isHttpUrl);
  if (found) return found.trim();
  return hasLinks ? false : null;
}

/**
 * A community counter, null when the links say the account does not exist: CoinGecko reports 0 rather than null for
 * a subreddit or channel it does not track, and 0 would read as "nobody", not as "unknown".
 */
function counter(value: number | null | undefined, account: string | null | undefined, hasLinks: boolean): number | null {
  if (value === null || value === undefined) return null;
  if (hasLinks && !account?.trim()) return null;
  return value;
}

/**
 * The last day with a commit in the 4-week series (its last entry is the fetch day). CoinGecko's own last_updated is
 * when it refreshed the coin, not when the project changed, so it is not used: without commits the date is unknown.
 */
function lastCommitDay(series: readonly (number | null)[] | null | undefined, fetchedAt: number): string | null {
  if (!series?.length) return null;
  for (let index = series.length - 1; index >= 0; index--) {
    if ((series[index] ?? 0) > 0) {
      const daysAgo = series.length - 1 - index;
      return new Date(fetchedAt - daysAgo * 86_400_000).toISOString().slice(0, 10);
    }
  }
  return null;
}

export function toProfile(coin: Coin, fetchedAt: number): ProjectProfile {
  const links = coin.links ?? null;
  const hasLinks = links !== null;
  const repository = link(hasLinks, links?.repos_url?.github ?? []);
  // CoinGecko fills zeros for a coin whose repository it does not track: those are unknown, not zero.
  const dev = repository ? (coin.developer_data ?? null) : null;
  const community = coin.community_data ?? null;
  const market = coin.market_data ?? null;
  const venues = coin.tickers ? splitVenues(coin.tickers) : null;
  const categories: ProjectCategory[] = (coin.categories ?? [])
    .filter((name): name is string => !!name?.trim())
    .map((name) => ({ id: categorySlug(name), name: name.trim() }))
    .filter((category, index, all) => category.id && all.findIndex((other) => other.id === category.id) === index);
  const platforms: Record<string, string> = {};
  for (const [platform, address] of Object.entries(coin.platforms ?? {})) {
    const chain = PLATFORM_TO_CHAIN.get(platform);
    if (chain && address?.trim()) platforms[chain] = address.trim();
  }
  const sentiment = coin.sentiment_votes_up_percentage;
  const genesis = coin.genesis_date?.trim() ?? '';
  const marketCap = market?.market_cap?.usd;
  return {
    source: 'coingecko',
    fetchedAt: new Date(fetchedAt).toISOString(),
    categories,
    country: coin.country_origin?.trim() || null,
    links: {
      website: link(hasLinks, links?.homepage ?? []),
      whitepaper: link(hasLinks, [links?.whitepaper]),
      repository,
    },
    genesisDate: /^\d{4}-\d{2}-\d{2}$/.test(genesis) ? genesis : null,
    lastUpdate: lastCommitDay(dev?.last_4_weeks_commit_activity_series, fetchedAt),
    developer: {
      forks: dev?.forks ?? null,
      watchers: dev?.stars ?? null,
      subscribers: dev?.subscribers ?? null,
      commits4w: dev?.commit_count_4_weeks ?? null,
    },
    social: {
      twitterFollowers: counter(community?.twitter_followers, links?.twitter_screen_name, hasLinks),
      redditSubscribers: counter(community?.reddit_subscribers, links?.subreddit_url, hasLinks),
      redditActive48h: counter(community?.reddit_accounts_active_48h, links?.subreddit_url, hasLinks),
      redditPosts48h: counter(community?.reddit_average_posts_48h, links?.subreddit_url, hasLinks),
      telegramUsers: counter(community?.telegram_channel_user_count, links?.telegram_channel_identifier, hasLinks),
      // CoinGecko does not publish how many Telegram members are online.
      telegramOnline: null,
      watchlist: coin.watchlist_portfolio_users ?? null,
      sentimentUp: sentiment === null || sentiment === undefined ? null : sentiment / 100,
    },
    market: {
      price: market?.current_price?.usd ?? null,
      // 0 is CoinGecko's placeholder for a market cap it cannot compute (unverified circulating supply).
      marketCap: marketCap ? marketCap : null,
      volume24h: market?.total_volume?.usd ?? null,
      change24h: market?.price_change_percentage_24h ?? null,
      change7d: market?.price_change_percentage_7d ?? null,
      change30d: market?.price_change_percentage_30d ?? null,
      circulatingSupply: market?.circulating_supply ?? null,
      totalSupply: market?.total_supply ?? null,
      maxSupply: market?.max_supply ?? null,
      cexVolume: venues?.cexVolume ?? null,
      dexVolume: venues?.dexVolume ?? null,
      cexCount: venues?.cexCount ?? null,
      dexCount: venues?.dexCount ?? null,
    },
    platforms,
  };
}

export function createCoinGeckoProjectData(options: CoinGeckoProjectOptions = {}): ProjectDataPort {
  const http = createCoinGeckoHttp(options);
  const ttl = options.cacheTtlMs ?? 10 * 60_000;
  const now = () => (options.http?.clock ?? { now: Date.now }).now();
  // The promise is cached, so concurrent audits of one asset share a single call; a failure is never cached.
  const cache = new Map<string, { profile: Promise<ProjectProfile | null>; expires: number }>();

  async function load(assetId: string): Promise<ProjectProfile | null> {
    try {
      const coin = await http.getJson(
        `/coins/${encodeURIComponent(assetId)}`,
        {
          localization: false,
          tickers: true,
          market_data: true,
          community_data: true,
          developer_data: true,
          sparkline: false,
        },
        coinSchema,
      );
      return toProfile(coin, now());
    } catch (error) {
      if (error instanceof ProviderError && error.status === 404) return null;
      if (error instanceof ProviderError) throw new ProjectDataError(error.message, { cause: error });
      throw error;
    }
  }

  return {
    demo: false,
    profile(assetId) {
      const cached = cache.get(assetId);
      if (cached && cached.expires > now()) return cached.profile;
      const profile = load(assetId);
      const entry = { profile, expires: Number.POSITIVE_INFINITY };
      cache.set(assetId, entry);
      void profile.then(
        () => {
          entry.expires = now() + ttl;
        },
        () => {
          if (cache.get(assetId) === entry) cache.delete(assetId);
        },
      );
      return profile;
    },
  };
}
