// The X-Ray watch's storage (issue 30 §4; docs/xray-watch.md): which catalogue assets users hold, the claim that lets
// one process check a token per period, each check's state with the changes it found, and the holders' notifications
// (created in the same transaction as the change, so a change is never stored without them).
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { assets, holdings, notifications, portfolios, walletTokens, xrayTokens, xrayWatch, xrayWatchChanges } from '../db/schema';
import { parseTokenId } from '../services/xray/tokens';

/** Catalogue assets some user holds a positive amount of. */
export async function heldAssetIds(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ assetId: holdings.assetId })
    .from(holdings)
    .where(gt(holdings.amount, '0'))
    .orderBy(asc(holdings.assetId));
  return rows.map((r) => r.assetId);
}

/** The users holding a positive amount of the asset, or of the token `<chain>:<address>` outside the catalogue. */
export async function holdersOf(db: Database, assetId: string): Promise<string[]> {
  const token = parseTokenId(assetId);
  if (token) {
    const rows = await db
      .selectDistinct({ userId: portfolios.userId })
      .from(walletTokens)
      .innerJoin(portfolios, eq(portfolios.id, walletTokens.portfolioId))
      .where(and(eq(walletTokens.chain, token.chain), eq(walletTokens.address, token.address), gt(walletTokens.amount, '0')));
    return rows.map((r) => r.userId);
  }
  const rows = await db
    .selectDistinct({ userId: portfolios.userId })
    .from(holdings)
    .innerJoin(portfolios, eq(portfolios.id, holdings.portfolioId))
    .where(and(eq(holdings.assetId, assetId), gt(holdings.amount, '0')));
  return rows.map((r) => r.userId);
}

/**
 * Claims up to `limit` of `ids` due for a check (never checked, or checked at least `periodMs` ago) that no other
 * process holds, until `until`; oldest check first. Returns each with its last state.
 */
export async function claimDue(
  db: Database,
  ids: readonly string[],
  now: Date,
  periodMs: number,
  until: Date,
  limit: number,
): Promise<{ assetId: string; state: Record<string, unknown> | null }[]> {
  if (ids.length === 0) return [];
  await db
    .insert(xrayWatch)
    .values(ids.map((assetId) => ({ assetId })))
    .onConflictDoNothing();
  const due = and(
    inArray(xrayWatch.assetId, [...ids]),
    or(isNull(xrayWatch.checkedAt), lte(xrayWatch.checkedAt, new Date(now.getTime() - periodMs))),
    or(isNull(xrayWatch.claimedUntil), lte(xrayWatch.claimedUntil, now)),
  );
  // The row lock of the UPDATE decides between processes: the claim is re-checked on the locked row.
  const picked = db
    .select({ assetId: xrayWatch.assetId })
    .from(xrayWatch)
    .where(due)
    .orderBy(sql`${xrayWatch.checkedAt} asc nulls first`, asc(xrayWatch.assetId))
    .limit(limit);
  return db
    .update(xrayWatch)
    .set({ claimedUntil: until })
    .where(and(inArray(xrayWatch.assetId, picked), due))
    .returning({ assetId: xrayWatch.assetId, state: xrayWatch.state });
}

export async function releaseClaim(db: Database, assetId: string): Promise<void> {
  await db.update(xrayWatch).set({ claimedUntil: null }).where(eq(xrayWatch.assetId, assetId));
}

export interface ChangeRow {
  code: string;
  severity: string;
  chain: string | null;
  before: string | null;
  after: string | null;
  detail: Record<string, unknown>;
}

/**
 * Stores a check made under the claim `claimedUntil`: the new state, the changes found and one notification per holder
 * and change, in one transaction. Returns each change's id with the users notified, or null when the claim was no
 * longer this run's (it ran out and another worker claimed the token): nothing is stored then.
 */
export async function saveCheck(
  db: Database,
  assetId: string,
  claimedUntil: Date,
  state: Record<string, unknown>,
  changes: readonly ChangeRow[],
  now: Date,
): Promise<{ changeId: string; users: string[] }[] | null> {
  return db.transaction(async (tx) => {
    const held = await tx
      .update(xrayWatch)
      .set({ state, checkedAt: now, claimedUntil: null })
      .where(and(eq(xrayWatch.assetId, assetId), eq(xrayWatch.claimedUntil, claimedUntil)))
      .returning({ assetId: xrayWatch.assetId });
    if (held.length === 0) return null;
    if (changes.length === 0) return [];
    const users = await holdersOf(tx, assetId);
    const stored = await tx
      .insert(xrayWatchChanges)
      .values(changes.map((c) => ({ ...c, assetId, detectedAt: now })))
      .returning({ id: xrayWatchChanges.id });
    if (users.length)
      await tx
        .insert(notifications)
        .values(stored.flatMap(({ id }) => users.map((userId) => ({ userId, changeId: id, createdAt: now }))))
        .onConflictDoNothing();
    return stored.map(({ id }) => ({ changeId: id, users }));
  });
}

export interface NotificationRow extends ChangeRow {
  id: string;
  createdAt: Date;
  readAt: Date | null;
  assetId: string;
  symbol: string | null;
  name: string | null;
}

/** A wallet token's symbol or name as a wallet's read found it, for the change's `<chain>:<address>` (a subquery). */
const walletText = (column: 'symbol' | 'name') =>
  sql`select ${sql.identifier(column)} from ${walletTokens} where ${walletTokens.chain} = split_part(${xrayWatchChanges.assetId}, ':', 1) and ${walletTokens.address} = split_part(${xrayWatchChanges.assetId}, ':', 2) and ${sql.identifier(column)} is not null limit 1`;

/** The user's notifications, newest first. */
export async function notificationsOf(db: Database, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .select({
      id: notifications.id,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      assetId: xrayWatchChanges.assetId,
      // A token outside the catalogue: the name its audit read, else the one a wallet's read found.
      symbol: sql<string | null>`coalesce(${assets.symbol}, ${xrayTokens.symbol}, (${walletText('symbol')}))`,
      name: sql<string | null>`coalesce(${assets.name}, ${xrayTokens.name}, (${walletText('name')}))`,
      code: xrayWatchChanges.code,
      severity: xrayWatchChanges.severity,
      chain: xrayWatchChanges.chain,
      before: xrayWatchChanges.before,
      after: xrayWatchChanges.after,
      detail: xrayWatchChanges.detail,
    })
    .from(notifications)
    .innerJoin(xrayWatchChanges, eq(xrayWatchChanges.id, notifications.changeId))
    .leftJoin(assets, eq(assets.id, xrayWatchChanges.assetId))
    .leftJoin(xrayTokens, eq(xrayTokens.id, xrayWatchChanges.assetId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's notifications read (the given ones, or all); another user's ids are left alone. */
export async function markRead(db: Database, userId: string, ids: readonly string[] | undefined, now: Date): Promise<void> {
  if (ids?.length === 0) return;
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(ids ? and(mine, inArray(notifications.id, [...ids])) : mine);
}
