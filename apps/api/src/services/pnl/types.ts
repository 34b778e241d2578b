// Cost-basis and PnL engine: the shapes going in (normalised transactions) and coming out (lots, disposals, missing
// history). Pure data; no database. Issue 29 §1 (transaction fields) and §2 (methods, outputs). docs/pnl.md.
import type { PnlWarning } from '@k3/shared';
import type { Dec } from './decimal';

/** How lots are matched to a disposal inside one account's pool of an asset. `acb` is average cost. */
export type CostBasisMethod = 'fifo' | 'lifo' | 'hifo' | 'acb';
export const COST_BASIS_METHODS: readonly CostBasisMethod[] = ['fifo', 'lifo', 'hifo', 'acb'];

/**
 * A decimal number written as a string ("0.1", "1234.5") or already read as a decimal (stored rows are read once, not
 * in every pass over them): never a JavaScript float.
 */
export type DecimalValue = string | Dec;

/** A fee paid for a transaction, in any asset, with its USD value at the time. */
export interface Fee {
  asset: string;
  amount: DecimalValue;
  usdValue: DecimalValue;
}

interface TransactionBase {
  /** Stable id (the source's id once sources exist); used in disposals, missing history and the explain view. */
  id: string;
  time: Date;
  /** Fee paid by the user for this transaction, if any. */
  fee?: Fee;
}

/**
 * A trade. `buy`: `amount` of `asset` acquired against `counterAmount` of `counterAsset`; `sell`: `amount` of `asset`
 * disposed of against `counterAmount` of `counterAsset`. `usdValue` is the USD value of the trade at the time
 * (fee excluded). A fiat counter-asset (USD by default, `EngineOptions.fiatAssets`) is not tracked as lots; any other
 * counter-asset is disposed of (buy) or acquired (sell) at the same USD value.
 */
export interface TradeTransaction extends TransactionBase {
  kind: 'buy' | 'sell';
  account: string;
  asset: string;
  amount: DecimalValue;
  counterAsset: string;
  counterAmount: DecimalValue;
  usdValue: DecimalValue;
}

/**
 * Value entering (`receive`: a deposit, income, an airdrop) or leaving (`send`: a payment, a gift) the user's accounts
 * from or to the outside, at its USD value at the time. `transferGroup` marks one leg of a transfer between the user's
 * own accounts: a `send` and a `receive` with the same group, asset and amount are merged into one `transfer`.
 */
export interface FlowTransaction extends TransactionBase {
  kind: 'receive' | 'send';
  account: string;
  asset: string;
  amount: DecimalValue;
  usdValue: DecimalValue;
  transferGroup?: string;
}

/** A move between two of the user's own accounts: not a disposal; the lots move with their date and cost. */
export interface TransferTransaction extends TransactionBase {
  kind: 'transfer';
  fromAccount: string;
  toAccount: string;
  asset: string;
  amount: DecimalValue;
}

export type PnlTransaction = TradeTransaction | FlowTransaction | TransferTransaction;

export interface EngineOptions {
  method?: CostBasisMethod;
  /** Assets that are money, not holdings: never lots, paying with them is a flow in or out. Default ["USD"]. */
  fiatAssets?: readonly string[];
  /**
   * Times at which the amount held of each asset is recorded (`Ledger.heldAt`, in this order): what was held just
   * before the first transaction at or after the time. The returns read their start values from one pass.
   */
  checkpoints?: readonly Date[];
}

/** An amount of an asset held in one account, acquired at one time for one cost (fees included). */
export interface Lot {
  account: string;
  asset: string;
  /** Id of the transaction that acquired it (kept through transfers and splits). */
  sourceTxId: string;
  acquiredAt: Date;
  amount: Dec;
  /** USD cost of `amount`, fees included. */
  cost: Dec;
}

/** What an account holds of an asset: the amount of its open lots and their cost. */
export interface OpenPool {
  account: string;
  asset: string;
  amount: Dec;
  cost: Dec;
}

/** The part of one lot a disposal consumed. */
export interface LotSlice {
  sourceTxId: string;
  acquiredAt: Date;
  amount: Dec;
  readonly unitCost: Dec;
  cost: Dec;
}

/** Why an asset left an account: a trade, a send to the outside, or paying a fee. */
export type DisposalReason = 'sell' | 'trade' | 'send' | 'fee';

/** A disposal, limited to the part matched with known lots (`missing` holds the rest, without a gain). */
export interface Disposal {
  txId: string;
  time: Date;
  account: string;
  asset: string;
  reason: DisposalReason;
  amount: Dec;
  proceeds: Dec;
  cost: Dec;
  gain: Dec;
  slices: LotSlice[];
}

/**
 * The part of a disposal or transfer for which no lot is known: the history before it is missing. Its proceeds are
 * reported here and kept out of realised PnL; no cost (zero or other) is assumed.
 */
export interface MissingHistory {
  txId: string;
  time: Date;
  account: string;
  asset: string;
  reason: DisposalReason | 'transfer';
  amount: Dec;
  /** Proceeds of the missing part (zero for a transfer, which has none). */
  proceeds: Dec;
}

/** Everything the engine derives from one user's transactions with one method. */
export interface Ledger {
  method: CostBasisMethod;
  lots: Lot[];
  disposals: Disposal[];
  missing: MissingHistory[];
  /** Notes: transfer legs that could not be paired (left as a send and a receive), a fee attached to nothing… */
  warnings: PnlWarning[];
  /** With `checkpoints`: the amount held of each asset (all accounts) at each checkpoint, in their order. */
  heldAt?: Map<string, Dec>[];
  /**
   * With `checkpoints`: the USD flowing in and out (flows.ts) from each checkpoint to the end — their sum, and the sum
   * of each flow times its time in ms (the returns' time weighting) — in the checkpoints' order.
   */
  flowsAfter?: { sum: Dec; timed: Dec }[];
  /** The amount held of each asset (all accounts) after the last transaction. */
  heldAtEnd: Map<string, Dec>;
  /** The open lots added up per account and asset (`lots`, grouped). */
  pools?: OpenPool[];
  /** The transactions as replayed: in time order, the legs of each transfer between own accounts merged. */
  replayed: readonly PnlTransaction[];
}
