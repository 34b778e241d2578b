// Transaction builders for the engine's tests: short, readable hand-computed cases (amounts and money as strings).
import type { Dec } from './decimal';
import type { Fee, FlowTransaction, TradeTransaction, TransferTransaction } from './types';

export const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

interface TradeExtras {
  account?: string;
  counterAsset?: string;
  counterAmount?: string;
  fee?: Fee;
}

export function buy(
  id: string,
  date: string,
  asset: string,
  amount: string,
  usd: string,
  extras: TradeExtras = {},
): TradeTransaction {
  return trade('buy', id, date, asset, amount, usd, extras);
}

export function sell(
  id: string,
  date: string,
  asset: string,
  amount: string,
  usd: string,
  extras: TradeExtras = {},
): TradeTransaction {
  return trade('sell', id, date, asset, amount, usd, extras);
}

function trade(
  kind: 'buy' | 'sell',
  id: string,
  date: string,
  asset: string,
  amount: string,
  usd: string,
  extras: TradeExtras,
): TradeTransaction {
  const { account = 'A', counterAsset = 'USD', counterAmount = usd, fee } = extras;
  return {
    kind,
    id,
    time: day(date),
    account,
    asset,
    amount,
    counterAsset,
    counterAmount,
    usdValue: usd,
    ...(fee ? { fee } : {}),
  };
}

export function transfer(
  id: string,
  date: string,
  from: string,
  to: string,
  asset: string,
  amount: string,
  fee?: Fee,
): TransferTransaction {
  return { kind: 'transfer', id, time: day(date), fromAccount: from, toAccount: to, asset, amount, ...(fee ? { fee } : {}) };
}

export function flow(
  kind: 'send' | 'receive',
  id: string,
  date: string,
  account: string,
  asset: string,
  amount: string,
  usd: string,
): FlowTransaction {
  return { kind, id, time: day(date), account, asset, amount, usdValue: usd };
}

export const fee = (asset: string, amount: string, usdValue: string): Fee => ({ asset, amount, usdValue });

/** A figure as a plain string rounded to 10 places (average cost divides). */
export const fig = (value: Dec | null | undefined) => (value == null ? value : value.toDecimalPlaces(10).toString());
