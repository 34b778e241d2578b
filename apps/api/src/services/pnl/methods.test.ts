// Hand-computed cost-basis cases for FIFO, LIFO, HIFO and average cost (issue 29 §4): every expected figure is worked
// out in the comment beside it.
import { describe, expect, it } from 'vitest';
import { computeLedger } from './engine';
import { buy, day, fee, fig, flow, sell, transfer } from './test-builders';
import { COST_BASIS_METHODS, type CostBasisMethod, type Ledger } from './types';

const gains = (ledger: Ledger) => ledger.disposals.map((d) => [d.txId, d.asset, fig(d.cost), fig(d.gain)]);
const openLots = (ledger: Ledger) => ledger.lots.map((lot) => [lot.account, lot.asset, fig(lot.amount), fig(lot.cost)]);

// Three lots of BTC then two partial sales:
//   b1 1 BTC for 100 (unit 100), b2 2 BTC for 300 (unit 150), b3 1 BTC for 120 (unit 120);
//   s1 sells 1.5 BTC for 300, s2 sells 1 BTC for 250. Proceeds 550, cost of all lots 520.
const severalLots = [
  buy('b1', '2024-01-01', 'BTC', '1', '100'),
  buy('b2', '2024-02-01', 'BTC', '2', '300'),
  buy('b3', '2024-03-01', 'BTC', '1', '120'),
  sell('s1', '2024-04-01', 'BTC', '1.5', '300'),
  sell('s2', '2024-05-01', 'BTC', '1', '250'),
];

describe('partial disposals over several lots', () => {
  it('FIFO takes the oldest lots first', () => {
    const ledger = computeLedger(severalLots, { method: 'fifo' });
    // s1: b1 1 (100) + b2 0.5 (75) = 175, gain 300 − 175 = 125. s2: b2 1 (150), gain 250 − 150 = 100.
    expect(gains(ledger)).toEqual([
      ['s1', 'BTC', '175', '125'],
      ['s2', 'BTC', '150', '100'],
    ]);
    // Left: b2 0.5 (75) and b3 1 (120).
    expect(openLots(ledger)).toEqual([
      ['A', 'BTC', '0.5', '75'],
      ['A', 'BTC', '1', '120'],
    ]);
  });

  it('LIFO takes the newest lots first', () => {
    const ledger = computeLedger(severalLots, { method: 'lifo' });
    // s1: b3 1 (120) + b2 0.5 (75) = 195, gain 105. s2: b2 1 (150), gain 100.
    expect(gains(ledger)).toEqual([
      ['s1', 'BTC', '195', '105'],
      ['s2', 'BTC', '150', '100'],
    ]);
    // Left: b1 1 (100) and b2 0.5 (75).
    expect(openLots(ledger)).toEqual([
      ['A', 'BTC', '1', '100'],
      ['A', 'BTC', '0.5', '75'],
    ]);
  });

  it('HIFO takes the highest unit cost first', () => {
    const ledger = computeLedger(severalLots, { method: 'hifo' });
    // s1: b2 1.5 at 150 = 225, gain 75. s2: b2's last 0.5 (75) + b3 0.5 at 120 (60) = 135, gain 115.
    expect(gains(ledger)).toEqual([
      ['s1', 'BTC', '225', '75'],
      ['s2', 'BTC', '135', '115'],
    ]);
    // Left: b1 1 (100) and b3 0.5 (60).
    expect(openLots(ledger)).toEqual([
      ['A', 'BTC', '1', '100'],
      ['A', 'BTC', '0.5', '60'],
    ]);
  });

  it('average cost takes the pool’s average unit cost', () => {
    const ledger = computeLedger(severalLots, { method: 'acb' });
    // Average 520 / 4 = 130. s1: 1.5 × 130 = 195, gain 105. s2: 130, gain 120. Left 1.5 × 130 = 195.
    expect(gains(ledger)).toEqual([
      ['s1', 'BTC', '195', '105'],
      ['s2', 'BTC', '130', '120'],
    ]);
    const left = ledger.lots.reduce((total, lot) => total.plus(lot.cost), ledger.lots[0]!.cost.minus(ledger.lots[0]!.cost));
    expect(fig(left)).toBe('195');
  });

  it('gives the same realised − open cost for every method (550 − 520 = 30)', () => {
    for (const method of COST_BASIS_METHODS) {
      const ledger = computeLedger(severalLots, { method });
      const realised = ledger.disposals.reduce((t, d) => t.plus(d.gain), ledger.disposals[0]!.gain.times(0));
      const open = ledger.lots.reduce((t, l) => t.plus(l.cost), realised.times(0));
      expect(fig(realised.minus(open))).toBe('30');
    }
  });

  it('keeps the average cost after several buys and sells', () => {
    const ledger = computeLedger(
      [
        buy('b1', '2024-01-01', 'ETH', '2', '200'),
        buy('b2', '2024-01-02', 'ETH', '2', '400'),
        sell('s1', '2024-01-03', 'ETH', '1', '300'),
        buy('b3', '2024-01-04', 'ETH', '1', '250'),
        sell('s2', '2024-01-05', 'ETH', '2', '400'),
      ],
      { method: 'acb' },
    );
    // 4 ETH for 600: average 150. s1: cost 150, gain 150; 3 ETH for 450 left.
    // b3: 4 ETH for 700, average 175. s2: 2 × 175 = 350, gain 50; 2 ETH for 350 left.
    expect(gains(ledger)).toEqual([
      ['s1', 'ETH', '150', '150'],
      ['s2', 'ETH', '350', '50'],
    ]);
    const amount = ledger.lots.reduce((t, l) => t.plus(l.amount), ledger.lots[0]!.amount.times(0));
    const cost = ledger.lots.reduce((t, l) => t.plus(l.cost), ledger.lots[0]!.cost.times(0));
    expect([fig(amount), fig(cost)]).toEqual(['2', '350']);
  });
});

