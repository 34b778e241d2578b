// Data access for portfolios and their holdings (issue 4 §2-3, docs/portfolio.md). One wallet address per user is a
// unique index, and so is one counting portfolio per wallet address or exchange key across all users (issue 22 §2);
// a sync replaces a portfolio's holdings in one transaction, so readers see the old set or the new one.
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { assets, holdings, portfolioDays, portfolios } from '../db/schema';
import type { Balance } from '../providers/balances/port';
import { isUniqueViolation } from './users';
import { saveFoundTokens } from './wallet-tokens';

export type PortfolioRow = typeof portfolios.$inferSelect;
export type NewPortfolio = typeof portfolios.$inferInsert;

export function listPortfolios(db: Database, userId: string): Promise<PortfolioRow[]> {
  return db
    .select()
    .from(portfolios)
    .where(eq(portfolios.userId, userId))
    .orderBy(desc(portfolios.isPrimary), asc(portfolios.createdAt), asc(portfolios.id));
}

export async function findPortfolio(db: Database, userId: string, id: string): Promise<PortfolioRow | undefined> {
  const [row] = await db
    .select()
    .from(portfolios)
    .where(and(eq(portfolios.userId, userId), eq(portfolios.id, id)));
  return row;
}

/**
 * Inserts a portfolio; `undefined` when a unique index refuses it (race-free): the user already has this wallet, or
 * the row would count a wallet or exchange key another portfolio already counts.
 */
export async function insertPortfolio(db: Database, row: NewPortfolio): Promise<PortfolioRow | undefined> {
  const [inserted] = await db.insert(portfolios).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Deletes one of the user's portfolios unless it is the sign-in wallet; the number deleted (0 or 1). */
export async function deletePortfolio(db: Database, userId: string, where: { id: string } | { addressLower: string }) {
  const match = 'id' in where ? eq(portfolios.id, where.id) : eq(portfolios.addressLower, where.addressLower);
  const deleted = await db
    .delete(portfolios)
    .where(and(eq(portfolios.userId, userId), match, eq(portfolios.isPrimary, false)))
    .returning({ id: portfolios.id });
  return deleted.length;
}

/**
 * Replaces the holdings found by a successful sync and records the day's value snapshot: `valueOf` values the
 * holdings kept, and null (a holding without any price) removes the day's snapshot rather than keep a partial one.
 */
export async function saveSync(
  db: Database,
  portfolioId: string,
  result: {
    balances: Balance[];
    /** Chains that could not be read this time: their holdings and tokens stay as the last good read left them. */
    keepChains?: readonly string[] | undefined;
    demo: boolean;
    at: Date;
    day: string;
    valueOf: (kept: readonly { assetId: string; amount: string }[]) => string | null;
  },
): Promise<void> {
  const keep = [...(result.keepChains ?? [])];
  await db.transaction(async (tx) => {
    await tx
      .delete(holdings)
      .where(and(eq(holdings.portfolioId, portfolioId), keep.length ? notInArray(holdings.chain, keep) : undefined));
    const known = result.balances.length
      ? new Set(
          (
            await tx
              .select({ id: assets.id })
              .from(assets)
              .where(
                inArray(
                  assets.id,
                  result.balances.map((balance) => balance.assetId),
                ),
              )
          ).map((row) => row.id),
        )
      : new Set<string>();
    // One row per chain and asset, the first read winning (as the primary key would keep it).
    const kept = new Map<string, typeof holdings.$inferInsert>();
    for (const balance of result.balances) {
      const key = `${balance.chain}:${balance.assetId}`;
      if (known.has(balance.assetId) && Number(balance.amount) > 0 && !kept.has(key))
        kept.set(key, { portfolioId, chain: balance.chain, assetId: balance.assetId, amount: balance.amount });
    }
    const rows = [...kept.values()];
    if (rows.length) await tx.insert(holdings).values(rows).onConflictDoNothing();
    await saveFoundTokens(tx, portfolioId, result.balances, keep);
    await tx
      .update(portfolios)
      .set({ syncedAt: result.at, syncError: null, syncFailedAt: null, demo: result.demo })
      .where(eq(portfolios.id, portfolioId));
    const value = result.valueOf(
      keep.length
        ? await tx
            .select({ assetId: holdings.assetId, amount: holdings.amount })
            .from(holdings)
            .where(eq(holdings.portfolioId, portfolioId))
        : rows,
    );
    if (value === null)
      await tx.delete(portfolioDays).where(and(eq(portfolioDays.portfolioId, portfolioId), eq(portfolioDays.day, result.day)));
    else
      await tx
        .insert(portfolioDays)
        .values({ portfolioId, day: result.day, value })
        .onConflictDoUpdate({ target: [portfolioDays.portfolioId, portfolioDays.day], set: { value } });
  });
}

export async function markSyncFailed(db: Database, portfolioId: string, error: string, at: Date): Promise<void> {
  await db.update(portfolios).set({ syncError: error, syncFailedAt: at }).where(eq(portfolios.id, portfolioId));
}

export interface HoldingRow {
  portfolioId: string;
  chain: string;
  assetId: string;
  amount: string;
  symbol: string;
  name: string;
  rank: number;
  image: string | null;
}

/** The holdings of the given portfolios with their asset's fields. */
export function holdingsOf(db: Database, portfolioIds: readonly string[]): Promise<HoldingRow[]> {
  if (portfolioIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      portfolioId: holdings.portfolioId,
      chain: holdings.chain,
      assetId: holdings.assetId,
      amount: holdings.amount,
      symbol: assets.symbol,
      name: assets.name,
      rank: assets.rank,
      image: assets.image,
    })
    .from(holdings)
    .innerJoin(assets, eq(assets.id, holdings.assetId))
    .where(inArray(holdings.portfolioId, [...portfolioIds]));
}

