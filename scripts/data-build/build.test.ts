// The demo dataset generator (issue 2 §3): deterministic output, the required content, and a file that parses
// with the real ReferenceDatasetSchema.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_SHORT_CODES, CHAINS, ReferenceDatasetSchema, type ReferenceDataset } from '@k3/shared';
import { DECENTRALIZED_EXCHANGES, KRL_CONTRACTS } from '../../apps/web/src/features/buy-token/config';
import { buildDataset, type BuildOptions } from './build';
import { FOLLOWERS } from './reference-prices';

const workDir = mkdtempSync(path.join(tmpdir(), 'k3-data-build-'));
const runs: BuildOptions[] = ['a', 'b'].map((run) => ({
  referenceFile: path.join(workDir, run, 'generated', 'reference.json'),
  iconsDir: path.join(workDir, run, 'icons'),
}));

/** Every file under `dir`, relative path -> bytes. */
function snapshot(dir: string): Map<string, Buffer> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, file), readFileSync(file)];
    }),
  );
}

let dataset: ReferenceDataset;
const [first, second] = runs as [BuildOptions, BuildOptions];

beforeAll(async () => {
  // A stale icon from an earlier build must not survive the next one.
  await buildDataset(second);
  writeFileSync(path.join(second.iconsDir, 'tokens', 'stale-token.svg'), '<svg/>');
  await buildDataset(first);
  await buildDataset(second);
  dataset = ReferenceDatasetSchema.parse(JSON.parse(readFileSync(first.referenceFile, 'utf8')));
}, 60_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('data:build', () => {
  it('writes byte-identical output on every run, and only the current icons', () => {
    expect(readFileSync(second.referenceFile)).toEqual(readFileSync(first.referenceFile));
    const a = snapshot(first.iconsDir);
    const b = snapshot(second.iconsDir);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [file, bytes] of a) expect(b.get(file)?.equals(bytes), file).toBe(true);
    expect(b.has(path.join('tokens', 'stale-token.svg'))).toBe(false);
  });

  it('includes the product token kryll with its Ethereum contract', () => {
    expect(dataset.productToken).toEqual({
      id: 'kryll',
      symbol: 'KRL',
      chain: 'ethereum',
      address: '0x464ebe77c293e473b48cfe96ddcf88fcf7bfdac0',
    });
    const krl = dataset.assets.find((asset) => asset.id === 'kryll');
    expect(krl).toMatchObject({ symbol: 'KRL', addresses: { ethereum: '0x464ebe77c293e473b48cfe96ddcf88fcf7bfdac0' } });
  });

  it('gives KRL its own contract on each chain where the token lists record it, and the buy menu the same', () => {
    const krl = dataset.assets.find((asset) => asset.id === 'kryll');
    expect(krl?.addresses).toEqual(KRL_CONTRACTS);
    // Each chain's address is its own, never Ethereum's copied over.
    expect(new Set(Object.values(krl?.addresses ?? {})).size).toBe(Object.keys(KRL_CONTRACTS).length);
    for (const dex of DECENTRALIZED_EXCHANGES) {
      const chain = dex.id.replace('uniswap-', '') as keyof typeof KRL_CONTRACTS;
      expect(dex.href, dex.id).toContain(KRL_CONTRACTS[chain]);
    }
  });

  it('bundles the best-ranked assets that have a recorded price and supply, unique, upper-case, sorted by rank', () => {
    expect(dataset.assets.length).toBeGreaterThanOrEqual(150);
    for (const asset of dataset.assets) {
      if (asset.id === 'kryll') continue;
      expect(asset.market.source, asset.id).not.toBe('table');
      expect(asset.facts.supply, asset.id).not.toBeNull();
    }
    expect(new Set(dataset.assets.map((asset) => asset.id)).size).toBe(dataset.assets.length);
    expect(dataset.assets.every((asset) => asset.symbol === asset.symbol.toUpperCase())).toBe(true);
    const order = dataset.assets.map((asset) => [asset.rank, asset.id] as const);
    const sorted = [...order].sort(([ra, ia], [rb, ib]) => ra - rb || (ia < ib ? -1 : ia > ib ? 1 : 0));
    expect(order).toEqual(sorted);
    expect(dataset.assets.slice(0, 2).map((asset) => asset.id)).toEqual(['bitcoin', 'ethereum']);
  });

  it('keys contract addresses by our chain ids only', () => {
    const known = new Set<string>(CHAINS.map((chain) => chain.id));
    for (const asset of dataset.assets) for (const chain of Object.keys(asset.addresses)) expect(known).toContain(chain);
    // Aave's metadata keys its contracts by CoinGecko platform ids (optimistic-ethereum, binance-smart-chain, energi…).
    const aave = dataset.assets.find((asset) => asset.id === 'aave');
    expect(Object.keys(aave?.addresses ?? {})).toEqual(['ethereum', 'polygon-pos', 'optimism', 'bsc', 'avalanche', 'fantom']);
  });

  it('points every image and logo at a file it wrote on our own origin', () => {
    const images = [
      ...dataset.assets.map((asset) => asset.image),
      ...dataset.chains.map((chain) => chain.logo),
      '/icons/tokens/_unknown.svg',
    ].filter((image): image is string => image !== null);
    expect(images.length).toBeGreaterThan(150);
    for (const image of images) {
      expect(image).toMatch(/^\/icons\/(tokens|chains)\/[a-z0-9_-]+\.svg$/);
      expect(existsSync(path.join(first.iconsDir, image.replace('/icons/', ''))), image).toBe(true);
    }
    expect(existsSync(path.join(first.iconsDir, 'wallets', 'metamask.svg'))).toBe(true);
  });

  it('lists every chain of CHAINS in order, with logos and short codes', () => {
    expect(dataset.chains.map((chain) => chain.id)).toEqual(CHAINS.map((chain) => chain.id));
    for (const chain of CHAINS) {
      const entry = dataset.chains.find((candidate) => candidate.id === chain.id);
      expect(entry).toMatchObject({
        name: chain.name,
        explorer: chain.explorer,
        evmChainId: chain.evmChainId,
        inSmartfolio: chain.inSmartfolio,
      });
      if (chain.iconId !== null || chain.id === 'cex') expect(entry?.logo).toBe(`/icons/chains/${chain.id}.svg`);
    }
    for (const [code, chainId] of Object.entries(CHAIN_SHORT_CODES)) {
      expect(dataset.chains.find((chain) => chain.id === chainId)?.shortCodes).toContain(code);
    }
  });

  it('records the provenance of the packaged sources and marks the market data synthetic', () => {
    for (const name of ['@web3icons/common', '@web3icons/core']) {
      expect(dataset.provenance.find((entry) => entry.package === name)).toMatchObject({ license: 'MIT' });
    }
    expect(dataset.marketData).toEqual({ synthetic: true, days: 365, generator: 'apps/api/src/demo/market-series.ts' });
    expect(dataset.generatedBy).toBe('scripts/data-build');
    expect(dataset.version).toMatch(/^[0-9a-f]{12}$/);
  });

  it('records the source and date of every fact, and each fact names a recorded source', () => {
    const table = dataset.provenance.find((entry) => entry.package === 'scripts/data-build/reference-prices.ts');
    expect(table?.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(table?.source).toContain('CoinGecko');
    const sources = new Set(dataset.assets.map((asset) => asset.market.source));
    expect([...sources].sort()).toEqual(['peg', 'snapshot', 'table']);
    const known = new Set(Object.keys(dataset.factSources));
    for (const source of Object.values(dataset.factSources)) {
      expect(source.url).toMatch(/^(https:\/\/github\.com\/|@[a-z0-9-]+\/[a-z0-9-]+@|https:\/\/)/);
      // A snapshot's day, or the exact version read (a repository commit, a package version).
      expect(source.asOf).toMatch(/^(\d{4}-\d{2}-\d{2}|commit [0-9a-f]{7,}|package version \S+)/);
      expect(source.license.length).toBeGreaterThan(0);
    }
    for (const { id, facts } of dataset.assets) {
      const named = [
        facts.supply?.source,
        facts.genesisDate?.source,
        facts.website?.source,
        facts.whitepaper?.source,
        facts.repository?.source,
        facts.country?.source,
        facts.developer?.source,
        ...Object.values(facts.decimals).map((d) => d.source),
      ].filter((key): key is string => key !== undefined);
      for (const key of named) expect(known.has(key), `${id}: ${key}`).toBe(true);
    }
  });

  it('never has a circulating supply above the maximum, and knows the well-known facts of the largest coins', () => {
    for (const { id, facts } of dataset.assets) {
      if (facts.supply?.max != null) expect(facts.supply.circulating, id).toBeLessThanOrEqual(facts.supply.max);
      if (facts.supply?.uncapped) expect(facts.supply.max, id).toBeNull();
    }
    const byId = new Map(dataset.assets.map((asset) => [asset.id, asset]));
    const btc = byId.get('bitcoin')!;
    expect(btc.facts.supply).toMatchObject({ max: 21_000_000, uncapped: false });
    expect(btc.facts.supply!.circulating).toBeGreaterThan(19_000_000);
    expect(btc.facts.supply!.circulating).toBeLessThan(21_000_000);
    expect(btc.facts.genesisDate?.value).toBe('2009-01-03');
    expect(btc.facts.website?.value).toMatch(/^https:\/\/bitcoin\.org/);
    expect(btc.facts.country).toBeNull();
    expect(btc.market.price).toBeGreaterThan(10_000);
    const eth = byId.get('ethereum')!;
    expect(eth.facts.supply).toMatchObject({ max: null, uncapped: true });
    expect(eth.facts.supply!.circulating).toBeGreaterThan(100_000_000);
    expect(eth.facts.genesisDate?.value).toBe('2015-07-30');
    expect(byId.get('dogecoin')?.facts.supply).toMatchObject({ max: null, uncapped: true });
    expect(byId.get('ripple')?.facts.supply?.max).toBe(100_000_000_000);
    expect(byId.get('binancecoin')?.facts.supply?.max).toBe(200_000_000);
  });

  it('anchors every asset on its recorded price: stablecoins at 1, KRL from the dated table, wrapped coins moving with their coin', () => {
    const byId = new Map(dataset.assets.map((asset) => [asset.id, asset]));
    // The metadata has no categories: any dollar-named symbol must be on the stablecoin list.
    for (const asset of dataset.assets.filter((candidate) => /USD/.test(candidate.symbol))) {
      expect(asset.market, asset.id).toMatchObject({ class: 'stable', price: 1 });
    }
    expect(byId.get('kryll')?.market).toMatchObject({ class: 'small', source: 'table', circulatingSupply: null });
    expect(byId.get('kryll')?.market.price).toBeGreaterThan(0.01);
    expect(byId.get('kryll')?.market.price).toBeLessThan(10);
    // A wrapped coin is priced like the coin (within 2%) and moves with it.
    const wbtc = byId.get('wrapped-bitcoin')!;
    expect(wbtc.market.follows).toBe('bitcoin');
    expect(Math.abs(wbtc.market.price / byId.get('bitcoin')!.market.price - 1)).toBeLessThan(0.02);
    for (const asset of dataset.assets.filter((candidate) => candidate.market.follows !== null)) {
      const base = byId.get(asset.market.follows ?? '');
      expect(asset.market, asset.id).toMatchObject({ class: base?.market.class, volatility: base?.market.volatility });
      // Anchored on the coin's day at the coin's price × its ratio: the two keep their real ratio every day.
      expect(asset.market.asOf, asset.id).toBe(base?.market.asOf);
      expect(asset.market.price / base!.market.price, asset.id).toBeCloseTo(FOLLOWERS[asset.id]!.ratio, 3);
    }
  });
});
