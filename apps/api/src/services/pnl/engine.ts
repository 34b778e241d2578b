// The cost-basis engine: replays one user's transactions in time order with one method and yields the open lots, the
// disposals (with the lots each consumed) and the missing history. Issue 29 §2; the rules are in docs/pnl.md.
//
// Fee rule (one rule for every kind): a fee's USD value is attached to the movement it paid for — added to the cost of
// what is acquired (buy, receive, the lots a transfer moves) or taken off the proceeds of what is disposed of (sell,
// send). A fee paid in a held asset (ETH gas, BNB) is also a disposal of that asset at the fee's USD value; a fee
// paid in the asset being acquired only lowers the amount acquired; a fee in fiat is money paid in.
import { type Dec, InvalidPnlInput, ZERO, dec, splitPro } from './decimal';
import { LotBook, slicesOf } from './lots';
import { Fixed } from './fixed';
import { flowOf } from './flows';
import { normalise } from './normalise';
import type {
  DecimalValue,
  DisposalReason,
  EngineOptions,
  FlowTransaction,
  Ledger,
  PnlTransaction,
  TradeTransaction,
  TransferTransaction,
} from './types';

export const DEFAULT_FIAT: readonly string[] = ['USD'];

interface FeeInfo {
  asset: string;
  amount: Dec;
  usd: Dec;
}

