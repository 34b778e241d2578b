// The demo transactions adapter (issue 29 §1 "Demo mode: a generated history consistent with each demo wallet's
// balances (the history sums to today's amounts), spread over at least a year"; docs/demo-data.md "Transaction history
// (issue 29)"): against the real demo balances adapter over a handful of assets and a deterministic price series, the
// history of EVM wallets, Solana wallets and exchange accounts adds up to today's amounts exactly, never goes below
// zero, starts more than a year ago, is the same on every read, pages once, and feeds the cost-basis engine without
// missing history.
import DecimalJs from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readReferenceDataset } from '../../src/demo/load-reference';
import { generateMarketSeries, seriesAssets } from '../../src/demo/market-series';
import { hashString } from '../../src/demo/random';
import { REFERENCE_FILE } from '../../src/paths';
import { createDemoBalances, type DemoAsset } from '../../src/providers/balances/demo';
import type { Balance, BalancesPort } from '../../src/providers/balances/port';
import { createDemoTransactions, DEMO_HISTORY_CURSOR, type PriceOn } from '../../src/providers/transactions/demo';
import { TransactionReadError, type SourceTransaction } from '../../src/providers/transactions/port';
import { computeLedger, type PnlTransaction } from '../../src/services/pnl';

const D = DecimalJs.clone({ precision: 80 });
const DAY = 86_400_000;
const NOW = new Date('2026-03-15T10:30:00Z');
const STABLECOINS = ['tether', 'usd-coin'];

// Fixture assets: ids as in the reference data, placeholder contract addresses (only their presence per chain counts),
// rough price levels. POL (polygon-pos's native coin) is left out on purpose: a chain whose coin K3 does not know.
const asset = (id: string, rank: number, price: number, chains: string[]): DemoAsset => ({
  id,
  rank,
  price,
  addresses: Object.fromEntries(chains.map((chain) => [chain, `${chain}:${id}`])),
});
const ASSETS: DemoAsset[] = [
  asset('bitcoin', 1, 60_000, []),
  asset('ethereum', 2, 3_000, []),
  asset('tether', 3, 1, ['ethereum', 'solana', 'avalanche', 'bsc']),
  asset('binancecoin', 4, 600, []),
  asset('solana', 5, 150, []),
  asset('usd-coin', 6, 1, ['ethereum', 'base', 'arbitrum', 'optimism', 'polygon-pos', 'avalanche', 'solana']),
  asset('ripple', 7, 0.6, []),
  asset('dogecoin', 9, 0.15, []),
  asset('cardano', 10, 0.45, []),
  asset('avalanche-2', 12, 30, []),
  asset('shiba-inu', 14, 0.00002, ['ethereum', 'bsc']),
  asset('chainlink', 15, 15, ['ethereum', 'arbitrum', 'base', 'optimism', 'bsc', 'polygon-pos', 'avalanche']),
  asset('uniswap', 20, 8, ['ethereum', 'arbitrum', 'base', 'optimism', 'polygon-pos']),
  asset('bonk', 60, 0.00002, ['solana']),
  asset('jupiter-exchange-solana', 70, 0.8, ['solana']),
  asset('kryll', 900, 0.25, ['ethereum', 'base', 'arbitrum', 'optimism']),
];
const LEVEL = new Map(ASSETS.map((entry) => [entry.id, entry.price]));

/** A deterministic daily close: the level moved by two waves (stablecoins by a tenth of a cent at most). */
const prices: PriceOn = (assetId, day) => {
  const level = LEVEL.get(assetId);
  if (level === undefined) return null;
  const n = Date.parse(`${day}T00:00:00Z`) / DAY;
  const phase = (hashString(assetId) % 1000) / 100;
  const swing = STABLECOINS.includes(assetId) ? 0.001 : 0.35;
  return (level * (1 + swing * Math.sin(n / 23 + phase) * Math.cos(n / 71))).toPrecision(8);
};
/** The same series with holes: no price for KRL ever, and none for any asset on about one day in five. */
const holedPrices: PriceOn = (assetId, day) =>
  assetId === 'kryll' || hashString(`${assetId}:${day}`) % 5 === 0 ? null : prices(assetId, day);

const balances = createDemoBalances(ASSETS);
const port = createDemoTransactions(balances, prices, () => NOW, { stablecoins: STABLECOINS });