describe.each(COST_BASIS_METHODS)(
  'fees (%s: one lot each, so every method gives the same figures)',
  (method: CostBasisMethod) => {
    it('adds a quote-asset fee to the cost and takes a sale’s fee off the proceeds', () => {
      const ledger = computeLedger(
        [
          buy('b', '2024-01-01', 'ETH', '1', '1000', { fee: fee('USD', '10', '10') }),
          sell('s', '2024-02-01', 'ETH', '0.5', '800', { fee: fee('USD', '8', '8') }),
        ],
        { method },
      );
      // Lot cost 1000 + 10 = 1010. Sale: proceeds 800 − 8 = 792, cost 0.5 × 1010 = 505, gain 287.
      expect(ledger.disposals.map((d) => [fig(d.proceeds), fig(d.cost), fig(d.gain)])).toEqual([['792', '505', '287']]);
      expect(openLots(ledger)).toEqual([['A', 'ETH', '0.5', '505']]);
    });

    it('treats a fee in another asset (BNB) as a disposal of it and adds its USD value to the trade', () => {
      const ledger = computeLedger(
        [
          buy('bnb', '2024-01-01', 'BNB', '10', '100'),
          buy('b', '2024-02-01', 'ETH', '1', '1000', { fee: fee('BNB', '0.1', '3') }),
          sell('s', '2024-03-01', 'ETH', '1', '1200', { fee: fee('BNB', '0.1', '4') }),
        ],
        { method },
      );
      // BNB unit cost 10. Buy fee: 0.1 BNB disposed of for 3, cost 1, gain 2; ETH lot 1000 + 3 = 1003.
      // Sale fee: 0.1 BNB for 4, cost 1, gain 3. ETH: proceeds 1200 − 4 = 1196, cost 1003, gain 193.
      expect(gains(ledger)).toEqual([
        ['b', 'BNB', '1', '2'],
        ['s', 'ETH', '1003', '193'],
        ['s', 'BNB', '1', '3'],
      ]);
      // 9.8 BNB left at 10 = 98.
      expect(openLots(ledger)).toEqual([['A', 'BNB', '9.8', '98']]);
    });

    it('lowers the amount acquired when the fee is paid in the asset bought', () => {
      const ledger = computeLedger([buy('b', '2024-01-01', 'BTC', '1', '50000', { fee: fee('BTC', '0.001', '50') })], { method });
      // 1 − 0.001 = 0.999 BTC received for 50000: the fee is inside the cost.
      expect(openLots(ledger)).toEqual([['A', 'BTC', '0.999', '50000']]);
      expect(ledger.disposals).toEqual([]);
    });

    it('flags a sale larger than the known lots as missing history, without a gain or a negative lot', () => {
      const ledger = computeLedger(
        [
          buy('b', '2024-01-01', 'BTC', '1', '100'),
          sell('s1', '2024-02-01', 'BTC', '1.5', '300'),
          sell('s2', '2024-03-01', 'BTC', '0.1', '20'),
        ],
        { method },
      );
      // s1: 1 BTC matched: proceeds 300 × 1/1.5 = 200, cost 100, gain 100; 0.5 BTC missing with proceeds 100.
      expect(gains(ledger)).toEqual([['s1', 'BTC', '100', '100']]);
      // s2: nothing left, all 0.1 missing with its 20 of proceeds; no disposal, no lot.
      expect(ledger.missing.map((m) => [m.txId, fig(m.amount), fig(m.proceeds)])).toEqual([
        ['s1', '0.5', '100'],
        ['s2', '0.1', '20'],
      ]);
      expect(ledger.lots).toEqual([]);
    });
  },
);

