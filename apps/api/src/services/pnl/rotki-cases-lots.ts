// Rotki's cost-basis matcher tests (rotkehlchen/tests/unit/test_cost_basis.py, AGPL-3.0, at ROTKI.commit) as K3
// replays: lots with dates and rates, disposals, and the pool Rotki asserts after each. Scenarios and figures only.
// Issue 29; docs/pnl.md "Checked against Rotki".
//
// These tests call Rotki's matcher directly: a spend has no sale price (replayed at 0, so only costs and lots are
// compared), and the LIFO/HIFO/reduce tests give spends placeholder times (0–4 s). Those spends are placed right after
// the acquisitions made before them in the test, in the test's order; that is also the order Rotki's LIFO uses
// (insertion order), so each pool holds the same lots as in Rotki.
import { type RotkiCase, type RotkiSource, acquire, dispose } from './rotki-case-kit';

const file = 'rotkehlchen/tests/unit/test_cost_basis.py';
const src = (test: string): RotkiSource => ({ path: file, test });
const matcherNote = 'Matcher test: no sale price (replayed at 0); costs, lots and missing amounts are compared.';

const T0 = 1614556800; // base_ts of the LIFO and HIFO tests (1 March 2021)

const lifoSteps = [
  acquire('e3', T0, 'ETH', '2', '1'),
  acquire('e4', T0 + 10, 'ETH', '5', '1'),
  dispose('s1', T0 + 20, 'ETH', '3', '0'),
  acquire('e5', T0 + 30, 'ETH', '1', '1'),
  dispose('s2', T0 + 40, 'ETH', '4', '0'),
  acquire('e6', T0 + 50, 'ETH', '1', '1'),
  dispose('s3', T0 + 60, 'ETH', '2', '0'),
  acquire('e7', T0 + 70, 'ETH', '1', '1'),
  dispose('s4', T0 + 80, 'ETH', '2', '0'),
];

const hifoSteps = [
  acquire('e3', T0, 'BTC', '2', '3'),
  acquire('e4', T0 + 10, 'BTC', '5', '1'),
  dispose('s1', T0 + 20, 'BTC', '1', '0'),
  acquire('e5', T0 + 30, 'BTC', '1', '2'),
  dispose('s2', T0 + 40, 'BTC', '6', '0'),
  acquire('e6', T0 + 50, 'BTC', '1', '1'),
  dispose('s3', T0 + 60, 'BTC', '2', '0'),
  acquire('e7', T0 + 70, 'BTC', '1', '1'),
  dispose('s4', T0 + 80, 'BTC', '2', '0'),
];

// test_accounting_average_cost_basis: every event at EXAMPLE_TIMESTAMP (K3 keeps same-time events in input order).
const EX = 1675483017;
const acbSteps = [
  acquire('i1', EX, 'ETH', '2', '10'),
  dispose('o2', EX, 'ETH', '1', '15'),
  acquire('i3', EX, 'ETH', '1', '30'),
  dispose('o4', EX, 'ETH', '1.5', '10'),
  acquire('i5', EX, 'ETH', '3', '20'),
  dispose('o6', EX, 'ETH', '2', '30'),
  dispose('o7', EX, 'ETH', '1.5', '10'),
  acquire('i8', EX, 'ETH', '1', '10'),
  dispose('o9', EX, 'ETH', '0.5', '5'),
  dispose('o10', EX, 'ETH', '0.6', '5'),
  dispose('o11', EX, 'ETH', '0.5', '5'),
];
const acbGains = { o2: '5', o4: '-15', o6: '20', o7: '-15', o9: '-2.5' };
// Rotki's total ACB and amount after each of steps 1–9.
const acbPool: [after: string, costBasis: string, held: string][] = [
  ['i1', '20', '2'],
  ['o2', '10', '1'],
  ['i3', '40', '2'],
  ['o4', '10', '0.5'],
  ['i5', '70', '3.5'],
  ['o6', '30', '1.5'],
  ['o7', '0', '0'],
  ['i8', '10', '1'],
  ['o9', '5', '0.5'],
];

