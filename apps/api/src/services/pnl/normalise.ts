// Before the engine runs: the two legs of a transfer between the user's own accounts become one transfer, and the
// transactions are put in time order (stable: same-time transactions keep their input order). docs/pnl.md "Transfers".
import type { PnlTransferProblem, PnlWarning } from '@k3/shared';
import { dec } from './decimal';
import type { FlowTransaction, PnlTransaction, TransferTransaction } from './types';

export interface Normalised {
  transactions: PnlTransaction[];
  warnings: PnlWarning[];
}

export function normalise(transactions: readonly PnlTransaction[]): Normalised {
  const groups = new Map<string, FlowTransaction[]>();
  for (let i = 0; i < transactions.length; i++) {
    const tx = transactions[i]!;
    if ((tx.kind === 'send' || tx.kind === 'receive') && tx.transferGroup !== undefined) {
      groups.set(tx.transferGroup, [...(groups.get(tx.transferGroup) ?? []), tx]);
    }
  }
  const warnings: PnlWarning[] = [];
  const merged = new Map<FlowTransaction, TransferTransaction | null>();
  for (const [group, legs] of groups) {
    const found = pairingProblem(legs);
    if (found) {
      warnings.push({
        code: 'transfer-unpaired',
        subject: group,
        problem: found.problem,
        count: null,
        text: `transfer group ${group}: ${found.text}; its legs count as a send and a receive`,
      });
      continue;
    }
    const send = legs.find((leg) => leg.kind === 'send')!;
    const receive = legs.find((leg) => leg.kind === 'receive')!;
    const transfer: TransferTransaction = {
      kind: 'transfer',
      id: send.id,
      time: send.time,
      fromAccount: send.account,
      toAccount: receive.account,
      asset: send.asset,
      amount: send.amount,
      ...(send.fee ? { fee: send.fee } : {}),
    };
    merged.set(send, transfer);
    merged.set(receive, null);
  }
  const out: PnlTransaction[] = [];
  for (let i = 0; i < transactions.length; i++) {
    const tx = transactions[i]!;
    if (tx.kind !== 'send' && tx.kind !== 'receive') out.push(tx);
    else if (!merged.has(tx)) out.push(tx);
    else {
      const transfer = merged.get(tx);
      if (transfer) out.push(transfer);
    }
  }
  // Stored histories come in time order already: checked in one pass before a sort.
  let sorted = true;
  for (let i = 1; i < out.length && sorted; i++) sorted = out[i - 1]!.time.getTime() <= out[i]!.time.getTime();
  if (!sorted) out.sort((a, b) => a.time.getTime() - b.time.getTime());
  return { transactions: out, warnings };
}

function pairingProblem(legs: FlowTransaction[]): { problem: PnlTransferProblem; text: string } | null {
  const sends = legs.filter((leg) => leg.kind === 'send');
  const receives = legs.filter((leg) => leg.kind === 'receive');
  if (sends.length !== 1 || receives.length !== 1)
    return { problem: 'leg-count', text: `${sends.length} send(s) and ${receives.length} receive(s)` };
  const [send, receive] = [sends[0]!, receives[0]!];
  if (send.asset !== receive.asset) return { problem: 'assets-differ', text: 'the legs are in different assets' };
  if (!dec(send.amount, `${send.id}.amount`).eq(dec(receive.amount, `${receive.id}.amount`))) {
    return { problem: 'amounts-differ', text: 'the amounts differ (give the difference as the send leg’s fee)' };
  }
  if (receive.fee) return { problem: 'fee-on-receive', text: 'the receive leg carries a fee (give it on the send leg)' };
  if (receive.time < send.time) return { problem: 'receive-earlier', text: 'the receive leg is earlier than the send leg' };
  return null;
}
