// What a simulated buy and sell says about a token (issue 30 §2; docs/xray-trade.md "Findings"): each finding names
// its value, the threshold it crossed and the evidence (the simulated amounts in and out), so the alert can be checked.
import type { TradeSimulation } from './simulate';

/** Tax thresholds in basis points: 10 % is high (the level Honeypot.is and GoPlus users treat as a warning), 50 % extreme. */
export const TAX_HIGH_BPS = 1_000;
export const TAX_EXTREME_BPS = 5_000;

export type TradeFlag =
  | 'buy-reverted'
  | 'buy-empty'
  | 'sell-reverted'
  | 'sell-limited'
  | 'tax-extreme'
  | 'tax-high'
  | 'transfer-reverted'
  | 'transfer-tax-high';

export interface TradeFinding {
  flag: TradeFlag;
  /** The step a tax was measured on. */
  side?: 'buy' | 'sell' | 'transfer';
  severity: 'critical' | 'high';
  /** The measured value: a tax in basis points, or null for a revert. */
  valueBps: number | null;
  thresholdBps: number | null;
  /** The simulated amounts, in words a user can check (base units of the token and wei). */
  evidence: string;
}

const pct = (bps: number) => `${(bps / 100).toFixed(2)} %`;

/** The findings of one simulation (a purchase that delivers nothing is critical, a transfer that reverts high), most severe first; empty when the buy, the transfer and the sale went through untaxed. */
export function tradeFindings(sim: TradeSimulation): TradeFinding[] {
  const findings: TradeFinding[] = [];
  const { buy, transfer, sell } = sim;
  if (!buy.ok) {
    findings.push({
      flag: 'buy-reverted',
      severity: 'high',
      valueBps: null,
      thresholdBps: null,
      evidence: `buying with ${sim.amountIn} wei reverted${buy.reason ? ` (${buy.reason})` : ''}; the sale could not be tried`,
    });
    return findings;
  }
  if (buy.received === 0n) {
    findings.push({
      flag: 'buy-empty',
      severity: 'critical',
      valueBps: null,
      thresholdBps: null,
      evidence: `buying with ${sim.amountIn} wei went through and delivered no token; the sale could not be tried`,
    });
    return findings;
  }
  if (!transfer.ok && transfer.quoted > 0n)
    findings.push({
      flag: 'transfer-reverted',
      severity: 'high',
      valueBps: null,
      thresholdBps: null,
      evidence: `sending ${transfer.quoted} of the ${buy.received} bought to another address reverted`,
    });
  if (!sell.ok) {
    findings.push({
      flag: sell.tenthSold ? 'sell-limited' : 'sell-reverted',
      severity: sell.tenthSold ? 'high' : 'critical',
      valueBps: null,
      thresholdBps: null,
      evidence:
        `bought ${buy.received} for ${sim.amountIn} wei; selling ${sell.amount} reverted${sell.reason ? ` (${sell.reason})` : ''}` +
        (sell.tenthSold ? '; a tenth of it sold' : '; a tenth of it did not sell either'),
    });
  }
  const taxes: ['buy' | 'sell', number | null, string][] = [
    ['buy', buy.taxBps, `${buy.received} received of ${buy.quoted} quoted for ${sim.amountIn} wei`],
    ['sell', sell.ok ? sell.taxBps : null, `${sell.received} wei received of ${sell.quoted} quoted for ${sell.amount}`],
  ];
  for (const [side, bps, evidence] of taxes) {
    if (bps === null || bps < TAX_HIGH_BPS) continue;
    const extreme = bps >= TAX_EXTREME_BPS;
    findings.push({
      flag: extreme ? 'tax-extreme' : 'tax-high',
      side,
      severity: extreme ? 'critical' : 'high',
      valueBps: bps,
      thresholdBps: extreme ? TAX_EXTREME_BPS : TAX_HIGH_BPS,
      evidence: `${side} tax ${pct(bps)}: ${evidence}`,
    });
  }
  if (transfer.ok && transfer.taxBps !== null && transfer.taxBps >= TAX_HIGH_BPS)
    findings.push({
      flag: 'transfer-tax-high',
      side: 'transfer',
      severity: 'high',
      valueBps: transfer.taxBps,
      thresholdBps: TAX_HIGH_BPS,
      evidence: `transfer tax ${pct(transfer.taxBps)}: ${transfer.received} arrived of ${transfer.quoted} sent`,
    });
  return findings.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'critical' ? -1 : 1));
}
