// Money flowing in and out of the user's holdings (docs/pnl.md "Returns"): what the returns and the net amount invested
// count. The engine adds the flows up in its pass (`Ledger.flowsAfter`), the returns read them from there.
import { type Dec, ZERO, dec } from './decimal';
import type { PnlTransaction } from './types';

/**
 * USD flowing in (positive) or out (negative) of the user's holdings through one transaction: a buy or sell against
 * fiat is its USD value, a receive comes in and a send goes out at their USD value, a fee paid in fiat comes in.
 * Trades between two held assets and transfers between own accounts are not flows. Expects normalised transactions.
 */
export function flowOf(tx: PnlTransaction, fiat: ReadonlySet<string>): Dec {
  if (fiat.has(tx.asset)) return ZERO;
  const feeIn = tx.fee && fiat.has(tx.fee.asset) ? dec(tx.fee.usdValue, `${tx.id}.fee.usdValue`) : ZERO;
  if (tx.kind === 'transfer') return feeIn;
  const value = dec(tx.usdValue, `${tx.id}.usdValue`);
  let incoming: boolean;
  if (tx.kind === 'receive' || tx.kind === 'send') incoming = tx.kind === 'receive';
  else if ((tx.kind === 'buy' || tx.kind === 'sell') && fiat.has(tx.counterAsset)) incoming = tx.kind === 'buy';
  else return feeIn;
  // A fee in fiat is money paid in either way: it adds to what comes in and comes off what goes out.
  if (feeIn === ZERO) return incoming ? value : value.neg();
  return incoming ? value.plus(feeIn) : feeIn.minus(value);
}
