// Rotki's whole-history accounting tests (AGPL-3.0, at ROTKI.commit) as K3 replays: swaps against money and between
// crypto assets, fees in money and in crypto, with the PnL totals Rotki asserts. Scenarios and figures only.
// Issue 29; docs/pnl.md "Checked against Rotki".
//
// Rotki's tests report in EUR (their main currency) and price each swap from the test price table
// (rotkehlchen/tests/utils/history.py, `prices`): the value of a swap is the amount spent times its price, or the
// money amount when one side is money. K3 gets that EUR value in its `usdValue` field, with EUR (and any other fiat
// traded) as money. Rotki pools lots across locations (EXTERNAL, KRAKEN, POLONIEX…); each case is one K3 account.
import { type RotkiCase, type RotkiSource, feeOf, times, trade } from './rotki-case-kit';

const basic = (test: string): RotkiSource => ({ path: 'rotkehlchen/tests/unit/accounting/test_basic.py', test });
const misc = (test: string): RotkiSource => ({ path: 'rotkehlchen/tests/unit/accounting/test_misc.py', test });
const settings = (test: string): RotkiSource => ({ path: 'rotkehlchen/tests/unit/accounting/test_settings.py', test });
const costBasis = (test: string): RotkiSource => ({ path: 'rotkehlchen/tests/unit/test_cost_basis.py', test });

const defaults = 'Rotki defaults: fees in cost basis on, crypto-to-crypto taxable, tax-free period 1 year (no sale is past it).';

// `history1` (rotkehlchen/tests/utils/accounting.py). Prices: BTC 556.435 and ETH 10.36 at 1473505138, ETH 11.925
// and BTC 537.805 at 1475042230. Each crypto fee is paid in the asset bought.
const BTC_SPENT = times('0.01858275', '50');
const history1 = [
  trade('buy', 'h1', 1446979735, 'BTC', '82', ['EUR', times('268.678317859', '82')], times('268.678317859', '82')),
  trade('buy', 'h2', 1446979735, 'ETH', '1450', ['EUR', times('0.2315893', '1450')], times('0.2315893', '1450')),
  trade(
    'buy',
    'h3',
    1473505138,
    'ETH',
    '50',
    ['BTC', BTC_SPENT],
    times(BTC_SPENT, '556.435'),
    feeOf('ETH', '0.06999999999999999', times('0.06999999999999999', '10.36')),
  ),
  trade(
    'buy',
    'h4',
    1475042230,
    'BTC',
    times('0.02209898', '25'),
    ['ETH', '25'],
    times('25', '11.925'),
    feeOf('BTC', '0.00082871175', times('0.00082871175', '537.805')),
  ),
];

// Canada example of rotki/rotki issue 5561, as test_fees writes it: every fee 10 EUR.
const canada = [
  trade('buy', 'c1', 1677593073, 'ETH', '100', ['EUR', '5000'], '5000', feeOf('EUR', '10', '10')),
  trade('sell', 'c2', 1677593074, 'ETH', '50', ['EUR', '6000'], '6000', feeOf('EUR', '10', '10')),
  trade('buy', 'c3', 1677593075, 'ETH', '50', ['EUR', '6500'], '6500', feeOf('EUR', '10', '10')),
  trade('sell', 'c4', 1677593076, 'ETH', '40', ['EUR', '3600'], '3600', feeOf('EUR', '10', '10')),
];

const XMR_BOUGHT_WITH = times('0.0010275', '375');

