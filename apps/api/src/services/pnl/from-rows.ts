// Stored transactions to the engine's input (issue 29 §1-2; docs/pnl.md "From stored transactions"): each row gets its
// USD value at the time (the source's own, else the daily close of that day times the amount), transfers between the
// user's own accounts are paired so they move lots instead of selling them, and rows that cannot be valued are set
// aside and reported, never valued at zero. Pure: the caller passes the rows, the user's addresses and the prices.
import type { LedgerRow } from '../../repositories/transaction-ledger';
import { D, type Dec, ZERO } from './decimal';
import type { Fee, PnlTransaction } from './types';

/** The fields of a stored transaction the engine needs (read by repositories/transactions.ts `userTransactions`). */
export type StoredTx = Omit<LedgerRow, 'source'>;

/** USD close of `asset` on the day of `time` (or the last day before it), or null when K3 has none. */
export type DailyPrice = (asset: string, time: Date) => string | null;

export interface Converted {
  transactions: PnlTransaction[];
  /** Rows left out: no USD value could be found for them (ids). */
  unvalued: string[];
  /** Fees whose asset has no price: counted at no value (ids of their transactions). */
  unvaluedFees: string[];
}

/** A deposit is paired with a withdrawal of the same asset and amount arriving within this long after it. */
export const TRANSFER_WINDOW_MS = 48 * 3_600_000;

/** Each stored number read once: the conversion, the pairing and every engine pass use the same decimal. */
const parse = (value: string | null): Dec | null => (value === null ? null : D(value));

/** `price` with each close read as a decimal once (a history has many movements a day in the same asset). */
function decimalPrices(price: DailyPrice): (asset: string, time: Date) => Dec | null {
  const read = new Map<string, Dec>();
  return (asset, time) => {
    const unit = price(asset, time);
    if (unit === null) return null;
    let parsed = read.get(unit);
    if (parsed === undefined) {
      parsed = D(unit);
      read.set(unit, parsed);
    }
    return parsed;
  };
}

const usdOf = (asset: string, amount: Dec, time: Date, price: (asset: string, time: Date) => Dec | null): Dec | null => {
  if (asset === 'USD') return amount;
  const unit = price(asset, time);
  return unit === null ? null : amount.times(unit);
};

/**
 * Pairs the legs of transfers between the user's own accounts, by group key: the same on-chain transaction seen from
 * both wallets (its hash, the counterparty being one of the user's addresses), else a send and a receive of the same
 * asset and amount in two different accounts, the receive within TRANSFER_WINDOW_MS after the send (an exchange
 * withdrawal to one's wallet). Each leg is paired at most once, the earliest fitting receive first.
 */
export function transferGroups(
  rows: readonly StoredTx[],
  ownAddresses: ReadonlySet<string>,
  amounts: readonly Dec[] = rows.map((row) => D(row.amount)),
): Map<string, string> {
  const groups = new Map<string, string>();
  const byHash = new Map<string, StoredTx[]>();
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if ((row.direction !== 'send' && row.direction !== 'receive') || row.txHash === null) continue;
    if (row.counterparty === null || !ownAddresses.has(row.counterparty.toLowerCase())) continue;
    const key = `${row.txHash}:${row.asset}`;
    byHash.set(key, [...(byHash.get(key) ?? []), row]);
  }
  for (const [key, legs] of byHash) {
    const send = legs.find((leg) => leg.direction === 'send');
    const receive = legs.find((leg) => leg.direction === 'receive' && leg.account !== send?.account);
    if (send && receive) {
      groups.set(send.id, `tx:${key}`);
      groups.set(receive.id, `tx:${key}`);
    }
  }
  // Receives not paired yet, by asset and amount (normalised: "1.50" is "1.5"), oldest first.
  const key = (index: number) => `${rows[index]!.asset}\u0000${amounts[index]!.toFixed()}`;
  const open = new Map<string, StoredTx[]>();
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    if (row.direction !== 'receive' || groups.has(row.id)) continue;
    const list = open.get(key(index));
    if (list) list.push(row);
    else open.set(key(index), [row]);
  }
  for (let position = 0; position < rows.length; position++) {
    const send = rows[position]!;
    if (send.direction !== 'send' || groups.has(send.id)) continue;
    const candidates = open.get(key(position));
    if (!candidates) continue;
    const limit = send.time.getTime() + TRANSFER_WINDOW_MS;
    const index = candidates.findIndex(
      (receive) => receive.account !== send.account && receive.time >= send.time && receive.time.getTime() <= limit,
    );
    if (index === -1) continue;
    const [receive] = candidates.splice(index, 1);
    groups.set(send.id, `match:${send.id}`);
    groups.set(receive!.id, `match:${send.id}`);
  }
  return groups;
}

