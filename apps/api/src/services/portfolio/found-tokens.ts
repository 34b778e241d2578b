// The dashboard's tokens outside the catalogue (issue 31 §2; docs/live-mode.md "Every token"): one line per chain and
// contract over the wallets holding it, amounts added exactly, priced by contract (CoinGecko's price by contract
// address, else the explorer's rate) or unpriced, and the spam rules each meets. They stay out of the total and the
// chart: K3 has no price history for them, and a total that moved with a spam token's quote would mislead.
import type { FoundToken, SpamRule } from '@k3/shared';
import type { Database } from '../../db/client';
import { catalogueSymbols, foundTokensOf, type FoundTokenRow } from '../../repositories/wallet-tokens';
import { addDecimals, multiplyDecimals } from './decimal';
import { spamRules } from './spam';

function priceOf(row: FoundTokenRow): Pick<FoundToken, 'price' | 'priceSource' | 'priceAt'> {
  if (row.usd !== null)
    return { price: Number(row.usd), priceSource: 'coingecko', priceAt: row.checkedAt?.toISOString() ?? null };
  if (row.explorerPrice !== null) return { price: Number(row.explorerPrice), priceSource: 'explorer', priceAt: null };
  return { price: null, priceSource: null, priceAt: null };
}

/** The spam rules a wallet token meets (a price by its contract from CoinGecko clears all but the explorer's flag). */
export function foundTokenSpam(
  row: Pick<FoundTokenRow, 'symbol' | 'name' | 'listed' | 'explorerScam' | 'usd'>,
  catalogueSymbols: ReadonlySet<string>,
): SpamRule[] {
  return spamRules({ ...row, pricedByCoinGecko: row.usd !== null }, (symbol) => catalogueSymbols.has(symbol));
}

export async function foundTokenLines(db: Database, portfolioIds: readonly string[]): Promise<FoundToken[]> {
  const rows = await foundTokensOf(db, portfolioIds);
  if (rows.length === 0) return [];
  const symbols = await catalogueSymbols(db);
  const lines = new Map<string, FoundTokenRow>();
  for (const row of rows) {
    const key = `${row.chain}:${row.address}`;
    const line = lines.get(key);
    // One token, several wallets: amounts added; listed or flagged by any of their reads.
    lines.set(
      key,
      line
        ? {
            ...line,
            amount: addDecimals(line.amount, row.amount),
            listed: line.listed || row.listed,
            explorerScam: line.explorerScam || row.explorerScam,
          }
        : row,
    );
  }
  return [...lines.values()]
    .map((row): FoundToken => {
      const priced = priceOf(row);
      return {
        chain: row.chain,
        address: row.address,
        symbol: row.symbol,
        name: row.name,
        amount: row.amount,
        ...priced,
        value: priced.price === null ? null : Number(multiplyDecimals(row.amount, String(row.usd ?? row.explorerPrice))),
        listed: row.listed,
        spam: foundTokenSpam(row, symbols),
      };
    })
    .sort(
      (a, b) =>
        Number(a.spam.length > 0) - Number(b.spam.length > 0) ||
        (b.value ?? -1) - (a.value ?? -1) ||
        (a.symbol ?? '\uffff').localeCompare(b.symbol ?? '\uffff') ||
        a.address.localeCompare(b.address),
    );
}