export const HISTORY_CASES: RotkiCase[] = [
  {
    id: 'acb-fees-in-money',
    method: 'acb',
    source: costBasis('test_fees[ACB, include_fees_in_cost_basis=True]'),
    notes:
      'Rotki pnl per event: 3485 and −16 on the two sales, zero elsewhere. The FIFO set of this test has fees off: not replayed.',
    fiat: ['EUR'],
    transactions: canada,
    tolerance: 'exact',
    rotki: { gains: { c2: '3485', c4: '-16' } },
  },
  {
    id: 'fifo-swaps-between-crypto',
    method: 'fifo',
    source: basic('test_simple_accounting[FIFO]'),
    notes: `${defaults} Rotki asserts the total only (TRADE 559.70079175278338750, FEE 0); the open lots differ by the fee units (see acb-swaps-between-crypto).`,
    fiat: ['EUR'],
    transactions: history1,
    tolerance: '1e-6',
    rotki: { realised: '559.70079175278338750' },
  },
  {
    id: 'fifo-swap-written-as-sell',
    method: 'fifo',
    source: basic('test_simple_accounting[FIFO]'),
    notes: `${defaults} The same trades, with h4 (25 ETH for BTC, fee in BTC) written as a sell of ETH, as an exchange with an ETH/BTC market reports it.`,
    fiat: ['EUR'],
    transactions: [
      ...history1.slice(0, 3),
      trade('sell', 'h4', 1475042230, 'ETH', '25', ['BTC', times('0.02209898', '25')], times('25', '11.925'), history1[3]!.fee),
    ],
    tolerance: '1e-6',
    rotki: { realised: '559.70079175278338750' },
    // Written as a sell, the same figures as a buy: the swap's fee goes on the cost of the BTC received (engine.ts).
  },
  {
    id: 'acb-swaps-between-crypto',
    method: 'acb',
    source: basic('test_simple_accounting[ACB]'),
    notes: defaults,
    fiat: ['EUR'],
    transactions: history1,
    tolerance: '1e-6',
    rotki: { realised: '551.2649524225750541683933' },
    difference: {
      // BTC sold in h3: 0.9291375 × (556.435 − 268.678317859) = 267.3655242527833875, as in FIFO. ETH sold in h4:
      // 25 × (11.925 − (335.804485 + 517.0046248125) / 1499.93…) = 283.9108515095287780 (the fee is written
      // 0.06999999999999999, so 1499.93000000000000001 ETH are held). Sum 551.2763757623121655.
      why: 'Fee in the asset bought (0.07 ETH on h3). Rotki adds its value (0.7252) to the cost of 50 ETH, then takes 0.07 ETH out of the pool at the average, without a gain: average (335.804485 + 517.0046248125 + 0.7252) / 1500 = 0.5690229. K3 books 49.93 ETH at the swap’s value: average (335.804485 + 517.0046248125) / 1499.93 = 0.5685659.',
      k3: { realised: '551.27637576231216550973521529998' },
    },
  },
  {
    id: 'fifo-crypto-bought-with-crypto',
    method: 'fifo',
    source: basic('test_selling_crypto_bought_with_crypto[include_fees_in_cost_basis=True]'),
    notes: `${defaults} Prices: BTC 386.175 and XMR 0.39665 at 1449809536, XMR 1.0443027675 at 1458070370.`,
    fiat: ['EUR'],
    transactions: [
      trade('buy', 'x1', 1446979735, 'BTC', '82', ['EUR', times('268.678317859', '82')], times('268.678317859', '82')),
      trade(
        'buy',
        'x2',
        1449809536,
        'XMR',
        '375',
        ['BTC', XMR_BOUGHT_WITH],
        times(XMR_BOUGHT_WITH, '386.175'),
        feeOf('XMR', '0.9375', times('0.9375', '0.39665')),
      ),
      trade(
        'sell',
        'x3',
        1458070370,
        'XMR',
        '45',
        ['EUR', times('1.0443027675', '45')],
        times('1.0443027675', '45'),
        feeOf('XMR', '0.117484061344', times('0.117484061344', '1.0443027675')),
      ),
    ],
    tolerance: '1e-6',
    rotki: { realised: '74.24348625705538353047999998' },
    difference: {
      // BTC sold in x2: 0.3853125 × (386.175 − 268.678317859) = 45.2729403374540625. XMR: 374.0625 for 148.7980546875,
      // unit 0.3977892857142857; x3 sells 45 for 46.9936245375 − 0.1226889304 (fee) = 46.8709356071 at cost
      // 17.9005178571, gain 28.9704177500; the fee's 0.117484061344 XMR go for 0.1226889304 at cost 0.0467339008,
      // gain 0.0759550296. Sum 74.3193131169663622714.
      why: 'Fees in XMR. On x2 (fee in the asset bought) Rotki adds the fee’s value to the cost of 375 XMR and then takes 0.9375 XMR out at that rate; K3 books 374.0625 XMR at the swap’s value. On x3 (fee in the asset sold) both take the fee’s value off the proceeds; Rotki takes its units out of the pool with no gain, K3 disposes of them with their gain.',
      k3: { realised: '74.3193131169663622714285714' },
    },
  },
  {
    id: 'fifo-fee-in-asset-sold',
    method: 'fifo',
    source: misc('test_fees_count_in_cost_basis'),
    notes: `${defaults} Rotki's comments give each sale: −299.63 (0.5 ETH sold for 931.03 less a 0.5 ETH fee worth 931.03) and 918.655 (0.5 ETH sold with none left); the fee uses ETH 1862.06 at 1624395186.`,
    fiat: ['EUR'],
    transactions: [
      trade('buy', 'f1', 1609537953, 'ETH', '1', ['EUR', '598.26'], '598.26', feeOf('EUR', '1', '1')),
      trade(
        'sell',
        'f2',
        1624395186,
        'ETH',
        '0.5',
        ['EUR', times('0.5', '1862.06')],
        times('0.5', '1862.06'),
        feeOf('ETH', '0.5', times('0.5', '1862.06')),
      ),
      trade('sell', 'f3', 1625001464, 'ETH', '0.5', ['EUR', times('0.5', '1837.31')], times('0.5', '1837.31')),
    ],
    tolerance: '1e-6',
    rotki: { realised: '619.025', gains: { f2: '-299.63', f3: '918.655' } },
    difference: {
      // f2: 0.5 ETH (cost 299.63) for 931.03 − 931.03 = 0, gain −299.63; the fee's 0.5 ETH (cost 299.63) go for 931.03,
      // gain 631.4. f3: nothing left, 0.5 ETH missing with proceeds 918.655.
      why: 'A fee in the asset sold, then a sale with no lots left. Rotki takes the fee’s 0.5 ETH out with no gain and counts the sale without lots at zero cost; K3 disposes of the fee’s ETH with its gain and reports the sale as missing history.',
      k3: { realised: '331.77', gains: { f2: '331.77' }, missing: { f3: '0.5' }, lots: [] },
      reconcile: ['fee-units-without-gain', 'missing-at-zero-cost'],
    },
  },
  {
    id: 'fifo-fiat-other-than-profit-currency',
    method: 'fifo',
    source: basic('test_sell_fiat_for_crypto'),
    notes: 'Tax-free period off. ETH bought with 500 CHF at 1.001 EUR per CHF (price table at 1496979735).',
    fiat: ['EUR', 'CHF'],
    transactions: [
      trade('buy', 'c1', 1446979735, 'BTC', times('0.002', '2000'), ['EUR', '2000'], '2000'),
      trade('buy', 'c2', 1496979735, 'ETH', times('0.004', '500'), ['CHF', '500'], times('500', '1.001')),
      trade('sell', 'c3', 1506979735, 'ETH', '1', ['EUR', '25000'], '25000'),
    ],
    tolerance: '1e-6',
    rotki: { realised: '24749.75' },
  },
  {
    id: 'fifo-profit-currency-rate',
    method: 'fifo',
    source: basic('test_direct_profit_currency_fiat_trades'),
    notes: 'Tax-free period off. The trade rate in EUR is taken as is, not the oracle’s.',
    fiat: ['EUR'],
    transactions: [
      trade('buy', 'd1', 1446979735, 'ETH', '1', ['EUR', '0.80'], '0.80'),
      trade('sell', 'd2', 1463508234, 'ETH', '1', ['EUR', '10.9'], '10.9'),
    ],
    tolerance: '1e-6',
    rotki: { realised: '10.1' },
  },
  {
    id: 'fifo-usd-trades-in-eur',
    method: 'fifo',
    source: basic('test_other_currency_fiat_trades'),
    notes: 'Tax-free period off. USD valued in EUR from the price table: 0.9318 at 1446979735, 0.8878 at 1463508234.',
    fiat: ['EUR', 'USD'],
    transactions: [
      trade('buy', 'u1', 1446979735, 'ETH', '1', ['USD', '0.80'], times('0.80', '0.9318')),
      trade('sell', 'u2', 1463508234, 'ETH', '1', ['USD', '10.9'], times('10.9', '0.8878')),
    ],
    tolerance: '1e-6',
    rotki: { realised: '8.93158' },
  },
  {
    id: 'fifo-money-fee-on-sale',
    method: 'fifo',
    source: settings('test_not_calculate_past_cost_basis[calculate_past_cost_basis=True]'),
    notes:
      'Tax-free period off; fees in cost basis off, but the fee is in EUR on a sale, so Rotki’s TRADE 1755.083364282 plus FEE −0.01 is what K3 gives with the fee off the proceeds. The report starts at 1466979735 and uses the earlier buy (past cost basis on); the set with it off is not replayed.',
    fiat: ['EUR'],
    transactions: [
      trade('buy', 'p1', 1446979735, 'BTC', '5', ['EUR', times('268.678317859', '5')], times('268.678317859', '5')),
      trade(
        'sell',
        'p2',
        1488373504,
        'BTC',
        '2',
        ['EUR', times('1146.22', '2')],
        times('1146.22', '2'),
        feeOf('EUR', '0.01', '0.01'),
      ),
    ],
    tolerance: '1e-6',
    rotki: { realised: '1755.073364282' },
  },
  {
    id: 'fifo-money-fee-on-buy',
    method: 'fifo',
    source: basic('test_buy_event_creation (second swap)'),
    notes: `${defaults} Rotki asserts the lot: 5 BTC at (578.505 × 5 + 0.0012) / 5 = 578.50524.`,
    fiat: ['EUR'],
    transactions: [
      trade(
        'buy',
        'b2',
        1476979735,
        'BTC',
        '5',
        ['EUR', times('578.505', '5')],
        times('578.505', '5'),
        feeOf('EUR', '0.0012', '0.0012'),
      ),
    ],
    tolerance: 'exact',
    rotki: { lots: [{ source: 'b2', asset: 'BTC', amount: '5', rate: '578.50524' }] },
  },
  {
    id: 'fifo-crypto-fee-on-buy',
    method: 'fifo',
    source: basic('test_buy_event_creation (first swap)'),
    notes: `${defaults} Rotki asserts the lot: 5 BTC at (578.505 × 5 + 0.0012 × 578.505) / 5 = 578.6438412; its fee event then takes 0.0012 BTC from that lot, leaving 4.9988.`,
    fiat: ['EUR'],
    transactions: [
      trade(
        'buy',
        'b1',
        1476979735,
        'BTC',
        '5',
        ['EUR', times('578.505', '5')],
        times('578.505', '5'),
        feeOf('BTC', '0.0012', times('0.0012', '578.505')),
      ),
    ],
    tolerance: '1e-6',
    rotki: { lots: [{ source: 'b1', asset: 'BTC', amount: '4.9988', rate: '578.6438412' }], costBasis: '2892.52483339056' },
    difference: {
      // K3: 5 − 0.0012 = 4.9988 BTC for 2892.525. Rotki: 4.9988 × 578.6438412 = 2892.52483339056.
      why: 'Fee in the asset bought. Rotki adds its value to the cost of 5 BTC and takes the 0.0012 BTC out at that rate; K3 books 4.9988 BTC at what was paid. The gap is fee² × price / amount = 0.0012² × 578.505 / 5 = 0.00016660944: both are 2892.52 to the cent.',
      k3: { held: '4.9988', costBasis: '2892.525' },
    },
  },
];
