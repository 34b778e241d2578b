// The transactions port (issue 29 §1 "Transactions"; docs/transactions-sources.md): one account's transaction history,
// read in bounded pages from an EVM explorer or JSON-RPC node, a Solana RPC node or an exchange through ccxt. Amounts
// are exact decimal strings of known assets (the reference assets, as for balances); the cost-basis engine
// (services/pnl) consumes them once the sync has added USD values and matched own transfers.
import type { ExchangeTarget, WalletTarget } from '../balances/port';

export type { ExchangeTarget, WalletTarget };

export type TxDirection = 'buy' | 'sell' | 'receive' | 'send';

export type TxSource = 'evm-explorer' | 'evm-rpc' | 'solana-rpc' | 'exchange' | 'demo';

export interface SourceTransaction {
  source: TxSource;
  /**
   * Unique and stable per account for this source, so a re-read page is stored once: EVM `${chain}:${txHash}:${logIndex}`
   * (`:native` for a coin transfer), Solana `${signature}:${mint}` (`:SOL` for lamports), exchanges `trade:${id}`,
   * `deposit:${id}`, `withdrawal:${id}`.
   */
  sourceId: string;
  time: Date;
  /** K3 chain id (as in the balances adapters), 'solana', or 'cex'. */
  chain: string;
  /** Relative to the account read. */
  direction: TxDirection;
  /** A reference asset id; movements of assets K3 does not know are skipped and counted in `TxPage.skipped`. */
  assetId: string;
  /** Positive decimal string, decimals applied, exact. */
  amount: string;
  /** Trades: what was paid (buy) or received (sell). A fiat quote is its ISO code, e.g. 'USD', 'EUR'. */
  counterAssetId?: string;
  counterAmount?: string;
  /** Gas of an EVM transaction the account sent, a Solana fee the account paid, an exchange's fee. */
  fee?: { assetId: string; amount: string };
  /** The other side of an on-chain transfer (lower-case for EVM), for matching transfers between own wallets. */
  counterparty?: string;
  txHash?: string;
}

/** Why movements were left out of a page (counts): see docs/transactions-sources.md "What is skipped". */
export type SkipReason =
  | 'unknown-asset'
  | 'unknown-fee-asset'
  | 'zero-amount'
  | 'self-transfer'
  | 'unattached-fee'
  | 'undated'
  | 'failed'
  | 'unavailable'
  | 'not-completed';

export interface TxPage {
  transactions: SourceTransaction[];
  /**
   * Where the next call starts: pass it back as is (an opaque string). Non-null: everything returned so far is behind
   * it; call again (soon, or at the next sync). null: done, nothing newer than the cursor that was passed in; keep that
   * cursor for the next sync. A page is bounded (sizes per adapter in docs/transactions-sources.md).
   */
  cursor: string | null;
  /** Movements read but not returned, by reason. */
  skipped: Partial<Record<SkipReason, number>>;
}

export interface ReadOptions {
  cursor: string | null;
  /** Ends the read at once (the sync job stopping); the read then fails with a TransactionReadError. */
  signal?: AbortSignal;
}

export interface TransactionsPort {
  /** true when the history is generated (labelled demo wherever shown). */
  readonly demo: boolean;
  wallet(target: WalletTarget, opts: ReadOptions): Promise<TxPage>;
  exchange(target: ExchangeTarget, opts: ReadOptions): Promise<TxPage>;
}

/**
 * A source refused the request, could not be reached, answered something unreadable, or the read was aborted. The
 * message is safe to show and to log: it never holds an API key, a secret or a key-bearing URL.
 */
export class TransactionReadError extends Error {
  override name = 'TransactionReadError';
}

/** Adds `count` to a reason's tally. */
export function countSkip(skipped: TxPage['skipped'], reason: SkipReason, count = 1): void {
  if (count > 0) skipped[reason] = (skipped[reason] ?? 0) + count;
}

/** Merges per-chain tallies into one. */
export function mergeSkips(parts: readonly TxPage['skipped'][]): TxPage['skipped'] {
  const out: TxPage['skipped'] = {};
  for (const part of parts) for (const [reason, count] of Object.entries(part)) countSkip(out, reason as SkipReason, count);
  return out;
}
