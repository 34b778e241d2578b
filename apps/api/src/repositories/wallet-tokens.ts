// Tokens outside the catalogue (issue 31 §2; docs/live-mode.md "Every token a wallet holds"): what each wallet's reads
// found (wallet_tokens, written with the sync's holdings), the price by contract shared by every holder (token_prices,
// written by the token-prices job), and the reads of both the dashboard, the job and the next sync make.
import { and, desc, eq, gt, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { assets, tokenPrices, walletTokens } from '../db/schema';
import type { Balance, TokenFacts } from '../providers/balances/port';

/** The tokens outside the catalogue of one read (issue 31 §2): replaced, but on the chains that could not be read. */
export async function saveFoundTokens(
  tx: Pick<Database, 'delete' | 'insert'>,
  portfolioId: string,
  balances: readonly Balance[],
  keep: readonly string[],
): Promise<void> {
  await tx
    .delete(walletTokens)
    .where(and(eq(walletTokens.portfolioId, portfolioId), keep.length ? notInArray(walletTokens.chain, [...keep]) : undefined));
  const found = new Map<string, typeof walletTokens.$inferInsert>();
  for (const balance of balances) {
    const token = balance.token;
    if (!token || !(Number(balance.amount) > 0)) continue;
    const key = `${balance.chain}:${token.address}`;
    if (found.has(key)) continue;
    found.set(key, {
      portfolioId,
      chain: balance.chain,
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      amount: balance.amount,
      listed: token.listed,
      explorerPrice: token.explorerPrice,
      explorerScam: token.explorerScam,
    });
  }
  const rows = [...found.values()];
  for (let start = 0; start < rows.length; start += 500) {
    await tx
      .insert(walletTokens)
      .values(rows.slice(start, start + 500))
      .onConflictDoUpdate({
        target: [walletTokens.portfolioId, walletTokens.chain, walletTokens.address],
        set: {
          symbol: sql`excluded.symbol`,
          name: sql`excluded.name`,
          decimals: sql`excluded.decimals`,
          amount: sql`excluded.amount`,
          listed: sql`excluded.listed`,
          explorerPrice: sql`excluded.explorer_price`,
          explorerScam: sql`excluded.explorer_scam`,
        },
      });
  }
}

/** The key token_prices uses for a token: EVM contracts lower-case, Solana mints as written. */
export const tokenPriceKey = (chain: string, address: string): string => (chain === 'solana' ? address : address.toLowerCase());

export interface FoundTokenRow {
  chain: string;
  address: string;
  symbol: string | null;
  name: string | null;
  amount: string;
  listed: boolean;
  explorerPrice: string | null;
  explorerScam: boolean;
  usd: string | null;
  checkedAt: Date | null;
}

/** The key token_prices holds a wallet token's price under (tokenPriceKey, in SQL). */
const priceKeyOf = sql<string>`case when ${walletTokens.chain} = 'solana' then ${walletTokens.address} else lower(${walletTokens.address}) end`;

/** Wallet tokens with their shared price by contract when checked. */
function selectFoundTokens(db: Database, where: SQL) {
  return db
    .select({
      chain: walletTokens.chain,
      address: walletTokens.address,
      symbol: walletTokens.symbol,
      name: walletTokens.name,
      amount: walletTokens.amount,
      listed: walletTokens.listed,
      explorerPrice: walletTokens.explorerPrice,
      explorerScam: walletTokens.explorerScam,
      usd: tokenPrices.usd,
      checkedAt: tokenPrices.checkedAt,
    })
    .from(walletTokens)
    .leftJoin(tokenPrices, and(eq(tokenPrices.chain, walletTokens.chain), eq(tokenPrices.address, priceKeyOf)))
    .where(where);
}

/** The tokens outside the catalogue the portfolios hold, each with its shared price by contract when checked. */
export function foundTokensOf(db: Database, portfolioIds: readonly string[]): Promise<FoundTokenRow[]> {
  if (portfolioIds.length === 0) return Promise.resolve([]);
  return selectFoundTokens(db, inArray(walletTokens.portfolioId, [...portfolioIds]));
}

/** Every wallet token some user holds a positive amount of, one row per wallet (the X-Ray watch's tokens outside the catalogue). */
export function heldFoundTokens(db: Database): Promise<FoundTokenRow[]> {
  return selectFoundTokens(db, gt(walletTokens.amount, '0'));
}

/** The symbols of the catalogue's assets, upper-case (what a copied symbol is checked against). */
export async function catalogueSymbols(db: Database): Promise<Set<string>> {
  const rows = await db.select({ symbol: assets.symbol }).from(assets);
  return new Set(rows.map((row) => row.symbol.trim().toUpperCase()));
}

/**
 * Held tokens outside the catalogue whose price by contract was never checked or was checked before `before`: never
 * checked first, then the listed ones, then the others; the explorer's scams never. At most `limit` rows, one per
 * token (several wallets may hold one), with what the spam rules read.
 */
export async function tokensToPrice(
  db: Database,
  before: Date,
  limit: number,
): Promise<{ chain: string; address: string; symbol: string | null; name: string | null; listed: boolean }[]> {
  const key = priceKeyOf;
  const rows = await db
    .select({
      chain: walletTokens.chain,
      address: key,
      symbol: walletTokens.symbol,
      name: walletTokens.name,
      listed: walletTokens.listed,
    })
    .from(walletTokens)
    .leftJoin(tokenPrices, and(eq(tokenPrices.chain, walletTokens.chain), eq(tokenPrices.address, key)))
    .where(
      and(
        eq(walletTokens.explorerScam, false),
        sql`(${tokenPrices.checkedAt} is null or ${tokenPrices.checkedAt} < ${before.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(sql`${tokenPrices.checkedAt} asc nulls first`, desc(walletTokens.listed), walletTokens.chain, key)
    .limit(limit);
  const seen = new Set<string>();
  return rows.filter((row) => {
    const id = `${row.chain}:${row.address}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * One token's price check at `checkedAt`: its USD price, null when CoinGecko has none, undefined when the call failed
 * (the earlier price stays; the token waits its turn again rather than blocking the queue).
 */
export async function saveTokenPrice(
  db: Database,
  row: { chain: string; address: string; usd: string | null | undefined; pricedAt: Date | null; checkedAt: Date },
): Promise<void> {
  const address = tokenPriceKey(row.chain, row.address);
  const answered = row.usd !== undefined;
  await db
    .insert(tokenPrices)
    .values({ chain: row.chain, address, usd: row.usd ?? null, pricedAt: row.pricedAt, checkedAt: row.checkedAt })
    .onConflictDoUpdate({
      target: [tokenPrices.chain, tokenPrices.address],
      set: answered ? { usd: row.usd ?? null, pricedAt: row.pricedAt, checkedAt: row.checkedAt } : { checkedAt: row.checkedAt },
    });
}

/** The tokens outside the catalogue a wallet's last reads found, as the next read takes them (read again whatever the explorer says). */
export async function knownTokensOf(db: Database, portfolioId: string): Promise<(TokenFacts & { chain: string })[]> {
  const rows = await db.select().from(walletTokens).where(eq(walletTokens.portfolioId, portfolioId));
  return rows.map((row) => ({
    chain: row.chain,
    address: row.address,
    symbol: row.symbol,
    name: row.name,
    decimals: row.decimals,
    listed: row.listed,
    explorerPrice: row.explorerPrice,
    explorerScam: row.explorerScam,
  }));
}
