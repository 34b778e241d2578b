// Builds the demo reference dataset (issue 2 §3): picks assets and chains, copies their icons to our origin,
// records provenance, validates against ReferenceDatasetSchema and writes it. Same packages in, same bytes out:
// nothing here reads the clock, the network or the environment.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAINS, ReferenceDatasetSchema, type ChainId, type ReferenceAsset, type ReferenceDataset } from '@k3/shared';
import { tokens } from '@web3icons/common/metadata/tokens';
import { PRODUCT_TOKEN, selectAssets } from './assets';
import { assetFacts, type Facts, loadFacts, usedSources } from './facts';
import { buildChains } from './chains';
import { CEX_SVG, IconWriter, loadNetworkSvg, loadIconSvg, loadWalletSvg, UNKNOWN_TOKEN_SVG, WALLETS } from './icons';
import { assetMarkets } from './market-levels';
import { REFERENCE_PRICES_AS_OF, REFERENCE_PRICES_SOURCE } from './reference-prices';
import { packageInfo, readPackageJson } from './sources';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Days of synthetic market history per asset (issue 2 §3 "365 days"). */
export const MARKET_DAYS = 365;
export const MARKET_GENERATOR = 'apps/api/src/demo/market-series.ts';

/** Chains without a web3icons network icon whose own coin's icon is their logo. */
const CHAIN_LOGO_FROM_TOKEN: Readonly<Partial<Record<ChainId, string>>> = { ethw: 'ethereum-pow-iou' };

export interface BuildOptions {
  /** Where reference.json goes (default apps/api/generated/reference.json). */
  referenceFile: string;
  /** The public icons folder (default apps/web/public/icons); its tokens, chains and wallets folders are rewritten. */
  iconsDir: string;
}

export interface BuildSummary {
  version: string;
  assets: number;
  assetIcons: number;
  chains: number;
  chainLogos: number;
  wallets: number;
}

export const DEFAULT_OPTIONS: BuildOptions = {
  referenceFile: path.join(REPO_ROOT, 'apps/api/generated/reference.json'),
  iconsDir: path.join(REPO_ROOT, 'apps/web/public/icons'),
};

/**
 * The product token's contracts: the real ones the token lists record (issue 24 §1 "on the chains where it really
 * exists"), never the Ethereum address copied to other chains.
 */
