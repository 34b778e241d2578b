// X-Ray rules engine inputs (issue 11 §1 "Alerts", docs/xray-rules.md): every measured value the alert rules, the
// score and the tags read. Each field is optional and nullable: `undefined` and `null` both mean "not checked", never
// "zero" or "absent". Units are fixed here so a rule's threshold and a measure are always compared in the same unit:
// money in US dollars, changes in percent (-12.5 = fell 12.5 %), shares as fractions 0–1 (0.78 = 78 %).
import { type XrayAlertEvidence } from '@k3/shared';
import type { EvmContractFact } from '../contract-evm';
import type { SolanaTokenFact } from '../solana-token';
import type { TradeFinding } from '../trade/findings';
import type { LiquidityFinding } from '../trade/liquidity';
import type { PowerFinding } from '../trade/powers';
import type { MarketState, Opportunity, TechnicalAnalysis } from '../technical';
import type { WebsiteScan } from '../website/types';

/**
 * Where an input was read and when (issue 25 §2): each fired alert names the source of the inputs its rule read.
 * `evidence` comes with every alert reading it (the token's address, its page on a configured public explorer).
 */
export interface InputSource {
  /** "K3 daily series (demo)", "CoinGecko /coins/{id}", "Blockscout (ethereum)", "Website scan of example.org"… */
  name: string;
  /** ISO 8601 (or a day, YYYY-MM-DD); null when unknown. */
  asOf: string | null;
  evidence?: readonly XrayAlertEvidence[];
}

/** A link the audit looked for: its URL, `false` when looked for and none exists, null/undefined when not looked for. */
export type LinkInput = string | false | null | undefined;

/** Summary of the website scan the security rules read (see `websiteSecurityInputs`). */
export interface WebsiteSecurityInput {
  /** MDN HTTP Observatory score (0–100+, algorithm v6) and grade. */
  observatoryScore?: number | null;
  observatoryGrade?: string | null;
  /** Open ports among those probed that should not face the internet (SSH, databases…); [] = probed, none open. */
  exposedPorts?: number[] | null;
  /** SPF, DMARC and CAA records found (false = looked up, none). */
  spfPresent?: boolean | null;
  dmarcPresent?: boolean | null;
  caaPresent?: boolean | null;
  /** Whole days until the TLS certificate expires (negative once expired). */
  tlsExpiryDays?: number | null;
  /**
   * Response headers that disclose the software stack: any X-Powered-By, a Server header naming a version
   * (e.g. "X-Powered-By: PHP/7.4.3", "Server: nginx/1.18.0"); [] = read, none.
   */
  sensitiveHeaders?: string[] | null;
  /** The scanned host, to name the DNS records looked up ("_dmarc.example.org"). */
  host?: string | null;
  /** The Observatory tests that failed: the header (or test) and what was wrong with it. */
  weakHeaders?: { test: string; because: string }[] | null;
  /** When the TLS certificate expires, ISO 8601. */
  tlsValidTo?: string | null;
}

/** An incident story as the high_risk_detected rule reads it. */
export interface IncidentInput {
  kind: 'exploit' | 'scam' | 'depeg' | 'halt' | 'delisting' | 'enforcement';
  /** The stored story's id: its page in K3 is /news/{id}. */
  storyId?: string;
  title: string;
  source: string;
  /** Publication time, ISO 8601. */
  at: string;
}

/** What the technical analysis concluded (see `technicalInputs`). */
export interface TechnicalInput {
  opportunity?: Opportunity | null;
  marketState?: MarketState | null;
}

export interface AuditInputs {
  /** The project is a dollar stablecoin (its categories say so): never tagged an opportunity. */
  stablecoin?: boolean | null;
  /** The audit runs on demonstration data: rules run the same, the UI labels the result. */
  demo: boolean;

  // Financial
  /** US dollars. */
  price?: number | null;
  /** Price change in percent over 24 h, 7 and 30 days (-12.5 = fell 12.5 %). */
  priceChange24h?: number | null;
  priceChange7d?: number | null;
  priceChange30d?: number | null;
  /** US dollars. */
  marketCap?: number | null;
  /** US dollars traded over 24 h, all venues. */
  volume24h?: number | null;
  /** Share (0–1) of the 24 h volume traded on centralized exchanges. */
  cexVolumeShare?: number | null;
  circulatingSupply?: number | null;
  totalSupply?: number | null;
  /** null/undefined also when the supply is uncapped; the rules then use the total supply. */
  maxSupply?: number | null;

  // Fundamental
  website?: LinkInput;
  whitepaper?: LinkInput;
  repository?: LinkInput;
  projectAgeMonths?: number | null;
  /** Date of the project's last known update (repository push, site or docs), ISO 8601. */
  lastUpdate?: string | null;
  /** Date of the audit, ISO 8601: the reference for `lastUpdate`. */
  asOf?: string | null;
  /** Number of centralized exchanges listing the token. */
  cexListingCount?: number | null;
  /** K3's global hype index, 0–100. */
  globalHype?: number | null;
  /** Performance in percent of the token's narrative (its category) over 7 and 30 days. */
  narrativePerf7d?: number | null;
  narrativePerf30d?: number | null;

