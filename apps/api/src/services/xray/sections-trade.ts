// The security section's trade-time fields (issue 30; docs/xray-trade.md "In the audit"): the simulated buy and sell,
// what the addresses the token trusts can do, and who holds the pool's LP tokens, each with its measured value or why
// it did not run. Used by sections.ts.
import type { XrayField } from '@k3/shared';
import { field } from './section-field';
import type { AuditSources } from './sources';
import { laterWords } from './trade/findings';
import type { LaterSale } from './trade/later-sale';

/** The later sale (trade/later-sale.ts): when the same sale went through, or that it never did. */
function laterText(later: LaterSale | undefined): string {
  if (later?.status === 'sold') return `, went through ${laterWords(later.afterSeconds).en} later (a cooldown)`;
  if (later?.status === 'reverted') return `, and still ${laterWords(later.lastSeconds).en} later`;
  return '';
}

/** The simulated buy and sell (trade/simulate.ts): the taxes measured, or what kept it from running. */
export function tradeField(s: AuditSources): XrayField {
  const evm = s.contract.evm;
  const trade = evm?.trade;
  if (!evm || !trade)
    return field('tradeSimulation', 'text', null, evm ? 'the address holds no code' : (s.contract.reason ?? 'not read'));
  if (trade.status !== 'simulated') return field('tradeSimulation', 'text', null, trade.reason);
  const { simulation: sim } = trade;
  const pct = (bps: number | null) => (bps === null ? '—' : `${(bps / 100).toFixed(2)} %`);
  const limited = sim.buy.tenthBought ? ' (only a tenth bought)' : '';
  const value = !sim.buy.ok
    ? 'buy reverted'
    : !sim.sell.ok
      ? `buy tax ${pct(sim.buy.taxBps)}${limited}; sell reverted${sim.sell.tenthSold ? ' (a tenth sold)' : ''}${laterText(sim.later)}`
      : `buy tax ${pct(sim.buy.taxBps)}${limited}, sell tax ${pct(sim.sell.taxBps)}, transfer tax ${pct(sim.transfer.taxBps)}`;
  const fee = sim.pool.fee === null ? '' : ` (fee ${(sim.pool.fee / 10_000).toFixed(2)} %)`;
  return field('tradeSimulation', 'text', value, null, `${sim.pool.dex}${fee}, pool ${sim.pool.pair}`);
}

/** Why a check that needs the simulated trade's pool did not run. */
function noPoolReason(s: AuditSources): string {
  const evm = s.contract.evm;
  if (!evm) return s.contract.reason ?? 'not read';
  return evm.trade && evm.trade.status !== 'simulated' ? evm.trade.reason : 'no pool';
}

/** What the addresses the token trusts could do to a holder when tried (trade/powers.ts). */
export function powersField(s: AuditSources): XrayField {
  const powers = s.contract.evm?.powers;
  if (!powers) return field('privileges', 'list', null, noPoolReason(s));
  if (powers.status === 'failed') return field('privileges', 'list', null, powers.reason);
  const r = powers.report;
  const tried = `${r.functions} functions tried from ${r.callers.length} trusted addresses and a stranger, ${r.attempts} calls`;
  return field(
    'privileges',
    'list',
    r.findings.map((f) => f.evidence),
    null,
    tried,
  );
}

/** Who holds the main pool's LP tokens (trade/liquidity.ts), and the pool's depth. */
export function liquidityField(s: AuditSources): XrayField {
  const liquidity = s.contract.evm?.liquidity ?? s.contract.solanaLiquidity;
  if (!liquidity) return field('liquidity', 'text', null, noPoolReason(s));
  if (liquidity.status === 'failed') return field('liquidity', 'text', null, liquidity.reason);
  const r = liquidity.report;
  const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
  const parts = [`${pct(r.burnedShare)} burned`, `${pct(r.lockedLongShare + r.lockedSoonShare)} locked`];
  if (r.owner) parts.push(`${pct(r.owner.share)} held by the owner`);
  const unlocks = r.lockers
    .filter((l) => l.nextUnlock)
    .map((l) => `${l.name} unlocks ${l.nextUnlock!.toISOString().slice(0, 10)}`);
  const depth = r.depthUsd === null ? null : `depth $${r.depthUsd.toLocaleString('en-US')}`;
  // A V3 pool: shares of its liquidity in range, and the holders whose positions were read only in part.
  const v3 = r.unit === 'v3-liquidity';
  const partial = (r.positions ?? [])
    .filter((p) => p.read < p.held)
    .map((p) => `${p.holder}: newest ${p.read} of ${p.held.toLocaleString('en-US')} positions read`);
  const value = v3 ? `${parts.join(', ')} (of the liquidity in range)` : parts.join(', ');
  return field(
    'liquidity',
    'text',
    value,
    null,
    [`pool ${r.pair}`, ...unlocks, ...partial, ...(depth ? [depth] : [])].join('; '),
  );
}