export function computeLedger(transactions: readonly PnlTransaction[], options: EngineOptions = {}): Ledger {
  const method = options.method ?? 'fifo';
  const fiat = new Set(options.fiatAssets ?? DEFAULT_FIAT);
  const { transactions: ordered, warnings } = normalise(transactions);
  const book = new LotBook(method);
  const ledger: Ledger = { method, lots: [], disposals: [], missing: [], warnings, replayed: ordered, heldAtEnd: new Map() };

  const isFiat = (asset: string) => fiat.has(asset);

  function dispose(tx: PnlTransaction, account: string, asset: string, amount: Dec, proceeds: Dec, reason: DisposalReason) {
    if (amount.isZero()) return;
    const { parts, missing } = book.take(account, asset, amount);
    const matched = missing.isZero() ? amount : amount.minus(missing);
    const [matchedProceeds, missingProceeds] = missing.isZero()
      ? [proceeds, ZERO]
      : (splitPro(proceeds, [matched, missing]) as [Dec, Dec]);
    if (matched.gt(0)) {
      const slices = slicesOf(parts);
      const cost = slices.length === 1 ? slices[0]!.cost : slices.reduce((total, slice) => total.plus(slice.cost), ZERO);
      ledger.disposals.push({
        txId: tx.id,
        time: tx.time,
        account,
        asset,
        reason,
        amount: matched,
        proceeds: matchedProceeds,
        cost,
        gain: matchedProceeds.minus(cost),
        slices,
      });
    }
    if (missing.gt(0)) {
      ledger.missing.push({ txId: tx.id, time: tx.time, account, asset, reason, amount: missing, proceeds: missingProceeds });
    }
  }

  function acquire(tx: PnlTransaction, account: string, asset: string, amount: Dec, cost: Dec) {
    book.add({ account, asset, sourceTxId: tx.id, acquiredAt: tx.time, amount, cost });
  }

  /** The fee as a disposal of a held asset, unless it is fiat or the asset being acquired (`acquired`). */
  function payFee(tx: PnlTransaction, account: string, fee: FeeInfo | null, acquired: string | null) {
    if (!fee || isFiat(fee.asset) || fee.asset === acquired) return;
    dispose(tx, account, fee.asset, fee.amount, fee.usd, 'fee');
  }

  /** The amount acquired once a fee paid in that same asset is taken off it. */
  function netOfFee(tx: PnlTransaction, asset: string, amount: Dec, fee: FeeInfo | null): Dec {
    if (!fee || fee.asset !== asset) return amount;
    if (fee.amount.gt(amount)) throw new InvalidPnlInput(`${tx.id}: the fee is larger than the ${asset} acquired`);
    return amount.minus(fee.amount);
  }

  function trade(tx: TradeTransaction) {
    if (isFiat(tx.asset)) throw new InvalidPnlInput(`${tx.id}: a trade's asset is fiat; write it as the other side`);
    const amount = positive(tx.amount, `${tx.id}.amount`);
    const counter = nonNegative(tx.counterAmount, `${tx.id}.counterAmount`);
    const value = nonNegative(tx.usdValue, `${tx.id}.usdValue`);
    const fee = feeOf(tx);
    const feeUsd = fee?.usd ?? ZERO;
    const counterHeld = !isFiat(tx.counterAsset);
    // A swap of two held assets is one trade whichever side the exchange names (Rotki's rule, and the same figures for
    // "sell ETH for BTC" and "buy BTC with ETH"): what is given is disposed of at the trade's value, the fee goes on
    // the cost of what is received. Against fiat, a buy's fee is on the cost, a sale's off the proceeds.
    const buying = tx.kind === 'buy';
    const received = buying ? tx.asset : tx.counterAsset;
    const receivedAmount = buying ? amount : counter;
    const given = buying ? tx.counterAsset : tx.asset;
    const givenAmount = buying ? counter : amount;
    if (tx.kind === 'buy' || counterHeld) {
      if (!isFiat(given)) dispose(tx, tx.account, given, givenAmount, value, 'trade');
      payFee(tx, tx.account, fee, received);
      const feeInAsset = fee?.asset === received;
      acquire(tx, tx.account, received, netOfFee(tx, received, receivedAmount, fee), feeInAsset ? value : value.plus(feeUsd));
      return;
    }
    dispose(tx, tx.account, tx.asset, amount, value.minus(feeUsd), 'sell');
    payFee(tx, tx.account, fee, null);
  }

  function flow(tx: FlowTransaction) {
    if (isFiat(tx.asset)) return;
    const amount = positive(tx.amount, `${tx.id}.amount`);
    const value = nonNegative(tx.usdValue, `${tx.id}.usdValue`);
    const fee = feeOf(tx);
    const feeUsd = fee?.usd ?? ZERO;
    if (tx.kind === 'receive') {
      payFee(tx, tx.account, fee, tx.asset);
      const feeInAsset = fee?.asset === tx.asset;
      acquire(tx, tx.account, tx.asset, netOfFee(tx, tx.asset, amount, fee), feeInAsset ? value : value.plus(feeUsd));
      return;
    }
    dispose(tx, tx.account, tx.asset, amount, value.minus(feeUsd), 'send');
    payFee(tx, tx.account, fee, null);
  }

  function transfer(tx: TransferTransaction) {
    if (isFiat(tx.asset)) return;
    const amount = positive(tx.amount, `${tx.id}.amount`);
    const fee = feeOf(tx);
    const { parts, missing } = book.take(tx.fromAccount, tx.asset, amount);
    if (missing.gt(0)) {
      ledger.missing.push({
        txId: tx.id,
        time: tx.time,
        account: tx.fromAccount,
        asset: tx.asset,
        reason: 'transfer',
        amount: missing,
        proceeds: ZERO,
      });
    }
    payFee(tx, tx.fromAccount, fee, null);
    if (fee && parts.length === 0)
      ledger.warnings.push({
        code: 'fee-unattached',
        subject: tx.id,
        problem: null,
        count: null,
        text: `${tx.id}: nothing was moved, so its fee is attached to nothing`,
      });
    const feeShares = splitPro(
      fee?.usd ?? ZERO,
      parts.map((part) => part.amount),
    );
    parts.forEach((part, index) => {
      book.add({ ...part, account: tx.toAccount, cost: part.cost.plus(feeShares[index]!) });
    });
  }

  const checkpoints = options.checkpoints ?? [];
  const heldAt: Map<string, Dec>[] = [];
  const checkpointMs = checkpoints.map((checkpoint) => checkpoint.getTime());
  // The flows are added up as integers of the decimals' units (no object per transaction), the sums before each
  // checkpoint kept, so the flows after it are the total minus them.
  let flowSum = 0n;
  let flowTimed = 0n;
  const flowsBefore: [bigint, bigint][] = [];
  const record = (before: number) => {
    while (heldAt.length < checkpointMs.length && checkpointMs[heldAt.length]! <= before) {
      heldAt.push(book.heldByAsset());
      flowsBefore.push([flowSum, flowTimed]);
    }
  };
  for (let i = 0; i < ordered.length; i++) {
    const tx = ordered[i]!;
    const ms = tx.time.getTime();
    record(ms);
    if (checkpointMs.length) {
      const flow = flowOf(tx, fiat).units;
      if (flow !== 0n) {
        flowSum += flow;
        flowTimed += flow * BigInt(ms);
      }
    }
    if (tx.kind === 'transfer') transfer(tx);
    else if (isTrade(tx)) trade(tx);
    else flow(tx);
  }
  record(Infinity);
  if (checkpoints.length) {
    ledger.heldAt = heldAt;
    ledger.flowsAfter = flowsBefore.map(([sum, timed]) => ({
      sum: new Fixed(flowSum - sum),
      timed: new Fixed(flowTimed - timed),
    }));
  }
  ledger.heldAtEnd = book.heldByAsset();
  ledger.pools = book.openPools();
  ledger.lots = book.openLots();
  return ledger;
}

function isTrade(tx: TradeTransaction | FlowTransaction): tx is TradeTransaction {
  return tx.kind === 'buy' || tx.kind === 'sell';
}

function feeOf(tx: PnlTransaction): FeeInfo | null {
  if (!tx.fee) return null;
  const amount = nonNegative(tx.fee.amount, `${tx.id}.fee.amount`);
  const usd = nonNegative(tx.fee.usdValue, `${tx.id}.fee.usdValue`);
  return amount.isZero() && usd.isZero() ? null : { asset: tx.fee.asset, amount, usd };
}

function nonNegative(value: DecimalValue, field: string): Dec {
  const parsed = dec(value, field);
  if (parsed.isNegative()) throw new InvalidPnlInput(`${field} is negative: "${parsed.toFixed()}"`);
  return parsed;
}

function positive(value: DecimalValue, field: string): Dec {
  const parsed = nonNegative(value, field);
  if (parsed.isZero()) throw new InvalidPnlInput(`${field} is zero`);
  return parsed;
}
