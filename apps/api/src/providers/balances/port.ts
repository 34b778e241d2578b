// The balances port (docs/architecture.md "Providers": EVM chains, Solana, exchanges; issue 4 §1): what a wallet or an
// exchange account holds, as exact decimal amounts of known assets. Live adapters read chains and exchanges; the demo
// adapter generates a deterministic portfolio per address. Sync (services/portfolio/sync.ts) only sees this port.

/** One holding: `amount` is a decimal string in token units (decimals applied), never a float. */
export interface Balance {
  chain: string;
  assetId: string;
  amount: string;
}

export interface WalletTarget {
  address: string;
  network: 'evm' | 'solana';
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
  wallet(target: WalletTarget): Promise<Balance[]>;
  exchange(target: ExchangeTarget): Promise<Balance[]>;
}

/** A provider refused the request or could not be reached; the portfolio keeps its last data, flagged stale. */
export class BalanceReadError extends Error {
  override name = 'BalanceReadError';
}
