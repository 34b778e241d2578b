// The simulated buy and sell in X-Ray's findings and alerts (issue 30 §2; docs/xray-trade.md "Findings"): the
// thresholds on their edges, each finding's words in the three languages with the simulated amounts as evidence,
// and a trade that was not simulated leaving the rules as they were.
import { describe, expect, it } from 'vitest';
import { TAX_EXTREME_BPS, TAX_HIGH_BPS, TAX_RISE_BPS, taxChangeFindings, tradeFindings, tradeSnapshot } from '../trade/findings';
import type { TradeSimulation, TradeStep } from '../trade/simulate';
import { evaluateAlerts } from './alerts';
import { LANGS } from './format';

const POOL = {
  kind: 'v2',
  dex: 'Uniswap V2',
  fee: null,
  router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
  factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
  pair: '0x0000000000000000000000000000000000000001',
  wrappedNative: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  tokenReserve: 10n ** 24n,
  nativeReserve: 10n ** 19n,
} as const;

const ok = (taxBps: number, quoted = 10_000n): TradeStep => ({
  ok: true,
  quoted,
  received: quoted - (quoted * BigInt(taxBps)) / 10_000n,
  taxBps,
  gas: 100_000n,
  reason: null,
});
const reverted = (reason: string | null = 'D'): TradeStep => ({
  ok: false,
  quoted: 10_000n,
  received: 0n,
  taxBps: null,
  gas: 50_000n,
  reason,
});

function sim(
  buy: TradeStep,
  sell: TradeStep,
  transfer: TradeStep = ok(0),
  tenthSold = false,
  tenthBought = false,
): TradeSimulation {
  return {
    pool: POOL,
    amountIn: 5n * 10n ** 16n,
    buy: { ...buy, tenthBought },
    transfer,
    sell: { ...sell, amount: 9_900n, tenthSold },
  };
}

describe('tradeFindings', () => {
  it('finds nothing in an untaxed trade, nor under 10 %', () => {
    expect(tradeFindings(sim(ok(0), ok(0)))).toEqual([]);
    expect(tradeFindings(sim(ok(TAX_HIGH_BPS - 1), ok(TAX_HIGH_BPS - 1), ok(TAX_HIGH_BPS - 1)))).toEqual([]);
  });

  it('calls a tax of 10 % high and one of 50 % extreme, naming the side', () => {
    expect(tradeFindings(sim(ok(TAX_HIGH_BPS), ok(0)))).toMatchObject([
      { flag: 'tax-high', side: 'buy', severity: 'high', valueBps: 1_000, thresholdBps: 1_000 },
    ]);
    const [extreme] = tradeFindings(sim(ok(0), ok(TAX_EXTREME_BPS)));
    expect(extreme).toMatchObject({
      flag: 'tax-extreme',
      side: 'sell',
      severity: 'critical',
      valueBps: 5_000,
      thresholdBps: 5_000,
    });
    expect(extreme!.evidence).toBe('sell tax 50.00 %: 5000 wei received of 10000 quoted for 9900');
    expect(tradeFindings(sim(ok(0), ok(0), ok(2_500)))).toMatchObject([
      { flag: 'transfer-tax-high', side: 'transfer', valueBps: 2_500 },
    ]);
  });

  it('tells a sale that reverts from one limited to a part, and a buy that reverts', () => {
    expect(tradeFindings(sim(ok(0), reverted()))).toMatchObject([{ flag: 'sell-reverted', severity: 'critical' }]);
    expect(tradeFindings(sim(ok(0), reverted(), ok(0), true))).toMatchObject([{ flag: 'sell-limited', severity: 'high' }]);
    const buy = tradeFindings(sim(reverted('TRADING_CLOSED'), reverted(null)));
    expect(buy).toEqual([
      {
        flag: 'buy-reverted',
        severity: 'high',
        valueBps: null,
        thresholdBps: null,
        evidence: 'buying with 50000000000000000 wei reverted (TRADING_CLOSED); the sale could not be tried',
      },
    ]);
  });

  it('tells a limit per purchase (a tenth bought) and goes on with the sale of what the tenth bought', () => {
    const limited = sim({ ...ok(0), reason: 'Max transaction' }, reverted(), ok(0), false, true);
    expect(tradeFindings(limited)).toMatchObject([
      { flag: 'sell-reverted', severity: 'critical' },
      {
        flag: 'buy-limited',
        severity: 'high',
        evidence:
          'buying with 50000000000000000 wei reverted (Max transaction); a tenth of it, 5000000000000000 wei, bought 10000',
      },
    ]);
    expect(tradeFindings(sim({ ...ok(0), reason: 'Max transaction' }, ok(0), ok(0), false, true))).toMatchObject([
      { flag: 'buy-limited' },
    ]);
  });

  it('puts critical findings first', () => {
    const findings = tradeFindings(sim(ok(1_500), ok(9_000)));
    expect(findings.map((f) => f.severity)).toEqual(['critical', 'high']);
  });
});

