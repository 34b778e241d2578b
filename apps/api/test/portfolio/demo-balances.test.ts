// The demo balances adapter: any address gets the same plausible portfolio every time, across several chains, with
// exact decimal amounts of known assets; EVM wallets hold enough KRL for a paid tier, Solana wallets none. The sizes
// and the tier spread over many addresses: ../demo-realism.test.ts.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { readReferenceDataset } from '../../src/demo/load-reference';
import { generateMarketSeries } from '../../src/demo/market-series';
import { REFERENCE_FILE } from '../../src/paths';
import { createDemoBalances, type DemoAsset } from '../../src/providers/balances/demo';
import type { BalancesPort } from '../../src/providers/balances/port';

let port: BalancesPort;
let assetIds: Set<string>;

beforeAll(async () => {
  const dataset = await readReferenceDataset(REFERENCE_FILE);
  const assets: DemoAsset[] = dataset.assets.map((asset) => ({
    ...asset,
    price: Number(generateMarketSeries(asset, ['2026-01-01'])[0]?.price ?? 0),
  }));
  assetIds = new Set(assets.map((asset) => asset.id));
  port = createDemoBalances(assets);
});

const evmAddress = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`);

describe('demo balances', () => {
  it('gives an EVM wallet the same holdings whatever the address case, over ethereum and other chains', async () => {
    const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const first = await port.wallet({ address, network: 'evm' });
    expect(await port.wallet({ address: address.toLowerCase(), network: 'evm' })).toEqual(first);
    const chains = new Set(first.map((balance) => balance.chain));
    expect(chains.has('ethereum')).toBe(true);
    expect(chains.size).toBeGreaterThan(1);
  });

  it('holds exact positive amounts of known assets, each (chain, asset) once, and at least 700 KRL', async () => {
    await fc.assert(
      fc.asyncProperty(evmAddress, async (address) => {
        const balances = await port.wallet({ address, network: 'evm' });
        const keys = balances.map((balance) => `${balance.chain}:${balance.assetId}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (const balance of balances) {
          expect(assetIds.has(balance.assetId)).toBe(true);
          expect(balance.amount).toMatch(/^\d+(\.\d+)?$/);
          expect(Number(balance.amount)).toBeGreaterThan(0);
        }
        const krl = balances.find((balance) => balance.assetId === 'kryll');
        expect(Number(krl?.amount)).toBeGreaterThanOrEqual(700);
      }),
      { numRuns: 50 },
    );
  });

  it('gives a Solana wallet SOL and Solana tokens, no KRL', async () => {
    const balances = await port.wallet({ address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', network: 'solana' });
    expect(balances.every((balance) => balance.chain === 'solana')).toBe(true);
    expect(balances.map((balance) => balance.assetId)).toContain('solana');
    expect(balances.some((balance) => balance.assetId === 'kryll')).toBe(false);
  });

  it('gives an exchange account coins on the cex pseudo-chain, seeded by exchange and key', async () => {
    const target = { exchange: 'binance', apiKey: 'key-1', secret: 's', passphrase: null };
    const balances = await port.exchange(target);
    expect(balances.length).toBeGreaterThanOrEqual(2);
    expect(balances.every((balance) => balance.chain === 'cex')).toBe(true);
    expect(await port.exchange(target)).toEqual(balances);
    expect(await port.exchange({ ...target, apiKey: 'key-2' })).not.toEqual(balances);
  });
});
