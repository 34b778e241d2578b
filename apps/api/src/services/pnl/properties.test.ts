// Property tests (issue 29 §4) over random histories of buys, sells (some larger than the lots), receives, sends and
// transfers between two accounts, with fees in USD, in BNB and in the asset itself. For every method:
//   1. the open lots of each account sum to that account's holding (replayed independently below), no lot is ≤ 0;
//   2. realised + unrealised = current value − net invested − proceeds of missing history, exactly, where net invested
//      = USD paid in (fiat buys + receives + fiat fees) − USD taken out (fiat sells + sends), see returns.ts flowOf.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D, type Dec, ZERO, min, sum } from './decimal';
import { computeLedger } from './engine';
import { netInvested } from './returns';
import { summarise } from './summary';
import { buy, fee, flow, sell, transfer } from './test-builders';
import { COST_BASIS_METHODS, type Fee, type PnlTransaction } from './types';

const ASSETS = ['BTC', 'ETH', 'BNB'] as const;
const ACCOUNTS = ['A', 'B'] as const;

const opArb = fc.record({
  kind: fc.constantFrom('buy', 'sell', 'receive', 'send', 'transfer'),
  asset: fc.constantFrom(...ASSETS),
  account: fc.constantFrom(...ACCOUNTS),
  cents: fc.integer({ min: 1, max: 100_000 }),
  /** Share of the holding for sells, sends and transfers, in percent: above 100 sells more than the lots. */
  percent: fc.integer({ min: 1, max: 150 }),
  usd: fc.integer({ min: 0, max: 1_000_000 }),
  feeIn: fc.constantFrom('none', 'USD', 'BNB', 'same'),
  feeMilli: fc.integer({ min: 0, max: 1000 }),
});
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

/** Builds the transactions and, beside them, the holdings each account must end with (a shortfall leaves zero). */
function replay(ops: Op[]) {
  const held = new Map<string, Dec>();
  const get = (account: string, asset: string) => held.get(`${account}/${asset}`) ?? ZERO;
  const put = (account: string, asset: string, value: Dec) => held.set(`${account}/${asset}`, value);
  const take = (account: string, asset: string, amount: Dec) => {
    const moved = min(amount, get(account, asset));
    put(account, asset, get(account, asset).minus(moved));
    return moved;
  };
  const txs: PnlTransaction[] = [];
  ops.forEach((op, index) => {
    const date = new Date(Date.UTC(2024, 0, 1) + index * 3_600_000).toISOString().slice(0, 10);
    const id = `t${index}`;
    const other = op.account === 'A' ? 'B' : 'A';
    const usd = D(op.usd).div(100).toString();
    const holding = get(op.account, op.asset);
    const amount = ['buy', 'receive'].includes(op.kind)
      ? D(op.cents).div(100)
      : holding.times(op.percent).div(100).toDecimalPlaces(8, 'down');
    if (amount.isZero()) return;
    const feeAsset = op.feeIn === 'same' ? op.asset : op.feeIn;
    const feeAmount = feeAsset === op.asset ? amount.times(op.feeMilli).div(10_000) : D(op.feeMilli).div(1000);
    const paid: Fee | undefined =
      op.feeIn === 'none' ? undefined : fee(feeAsset, feeAmount.toString(), D(op.feeMilli).div(100).toString());
    const payFee = (account: string, acquired: string | null) => {
      if (paid && feeAsset !== 'USD' && feeAsset !== acquired) take(account, feeAsset, feeAmount);
    };
    const a = amount.toString();
    if (op.kind === 'buy' || op.kind === 'receive') {
      txs.push(
        op.kind === 'buy'
          ? buy(id, date, op.asset, a, usd, { account: op.account, ...(paid ? { fee: paid } : {}) })
          : { ...flow('receive', id, date, op.account, op.asset, a, usd), ...(paid ? { fee: paid } : {}) },
      );
      payFee(op.account, op.asset);
      put(op.account, op.asset, get(op.account, op.asset).plus(feeAsset === op.asset && paid ? amount.minus(feeAmount) : amount));
    } else if (op.kind === 'sell' || op.kind === 'send') {
      txs.push(
        op.kind === 'sell'
          ? sell(id, date, op.asset, a, usd, { account: op.account, ...(paid ? { fee: paid } : {}) })
          : { ...flow('send', id, date, op.account, op.asset, a, usd), ...(paid ? { fee: paid } : {}) },
      );
      take(op.account, op.asset, amount);
      payFee(op.account, null);
    } else {
      const moved = min(amount, holding);
      txs.push(transfer(id, date, op.account, other, op.asset, moved.toString(), paid));
      take(op.account, op.asset, moved);
      payFee(op.account, null);
      put(other, op.asset, get(other, op.asset).plus(moved));
    }
  });
  return { txs, held };
}

const prices = fc.record({
  BTC: fc.integer({ min: 0, max: 10_000_000 }),
  ETH: fc.integer({ min: 0, max: 1_000_000 }),
  BNB: fc.integer({ min: 0, max: 100_000 }),
});

describe.each(COST_BASIS_METHODS)('any history (%s)', (method) => {
  it('keeps the lots equal to the holdings, per account and in total, and never negative', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
        const { txs, held } = replay(ops);
        const ledger = computeLedger(txs, { method });
        for (const lot of ledger.lots) expect(lot.amount.gt(0) && lot.cost.gte(0)).toBe(true);
        // Exact for every method: average cost's pro-rata shares add up to what is taken (the last takes the rest).
        const same = (lots: Dec, exact: Dec) => lots.toString() === exact.toString();
        for (const account of ACCOUNTS) {
          for (const asset of ASSETS) {
            const lots = ledger.lots.filter((lot) => lot.account === account && lot.asset === asset);
            const exact = held.get(`${account}/${asset}`) ?? ZERO;
            const total = sum(lots.map((lot) => lot.amount));
            expect(same(total, exact), `${account}/${asset}: ${total.toString()} against ${exact.toString()}`).toBe(true);
          }
        }
        for (const asset of ASSETS) {
          const total = sum(ACCOUNTS.map((account) => held.get(`${account}/${asset}`) ?? ZERO));
          expect(same(sum(ledger.lots.filter((lot) => lot.asset === asset).map((lot) => lot.amount)), total)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('has realised + unrealised = value − net invested − missing proceeds', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), prices, (ops, cents) => {
        const { txs } = replay(ops);
        const ledger = computeLedger(txs, { method });
        const priceMap = Object.fromEntries(Object.entries(cents).map(([asset, c]) => [asset, D(c).div(100).toString()]));
        const { total } = summarise(ledger, priceMap);
        const missing = sum(ledger.missing.map((entry) => entry.proceeds));
        const left = total.realised.plus(total.unrealised!);
        const right = total.value!.minus(netInvested(txs)).minus(missing);
        expect(left.minus(right).abs().lte('1e-30')).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
