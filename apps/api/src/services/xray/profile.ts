// The project-data port (issue 11 §1 Financial, Fundamental, Social): what is known of a project besides its daily
// market series — links, categories, dates, repository activity, community reach, trading venues, supplies. The live
// adapter is CoinGecko's /coins/{id} (providers/xray/coingecko-project.ts); the demo adapter generates a deterministic
// profile per asset (services/xray/demo-profile.ts), labelled demo. Every field is nullable: null means "the source
// does not say", which the audit reports as not checked, never as zero.

/** A link looked for: its URL, false when the source says there is none, null when unknown. */
export type ProfileLink = string | false | null;

export interface ProjectCategory {
  /** Lower-case slug, e.g. "layer-1", "decentralized-finance-defi". */
  id: string;
  name: string;
}

export interface ProjectProfile {
  source: 'demo' | 'coingecko';
  /** ISO 8601: when the source was read. */
  fetchedAt: string;
  categories: ProjectCategory[];
  /** Country of origin as the source gives it (free text), null when unknown or not given. */
  country: string | null;
  links: { website: ProfileLink; whitepaper: ProfileLink; repository: ProfileLink };
  /** Launch day (YYYY-MM-DD), null when unknown. */
  genesisDate: string | null;
  /** Last known update of the project (repository push or the source's own update), ISO 8601. */
  lastUpdate: string | null;
  developer: {
    forks: number | null;
    /** GitHub stars, shown as "watchers" (GitHub's own watchers_count is the star count). */
    watchers: number | null;
    subscribers: number | null;
    commits4w: number | null;
  };
  social: {
    twitterFollowers: number | null;
    redditSubscribers: number | null;
    /** Reddit accounts active over 48 h: the spec's "active users". */
    redditActive48h: number | null;
    /** Reddit posts per 48 h: the spec's "posts". */
    redditPosts48h: number | null;
    /** Telegram channel members: the spec's "users". */
    telegramUsers: number | null;
    /** Telegram members online: the spec's "online users" (CoinGecko does not publish it: null live). */
    telegramOnline: number | null;
    /** Users with the coin in a CoinGecko watchlist or portfolio: the spec's "watchlisted". */
    watchlist: number | null;
    /** Share (0–1) of the community's up votes: the spec's "community sentiment". */
    sentimentUp: number | null;
  };
  market: {
    price: number | null;
    marketCap: number | null;
    volume24h: number | null;
    change24h: number | null;
    change7d: number | null;
    change30d: number | null;
    circulatingSupply: number | null;
    totalSupply: number | null;
    maxSupply: number | null;
    /** The source publishes that there is no maximum supply (Ether): a null maxSupply is then "uncapped". */
    uncapped?: boolean;
    /** 24 h volume in USD on centralized and decentralized venues (from the tickers). */
    cexVolume: number | null;
    dexVolume: number | null;
    /** Distinct centralized / decentralized exchanges with a ticker. */
    cexCount: number | null;
    dexCount: number | null;
  };
  /** Contract address per chain id of ours (ethereum, base, solana…), as the source lists them. */
  platforms: Record<string, string>;
  /** Per audit field key, where its fact comes from ("Source: … (as of …)"), when the profile knows it field by field. */
  factSources?: Record<string, string>;
}

export interface ProjectDataPort {
  readonly demo: boolean;
  /** The project's profile; null when the source does not know the id. Throws ProjectDataError when unreachable. */
  profile(assetId: string): Promise<ProjectProfile | null>;
}

export class ProjectDataError extends Error {
  override name = 'ProjectDataError';
}

/** Holder and transfer counts of a token on one chain (an explorer-style API, see providers/xray/blockscout.ts). */
export interface TokenCounters {
  holders: number | null;
  transfers: number | null;
  /** Share (0–1) of the supply held by the 10 largest holders, when the explorer lists them. */
  top10Share: number | null;
  /** The largest holders as the explorer lists them (its first page), and the raw supply: holders.ts labels them. */
  top?: TopHolder[];
  supply?: string | null;
}

/** A holder as an explorer lists it: the address, its raw balance, and what the explorer knows of it. */
export interface TopHolder {
  address: string;
  balance: string;
  isContract: boolean | null;
  /** The contract's name when the explorer has it (verified source or a public tag). */
  name: string | null;
}

export interface TokenExplorerPort {
  /** Chains with an explorer configured. */
  chains(): string[];
  /** null when the chain has no explorer configured; throws ProjectDataError on failure. */
  counters(chain: string, address: string): Promise<TokenCounters | null>;
  /** The token's public page on the configured explorer (https only), shown as an alert's evidence; null otherwise. */
  tokenPage?(chain: string, address: string): string | null;
}
