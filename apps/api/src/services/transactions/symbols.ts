// Exchange symbols to K3's reference assets (issue 29 §1; docs/pnl.md "Assets"): an exchange export names assets by
// ticker ("BTC", "SOL"); K3 values and audits them by reference asset id ("bitcoin", "solana"). A ticker names the
// reference asset of that symbol with the best market-cap rank (several tokens share tickers; the largest is the one
// an exchange lists). USD stays "USD" (money, not a holding); a ticker K3 does not know is kept as written.
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assets } from '../../db/schema';

export type SymbolResolver = (symbol: string) => string;

export interface AssetNames {
  resolve: SymbolResolver;
  known: (id: string) => boolean;
  /** The reference asset's ticker, upper-case, for display; the id itself when unknown. */
  symbolOf: (id: string) => string;
}

export function assetNames(rows: readonly { id: string; symbol: string }[]): AssetNames {
  const bySymbol = new Map<string, string>();
  const symbols = new Map<string, string>();
  // Rows come best rank first: the first asset of a symbol keeps it.
  for (const row of rows) {
    const symbol = row.symbol.toUpperCase();
    if (!bySymbol.has(symbol)) bySymbol.set(symbol, row.id);
    symbols.set(row.id, symbol);
  }
  return {
    resolve: (symbol) => {
      const upper = symbol.toUpperCase();
      return upper === 'USD' ? 'USD' : (bySymbol.get(upper) ?? upper);
    },
    known: (id) => symbols.has(id),
    symbolOf: (id) => symbols.get(id) ?? id,
  };
}

export async function loadAssetNames(db: Database): Promise<AssetNames> {
  const rows = await db.select({ id: assets.id, symbol: assets.symbol }).from(assets).orderBy(asc(assets.rank));
  return assetNames(rows);
}
