// What one audit reads (issue 11 §1): the facts gathered from each source, with the reason a source was not read.
// Gathering (services/xray/gather.ts) does the I/O; computing (services/xray/compute.ts) is a pure function of this.
import type { TradeSnapshot } from './trade/findings';
import type { ExcludedHolder } from './holders';
import type { Incident } from './incidents';
import type { EvmContractReport } from './contract-evm';
import type { LiquidityReport } from './trade/liquidity';
import type { PowerReport } from './trade/powers';
import type { TradeOutcome } from './trade/simulate';
import type { MarketFigures, NarrativePerformance } from './market';
import type { ProjectProfile } from './profile';
import type { SolanaTokenReport } from './solana-token';
import type { PricePoint } from './technical';
import type { WebsiteScan } from './website/types';

export { NOT_CHECKED_DEMO } from '@k3/shared';

export interface AuditAsset {
  id: string;
  symbol: string;
  name: string;
  rank: number;
  image: string | null;
  /** Contract address per chain id; empty for native coins. */
  addresses: Record<string, string>;
  /** The chain a native coin is the gas of (bitcoin has its own), else null. */
  nativeChain: string | null;
  /** false: a token named by its address (tokens.ts), which no market, social or news source is asked about. */
  listed?: false;
}

/** Why the market, social and news inputs of a token named by its address are not checked. */
export const UNLISTED_REASON = 'not in K3’s catalogue (audited by its address): no market, social or news source knows it';

export interface ChainActivity {
  chain: string;
  holders: number | null;
  transactions30d: number | null;
}

export interface OnchainFacts {
  top10HolderRatio: number | null;
  holders: number | null;
  transactions30d: number | null;
  perChain: ChainActivity[];
  /** Why the holder figures are missing (no explorer configured…). */
  reason: string | null;
  /** Where the figures come from (explorer name, "Solana RPC", "demo"). */
  via: string | null;
  /** The largest holders left out of the top-10 share: pools, lockers, burn addresses, bridges (holders.ts). */
  top10Excluded?: ExcludedHolder[];
  /** The token's page on each configured public explorer that answered (https), for the alerts' evidence. */
  pages?: { chain: string; url: string }[];
}

export type PowersOutcome = { status: 'read'; report: PowerReport } | { status: 'failed'; reason: string };

export type LiquidityOutcome = { status: 'read'; report: LiquidityReport } | { status: 'failed'; reason: string };

export interface ContractFacts {
  /**
   * `trade`: the simulated buy and sell (null: not tried, the address holds no code); `liquidity`: who holds the LP
   * of the pool it traded on (null: no pool).
   */
  evm: {
    chain: string;
    report: EvmContractReport;
    trade?: TradeOutcome | null;
    liquidity?: LiquidityOutcome | null;
    /** What the addresses the token trusts can do to a holder (trade/powers.ts); null: no pool to try it on. */
    powers?: PowersOutcome | null;
  } | null;
  solana: SolanaTokenReport | null;
  /** A Solana token's main pool and who can pull its liquidity (solana-pool.ts); undefined: not read (no mint, demo). */
  solanaLiquidity?: LiquidityOutcome | null;
  /** Why no contract was read (native coin, no RPC configured, demo). */
  reason: string | null;
}

/** What the news say about a project. */
export interface NewsFacts {
  count24h: number;
  count30d: number;
  /** Average sentiment score of the last 7 days (-1..1), null without news. */
  sentiment7d: number | null;
  /** Incident stories of the last 14 days naming the project (incidents.ts), newest first. */
  incidents: readonly Incident[];
}

export interface AuditSources {
  asset: AuditAsset;
  demo: boolean;
  now: Date;
  profile: ProjectProfile | null;
  profileReason: string | null;
  market: MarketFigures | null;
  /** Share (0–1) of the 24 h volume on centralized venues. */
  cexVolumeShare: number | null;
  series: PricePoint[];
  narrative: NarrativePerformance | null;
  /** null: the news feature has nothing stored. */
  news: NewsFacts | null;
  onchain: OnchainFacts;
  contract: ContractFacts;
  website: WebsiteScan | null;
  websiteReason: string | null;
  /** When each source was read, ISO 8601. */
  asOf: Record<string, string>;
  /** What the last stored audit's simulated trade measured, and its day: a tax raised since is a finding. */
  lastTrade?: { snapshot: TradeSnapshot; day: string } | null;
}