const evmAddress = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`);
const solanaAddress = fc.string({
  unit: fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'),
  minLength: 32,
  maxLength: 44,
});
const exchangeTarget = (exchange: string, apiKey: string) => ({ exchange, apiKey, secret: 's', passphrase: null });

const EVM = ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'];
const SOLANA = ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'];
const EXCHANGES = [exchangeTarget('binance', 'key-1'), exchangeTarget('kraken', 'key-2'), exchangeTarget('coinbase', 'k3')];

type Account = { kind: 'evm' | 'solana'; address: string } | { kind: 'cex'; exchange: string; apiKey: string };
const accounts = (): Account[] => [
  ...EVM.map((address) => ({ kind: 'evm' as const, address })),
  ...Array.from({ length: 6 }, (_, index) => ({ kind: 'evm' as const, address: `0x${'0'.repeat(38)}${index}${index}` })),
  ...SOLANA.map((address) => ({ kind: 'solana' as const, address })),
  ...EXCHANGES.map(({ exchange, apiKey }) => ({ kind: 'cex' as const, exchange, apiKey })),
];

async function read(
  account: Account,
  source = port,
  ports = balances,
): Promise<{ history: SourceTransaction[]; holdings: Balance[] }> {
  const options = { cursor: null };
  if (account.kind === 'cex') {
    const target = exchangeTarget(account.exchange, account.apiKey);
    return { history: (await source.exchange(target, options)).transactions, holdings: await ports.exchange(target) };
  }
  const target = { address: account.address, network: account.kind };
  return { history: (await source.wallet(target, options)).transactions, holdings: await ports.wallet(target) };
}

/** Each movement of a transaction as (chain|asset, signed amount): fees and counters included, fiat left out. */
function deltas(tx: SourceTransaction): [string, DecimalJs][] {
  const key = (assetId: string) => `${tx.chain}|${assetId}`;
  const inward = tx.direction === 'buy' || tx.direction === 'receive';
  const out: [string, DecimalJs][] = [[key(tx.assetId), new D(tx.amount).times(inward ? 1 : -1)]];
  if (tx.counterAssetId && tx.counterAssetId !== 'USD') {
    out.push([key(tx.counterAssetId), new D(tx.counterAmount ?? '0').times(inward ? -1 : 1)]);
  }
  if (tx.fee && tx.fee.assetId !== 'USD') out.push([key(tx.fee.assetId), new D(tx.fee.amount).neg()]);
  return out;
}

/** Checks (1) and (2): the running balances, in time order, never go below zero and end at today's amounts. */
function expectConsistent(history: SourceTransaction[], holdings: Balance[]): void {
  const running = new Map<string, DecimalJs>();
  let last = 0;
  for (const tx of history) {
    expect(tx.time.getTime()).toBeGreaterThanOrEqual(last);
    last = tx.time.getTime();
    for (const [key, delta] of deltas(tx)) running.set(key, (running.get(key) ?? new D(0)).plus(delta));
    for (const [key, amount] of running) if (amount.isNegative()) expect.fail(`${tx.sourceId}: ${key} is ${amount.toFixed()}`);
  }
  const expected = new Map(holdings.map((balance) => [`${balance.chain}|${balance.assetId}`, balance.amount]));
  const ended = new Map([...running].filter(([, amount]) => !amount.isZero()).map(([key, amount]) => [key, amount.toFixed()]));
  expect(ended).toEqual(expected);
}

function expectWellFormed(history: SourceTransaction[]): void {
  const ids = history.map((tx) => tx.sourceId);
  expect(new Set(ids).size).toBe(ids.length);
  const decimal = /^\d+(\.\d+)?$/;
  for (const tx of history) {
    expect(tx.source).toBe('demo');
    expect(tx.sourceId).toMatch(new RegExp(`^demo:${tx.chain}:\\d+$`));
    expect(tx.txHash).toBeUndefined();
    expect(tx.counterparty).toBeUndefined();
    for (const amount of [tx.amount, tx.counterAmount, tx.fee?.amount]) {
      if (amount === undefined) continue;
      expect(amount).toMatch(decimal);
      expect(new D(amount).gt(0)).toBe(true);
    }
    expect(tx.counterAssetId === undefined).toBe(tx.counterAmount === undefined);
    if (tx.counterAssetId) expect(['buy', 'sell']).toContain(tx.direction);
    expect(tx.time.getTime()).toBeLessThan(Date.parse(NOW.toISOString().slice(0, 10)));
  }
}

/** The history as the engine's input: one account per chain, USD values from that day's close. */
function toPnl(history: SourceTransaction[], priceOn: PriceOn = prices): PnlTransaction[] {
  return history.map((tx) => {
    const day = tx.time.toISOString().slice(0, 10);
    const usd = (assetId: string, amount: string) =>
      assetId === 'USD' ? amount : new D(amount).times(priceOn(assetId, day) ?? 'NaN').toFixed();
    const fee = tx.fee
      ? { fee: { asset: tx.fee.assetId, amount: tx.fee.amount, usdValue: usd(tx.fee.assetId, tx.fee.amount) } }
      : {};
    const base = { id: tx.sourceId, time: tx.time, account: tx.chain, asset: tx.assetId, amount: tx.amount, ...fee };
    const usdValue = usd(tx.assetId, tx.amount);
    if (tx.direction === 'buy' || tx.direction === 'sell') {
      return { ...base, kind: tx.direction, counterAsset: tx.counterAssetId!, counterAmount: tx.counterAmount!, usdValue };
    }
    return { ...base, kind: tx.direction, usdValue };
  });
}

describe('demo transactions', () => {
  it('adds up to today’s amounts of every account, fees included, never below zero on the way', async () => {
    for (const account of accounts()) {
      const { history, holdings } = await read(account);
      expect(holdings.length).toBeGreaterThan(0);
      expectWellFormed(history);
      expectConsistent(history, holdings);
    }
  });

  it('starts more than a year before today, ends before today, and tells deposits, trades, disposals and gas', async () => {
    const seen = new Set<string>();
    for (const account of accounts()) {
      const { history } = await read(account);
      expect(history[0]!.time.getTime()).toBeLessThanOrEqual(NOW.getTime() - 365 * DAY);
      expect(history[0]!.time.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 541 * DAY);
      for (const tx of history) {
        seen.add(`${tx.chain === 'cex' ? 'cex' : 'chain'} ${tx.direction}`);
        if (tx.counterAssetId) seen.add(`counter ${STABLECOINS.includes(tx.counterAssetId) ? 'stable' : tx.counterAssetId}`);
        if (tx.fee) seen.add(`fee ${tx.fee.assetId}`);
      }
      if (account.kind !== 'cex') {
        const native = account.kind === 'solana' ? 'solana' : 'ethereum';
        const first = history.find((tx) => tx.chain === (account.kind === 'solana' ? 'solana' : 'ethereum'));
        expect(first).toMatchObject({ direction: 'receive', assetId: native });
      }
    }
    for (const kind of ['chain receive', 'chain buy', 'chain sell', 'chain send', 'cex buy', 'cex sell'])
      expect(seen).toContain(kind);
    for (const kind of ['counter ethereum', 'counter solana', 'counter stable', 'counter USD', 'fee ethereum', 'fee USD']) {
      expect(seen).toContain(kind);
    }
  });

  it('gives the same history for the same account on every read, whatever the EVM address case', async () => {
    for (const account of accounts()) expect((await read(account)).history).toEqual((await read(account)).history);
    const mixed = await port.wallet({ address: EVM[0]!, network: 'evm' }, { cursor: null });
    expect((await port.wallet({ address: EVM[0]!.toLowerCase(), network: 'evm' }, { cursor: null })).transactions).toEqual(
      mixed.transactions,
    );
    const other = await port.wallet({ address: EVM[1]!, network: 'evm' }, { cursor: null });
    expect(other.transactions).not.toEqual(mixed.transactions);
  });

  it('returns the whole history in one page, and nothing when its cursor is passed back', async () => {
    const target = { address: SOLANA[0]!, network: 'solana' as const };
    const page = await port.wallet(target, { cursor: null });
    expect(page).toMatchObject({ cursor: DEMO_HISTORY_CURSOR, skipped: {} });
    expect(page.transactions.length).toBeGreaterThan(3);
    expect(await port.wallet(target, { cursor: DEMO_HISTORY_CURSOR })).toEqual({ transactions: [], cursor: null, skipped: {} });
    const cex = await port.exchange(EXCHANGES[0]!, { cursor: null });
    expect(await port.exchange(EXCHANGES[0]!, { cursor: cex.cursor })).toEqual({ transactions: [], cursor: null, skipped: {} });
    // A cursor it did not give (another adapter's) reads from the start again, with the same ids.
    expect((await port.wallet(target, { cursor: 'evm:123' })).transactions).toEqual(page.transactions);
  });

  it('feeds the cost-basis engine with no missing history, lots that sum to today’s amounts and realised gains', async () => {
    let gains = 0;
    for (const account of accounts()) {
      const { history, holdings } = await read(account);
      const ledger = computeLedger(toPnl(history));
      expect(ledger.missing).toEqual([]);
      expect(ledger.warnings).toEqual([]);
      const lots = new Map<string, DecimalJs>();
      for (const lot of ledger.lots) {
        const key = `${lot.account}|${lot.asset}`;
        lots.set(key, (lots.get(key) ?? new D(0)).plus(lot.amount.toString()));
      }
      const held = new Map(holdings.map((balance) => [`${balance.chain}|${balance.assetId}`, balance.amount]));
      expect(new Map([...lots].map(([key, amount]) => [key, amount.toFixed()]))).toEqual(held);
      gains += ledger.disposals.filter((disposal) => disposal.reason === 'sell' && !disposal.gain.isZero()).length;
    }
    expect(gains).toBeGreaterThan(5);
  });

  it('falls back to transfers without a counter on days without a price, and still adds up', async () => {
    const holed = createDemoTransactions(balances, holedPrices, () => NOW, { stablecoins: STABLECOINS });
    let transfers = 0;
    for (const account of accounts()) {
      const { history, holdings } = await read(account, holed);
      expectWellFormed(history);
      expectConsistent(history, holdings);
      expect(computeLedger(toPnl(history)).missing).toEqual([]);
      for (const tx of history) {
        if (tx.counterAssetId) {
          const day = tx.time.toISOString().slice(0, 10);
          expect(holedPrices(tx.assetId, day)).not.toBeNull();
          if (tx.counterAssetId !== 'USD') expect(holedPrices(tx.counterAssetId, day)).not.toBeNull();
        }
        if (tx.assetId === 'kryll') {
          expect(['receive', 'send']).toContain(tx.direction);
          transfers += 1;
        }
      }
    }
    expect(transfers).toBeGreaterThan(0);
  });

  it('refuses a live balances adapter, and fails an aborted read with a TransactionReadError', async () => {
    const live: BalancesPort = { ...balances, demo: false };
    expect(() => createDemoTransactions(live, prices, () => NOW)).toThrow(/demo balances/);
    const signal = AbortSignal.abort();
    await expect(port.wallet({ address: EVM[0]!, network: 'evm' }, { cursor: null, signal })).rejects.toBeInstanceOf(
      TransactionReadError,
    );
  });

  it('holds for any address, key and day (property)', async () => {
    const day = fc.integer({ min: 0, max: 3 * 365 }).map((offset) => new Date(Date.UTC(2025, 0, 1) + offset * DAY + 3_600_000));
    const target = fc.oneof(
      evmAddress.map((address): Account => ({ kind: 'evm', address })),
      solanaAddress.map((address): Account => ({ kind: 'solana', address })),
      fc
        .tuple(fc.constantFrom('binance', 'kraken', 'okx'), fc.string({ minLength: 1, maxLength: 40 }))
        .map(([exchange, apiKey]): Account => ({ kind: 'cex', exchange, apiKey })),
    );
    await fc.assert(
      fc.asyncProperty(target, day, fc.boolean(), async (account, now, holes) => {
        const source = createDemoTransactions(balances, holes ? holedPrices : prices, () => now, { stablecoins: STABLECOINS });
        const { history, holdings } = await read(account, source);
        expectConsistent(history, holdings);
        expect(computeLedger(toPnl(history)).missing).toEqual([]);
        expect(history[0]!.time.getTime()).toBeLessThanOrEqual(now.getTime() - 365 * DAY);
        expect(history.at(-1)!.time.getTime()).toBeLessThan(now.getTime());
      }),
      { numRuns: 150 },
    );
  });

  it('holds over the bundled reference assets, their demo price series and their stablecoins', async () => {
    const dataset = await readReferenceDataset(REFERENCE_FILE);
    const days = Array.from({ length: 560 }, (_, index) => new Date(NOW.getTime() - index * DAY).toISOString().slice(0, 10));
    const closes = new Map(
      seriesAssets(dataset.assets).map((entry) => [
        entry.id,
        new Map(generateMarketSeries(entry, days).map((point) => [point.day, point.price])),
      ]),
    );
    const priceOn: PriceOn = (assetId, day) => closes.get(assetId)?.get(day) ?? null;
    const today = days[0]!;
    const reference = createDemoBalances(
      dataset.assets.map((entry) => ({ ...entry, price: Number(priceOn(entry.id, today) ?? 0) })),
    );
    const stablecoins = dataset.assets.filter((entry) => entry.market.class === 'stable').map((entry) => entry.id);
    const source = createDemoTransactions(reference, priceOn, () => NOW, { stablecoins });
    const targets: Account[] = [
      ...Array.from({ length: 20 }, (_, index): Account => ({
        kind: 'evm',
        address: `0x${hashString(`e${index}`).toString(16).padStart(40, '7')}`,
      })),
      ...Array.from({ length: 8 }, (_, index): Account => ({
        kind: 'solana',
        address: `So1ana${index}Demo${hashString(`s${index}`)}`,
      })),
      ...EXCHANGES.map(({ exchange, apiKey }): Account => ({ kind: 'cex', exchange, apiKey })),
    ];
    for (const account of targets) {
      const { history, holdings } = await read(account, source, reference);
      expectWellFormed(history);
      expectConsistent(history, holdings);
      expect(computeLedger(toPnl(history, priceOn)).missing).toEqual([]);
    }
  });
});