function productAddresses(facts: Facts): Record<string, string> {
  const order = new Map(CHAINS.map((chain, index) => [chain.id as string, index]));
  return Object.fromEntries(
    Object.entries(facts.productContracts)
      .filter(([chain]) => order.has(chain))
      .sort(([a], [b]) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
      .map(([chain, { address }]) => [chain, address]),
  );
}

async function writeAssets(icons: IconWriter, facts: Facts): Promise<ReferenceAsset[]> {
  icons.write('tokens', '_unknown', UNKNOWN_TOKEN_SVG);
  const assets: ReferenceAsset[] = [];
  const selected = selectAssets(tokens, (id) => facts.market.has(id));
  const markets = assetMarkets(selected, facts.market);
  for (const token of selected) {
    const svg = await loadIconSvg(token.filePath, token.variants);
    const image = svg === null ? null : icons.write('tokens', token.id, svg);
    const market = markets.get(token.id);
    if (!market) throw new Error(`data:build: no market level for ${token.id}`);
    const { id, symbol, name, rank } = token;
    const addresses = id === PRODUCT_TOKEN.id ? productAddresses(facts) : token.addresses;
    assets.push({ id, symbol, name, rank, addresses, image, market, facts: assetFacts(facts, id) });
  }
  return assets;
}

async function writeChainLogos(icons: IconWriter, assets: readonly ReferenceAsset[]): Promise<Map<ChainId, string>> {
  const logos = new Map<ChainId, string>();
  for (const chain of CHAINS) {
    const fromToken = CHAIN_LOGO_FROM_TOKEN[chain.id];
    const tokenImage = fromToken ? assets.find((asset) => asset.id === fromToken)?.image : undefined;
    const tokenSvg = tokenImage ? icons.written.get(tokenImage.replace('/icons/', '')) : undefined;
    const svg = chain.id === 'cex' ? CEX_SVG : chain.iconId ? await loadNetworkSvg(chain.iconId) : (tokenSvg ?? null);
    if (svg !== null) logos.set(chain.id, icons.write('chains', chain.id, svg));
  }
  return logos;
}

async function writeWallets(icons: IconWriter): Promise<number> {
  let count = 0;
  for (const [id, source] of Object.entries(WALLETS)) {
    const svg = await loadWalletSvg(source);
    if (svg === null) continue;
    icons.write('wallets', id, svg);
    count += 1;
  }
  return count;
}

/** Short content hash of the dataset and every icon, so the API reloads the data whenever any of it changes. */
function contentVersion(body: Omit<ReferenceDataset, 'version'>, icons: IconWriter): string {
  const hash = createHash('sha256').update(JSON.stringify(body));
  for (const [file, svg] of [...icons.written].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`\n${file}\n${svg}`);
  return hash.digest('hex').slice(0, 12);
}

export async function buildDataset(options: BuildOptions = DEFAULT_OPTIONS): Promise<BuildSummary> {
  const icons = new IconWriter(options.iconsDir);
  icons.reset();
  const facts = loadFacts();
  const assets = await writeAssets(icons, facts);
  const logos = await writeChainLogos(icons, assets);
  const wallets = await writeWallets(icons);
  const chains = buildChains((id) => logos.get(id) ?? null);
  const assetIcons = assets.filter((asset) => asset.image !== null).length;
  const root = readPackageJson(path.join(REPO_ROOT, 'package.json'));
  const bySource = (source: string) => assets.filter((asset) => asset.market.source === source).length;
  const withFact = (has: (asset: ReferenceAsset) => boolean) => assets.filter(has).length;

  const body: Omit<ReferenceDataset, 'version'> = {
    generatedBy: 'scripts/data-build',
    provenance: [
      {
        ...packageInfo('@web3icons/common'),
        used: `Token metadata (CoinGecko id, symbol, name, market-cap rank, contract addresses) of ${assets.length} assets`,
      },
      {
        ...packageInfo('@web3icons/core'),
        used: `SVG icons, branded variant preferred: ${assetIcons} tokens, ${[...logos.keys()].filter((id) => id !== 'cex').length} chains, ${wallets} wallets`,
      },
      {
        package: root.name ?? 'k3',
        version: root.version ?? '0.0.0',
        license: root.license ?? 'UNLICENSED',
        used: `scripts/data-build: synthetic daily market data (${MARKET_GENERATOR}, seeded per asset id, anchored on each asset's recorded price on its day), the exchange and unknown-token icons, and the rank of bitcoin (1; the metadata has none)`,
      },
      {
        package: 'scripts/data-build/facts',
        version: 'see factSources',
        license: 'per source (factSources)',
        used:
          `Real facts with their source per field (factSources): price and supplies of ${bySource('snapshot') + bySource('peg')} assets ` +
          `from recorded CoinGecko /coins/markets responses, websites of ${withFact((a) => a.facts.website !== null)}, ` +
          `whitepapers of ${withFact((a) => a.facts.whitepaper !== null)}, repositories of ${withFact((a) => a.facts.repository !== null)}, ` +
          `genesis dates of ${withFact((a) => a.facts.genesisDate !== null)} (the rest not published)`,
      },
      {
        package: 'scripts/data-build/reference-prices.ts',
        version: REFERENCE_PRICES_AS_OF,
        license: root.license ?? 'UNLICENSED',
        used: `The price level of ${bySource('table')} asset(s) no recorded snapshot covers (the product token), entered by hand; their supplies are not published`,
        source: REFERENCE_PRICES_SOURCE,
        asOf: REFERENCE_PRICES_AS_OF,
      },
    ],
    factSources: usedSources(
      facts,
      assets.map((asset) => asset.id),
    ),
    assets,
    chains,
    productToken: PRODUCT_TOKEN,
    marketData: { synthetic: true, days: MARKET_DAYS, generator: MARKET_GENERATOR },
  };
  const dataset: ReferenceDataset = { version: contentVersion(body, icons), ...body };
  ReferenceDatasetSchema.parse(dataset);
  for (const asset of assets) {
    if (asset.image !== null && !icons.written.has(asset.image.replace('/icons/', ''))) {
      throw new Error(`data:build: ${asset.id} points at ${asset.image}, which was not written`);
    }
  }

  mkdirSync(path.dirname(options.referenceFile), { recursive: true });
  writeFileSync(options.referenceFile, `${JSON.stringify(dataset, null, 2)}\n`);
  return { version: dataset.version, assets: assets.length, assetIcons, chains: chains.length, chainLogos: logos.size, wallets };
}