describe('taxChangeFindings', () => {
  const last = (sellBps: number | null, pool: string = POOL.pair) => ({
    snapshot: { chain: 'ethereum', buyBps: 0, sellBps, transferBps: 0, pool },
    day: '2026-11-27',
  });

  it('finds a tax raised by 5 points or more on the same pool, with both measurements', () => {
    expect(taxChangeFindings(sim(ok(0), ok(200 + TAX_RISE_BPS)), last(200))).toEqual([
      {
        flag: 'tax-raised',
        side: 'sell',
        severity: 'high',
        valueBps: 700,
        thresholdBps: 700,
        previous: { bps: 200, day: '2026-11-27' },
        evidence: `sell tax 2.00 % at the audit of 2026-11-27, 7.00 % now (simulated on pool ${POOL.pair})`,
      },
    ]);
  });

  it('finds nothing under 5 points, for a tax lowered, on another pool, or with no earlier reading', () => {
    expect(taxChangeFindings(sim(ok(0), ok(200 + TAX_RISE_BPS - 1)), last(200))).toEqual([]);
    expect(taxChangeFindings(sim(ok(0), ok(0)), last(3_000))).toEqual([]);
    expect(taxChangeFindings(sim(ok(0), ok(3_000)), last(0, '0x0000000000000000000000000000000000000002'))).toEqual([]);
    expect(taxChangeFindings(sim(ok(0), ok(3_000)), last(null))).toEqual([]);
    expect(taxChangeFindings(sim(ok(0), ok(3_000)), null)).toEqual([]);
    // A sale that reverts now has no tax to compare: sell-reverted tells it.
    expect(taxChangeFindings(sim(ok(0), reverted()), last(0))).toEqual([]);
  });

  it('snapshots what a simulation measured, a step that did not complete as null', () => {
    expect(tradeSnapshot(sim(ok(100), reverted()), 'ethereum')).toEqual({
      chain: 'ethereum',
      buyBps: 100,
      sellBps: null,
      transferBps: 0,
      pool: POOL.pair,
    });
  });
});

describe('the rules with a simulated trade', () => {
  const alertOf = (findings: ReturnType<typeof tradeFindings> | null, key: string) => {
    const result = evaluateAlerts({ demo: false, tradeFindings: findings });
    return { alert: result.alerts.find((a) => a.key === key), status: result.checks.find((c) => c.key === key)?.status };
  };

  it('a honeypot fires high_risk_detected with the simulated amounts as evidence, in every language', () => {
    const { alert } = alertOf(tradeFindings(sim(ok(0), reverted())), 'high_risk_detected');
    expect(alert?.severity).toBe('critical');
    expect(alert?.because.en).toContain('a simulated sale that reverted right after the buy');
    for (const lang of LANGS) expect(alert?.because[lang].length).toBeGreaterThan(40);
    expect(alert?.because.fr).toContain('vente simulée refusée');
    expect(alert?.because.es).toContain('venta simulada rechazada');
    expect(alert?.evidence).toEqual([
      {
        kind: 'value',
        label: 'tradeSimulation',
        value: 'bought 10000 for 50000000000000000 wei; selling 9900 reverted (D); a tenth of it did not sell either',
      },
    ]);
  });

  it('a 12 % sell tax is a dangerous feature, not a critical risk', () => {
    const findings = tradeFindings(sim(ok(0), ok(1_200)));
    const threats = alertOf(findings, 'potential_security_threats');
    expect(threats.alert?.because.en).toContain('take 12.00 % of each sale (simulated)');
    expect(alertOf(findings, 'high_risk_detected')).toMatchObject({ alert: undefined, status: 'passed' });
  });

  it('a clean simulation passes high_risk_detected; the other rule still needs its own contract checks', () => {
    expect(alertOf([], 'high_risk_detected')).toMatchObject({ alert: undefined, status: 'passed' });
    // A clean trade proves nothing about SELFDESTRUCT or DELEGATECALL: not checked without the contract facts.
    expect(alertOf([], 'potential_security_threats')).toMatchObject({ alert: undefined, status: 'not-checked' });
    const withContract = evaluateAlerts({
      demo: false,
      tradeFindings: [],
      contractFacts: [
        { flag: 'selfdestruct_opcode', present: false },
        { flag: 'delegatecall_opcode', present: false },
      ],
    });
    expect(withContract.checks.find((c) => c.key === 'potential_security_threats')?.status).toBe('passed');
    expect(alertOf(null, 'high_risk_detected').status).toBe('not-checked');
    expect(alertOf(null, 'potential_security_threats').status).toBe('not-checked');
  });
});
