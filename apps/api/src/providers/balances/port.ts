// The balances port (docs/architecture.md "Providers": EVM chains, Solana, exchanges; issue 4 §1): what a wallet or an
// exchange account holds, as exact decimal amounts of known assets. Live adapters read chains and exchanges; the demo
// adapter generates a deterministic portfolio per address. Sync (services/portfolio/sync.ts) only sees this port.

/**
 * What a token outside K3's catalogue says of itself (issue 31 §2 "every token a wallet holds"): found by a chain's
 * explorer, a published token list or a Solana token account. Kept as read; never a fact K3 made up.
 */
export interface TokenFacts {
  /** Contract address (EVM, EIP-55) or mint (Solana). */
  address: string;
  /** As the contract, the explorer or the token list publishes them; null: not published. */
  symbol: string | null;
  name: string | null;
  decimals: number;
  /** On a published token list (npm token-list packages) or known to the explorer as reputable. */
  listed: boolean;
  /** The explorer's own USD rate for the token, when it publishes one (a price of last resort). */
  explorerPrice: string | null;
  /** The explorer marks the token as a scam. */
  explorerScam: boolean;
}

/**
 * One holding: `amount` is a decimal string in token units (decimals applied), never a float. A token of the catalogue
 * has its asset id; one outside it has `token` (and an `assetId` of `<chain>:<address>`, never an asset of the catalogue).
 */
export interface Balance {
  chain: string;
  assetId: string;
  amount: string;
  token?: TokenFacts;
}

/**
 * A wallet's read: its balances, and the chains that could not be read (`failed`, with the reason). A failed chain's
 * holdings and tokens stay as its last good read found them (issue 31 §3: that chain is marked failing, the others show).
 */
export type WalletBalances = Balance[] & { failed?: readonly { chain: string; error: string }[] };

export interface WalletTarget {
  address: string;
  network: 'evm' | 'solana';
  /** Tokens outside the catalogue the last reads found, read again whatever the explorer says (issue 31 §2). */
  known?: readonly (TokenFacts & { chain: string })[];
}

export interface ExchangeTarget {
  exchange: string;
  apiKey: string;
  secret: string;
  passphrase: string | null;
}

export interface BalancesPort {
  /** true when the balances are generated (labelled demo wherever shown). */
  readonly demo: boolean;
  wallet(target: WalletTarget): Promise<WalletBalances>;
  exchange(target: ExchangeTarget): Promise<Balance[]>;
}

/** A provider refused the request or could not be reached; the portfolio keeps its last data, flagged stale. */
export class BalanceReadError extends Error {
  override name = 'BalanceReadError';
}
