// What a user reads from a ledger: figures per holding, asset, account and total by period, the explain view, the
// realised-gains CSV, returns by Modified Dietz and the pairing of transfer legs. Expected figures worked out by hand.
import { describe, expect, it } from 'vitest';
import { computeLedger } from './engine';
import { explain } from './explain';
import { realisedGainsCsv } from './export-csv';
import { computeReturns } from './returns';
import { periodRange, summarise, summariseRanges } from './summary';
import { D, dec } from './decimal';
import { buy, day, fig, flow, sell } from './test-builders';

const history = [
  buy('b1', '2024-01-01', 'BTC', '1', '100'),
  buy('b2', '2024-02-01', 'BTC', '2', '300'),
  sell('s1', '2024-04-01', 'BTC', '1.5', '300'),
  buy('e1', '2025-01-10', 'ETH', '4', '400', { account: 'B' }),
  sell('s2', '2025-03-01', 'BTC', '1', '250'),
];

describe('summary', () => {
  it('splits realised PnL by period and values what is held at a price map', () => {
    const ledger = computeLedger(history);
    const now = day('2025-06-01');
    // FIFO: s1 (2024) cost 100 + 75 = 175, gain 125; s2 (2025) cost 150, gain 100. Left 0.5 BTC (75), 4 ETH (400).
    const thisYear = summarise(ledger, { BTC: '200', ETH: '90' }, periodRange('this-year', now));
    expect(fig(thisYear.total.realised)).toBe('100');
    expect(fig(summarise(ledger, {}, periodRange('last-year', now)).total.realised)).toBe('125');
    const all = summarise(ledger, { BTC: '200', ETH: '90' });
    expect(fig(all.total.realised)).toBe('225');
    // BTC: 0.5 × 200 = 100 − 75 = 25; ETH: 4 × 90 = 360 − 400 = −40; total −15 on a basis of 475.
    expect([fig(all.byAsset.BTC!.unrealised), fig(all.byAsset.ETH!.unrealised)]).toEqual(['25', '-40']);
    expect([fig(all.total.costBasis), fig(all.total.value), fig(all.total.unrealised)]).toEqual(['475', '460', '-15']);
    expect([fig(all.byAccount.A!.realised), fig(all.byAccount.B!.costBasis)]).toEqual(['225', '400']);
  });

  it('names the assets without a price instead of valuing them at zero', () => {
    const summary = summarise(computeLedger(history), { BTC: '200' });
    expect(summary.unpriced).toEqual(['ETH']);
    expect(summary.total.value).toBeNull();
    expect(fig(summary.byAsset.BTC!.value)).toBe('100');
  });

  it('gives the same figures for several periods at once as one at a time', () => {
    const ledger = computeLedger(history);
    const now = day('2025-06-01');
    const prices = { BTC: '200' };
    const ranges = [periodRange('this-year', now), periodRange('last-year', now), {}];
    const together = summariseRanges(ledger, prices, ranges);
    ranges.forEach((range, index) => expect(together[index]).toEqual(summarise(ledger, prices, range)));
    // Last year's BTC sale is in last year's figures only; ETH has no price in any of them.
    expect([fig(together[0]!.total.realised), fig(together[1]!.total.realised)]).toEqual(['100', '125']);
    expect(together.map((summary) => summary.unpriced)).toEqual([['ETH'], ['ETH'], ['ETH']]);
  });

  it('takes amounts already read as decimals, and refuses one that is not finite', () => {
    const read = computeLedger(history.map((tx) => ('amount' in tx ? { ...tx, amount: D(tx.amount) } : tx)));
    expect(fig(summarise(read, {}).total.realised)).toBe('225');
    // A decimal cannot hold infinity; infinity as text is refused naming the field.
    expect(() => D(Infinity)).toThrow(RangeError);
    expect(() => dec('Infinity', 'b1.amount')).toThrow('b1.amount is not a decimal number: "Infinity"');
  });
});

