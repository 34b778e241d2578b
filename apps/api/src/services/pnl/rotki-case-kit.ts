// The shape of a case taken from Rotki's accounting tests (issue 29, "PnL as exact as Rotki's on the same trades") and
// the builders the case files use. Only scenarios and expected figures are taken from Rotki — trades, dates, amounts,
// prices, fees — never its code. Rotki is AGPL-3.0; each case names the file, commit and test function it comes from.
// docs/pnl.md "Checked against Rotki".
import { D } from './decimal';
import type { CostBasisMethod, Fee, PnlTransaction, TradeTransaction } from './types';

/** The Rotki snapshot every case was read from. */
export const ROTKI = {
  repo: 'rotki/rotki',
  commit: 'ef14aadd1f387a199731fcc03254463b45b6e0cb',
  licence: 'AGPL-3.0',
} as const;

export interface RotkiSource {
  /** Path inside the Rotki repository, at `ROTKI.commit`. */
  path: string;
  /** The pytest function (and parameter set, when it has several). */
  test: string;
}

/** An open lot: the acquiring transaction, and what Rotki's test states about it (remaining amount, rate). */
export interface ExpectedLot {
  source: string;
  asset: string;
  amount: string;
  /** Cost per unit in the profit currency, fees included; the lot's cost is amount × rate. */
  rate: string;
}

/** Figures compared after a replay. Every field is optional: a case states only what its Rotki test asserts. */
export interface Figures {
  /** Realised gain over all disposals. */
  realised?: string;
  /** Realised gain per transaction (all the assets it disposed of); also the exact set of transactions with one. */
  gains?: Record<string, string>;
  /** Cost of what each transaction disposed of (the matcher tests state costs, not gains). */
  costs?: Record<string, string>;
  /** The open lots, in acquisition order. */
  lots?: ExpectedLot[];
  /** Cost of all open lots. */
  costBasis?: string;
  /** Amount of all open lots. */
  held?: string;
  /** Amount disposed of without known lots, per transaction. */
  missing?: Record<string, string>;
}

/** `exact`: equal to 20 decimal places (K3 computes with 50 significant digits); `1e-6`: Rotki's `is_close`. */
export type Tolerance = 'exact' | '1e-6';

/**
 * How K3's figures turn into Rotki's when the two differ by a documented rule (the test checks the sum):
 * `missing-at-zero-cost`: Rotki counts a sale's part without known lots as all gain, K3 keeps its proceeds apart;
 * `fee-units-without-gain`: Rotki takes a fee's units out of the pool with no gain, K3 disposes of them with one.
 */
export type Reconcile = 'missing-at-zero-cost' | 'fee-units-without-gain';

export interface Difference {
  /** Why the figures differ, in a sentence or two. */
  why: string;
  /** K3's own figures, worked out by hand in the case's comment. */
  k3: Figures;
  /** When set, K3's per-transaction gains adjusted by these rules must equal Rotki's `gains`. */
  reconcile?: Reconcile[];
}

export interface RotkiCase {
  id: string;
  method: CostBasisMethod;
  source: RotkiSource;
  /** Rotki's settings in force and how the case maps onto K3. */
  notes: string;
  /** Money assets: Rotki's profit currency (EUR in its tests) and any other fiat traded. */
  fiat: string[];
  transactions: PnlTransaction[];
  tolerance: Tolerance;
  /** Rotki's expected figures, as its test asserts them (or as they follow from its data, said in the notes). */
  rotki: Figures;
  /** Figures after a prefix of the transactions, for the tests that assert the pool step by step. */
  steps?: { after: string; rotki: Figures }[];
  /** Set when K3 differs from Rotki by design; the case then asserts K3's own figures. */
  difference?: Difference;
}

/** A Unix time in seconds, as Rotki's tests write them. */
export const at = (unix: number) => new Date(unix * 1000);

/** An exact decimal product, for the amounts Rotki's tests write as `FVal(a) * FVal(b)`. */
export const times = (...factors: string[]) => factors.reduce((product, factor) => product.times(factor), D(1)).toString();

export const feeOf = (asset: string, amount: string, value: string): Fee => ({ asset, amount, usdValue: value });

/**
 * A trade in the profit currency's terms: `value` is the trade's value in that currency (K3's `usdValue` field), fee
 * excluded. Rotki's swap "spend X, receive Y" is a K3 `buy` of Y against X, or a `sell` of X when Y is money.
 */
export function trade(
  kind: 'buy' | 'sell',
  id: string,
  unix: number,
  asset: string,
  amount: string,
  counter: [asset: string, amount: string],
  value: string,
  fee?: Fee,
): TradeTransaction {
  const [counterAsset, counterAmount] = counter;
  return {
    kind,
    id,
    time: at(unix),
    account: 'A',
    asset,
    amount,
    counterAsset,
    counterAmount,
    usdValue: value,
    ...(fee ? { fee } : {}),
  };
}

/** An acquisition at a rate, against the profit currency (Rotki's `AssetAcquisitionEvent` or `add_in_event`). */
export const acquire = (id: string, unix: number, asset: string, amount: string, rate: string) =>
  trade('buy', id, unix, asset, amount, ['EUR', times(amount, rate)], times(amount, rate));

/** A disposal at a price (Rotki's `add_out_event`); price "0" when Rotki's test gives none (its matcher tests). */
export const dispose = (id: string, unix: number, asset: string, amount: string, price: string) =>
  trade('sell', id, unix, asset, amount, ['EUR', times(amount, price)], times(amount, price));