/** Rows (oldest first) to engine transactions; see the file header. */
export function toEngineTransactions(rows: readonly StoredTx[], ownAddresses: ReadonlySet<string>, price: DailyPrice): Converted {
  const amounts = rows.map((row) => D(row.amount));
  const groups = transferGroups(rows, ownAddresses, amounts);
  const unitPrice = decimalPrices(price);
  const out: Converted = { transactions: [], unvalued: [], unvaluedFees: [] };
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    const amount = amounts[index]!;
    const counterAmount = parse(row.counterAmount);
    let fee: Fee | undefined;
    const feeAmount = parse(row.feeAmount);
    if (row.feeAsset !== null && feeAmount !== null && feeAmount.gt(0)) {
      const usd = usdOf(row.feeAsset, feeAmount, row.time, unitPrice);
      if (usd === null) out.unvaluedFees.push(row.id);
      fee = { asset: row.feeAsset, amount: feeAmount, usdValue: usd ?? ZERO };
    }
    // A trade against USD is worth the USD paid or received, whatever the day's close.
    const paidInUsd = row.counterAsset === 'USD' ? counterAmount : null;
    const usdValue =
      parse(row.usdValue) ??
      paidInUsd ??
      usdOf(row.asset, amount, row.time, unitPrice) ??
      (row.counterAsset !== null && counterAmount !== null ? usdOf(row.counterAsset, counterAmount, row.time, unitPrice) : null);
    // Only sends and receives are ever paired.
    const group = row.direction === 'send' || row.direction === 'receive' ? groups.get(row.id) : undefined;
    // A paired transfer leg moves lots at their cost: it needs no value of its own.
    if (usdValue === null && group === undefined) {
      out.unvalued.push(row.id);
      continue;
    }
    // Objects of one shape, written out (no spread): 20,000 of them are built for each computation.
    if ((row.direction === 'buy' || row.direction === 'sell') && row.counterAsset !== null && counterAmount !== null) {
      const trade: PnlTransaction = {
        id: row.id,
        time: row.time,
        kind: row.direction,
        account: row.account,
        asset: row.asset,
        amount,
        counterAsset: row.counterAsset,
        counterAmount,
        usdValue: usdValue!,
      };
      if (fee) trade.fee = fee;
      out.transactions.push(trade);
      continue;
    }
    // A buy without a counter-asset (a reward, an airdrop) is value coming in; a sell without one, value going out.
    const movement: PnlTransaction = {
      id: row.id,
      time: row.time,
      kind: row.direction === 'buy' || row.direction === 'receive' ? 'receive' : 'send',
      account: row.account,
      asset: row.asset,
      amount,
      usdValue: usdValue ?? ZERO,
    };
    if (fee) movement.fee = fee;
    if (group !== undefined) movement.transferGroup = group;
    out.transactions.push(movement);
  }
  return out;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Daily closes as a lookup: the close of the day, else the last one before it (days as numbers: no date text per call). */
export function dailyPriceLookup(history: ReadonlyMap<string, readonly { day: string; price: string }[]>): DailyPrice {
  const series = new Map<string, { days: Float64Array; prices: string[] }>();
  for (const [asset, points] of history) {
    if (points.length === 0) continue;
    series.set(asset, { days: Float64Array.from(points, (p) => dayNumber(p.day)), prices: points.map((p) => p.price) });
  }
  return (asset, time) => {
    const found = series.get(asset);
    if (!found) return null;
    const day = Math.floor(time.getTime() / DAY_MS);
    const { days, prices } = found;
    if (days[0]! > day) return null;
    let lo = 0;
    let hi = days.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (days[mid]! <= day) lo = mid;
      else hi = mid - 1;
    }
    return prices[lo]!;
  };
}
