// Which assets the transactions adapters know (issue 29 §1; docs/transactions-sources.md "Known assets"): the reference
// assets, exactly as the balances adapters read them (providers/balances/index.ts): an ERC-20 by its contract address
// on a chain, an SPL token by its mint, an exchange currency by its ticker (best rank wins). Anything else is skipped.
import type { Database } from '../../db/client';
import { assets } from '../../db/schema';

export interface CatalogueAsset {
  id: string;
  symbol: string;
  rank: number;
  /** Contract address per chain id (`solana` holds the mint). */
  addresses: Readonly<Record<string, string>>;
}

export interface AssetCatalogue {
  /** The asset of an ERC-20 contract on a chain (address in any case). */
  evmToken(chain: string, address: string): string | undefined;
  /** Every known ERC-20 of a chain, addresses lower-case. */
  evmTokens(chain: string): readonly { assetId: string; address: string }[];
  mint(mint: string): string | undefined;
  /** The asset of an exchange ticker (upper-case). */
  ticker(ticker: string): string | undefined;
}

/** Lazily loaded or fixed: adapters ask for it on each read. */
export type CatalogueSource = () => AssetCatalogue | Promise<AssetCatalogue>;

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function buildCatalogue(rows: readonly CatalogueAsset[]): AssetCatalogue {
  const tokens = new Map<string, Map<string, string>>();
  const mints = new Map<string, string>();
  const tickers = new Map<string, { id: string; rank: number }>();
  for (const row of rows) {
    const ticker = row.symbol.toUpperCase();
    const known = tickers.get(ticker);
    if (!known || row.rank < known.rank) tickers.set(ticker, { id: row.id, rank: row.rank });
    for (const [chain, address] of Object.entries(row.addresses)) {
      if (chain === 'solana') mints.set(address, row.id);
      else if (EVM_ADDRESS.test(address)) {
        const byAddress = tokens.get(chain) ?? new Map<string, string>();
        byAddress.set(address.toLowerCase(), row.id);
        tokens.set(chain, byAddress);
      }
    }
  }
  return {
    evmToken: (chain, address) => tokens.get(chain)?.get(address.toLowerCase()),
    evmTokens: (chain) =>
      [...(tokens.get(chain) ?? new Map<string, string>())].map(([address, assetId]) => ({ assetId, address })),
    mint: (mint) => mints.get(mint),
    ticker: (ticker) => tickers.get(ticker.toUpperCase())?.id,
  };
}

export async function loadCatalogue(db: Database): Promise<AssetCatalogue> {
  const rows = await db
    .select({ id: assets.id, symbol: assets.symbol, rank: assets.rank, addresses: assets.addresses })
    .from(assets);
  return buildCatalogue(rows);
}
