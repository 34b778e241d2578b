// What a simulated buy and sell says about a token (issue 30 §2; docs/xray-trade.md "Findings"): each finding names
// its value, the threshold it crossed and the evidence (the simulated amounts in and out), so the alert can be checked.
import type { LocalizedText } from '@k3/shared';
import { spentOnBuy, type TradeSimulation } from './simulate';

/** Tax thresholds in basis points: 10 % is high (the level Honeypot.is and GoPlus users treat as a warning), 50 % extreme. */
export const TAX_HIGH_BPS = 1_000;
export const TAX_EXTREME_BPS = 5_000;
/** A tax rise this large since the last reading (percentage points, in basis points) is told: by the audit, and by the watch. */
export const TAX_RISE_BPS = 500;

export type TradeFlag =
  | 'buy-reverted'
  | 'buy-limited'
  | 'buy-empty'
  | 'sell-reverted'
  | 'sell-cooldown'
  | 'sell-limited'
  | 'tax-extreme'
  | 'tax-high'
  | 'transfer-reverted'
  | 'transfer-tax-high'
  | 'tax-raised';

export interface TradeFinding {
  flag: TradeFlag;
  /** The step a tax was measured on. */
  side?: 'buy' | 'sell' | 'transfer';
  severity: 'critical' | 'high';
  /** The measured value: a tax in basis points, or null for a revert. */
  valueBps: number | null;
  thresholdBps: number | null;
  /** tax-raised: the tax at the last audit, and that audit's day (YYYY-MM-DD). */
  previous?: { bps: number; day: string };
  /**
   * sell-cooldown: the sale went through this many seconds after the buy; sell-reverted: it still reverted this long
   * after (a honeypot, not a wait). Absent when no later block could be simulated.
   */
  laterSeconds?: number;
  /** The simulated amounts, in words a user can check (base units of the token and wei). */
  evidence: string;
}

const pct = (bps: number) => `${(bps / 100).toFixed(2)} %`;

/** A wait longer than this before a sale goes through is treated as a block (critical), not a cooldown (high). */
export const COOLDOWN_MAX_SECONDS = 86_400;

/** One of the later sale's delays (trade/later-sale.ts LATER_DELAYS) in words. */
export function laterWords(seconds: number): LocalizedText {
  if (seconds >= 86_400 && seconds % 86_400 === 0) {
    const days = seconds / 86_400;
    return days === 1
      ? { en: '1 day', fr: '1 jour', es: '1 día' }
      : { en: `${days} days`, fr: `${days} jours`, es: `${days} días` };
  }
  if (seconds >= 3_600 && seconds % 3_600 === 0) {
    const hours = seconds / 3_600;
    return hours === 1
      ? { en: '1 hour', fr: '1 heure', es: '1 hora' }
      : { en: `${hours} hours`, fr: `${hours} heures`, es: `${hours} horas` };
  }
  const minutes = Math.round(seconds / 60);
  return { en: `${minutes} minutes`, fr: `${minutes} minutes`, es: `${minutes} minutos` };
}

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
  const spent = spentOnBuy(sim);
  if (buy.tenthBought)
    findings.push({
      flag: 'buy-limited',
      side: 'buy',
      severity: 'high',
      valueBps: null,
      thresholdBps: null,
      evidence: `buying with ${sim.amountIn} wei reverted${buy.reason ? ` (${buy.reason})` : ''}; a tenth of it, ${spent} wei, bought ${buy.received}`,
    });
  if (buy.received === 0n) {
    findings.push({
      flag: 'buy-empty',
      severity: 'critical',
      valueBps: null,
      thresholdBps: null,
      evidence: `buying with ${spent} wei went through and delivered no token; the sale could not be tried`,
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
    const later = sim.later;
    const cooldown = later?.status === 'sold';
    findings.push({
      flag: sell.tenthSold ? 'sell-limited' : cooldown ? 'sell-cooldown' : 'sell-reverted',
      // A wait of at most a day is a cooldown (high); a sale still blocked a day later is not told apart from a honeypot.
      severity: sell.tenthSold || (cooldown && later.afterSeconds <= COOLDOWN_MAX_SECONDS) ? 'high' : 'critical',
      valueBps: null,
      thresholdBps: null,
      ...(later?.status === 'sold' && { laterSeconds: later.afterSeconds }),
      ...(later?.status === 'reverted' && { laterSeconds: later.lastSeconds }),
      evidence:
        `bought ${buy.received} for ${spent} wei; selling ${sell.amount} reverted${sell.reason ? ` (${sell.reason})` : ''}` +
        (sell.tenthSold ? '; a tenth of it sold' : '; a tenth of it did not sell either') +
        (later?.status === 'sold'
          ? `; the same sale went through ${laterWords(later.afterSeconds).en} after the buy (eth_simulateV1)`
          : '') +
        (later?.status === 'reverted'
          ? `; it still reverted ${laterWords(later.lastSeconds).en} after the buy (eth_simulateV1)`
          : '') +
        (later?.status === 'unknown' ? `; a later sale was not checked: ${later.reason}` : ''),
    });
  }
  const taxes: ['buy' | 'sell', number | null, string][] = [
    ['buy', buy.taxBps, `${buy.received} received of ${buy.quoted} quoted for ${spent} wei`],
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

/** What the last audit's simulation measured (kept with the stored audit), to tell a tax raised since. */
export interface TradeSnapshot {
  buyBps: number | null;
  sellBps: number | null;
  transferBps: number | null;
  /** The chain and the pool traded on: taxes measured on another pool are not compared. */
  chain: string;
  pool: string;
}

/** The snapshot of a simulation on `chain`, stored with its audit. */
export function tradeSnapshot(sim: TradeSimulation, chain: string): TradeSnapshot {
  return {
    chain,
    buyBps: sim.buy.ok ? sim.buy.taxBps : null,
    sellBps: sim.sell.ok ? sim.sell.taxBps : null,
    transferBps: sim.transfer.ok ? sim.transfer.taxBps : null,
    pool: sim.pool.pair,
  };
}

/**
 * A buy, sell or transfer tax raised by TAX_RISE_BPS or more since the last audit's simulation on the same pool
 * (high: potential_security_threats). A tax lowered, or a step that did not complete either time, is not a finding.
 */
export function taxChangeFindings(sim: TradeSimulation, last: { snapshot: TradeSnapshot; day: string } | null): TradeFinding[] {
  if (!last || last.snapshot.pool.toLowerCase() !== sim.pool.pair.toLowerCase()) return [];
  const now = tradeSnapshot(sim, last.snapshot.chain);
  const sides = [
    ['buy', last.snapshot.buyBps, now.buyBps],
    ['sell', last.snapshot.sellBps, now.sellBps],
    ['transfer', last.snapshot.transferBps, now.transferBps],
  ] as const;
  const findings: TradeFinding[] = [];
  for (const [side, was, is] of sides) {
    if (was === null || is === null || is - was < TAX_RISE_BPS) continue;
    findings.push({
      flag: 'tax-raised',
      side,
      severity: 'high',
      valueBps: is,
      thresholdBps: was + TAX_RISE_BPS,
      previous: { bps: was, day: last.day },
      evidence: `${side} tax ${pct(was)} at the audit of ${last.day}, ${pct(is)} now (simulated on pool ${sim.pool.pair})`,
    });
  }
  return findings;
}