/** The stored daily values of the portfolios between two days: portfolioId → day → value. */
export async function snapshotsBetween(
  db: Database,
  portfolioIds: readonly string[],
  fromDay: string,
  toDay: string,
): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  if (portfolioIds.length === 0) return out;
  const rows = await db
    .select()
    .from(portfolioDays)
    .where(
      and(
        inArray(portfolioDays.portfolioId, [...portfolioIds]),
        sql`${portfolioDays.day} >= ${fromDay}`,
        lte(portfolioDays.day, toDay),
      ),
    );
  for (const row of rows) {
    let days = out.get(row.portfolioId);
    if (!days) out.set(row.portfolioId, (days = new Map<string, number>()));
    days.set(row.day, Number(row.value));
  }
  return out;
}

/** Every asset some portfolio holds (the live price refresh's list). */
export async function heldAssetIds(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ assetId: holdings.assetId }).from(holdings);
  return rows.map((row) => row.assetId);
}

/** Portfolios whose last read (success or failure) is older than `before`, oldest first, at most `limit`. */
export function portfoliosDue(db: Database, before: Date, limit: number): Promise<PortfolioRow[]> {
  const lastRead = sql`greatest(coalesce(${portfolios.syncedAt}, 'epoch'::timestamptz), coalesce(${portfolios.syncFailedAt}, 'epoch'::timestamptz))`;
  return db
    .select()
    .from(portfolios)
    .where(sql`${lastRead} < ${before.toISOString()}::timestamptz`)
    .orderBy(lastRead)
    .limit(limit);
}

/**
 * Records the ownership proof of one of the user's wallets; the row, or undefined when there is no such wallet. Throws
 * a unique violation when another account's portfolio counts the same address.
 */
export async function markWalletVerified(
  db: Database,
  userId: string,
  portfolioId: string,
  at: Date,
): Promise<PortfolioRow | undefined> {
  const [row] = await db
    .update(portfolios)
    .set({ verifiedAt: at })
    .where(and(eq(portfolios.userId, userId), eq(portfolios.id, portfolioId), eq(portfolios.kind, 'wallet')))
    .returning();
  return row;
}

/** The portfolio, of any user, that counts this wallet address or exchange key toward its plan (at most one). */
export async function countingHolder(
  db: Database,
  key: { addressLower: string } | { keyFingerprint: string },
): Promise<Pick<PortfolioRow, 'id' | 'userId'> | undefined> {
  const match =
    'addressLower' in key
      ? and(eq(portfolios.kind, 'wallet'), eq(portfolios.addressLower, key.addressLower))
      : and(eq(portfolios.kind, 'exchange'), eq(portfolios.keyFingerprint, key.keyFingerprint));
  const [row] = await db
    .select({ id: portfolios.id, userId: portfolios.userId })
    .from(portfolios)
    .where(and(match, isNotNull(portfolios.verifiedAt)))
    .limit(1);
  return row;
}

/** Exchange accounts added before fingerprints (migration 0013 left key_fingerprint null), earliest added first. */
export function unfingerprintedExchanges(db: Database): Promise<PortfolioRow[]> {
  return db
    .select()
    .from(portfolios)
    .where(and(eq(portfolios.kind, 'exchange'), isNull(portfolios.keyFingerprint)))
    .orderBy(asc(portfolios.createdAt), asc(portfolios.id));
}

/**
 * Records the key fingerprint of an exchange account that has none (added before fingerprints). Of two counting
 * portfolios with one key, the one added first (created_at, then id) keeps counting and the later one becomes
 * watch-only (verified_at null), whichever of them is fingerprinted first. Idempotent (a row already fingerprinted is
 * left alone) and safe across processes: both rows are locked, and when a parallel claim wins the unique index the
 * decision is taken again against it. Returns the users whose counted portfolios changed (their tiers may differ).
 */
export async function claimKeyFingerprint(db: Database, id: string, fingerprint: string): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [self] = await tx
          .select()
          .from(portfolios)
          .where(and(eq(portfolios.id, id), isNull(portfolios.keyFingerprint)))
          .for('update');
        if (!self) return [];
        if (self.verifiedAt === null) {
          await tx.update(portfolios).set({ keyFingerprint: fingerprint }).where(eq(portfolios.id, id));
          return [];
        }
        const [holder] = await tx
          .select({ id: portfolios.id, userId: portfolios.userId, createdAt: portfolios.createdAt })
          .from(portfolios)
          .where(
            and(eq(portfolios.kind, 'exchange'), eq(portfolios.keyFingerprint, fingerprint), isNotNull(portfolios.verifiedAt)),
          )
          .for('update');
        if (!holder) {
          await tx.update(portfolios).set({ keyFingerprint: fingerprint }).where(eq(portfolios.id, id));
          return [];
        }
        const selfFirst =
          self.createdAt.getTime() < holder.createdAt.getTime() ||
          (self.createdAt.getTime() === holder.createdAt.getTime() && self.id < holder.id);
        if (!selfFirst) {
          await tx.update(portfolios).set({ keyFingerprint: fingerprint, verifiedAt: null }).where(eq(portfolios.id, id));
          return [self.userId];
        }
        await tx.update(portfolios).set({ verifiedAt: null }).where(eq(portfolios.id, holder.id));
        await tx.update(portfolios).set({ keyFingerprint: fingerprint }).where(eq(portfolios.id, id));
        return [self.userId, holder.userId];
      });
    } catch (error) {
      // A parallel claim of the same key committed between our read and our write: decide again against it.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}
