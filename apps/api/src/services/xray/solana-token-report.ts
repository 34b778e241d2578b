// The shape of an X-Ray Solana token report (docs/xray-solana.md; analysed in solana-token.ts): the flags a mint can
// raise and the alert keys they feed, each fact with its evidence, the coverage of every check (so a missing fact never
// reads as a clean one), the Token-2022 transfer fee and the holder concentration. Integers stay exact (decimal strings).
import type { HttpClientOptions } from '../../providers/http';

export type SolanaTokenFlag =
  | 'mint_authority_present'
  | 'freeze_authority_present'
  | 'transfer_fee'
  | 'transfer_hook'
  | 'permanent_delegate'
  | 'default_frozen'
  | 'non_transferable'
  | 'mint_close_authority'
  | 'confidential_transfer'
  | 'pausable'
  | 'top10_concentration';

export type SolanaAlertKey =
  | 'dangerous_governance_controls'
  | 'risky_or_unfair_tokenomics'
  | 'potential_security_threats'
  | 'risky_supply_centralization'
  | 'onchain_security_lack_of_transparency';

/** Which alert key a present flag feeds: the suggestion for the alert rules. */
export const SOLANA_FLAG_ALERT_KEYS: Record<SolanaTokenFlag, SolanaAlertKey> = {
  // More supply can be created at will: holders can be diluted.
  mint_authority_present: 'risky_or_unfair_tokenomics',
  transfer_fee: 'risky_or_unfair_tokenomics',
  // Controls over holders' own accounts.
  freeze_authority_present: 'dangerous_governance_controls',
  permanent_delegate: 'dangerous_governance_controls',
  default_frozen: 'dangerous_governance_controls',
  mint_close_authority: 'dangerous_governance_controls',
  pausable: 'dangerous_governance_controls',
  // Arbitrary code on every transfer, or tokens that cannot be moved at all (sold).
  transfer_hook: 'potential_security_threats',
  non_transferable: 'potential_security_threats',
  // Balances and amounts hidden from the public ledger.
  confidential_transfer: 'onchain_security_lack_of_transparency',
  top10_concentration: 'risky_supply_centralization',
};

/** top10_concentration is present from this share of the supply (0 to 1) in the ten largest token accounts. */
export const TOP10_CONCENTRATION_THRESHOLD = 0.5;

export interface SolanaTokenFact {
  flag: SolanaTokenFlag;
  present: boolean;
  /** transfer_fee: the highest fee in basis points (older or newer); top10_concentration: the share, 0 to 1. */
  value?: number;
  /** What was read: an authority's address, an extension's fields, the amounts a ratio comes from. */
  evidence?: string;
}

export type SolanaTokenCheck = 'mint_account' | 'authorities' | 'extensions' | 'supply' | 'holders';

export interface SolanaTokenCoverage {
  check: SolanaTokenCheck;
  status: 'checked' | 'not_checked';
  /** Why the check did not run. */
  reason?: string;
  /** How far a check that ran went, or a caveat on its result. */
  detail?: string;
}

export interface SolanaTransferFee {
  basisPoints: number;
  /** Raw integer amount (u64), exact. */
  maximumFee: string;
  epoch: string;
}

export interface SolanaTransferFeeConfig {
  older: SolanaTransferFee;
  newer: SolanaTransferFee;
  transferFeeConfigAuthority: string | null;
  withdrawWithheldAuthority: string | null;
  withheldAmount: string;
}

export interface SolanaHolders {
  /** Sum of the ten largest token accounts / supply, 0 to 1. */
  top10Share: number;
  /** The largest token account / supply, 0 to 1. */
  largestShare: number;
  largestAccount: string | null;
  /** Token accounts the node returned (it returns up to 20). */
  accountsRead: number;
  /** The raw sum of the ten largest accounts and the raw supply it is divided by. */
  top10Amount: string;
  supply: string;
  note: string;
}

export interface SolanaTokenReport {
  mint: string;
  /** The mint string is a base58 32-byte public key. */
  valid: boolean;
  /** true: a Token or Token-2022 mint; false: not a token mint; null: not read. */
  isMint: boolean | null;
  program: 'spl-token' | 'spl-token-2022' | null;
  programId: string | null;
  decimals: number | null;
  /** Raw integer supply (from getTokenSupply when it answered, else from the mint account). */
  supply: string | null;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  /** Token-2022 extension names as the node reports them (e.g. "transferFeeConfig"), in account order. */
  extensions: string[];
  transferFee: SolanaTransferFeeConfig | null;
  holders: SolanaHolders | null;
  facts: SolanaTokenFact[];
  coverage: SolanaTokenCoverage[];
}

export interface SolanaRpc {
  /** JSON-RPC endpoint; an API key in its query or a long path segment never appears in the report. */
  url: string;
  /** Overrides for the HTTP layer (timeouts, retries, spacing, a clock in tests). */
  http?: Partial<Omit<HttpClientOptions, 'name' | 'baseUrl'>>;
}

export const HOLDERS_NOTE =
  'Token accounts, not owners: one owner may hold several accounts, and exchange, liquidity-pool, vesting and burn ' +
  'accounts are counted like any holder.';