  // Social
  twitterFollowers?: number | null;
  redditSubscribers?: number | null;
  telegramOnline?: number | null;
  /** Users who put the token in their CoinGecko watchlist. */
  coingeckoWatchlist?: number | null;
  /** Community score, 0–100. */
  communityScore?: number | null;

  // On-chain
  /** Share (0–1) of the supply held by the 10 largest holders. */
  top10HolderRatio?: number | null;
  holders?: number | null;
  transactions30d?: number | null;
  /** Chains the token is deployed on. Shown with the on-chain section; no rule reads it yet. */
  chainCount?: number | null;

  // Security
  websiteSecurity?: WebsiteSecurityInput | null;
  /** The EVM contract facts (checked flags, present or not) as analyseEvmContract reports them. */
  contractFacts?: readonly (Pick<EvmContractFact, 'flag' | 'present'> & Partial<Pick<EvmContractFact, 'evidence'>>)[] | null;
  /**
   * The Solana mint facts (checked flags, present or not) as analyseSolanaToken reports them. Its top-10 share goes in
   * `top10HolderRatio` (the risky_supply_centralization rule), not here.
   */
  solanaFacts?: readonly (Pick<SolanaTokenFact, 'flag' | 'present'> & Partial<Pick<SolanaTokenFact, 'evidence'>>)[] | null;
  /**
   * What the simulated buy and sell found (trade/findings.ts): [] = simulated, nothing found; null/undefined = not
   * simulated (no pool, no router, no RPC, demo).
   */
  tradeFindings?: readonly TradeFinding[] | null;
  /** What the main pool's LP holders mean (trade/liquidity.ts); null/undefined = not read. */
  liquidityFindings?: readonly LiquidityFinding[] | null;
  /** What the addresses the token trusts can do to a holder (trade/powers.ts); null/undefined = not tried. */
  powerFindings?: readonly PowerFinding[] | null;
  /**
   * Ownership is renounced, no proxy admin, and no address the token stores could be tried: a named owner power (mint,
   * fee or limit setter, whitelist, blacklist, pause) has nobody left to call it, so it is not counted.
   */
  unreachablePowers?: boolean;
  /**
   * Incident stories of the news naming the project (services/xray/incidents.ts): [] = the news were read, none;
   * null/undefined = no news stored.
   */
  newsIncidents?: readonly IncidentInput[] | null;

  // Technical analysis (tags only)
  technical?: TechnicalInput | null;

  /** Where each input was read and when (services/xray/alert-sources.ts); an input without one names no source. */
  inputSources?: Partial<Record<AuditInputField, InputSource>> | null;
}

export type AuditInputField = Exclude<keyof AuditInputs, 'demo' | 'inputSources'>;

/** Ports a public website should keep closed to the internet (remote shells, mail relay, databases). */
export const SENSITIVE_PORTS: readonly number[] = [21, 22, 23, 25, 3306, 5432, 6379, 27017];

/** A header value that names a version: a digit after a slash or a space ("PHP/7.4.3", "nginx/1.18.0", "Express 4"). */
const VERSION_PATTERN = /[/ ]v?\d+(\.\d+)*/;

/** The website facts the rules read, from a scan (a failed scan gives null: nothing checked). */
export function websiteSecurityInputs(scan: WebsiteScan): WebsiteSecurityInput | null {
  if (scan.status !== 'ok') return null;
  const sensitive: string[] = [];
  if (scan.stack) {
    if (scan.stack.server && VERSION_PATTERN.test(scan.stack.server)) sensitive.push(`Server: ${scan.stack.server}`);
    if (scan.stack.poweredBy) sensitive.push(`X-Powered-By: ${scan.stack.poweredBy}`);
  }
  return {
    observatoryScore: scan.headers?.score ?? null,
    observatoryGrade: scan.headers?.grade ?? null,
    exposedPorts: scan.ports
      ? scan.ports.filter((p) => p.state === 'open' && SENSITIVE_PORTS.includes(p.port)).map((p) => p.port)
      : null,
    spfPresent: scan.dns.spf?.present ?? null,
    dmarcPresent: scan.dns.dmarc?.present ?? null,
    caaPresent: scan.dns.caa?.present ?? null,
    tlsExpiryDays: scan.tls?.daysLeft ?? null,
    sensitiveHeaders: scan.stack ? sensitive : null,
    host: scan.host,
    weakHeaders: scan.headers
      ? scan.headers.tests.filter((t) => !t.pass).map((t) => ({ test: t.test, because: t.because }))
      : null,
    tlsValidTo: scan.tls?.validTo ?? null,
  };
}

/** The technical verdicts the tags read; a field the analysis could not compute stays not checked. */
export function technicalInputs(analysis: Pick<TechnicalAnalysis, 'potentialOpportunity' | 'marketState'>): TechnicalInput {
  return {
    opportunity: analysis.potentialOpportunity.status === 'checked' ? analysis.potentialOpportunity.value : null,
    marketState: analysis.marketState.status === 'checked' ? analysis.marketState.value : null,
  };
}
