// What one EVM source (explorer or JSON-RPC) returns for one chain and one call (issue 29 §1): the movements, the
// skipped counts, where the next call starts on that chain, and whether the chain is caught up. evm.ts combines the
// chains of a wallet into one TxPage and one cursor.
import type { SourceTransaction, TxPage } from './port';

export interface ChainPage<State> {
  transactions: SourceTransaction[];
  skipped: TxPage['skipped'];
  state: State;
  /** Nothing more to read on this chain up to its head (or the explorer's last indexed block). */
  caughtUp: boolean;
}

export interface ChainReader<State> {
  readonly source: 'evm-explorer' | 'evm-rpc';
  /** Chain ids this reader serves. */
  readonly chains: readonly string[];
  /** One bounded page of `address`'s history on `chain`, from `state` (null: from the start). */
  read(chain: string, address: string, state: State | null): Promise<ChainPage<State>>;
  /** Checks a state read back from a stored cursor; null when it is not one this reader wrote. */
  parseState(value: unknown): State | null;
}

/**
 * Attaches one fee per transaction hash to the first send of that hash (else its first movement); returns how many fees
 * found no movement.
 */
export function attachFees(
  transactions: SourceTransaction[],
  fees: ReadonlyMap<string, { assetId: string; amount: string }>,
): number {
  let unattached = 0;
  for (const [hash, fee] of fees) {
    const ofHash = transactions.filter((tx) => tx.txHash === hash);
    const target = ofHash.find((tx) => tx.direction === 'send') ?? ofHash[0];
    if (target) target.fee = fee;
    else unattached += 1;
  }
  return unattached;
}
