// The explain view and the realised-gains export of a user's ledger (issue 29 §2; docs/pnl.md "Explain"), as the API
// gives them: money to the cent, amounts exact, assets named by their ticker beside their id.
import { cents } from './decimal';
import { explain } from './explain';
import { realisedGainsCsv } from './export-csv';
import type { UserLedger } from './user-pnl';

export function explainView(user: UserLedger, asset: string, account?: string) {
  const explained = explain(user.ledger, asset, account);
  return {
    asset,
    symbol: user.names.symbolOf(asset),
    method: explained.method,
    disposals: explained.disposals.map((row) => ({
      time: row.time.toISOString(),
      account: row.account,
      reason: row.reason,
      amount: row.amount.toFixed(),
      proceeds: cents(row.proceeds),
      cost: cents(row.cost),
      gain: cents(row.gain),
      lots: row.lots.map((lot) => ({
        acquiredAt: lot.acquiredAt.toISOString(),
        amount: lot.amount.toFixed(),
        unitCost: lot.unitCost.toSignificantDigits(12).toFixed(),
        cost: cents(lot.cost),
      })),
      missing: row.missing && { amount: row.missing.amount.toFixed(), proceeds: cents(row.missing.proceeds) },
    })),
  };
}

export function gainsCsv(user: UserLedger, year: number): string {
  return realisedGainsCsv(user.ledger, year);
}