describe('explain and export', () => {
  it('lists each disposal with the lots it consumed, oldest first', () => {
    const result = explain(computeLedger(history), 'BTC');
    expect(
      result.disposals.map((d) => [
        d.txId,
        d.lots.map((l) => [l.acquiredAt.toISOString().slice(0, 10), fig(l.amount), fig(l.unitCost), fig(l.cost)]),
        fig(d.proceeds),
      ]),
    ).toEqual([
      [
        's1',
        [
          ['2024-01-01', '1', '100', '100'],
          ['2024-02-01', '0.5', '150', '75'],
        ],
        '300',
      ],
      ['s2', [['2024-02-01', '1', '150', '150']], '250'],
    ]);
  });

  it('shows a disposal’s missing history beside its matched part', () => {
    const ledger = computeLedger([buy('b', '2024-01-01', 'SOL', '1', '10'), sell('s', '2024-02-01', 'SOL', '2', '40')]);
    const [row] = explain(ledger, 'SOL').disposals;
    // 1 SOL matched (proceeds 20, cost 10); 1 SOL missing with proceeds 20.
    expect([fig(row!.amount), fig(row!.gain), fig(row!.missing?.amount), fig(row!.missing?.proceeds)]).toEqual([
      '1',
      '10',
      '1',
      '20',
    ]);
  });

  it('exports one CSV row per lot consumed in the year, proceeds shared by amount, quoted per RFC 4180', () => {
    const ledger = computeLedger([
      buy('b1', '2024-01-01', 'A,"B"', '1', '100'),
      buy('b2', '2024-02-01', 'A,"B"', '1', '200'),
      sell('s', '2024-03-01', 'A,"B"', '1.5', '450'),
      sell('x', '2024-04-01', 'A,"B"', '1', '100'),
      sell('later', '2025-01-01', 'A,"B"', '1', '1'),
    ]);
    // s: b1 1 (proceeds 450 × 1/1.5 = 300, cost 100) and b2 0.5 (150, cost 100).
    // x: 0.5 of b2 (proceeds 50, cost 100) and 0.5 missing (proceeds 50, no cost, no gain). 2025 is left out.
    expect(realisedGainsCsv(ledger, 2024)).toBe(
      [
        'date acquired,date sold,asset,amount,proceeds,cost,gain,method',
        '2024-01-01T00:00:00.000Z,2024-03-01T00:00:00.000Z,"A,""B""",1,300.00,100.00,200.00,FIFO',
        '2024-02-01T00:00:00.000Z,2024-03-01T00:00:00.000Z,"A,""B""",0.5,150.00,100.00,50.00,FIFO',
        '2024-02-01T00:00:00.000Z,2024-04-01T00:00:00.000Z,"A,""B""",0.5,50.00,100.00,-50.00,FIFO',
        ',2024-04-01T00:00:00.000Z,"A,""B""",0.5,50.00,,,FIFO',
        '',
      ].join('\r\n'),
    );
  });
});

describe('returns (Modified Dietz)', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const txs = [
    { ...buy('b1', '2025-01-01', 'BTC', '1', '100'), time: at(40) },
    { ...buy('b2', '2025-01-01', 'BTC', '1', '120'), time: at(15) },
  ];
  // BTC price: 100 until 30 days ago, 110 from then, 150 from midnight today (and today's midnight is 12 h ago).
  const priceAt = (_asset: string, time: Date) =>
    time >= new Date('2025-06-01T00:00:00Z') ? '150' : time >= at(30) ? '110' : '100';

  it('counts a purchase inside the period as a flow weighted by the time it was held', () => {
    const result = computeReturns(txs, priceAt, now)!;
    // 30d starts at UTC midnight 30 days ago (2025-05-02T00:00, before the price moved to 110 at noon): V0 = 1 × 100,
    // V1 = 2 × 150 = 300, F = 120 held 15 of the period's 30.5 days: gain 300 − 100 − 120 = 80,
    // base 100 + 120 × 15 / 30.5 = 159.0164, rate 80 / 159.0164 = 0.50309…
    expect([fig(result['30d'].gain), fig(result['30d'].rate)]).toEqual(['80', '0.5030927835']);
    // All time: V0 = 0, F = 220, weights 1 and 15/40: gain 300 − 220 = 80, base 100 + 45 = 145, rate 80 / 145 = 0.55172…
    expect([fig(result.all.gain), fig(result.all.netFlow), fig(result.all.rate)]).toEqual(['80', '220', '0.5517241379']);
    // Today: no flow, V0 = 2 × 150 at midnight = V1: gain 0.
    expect([fig(result.today.gain), fig(result.today.rate)]).toEqual(['0', '0']);
  });

  it('gives no rate when nothing was invested and nothing held', () => {
    expect(computeReturns([], priceAt, now)).toBeNull();
  });
});

describe('transfer legs', () => {
  it('merges a send and a receive of the same group into a transfer, and warns about a group it cannot pair', () => {
    const ledger = computeLedger([
      buy('b', '2024-01-01', 'ETH', '1', '1000'),
      { ...flow('send', 'out', '2024-02-01', 'A', 'ETH', '0.5', '900'), transferGroup: 'g1' },
      { ...flow('receive', 'in', '2024-02-01', 'B', 'ETH', '0.5', '900'), transferGroup: 'g1' },
      { ...flow('send', 'odd', '2024-03-01', 'A', 'ETH', '0.1', '200'), transferGroup: 'g2' },
    ]);
    // g1 moves half the lot (500) to B, no disposal; g2 has no receive leg: a send, sold at 200 for a cost of 100.
    expect(ledger.lots.map((l) => [l.account, fig(l.amount), fig(l.cost)])).toEqual([
      ['A', '0.4', '400'],
      ['B', '0.5', '500'],
    ]);
    expect(ledger.disposals.map((d) => [d.txId, fig(d.gain)])).toEqual([['odd', '100']]);
    expect(ledger.warnings).toEqual([
      {
        code: 'transfer-unpaired',
        subject: 'g2',
        problem: 'leg-count',
        count: null,
        text: 'transfer group g2: 1 send(s) and 0 receive(s); its legs count as a send and a receive',
      },
    ]);
  });
});
