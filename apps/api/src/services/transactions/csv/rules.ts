// Rules a parsed transaction must meet before it leaves the CSV import (issue 29 §1), so that the cost-basis engine
// never meets a row it refuses and fails a user's whole PnL: a trade is written from its crypto side (its asset is not
// fiat), and a fee paid in the asset received is not larger than what is received. docs/transactions-csv.md
// "Refusals".
import { Decimal as D } from '../../pnl/decimal';
import { Skip } from './format';
import { isFiat } from './aliases';
import type { ParsedTransaction } from './types';
import { clip, RowProblem } from './values';

export type Movement = Pick<
  ParsedTransaction,
  'direction' | 'asset' | 'amount' | 'counterAsset' | 'counterAmount' | 'fee' | 'usdValue'
>;

const isTrade = (tx: Movement) => tx.direction === 'buy' || tx.direction === 'sell';

/** What the transaction brings in: the asset bought, what a sale is paid in, the asset received; nothing for a send. */
export function received(tx: Movement): { asset: string; amount: string } | undefined {
  if (tx.direction === 'buy' || tx.direction === 'receive') return { asset: tx.asset, amount: tx.amount };
  if (tx.direction === 'sell' && tx.counterAsset !== undefined && tx.counterAmount !== undefined) {
    return { asset: tx.counterAsset, amount: tx.counterAmount };
  }
  return undefined;
}

/**
 * Throws a RowProblem on `field` (the fee amount's column) when the fee is paid in the asset the transaction brings
 * in and is larger than the amount brought in: the engine takes such a fee off that amount and cannot go below zero.
 */
export function checkFee(tx: Movement, field: string): void {
  const got = received(tx);
  if (!tx.fee || !got || tx.fee.asset !== got.asset || !new D(tx.fee.amount).gt(got.amount)) return;
  const what = { buy: 'bought', sell: 'received in the sale', receive: 'received', send: '' }[tx.direction];
  const fee = `${clip(tx.fee.amount)} ${clip(tx.fee.asset)}`;
  throw new RowProblem(field, `the fee (${fee}) is larger than the ${clip(got.amount)} ${clip(got.asset)} ${what}`);
}

/**
 * For the K3 CSV, where the user writes the row: a trade whose asset is fiat is refused on `field` (the asset
 * column), saying how to write it from the other side, or that an exchange of one currency for another is not
 * imported.
 */
export function refuseFiatAsset(tx: Movement, field: string): void {
  if (!isTrade(tx) || !isFiat(tx.asset)) return;
  const counter = tx.counterAsset ?? '';
  if (isFiat(counter)) {
    throw new RowProblem(
      field,
      `${tx.asset} is fiat, and so is ${clip(counter)}: an exchange of one currency for another is not imported; leave the row out`,
    );
  }
  const other = tx.direction === 'buy' ? `a sell of ${clip(counter)} for` : `a buy of ${clip(counter)} with`;
  throw new RowProblem(field, `${tx.asset} is fiat: write the trade from the other side, as ${other} ${tx.asset}`);
}

/**
 * For the exchanges' exports, whose rows may legitimately name fiat as the asset (a Binance EURUSDT pair, a Kraken
 * trade of USD for EUR): a trade whose asset is fiat is written from the other side (a buy of EUR for USDT is a sale
 * of USDT for EUR, fee and value unchanged), or skipped when both sides are fiat. Anything else is returned as it is.
 */
export function cryptoSide<T extends Movement>(tx: T): T | Skip {
  if (!isTrade(tx) || !isFiat(tx.asset) || tx.counterAsset === undefined || tx.counterAmount === undefined) return tx;
  if (isFiat(tx.counterAsset)) {
    return new Skip(`a trade of ${tx.asset} against ${tx.counterAsset}: an exchange of one currency for another is not imported`);
  }
  return {
    ...tx,
    direction: tx.direction === 'buy' ? 'sell' : 'buy',
    asset: tx.counterAsset,
    amount: tx.counterAmount,
    counterAsset: tx.asset,
    counterAmount: tx.amount,
    ...(tx.asset === 'USD' && { usdValue: tx.amount }),
  };
}