export const LOT_CASES: RotkiCase[] = [
  {
    id: 'fifo-spend-across-lots',
    method: 'fifo',
    source: src('test_calculate_spend_cost_basis_after_year'),
    notes: `${matcherNote} Rotki's tax-free period (1 year) splits the cost into 1340.5 tax-free and 1837.35 taxable; their sum is compared.`,
    fiat: ['EUR'],
    transactions: [
      acquire('a1', 1446979735, 'BTC', '5', '268.1'),
      acquire('a2', 1467378304, 'BTC', '15', '612.45'),
      acquire('a3', 1477378304, 'BTC', '3', '603.415'),
      dispose('s', 1480683904, 'BTC', '8', '0'),
    ],
    tolerance: '1e-6',
    rotki: {
      costs: { s: '3177.85' },
      lots: [
        { source: 'a2', asset: 'BTC', amount: '12', rate: '612.45' },
        { source: 'a3', asset: 'BTC', amount: '3', rate: '603.415' },
      ],
    },
  },
  {
    id: 'fifo-one-lot-one-sale',
    method: 'fifo',
    source: src('test_calculate_spend_cost_basis_1_buy_consumed_by_1_sell'),
    notes: matcherNote,
    fiat: ['EUR'],
    transactions: [acquire('a1', 1446979735, 'BTC', '5', '268.1'), dispose('s', 1467378304, 'BTC', '5', '0')],
    tolerance: '1e-6',
    rotki: { costs: { s: '1340.5' }, lots: [] },
  },
  {
    id: 'fifo-one-lot-two-sales',
    method: 'fifo',
    source: src('test_calculate_spend_cost_basis1_buy_used_by_2_sells_taxable'),
    notes: `${matcherNote} The tax-free twin of this test (…_taxfree) has the same costs.`,
    fiat: ['EUR'],
    transactions: [
      acquire('a1', 1446979735, 'BTC', '5', '268.1'),
      dispose('s1', 1467378304, 'BTC', '3', '0'),
      dispose('s2', 1467378404, 'BTC', '2', '0'),
    ],
    tolerance: '1e-6',
    steps: [
      { after: 's1', rotki: { costs: { s1: '804.3' }, lots: [{ source: 'a1', asset: 'BTC', amount: '2', rate: '268.1' }] } },
    ],
    rotki: { costs: { s1: '804.3', s2: '536.2' }, lots: [] },
  },
  {
    id: 'fifo-sale-larger-than-lots',
    method: 'fifo',
    source: src('test_calculate_spend_cost_basis_sell_more_than_bought_within_year'),
    notes: `${matcherNote} Rotki: found 2, missing 1, cost of the found part 880.55.`,
    fiat: ['EUR'],
    transactions: [
      acquire('a1', 1446979735, 'BTC', '1', '268.1'),
      acquire('a2', 1467378304, 'BTC', '1', '612.45'),
      dispose('s', 1467478304, 'BTC', '3', '0'),
    ],
    tolerance: '1e-6',
    rotki: { costs: { s: '880.55' }, missing: { s: '1' }, lots: [] },
  },
  {
    id: 'fifo-reduce-part-of-a-lot',
    method: 'fifo',
    source: src('test_reduce_asset_amount'),
    notes: `${matcherNote} Rotki reduces the pool without a sale (reduce_asset_amount); replayed as a sale at 0.`,
    fiat: ['EUR'],
    transactions: [
      acquire('a1', 1446979735, 'ETH', '1', '268.1'),
      acquire('a2', 1467378304, 'ETH', '1', '612.45'),
      acquire('a3', 1477378304, 'ETH', '3', '603.415'),
      dispose('r', 1477378305, 'ETH', '1.5', '0'),
    ],
    tolerance: 'exact',
    rotki: {
      lots: [
        { source: 'a2', asset: 'ETH', amount: '0.5', rate: '612.45' },
        { source: 'a3', asset: 'ETH', amount: '3', rate: '603.415' },
      ],
    },
  },
  {
    id: 'lifo-newest-first',
    method: 'lifo',
    source: src('test_accounting_lifo_order (first part)'),
    notes: matcherNote,
    fiat: ['EUR'],
    transactions: [
      acquire('e1', T0, 'ETH', '1', '1'),
      acquire('e2', T0 + 10, 'ETH', '1', '1'),
      dispose('s', T0 + 20, 'ETH', '1', '0'),
    ],
    tolerance: 'exact',
    rotki: { lots: [{ source: 'e1', asset: 'ETH', amount: '1', rate: '1' }] },
  },
  {
    id: 'lifo-step-by-step',
    method: 'lifo',
    source: src('test_accounting_lifo_order (after reset)'),
    notes: `${matcherNote} The last spend asks 2 with 1 held: Rotki records found 1, missing 1.`,
    fiat: ['EUR'],
    transactions: lifoSteps,
    tolerance: 'exact',
    steps: [
      {
        after: 's1',
        rotki: {
          lots: [
            { source: 'e3', asset: 'ETH', amount: '2', rate: '1' },
            { source: 'e4', asset: 'ETH', amount: '2', rate: '1' },
          ],
          missing: {},
        },
      },
      { after: 's2', rotki: { lots: [{ source: 'e3', asset: 'ETH', amount: '1', rate: '1' }], missing: {} } },
      { after: 's3', rotki: { lots: [], missing: {} } },
    ],
    rotki: { lots: [], missing: { s4: '1' } },
  },
  {
    id: 'hifo-dearest-first',
    method: 'hifo',
    source: src('test_accounting_simple_hifo_order'),
    notes: `${matcherNote} Rotki's acquisitions are at 1 and 2 s after 1970; the spend (0 s in the test) is put at 3 s.`,
    fiat: ['EUR'],
    transactions: [acquire('e1', 1, 'BTC', '2', '1'), acquire('e2', 2, 'BTC', '1', '1.5'), dispose('s', 3, 'BTC', '0.5', '0')],
    tolerance: 'exact',
    rotki: {
      lots: [
        { source: 'e1', asset: 'BTC', amount: '2', rate: '1' },
        { source: 'e2', asset: 'BTC', amount: '0.5', rate: '1.5' },
      ],
    },
  },
  {
    id: 'hifo-step-by-step',
    method: 'hifo',
    source: src('test_accounting_hifo_order'),
    notes: `${matcherNote} The last spend asks 2 with 1 held: Rotki records found 1, missing 1.`,
    fiat: ['EUR'],
    transactions: hifoSteps,
    tolerance: 'exact',
    steps: [
      {
        after: 's1',
        rotki: {
          lots: [
            { source: 'e3', asset: 'BTC', amount: '1', rate: '3' },
            { source: 'e4', asset: 'BTC', amount: '5', rate: '1' },
          ],
          missing: {},
        },
      },
      { after: 's2', rotki: { lots: [{ source: 'e4', asset: 'BTC', amount: '1', rate: '1' }], missing: {} } },
      { after: 's3', rotki: { lots: [], missing: {} } },
    ],
    rotki: { lots: [], missing: { s4: '1' } },
  },
  {
    id: 'acb-buys-and-sells',
    method: 'acb',
    source: src('test_accounting_average_cost_basis (steps 1–9)'),
    notes: 'Events added to the pot at their price (add_in_event / add_out_event): pnl and total ACB after each step.',
    fiat: ['EUR'],
    transactions: acbSteps.slice(0, 9),
    tolerance: 'exact',
    steps: acbPool.map(([after, costBasis, held]) => ({ after, rotki: { costBasis, held } })),
    rotki: { gains: acbGains, costBasis: '5', held: '0.5' },
  },
  {
    id: 'acb-sale-larger-than-lots',
    method: 'acb',
    source: src('test_accounting_average_cost_basis (steps 10–11)'),
    notes: 'Step 10 sells 0.6 with 0.5 held (missing 0.1); step 11 sells 0.5 with nothing held (missing 0.5).',
    fiat: ['EUR'],
    transactions: acbSteps,
    tolerance: 'exact',
    rotki: { gains: { ...acbGains, o10: '-2', o11: '2.5' }, costBasis: '0', held: '0' },
    difference: {
      // o10: 0.5 matched, proceeds 2.5 − cost 5 = −2.5; the missing 0.1 has proceeds 0.5. o11: all 0.5 missing, 2.5.
      why: 'Rotki counts the part of a sale without known lots at zero cost (all gain); K3 reports it as missing history with its proceeds and no gain.',
      k3: { gains: { ...acbGains, o10: '-2.5' }, missing: { o10: '0.1', o11: '0.5' }, costBasis: '0', held: '0' },
      reconcile: ['missing-at-zero-cost'],
    },
  },
];
