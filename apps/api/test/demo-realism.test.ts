// Demo numbers a user can believe (issue 9 §3): properties of the generated series of every bundled asset, and of
// the demo wallets of 200 addresses. The bands and thresholds are literals from docs/adr/0003-demo-data.md and the
// plan table (spec §6), never read from the code under test.
import { createHash } from 'node:crypto';
import type { ReferenceDataset } from '@k3/shared';
import bs58 from 'bs58';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { readReferenceDataset } from '../src/demo/load-reference';
import { generateMarketSeries, seriesAssets } from '../src/demo/market-series';
import { REFERENCE_FILE } from '../src/paths';
import { createDemoBalances } from '../src/providers/balances/demo';
import type { Balance, BalancesPort } from '../src/providers/balances/port';

/** `count` consecutive ISO days ending on `last`. */
function daysTo(last: string, count: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** Two fixed years, so the figures are the same on every run whatever today is. */
const WINDOWS = [daysTo('2026-06-30', 365), daysTo('2027-12-31', 365)];
/** Median absolute daily move per class: stablecoins under 0.5%, gold 0.3–1.5%, large caps 1–4%, small caps 3–8%. */
const BANDS: Readonly<Record<string, readonly [number, number]>> = {
  stable: [0, 0.005],
  gold: [0.003, 0.015],
  large: [0.01, 0.04],
  small: [0.03, 0.08],
};
/** Plan thresholds in KRL (spec §6): Free < 700 ≤ Shrimp < 1,500 ≤ Lobster < 3,000 ≤ Kokonut Krab. */
const tierOf = (krl: number) => (krl >= 3000 ? 'kokonut-krab' : krl >= 1500 ? 'lobster' : krl >= 700 ? 'shrimp' : 'free');

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const quantile = (values: readonly number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))] ?? Number.NaN;

let dataset: ReferenceDataset;
const series = new Map<string, number[][]>();
beforeAll(async () => {
  dataset = await readReferenceDataset(REFERENCE_FILE);
  for (const asset of seriesAssets(dataset.assets)) {
    series.set(
      asset.id,
      WINDOWS.map((days) => generateMarketSeries(asset, days).map((point) => Number(point.price))),
    );
  }
});
const pricesOf = (id: string) => series.get(id) ?? [];

describe('the generated market series of every bundled asset', () => {
  it('keeps every dollar stablecoin within 2% of one dollar on every day', () => {
    const stable = dataset.assets.filter((asset) => asset.market.class === 'stable').map((asset) => asset.id);
    expect(stable).toEqual(expect.arrayContaining(['tether', 'usd-coin', 'dai']));
    for (const id of stable)
      for (const prices of pricesOf(id)) for (const price of prices) expect(Math.abs(price - 1), id).toBeLessThanOrEqual(0.02);
  });

  it('moves each asset by a median daily amount within the band of its class', () => {
    for (const asset of dataset.assets) {
      const [low, high] = BANDS[asset.market.class] ?? [0, 0];
      for (const prices of pricesOf(asset.id)) {
        const move = median(prices.slice(1).map((price, i) => Math.abs(price / (prices[i] ?? price) - 1)));
        expect(move, `${asset.id} (${asset.market.class})`).toBeGreaterThanOrEqual(low);
        expect(move, `${asset.id} (${asset.market.class})`).toBeLessThanOrEqual(high);
      }
    }
  });

  it('prices KRL above $0.001 and below $10 on every day', () => {
    const all = pricesOf('kryll').flat();
    expect(all.length).toBe(2 * 365);
    expect(Math.min(...all)).toBeGreaterThan(0.001);
    expect(Math.max(...all)).toBeLessThan(10);
  });

  it('shows each asset’s recorded price on its recorded day, and a yearly median within 4× of it (5× for small caps)', () => {
    for (const asset of seriesAssets(dataset.assets)) {
      const [anchor] = generateMarketSeries(asset, [asset.market.asOf]);
      // Stablecoins sit at 1 with their small daily noise, the recorded day included.
      if (asset.market.class !== 'stable') expect(Number(anchor?.price) / asset.market.price, asset.id).toBeCloseTo(1, 5);
      const bound = asset.market.class === 'small' ? 5 : 4;
      for (const prices of pricesOf(asset.id)) {
        const ratio = median(prices) / asset.market.price;
        expect(ratio, asset.id).toBeGreaterThan(1 / bound);
        expect(ratio, asset.id).toBeLessThan(bound);
      }
    }
  });
});

describe('the demo wallets', () => {
  const LAST = WINDOWS[0]?.length ?? 0;
  let port: BalancesPort;
  const price = (id: string, back: 0 | 1) => pricesOf(id)[0]?.[LAST - 1 - back] ?? 0;
  beforeAll(() => {
    port = createDemoBalances(dataset.assets.map((asset) => ({ ...asset, price: price(asset.id, 0) })));
  });
  const value = (balances: readonly Balance[], back: 0 | 1) =>
    balances.reduce((sum, balance) => sum + Number(balance.amount) * price(balance.assetId, back), 0);
  const krlOf = (balances: readonly Balance[]) => Number(balances.find((balance) => balance.assetId === 'kryll')?.amount ?? 0);

  /** 100 EVM and 100 Solana sign-in addresses, fixed so the counts below are the same on every run. */
  const addresses = Array.from({ length: 200 }, (_, i) => {
    const bytes = createHash('sha256').update(`demo-user-${i}`).digest();
    return i % 2 === 0
      ? { network: 'evm' as const, address: `0x${bytes.subarray(0, 20).toString('hex')}` }
      : { network: 'solana' as const, address: bs58.encode(bytes) };
  });
  const wallets = () => Promise.all(addresses.map(async (target) => ({ ...target, balances: await port.wallet(target) })));

  it('values the typical EVM user between a few hundred and a few tens of thousands of dollars', async () => {
    const totals = (await wallets()).filter((wallet) => wallet.network === 'evm').map((wallet) => value(wallet.balances, 0));
    expect(median(totals)).toBeGreaterThan(300);
    expect(median(totals)).toBeLessThan(30_000);
    expect(quantile(totals, 0.1)).toBeGreaterThan(100);
    expect(quantile(totals, 0.9)).toBeLessThan(60_000);
  });

  it('changes the total of nine EVM users in ten by at most 10% in 24 h', async () => {
    const changes = (await wallets())
      .filter((wallet) => wallet.network === 'evm')
      .map((wallet) => value(wallet.balances, 0) / value(wallet.balances, 1) - 1);
    expect(changes.filter((change) => Math.abs(change) <= 0.1).length).toBeGreaterThanOrEqual(90);
  });

  it('shows every plan tier among 200 addresses', async () => {
    const tiers = new Set((await wallets()).map((wallet) => tierOf(krlOf(wallet.balances))));
    expect([...tiers].sort()).toEqual(['free', 'kokonut-krab', 'lobster', 'shrimp']);
  });

  it('gives any fresh EVM address at least Shrimp, so its user can add a wallet (Free allows one portfolio)', async () => {
    const evmAddress = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`);
    await fc.assert(
      fc.asyncProperty(evmAddress, async (address) => {
        expect(tierOf(krlOf(await port.wallet({ address, network: 'evm' })))).not.toBe('free');
      }),
      { numRuns: 200 },
    );
  });
});
