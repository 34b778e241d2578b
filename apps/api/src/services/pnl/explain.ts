// "Explain": for one asset, every disposal in time order with the lots it consumed and the missing history, so a
// user can redo the figure by hand (issue 29 §2).
import { type Dec, ZERO } from './decimal';
import type { CostBasisMethod, Ledger, LotSlice } from './types';

export interface ExplainedDisposal {
  txId: string;
  time: Date;
  account: string;
  reason: string;
  amount: Dec;
  proceeds: Dec;
  cost: Dec;
  gain: Dec;
  lots: LotSlice[];
  /** Amount of this disposal without known lots, and its proceeds (kept out of `gain`). */
  missing: { amount: Dec; proceeds: Dec } | null;
}

export interface Explanation {
  asset: string;
  method: CostBasisMethod;
  disposals: ExplainedDisposal[];
}

/** Disposals of `asset` (of one account when given), oldest first; transfers with missing history appear too. */
export function explain(ledger: Ledger, asset: string, account?: string): Explanation {
  const mine = <T extends { asset: string; account: string }>(row: T) =>
    row.asset === asset && (account === undefined || row.account === account);
  const rows: ExplainedDisposal[] = ledger.disposals.filter(mine).map((disposal) => ({
    txId: disposal.txId,
    time: disposal.time,
    account: disposal.account,
    reason: disposal.reason,
    amount: disposal.amount,
    proceeds: disposal.proceeds,
    cost: disposal.cost,
    gain: disposal.gain,
    lots: disposal.slices,
    missing: null,
  }));
  for (const gap of ledger.missing.filter(mine)) {
    const row = rows.find((candidate) => candidate.txId === gap.txId && candidate.account === gap.account);
    const missing = { amount: gap.amount, proceeds: gap.proceeds };
    if (row) row.missing = missing;
    else {
      const { txId, time, account: holder, reason } = gap;
      rows.push({ txId, time, account: holder, reason, amount: ZERO, proceeds: ZERO, cost: ZERO, gain: ZERO, lots: [], missing });
    }
  }
  rows.sort((a, b) => a.time.getTime() - b.time.getTime());
  return { asset, method: ledger.method, disposals: rows };
}
