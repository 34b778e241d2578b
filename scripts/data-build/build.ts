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
import { buildChains } from './chains';
import { CEX_SVG, IconWriter, loadNetworkSvg, loadIconSvg, loadWalletSvg, UNKNOWN_TOKEN_SVG, WALLETS } from './icons';
import { assetMarkets, LARGE_CAP_RANKS } from './market-levels';
import { REFERENCE_PRICES, REFERENCE_PRICES_AS_OF, REFERENCE_PRICES_SOURCE } from './reference-prices';
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

async function writeAssets(icons: IconWriter): Promise<ReferenceAsset[]> {
  icons.write('tokens', '_unknown', UNKNOWN_TOKEN_SVG);
  const assets: ReferenceAsset[] = [];
  const selected = selectAssets(tokens);
  const markets = assetMarkets(selected);
  for (const token of selected) {
    const svg = await loadIconSvg(token.filePath, token.variants);
    const image = svg === null ? null : icons.write('tokens', token.id, svg);
    const market = markets.get(token.id);
    if (!market) throw new Error(`data:build: no market level for ${token.id}`);
    const { id, symbol, name, rank, addresses } = token;
    assets.push({ id, symbol, name, rank, addresses, image, market });
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
  const assets = await writeAssets(icons);
  const logos = await writeChainLogos(icons, assets);
  const wallets = await writeWallets(icons);
  const chains = buildChains((id) => logos.get(id) ?? null);
  const assetIcons = assets.filter((asset) => asset.image !== null).length;
  const root = readPackageJson(path.join(REPO_ROOT, 'package.json'));
  const bySource = (source: string) => assets.filter((asset) => asset.market.source === source).length;

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
        used: `scripts/data-build: synthetic daily market data (${MARKET_GENERATOR}, seeded per asset id), the exchange and unknown-token icons, and the rank of bitcoin (1; the metadata has none)`,
      },
      {
        package: 'scripts/data-build/reference-prices.ts',
        version: REFERENCE_PRICES_AS_OF,
        license: root.license ?? 'UNLICENSED',
        used:
          `Price levels the synthetic series move around: ${bySource('table')} assets from the dated table ` +
          `(${Object.keys(REFERENCE_PRICES).length} entries), ${bySource('peg')} pegged (dollar stablecoins at 1, wrapped and staked ` +
          `tokens at their base coin's price times a ratio), ${bySource('rank')} from the market cap of their rank over a supply ` +
          `drawn from their id; daily moves by class (stable, gold, large caps to rank ${LARGE_CAP_RANKS}, small caps)`,
        source: REFERENCE_PRICES_SOURCE,
        asOf: REFERENCE_PRICES_AS_OF,
      },
    ],
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
