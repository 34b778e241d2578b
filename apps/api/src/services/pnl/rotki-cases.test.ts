// Replays Rotki's accounting test cases (rotki-cases.ts; scenarios and figures from rotki/rotki, AGPL-3.0) through
// computeLedger and summarise and compares K3's realised gains, costs, open lots and missing history with Rotki's.
// A case that differs by a documented rule asserts K3's own figures, that Rotki's are not met, and — where the rule is
// a plain adjustment — that the adjustment turns K3's gains into Rotki's. Issue 29; docs/pnl.md "Checked against Rotki".
import { describe, expect, it } from 'vitest';
import { D, type Dec, ZERO, sum } from './decimal';
import { computeLedger } from './engine';
import type { Figures, Reconcile, Tolerance } from './rotki-case-kit';
import { ROTKI, ROTKI_CASES, type RotkiCase } from './rotki-cases';
import { summarise } from './summary';
import { COST_BASIS_METHODS, type Ledger } from './types';

function replay(c: RotkiCase, upTo?: string): Ledger {
  const last = upTo === undefined ? c.transactions.length - 1 : c.transactions.findIndex((tx) => tx.id === upTo);
  if (last < 0) throw new Error(`${c.id}: no transaction ${upTo}`);
  return computeLedger(c.transactions.slice(0, last + 1), { method: c.method, fiatAssets: c.fiat });
}

function perTx<T extends { txId: string }>(rows: readonly T[], value: (row: T) => Dec): Map<string, Dec> {
  const out = new Map<string, Dec>();
  for (const row of rows) out.set(row.txId, (out.get(row.txId) ?? ZERO).plus(value(row)));
  return out;
}

/** Rotki's per-transaction gains from K3's ledger, with the documented rules applied. */
function gainsAsRotki(ledger: Ledger, rules: readonly Reconcile[]): Map<string, Dec> {
  const kept = ledger.disposals.filter((d) => !(rules.includes('fee-units-without-gain') && d.reason === 'fee'));
  const gains = perTx(kept, (d) => d.gain);
  if (rules.includes('missing-at-zero-cost')) {
    for (const [txId, proceeds] of perTx(ledger.missing, (m) => m.proceeds))
      gains.set(txId, (gains.get(txId) ?? ZERO).plus(proceeds));
  }
  return gains;
}

/** What differs between a ledger and the expected figures, one line each ("" when everything is met). */
function mismatches(
  ledger: Ledger,
  want: Figures,
  tolerance: Tolerance,
  gains = perTx(ledger.disposals, (d) => d.gain),
): string[] {
  const out: string[] = [];
  const check = (label: string, got: Dec | undefined, expected: string) => {
    const ok =
      got !== undefined &&
      (tolerance === 'exact'
        ? got.toDecimalPlaces(20).eq(D(expected).toDecimalPlaces(20))
        : got.minus(expected).abs().lte('1e-6'));
    if (!ok) out.push(`${label}: got ${got?.toString() ?? 'nothing'}, want ${expected}`);
  };
  const checkMap = (label: string, got: Map<string, Dec>, expected: Record<string, string>) => {
    const [have, wanted] = [[...got.keys()].sort().join(','), Object.keys(expected).sort().join(',')];
    if (have !== wanted) out.push(`${label}: transactions ${have || '(none)'}, want ${wanted || '(none)'}`);
    for (const [txId, value] of Object.entries(expected)) check(`${label} ${txId}`, got.get(txId), value);
  };
  const total = summarise(ledger, {}).total;
  if (want.realised !== undefined) check('realised', total.realised, want.realised);
  if (want.costBasis !== undefined) check('cost basis', total.costBasis, want.costBasis);
  if (want.held !== undefined) check('held', sum(ledger.lots.map((lot) => lot.amount)), want.held);
  if (want.gains) checkMap('gain', gains, want.gains);
  if (want.costs)
    checkMap(
      'cost',
      perTx(ledger.disposals, (d) => d.cost),
      want.costs,
    );
  if (want.missing)
    checkMap(
      'missing',
      perTx(ledger.missing, (m) => m.amount),
      want.missing,
    );
  if (want.lots) {
    const got = ledger.lots.map((lot) => `${lot.sourceTxId} ${lot.asset} ${lot.amount.toString()}`).join('; ');
    const expected = want.lots.map((lot) => `${lot.source} ${lot.asset} ${D(lot.amount).toString()}`).join('; ');
    if (got !== expected) out.push(`lots: got [${got}], want [${expected}]`);
    else
      want.lots.forEach((lot, i) =>
        check(`lot ${lot.source} cost`, ledger.lots[i]!.cost, D(lot.amount).times(lot.rate).toString()),
      );
  }
  return out;
}

const agreeing = ROTKI_CASES.filter((c) => !c.difference);
const differing = ROTKI_CASES.filter((c) => c.difference);
const reconcilable = differing.filter((c) => c.difference!.reconcile);

describe('the Rotki cases', () => {
  it('cover FIFO, LIFO, HIFO and average cost, with at least 12 cases that agree', () => {
    expect(new Set(agreeing.map((c) => c.method))).toEqual(new Set(COST_BASIS_METHODS));
    expect(agreeing.length).toBeGreaterThanOrEqual(12);
    expect(new Set(ROTKI_CASES.map((c) => c.id)).size).toBe(ROTKI_CASES.length);
  });

  it('each name its source: a test function in a Rotki test file, at one commit, under AGPL-3.0', () => {
    expect(ROTKI).toEqual({
      repo: 'rotki/rotki',
      commit: expect.stringMatching(/^[0-9a-f]{40}$/) as string,
      licence: 'AGPL-3.0',
    });
    for (const c of ROTKI_CASES) {
      expect(c.source.path, c.id).toMatch(/^rotkehlchen\/tests\/.+\.py$/);
      expect(c.source.test, c.id).toMatch(/^test_\w+/);
    }
  });
});

describe.each(agreeing)('$id ($method, Rotki $source.test)', (c) => {
  it('gives Rotki’s figures', () => {
    for (const step of c.steps ?? [])
      expect(mismatches(replay(c, step.after), step.rotki, c.tolerance), `after ${step.after}`).toEqual([]);
    expect(mismatches(replay(c), c.rotki, c.tolerance)).toEqual([]);
  });
});

describe.each(differing)('$id ($method, Rotki $source.test)', (c) => {
  it('gives K3’s own figures, which differ from Rotki’s as documented', () => {
    const ledger = replay(c);
    expect(mismatches(ledger, c.difference!.k3, c.tolerance)).toEqual([]);
    expect(mismatches(ledger, c.rotki, c.tolerance)).not.toEqual([]);
    expect(c.difference!.why.length).toBeGreaterThan(40);
  });
});

describe.each(reconcilable)('$id: the documented rules', (c) => {
  it('turn K3’s gains into Rotki’s', () => {
    const ledger = replay(c);
    const asRotki = gainsAsRotki(ledger, c.difference!.reconcile!);
    expect(mismatches(ledger, { gains: c.rotki.gains ?? {} }, c.tolerance, asRotki)).toEqual([]);
    if (c.rotki.realised !== undefined) expect(sum(asRotki.values()).minus(c.rotki.realised).abs().lte('1e-6')).toBe(true);
  });
});