describe('a transfer between own wallets, then a sale from the second wallet', () => {
  // A buys 1 ETH for 1000 (1 Jan) and 1 ETH for 2000 (1 Feb); moves 1 ETH to B on 1 Mar paying 0.01 ETH of gas
  // worth 30 (ETH at 3000); B sells 0.5 ETH for 2000 on 1 Apr.
  const history = [
    buy('b1', '2024-01-01', 'ETH', '1', '1000'),
    buy('b2', '2024-02-01', 'ETH', '1', '2000'),
    transfer('t', '2024-03-01', 'A', 'B', 'ETH', '1', fee('ETH', '0.01', '30')),
    sell('s', '2024-04-01', 'ETH', '0.5', '2000', { account: 'B' }),
  ];
  const view = (ledger: Ledger) => ledger.disposals.map((d) => [d.txId, d.account, fig(d.cost), fig(d.gain)]);

  it('FIFO moves the oldest lot with its date and cost, plus the gas', () => {
    const ledger = computeLedger(history, { method: 'fifo' });
    // b1 moves to B: 1000 + 30 gas = 1030. Gas: 0.01 ETH of b2 (20) disposed of for 30, gain 10.
    // B sells 0.5: cost 515, gain 2000 − 515 = 1485, from a lot acquired on 1 Jan.
    expect(view(ledger)).toEqual([
      ['t', 'A', '20', '10'],
      ['s', 'B', '515', '1485'],
    ]);
    expect(ledger.disposals[1]!.slices[0]!.acquiredAt).toEqual(day('2024-01-01'));
    // A keeps 0.99 of b2 (1980); B keeps 0.5 of b1 (515).
    expect(openLots(ledger)).toEqual([
      ['A', 'ETH', '0.99', '1980'],
      ['B', 'ETH', '0.5', '515'],
    ]);
  });

  it.each(['lifo', 'hifo'] as const)('%s moves the newest (also the dearest) lot', (method) => {
    const ledger = computeLedger(history, { method });
    // b2 moves: 2000 + 30 = 2030. Gas from b1: 0.01 × 1000 = 10, gain 20. B sells 0.5: cost 1015, gain 985.
    expect(view(ledger)).toEqual([
      ['t', 'A', '10', '20'],
      ['s', 'B', '1015', '985'],
    ]);
    expect(ledger.disposals[1]!.slices[0]!.acquiredAt).toEqual(day('2024-02-01'));
    expect(openLots(ledger)).toEqual([
      ['A', 'ETH', '0.99', '990'],
      ['B', 'ETH', '0.5', '1015'],
    ]);
  });

  it('average cost moves half of each lot, keeping both dates', () => {
    const ledger = computeLedger(history, { method: 'acb' });
    // Average 1500: 0.5 of b1 (500) and 0.5 of b2 (1000) move, the gas adds 15 to each: 515 and 1015.
    // Gas: 0.005 of each (5 + 10 = 15) for 30, gain 15. B sells 0.25 of each: 257.5 + 507.5 = 765, gain 1235.
    expect(view(ledger)).toEqual([
      ['t', 'A', '15', '15'],
      ['s', 'B', '765', '1235'],
    ]);
    expect(ledger.disposals[1]!.slices.map((s) => s.acquiredAt)).toEqual([day('2024-01-01'), day('2024-02-01')]);
  });
});

describe('average cost over a dust lot', () => {
  // Three lots of 10 ETH and 1 wei, then 2 wei sent: each share is about 1/3 of 2 wei, which rounds up; the dust lot's
  // share, the rest, once went below zero. Shares are rounded down now, so no part is ever of the other sign.
  it('takes no negative part and keeps the lots equal to the holding', () => {
    const history = [
      buy('b1', '2025-01-01', 'ETH', '10', '30000'),
      buy('b2', '2025-01-02', 'ETH', '10', '31000'),
      buy('b3', '2025-01-03', 'ETH', '10', '32000'),
      flow('receive', 'dust', '2025-01-04', 'main', 'ETH', '0.000000000000000001', '0.000000000000003'),
      flow('send', 's', '2025-01-05', 'main', 'ETH', '0.000000000000000002', '0.000000000000006'),
    ].map((tx) => ({ ...tx, account: 'main' }));
    const ledger = computeLedger(history, { method: 'acb' });
    const slices = ledger.disposals.flatMap((disposal) => disposal.slices);
    expect(slices.every((slice) => slice.amount.gt(0) && !slice.cost.isNegative())).toBe(true);
    expect(
      slices
        .reduce((total, slice) => total.plus(slice.amount), ledger.disposals[0]!.amount.minus(ledger.disposals[0]!.amount))
        .toFixed(),
    ).toBe('0.000000000000000002');
    expect(ledger.lots.every((lot) => lot.amount.gt(0))).toBe(true);
    expect(
      ledger.lots.reduce((total, lot) => total.plus(lot.amount), ledger.lots[0]!.amount.minus(ledger.lots[0]!.amount)).toFixed(),
    ).toBe('29.999999999999999999');
  });
});
