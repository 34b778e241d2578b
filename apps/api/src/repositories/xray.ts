// X-Ray storage (issue 11): project profiles, audits by project and day (the latest of a day replaces the earlier
// ones: history is one point a day), and each user's favorites.
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { TradeSnapshot } from '../services/xray/trade/findings';
import { xrayAudits, xrayFavorites, xrayProfiles } from '../db/schema';

export type XrayAuditRow = typeof xrayAudits.$inferSelect;
export type XrayProfileRow = typeof xrayProfiles.$inferSelect;

export async function saveProfile(db: Database, row: typeof xrayProfiles.$inferInsert): Promise<void> {
  await db
    .insert(xrayProfiles)
    .values(row)
    .onConflictDoUpdate({
      target: xrayProfiles.assetId,
      set: { source: row.source, categories: row.categories, profile: row.profile, fetchedAt: row.fetchedAt },
    });
}

export async function profilesOf(db: Database, assetIds?: readonly string[]): Promise<XrayProfileRow[]> {
  const query = db.select().from(xrayProfiles);
  return assetIds ? query.where(inArray(xrayProfiles.assetId, [...assetIds])) : query;
}

export async function saveAudit(db: Database, row: typeof xrayAudits.$inferInsert): Promise<void> {
  await db
    .insert(xrayAudits)
    .values(row)
    .onConflictDoUpdate({
      target: [xrayAudits.assetId, xrayAudits.day],
      set: {
        auditedAt: row.auditedAt,
        score: row.score,
        alertCount: row.alertCount,
        tags: row.tags,
        demo: row.demo,
        result: row.result,
        inputsAsOf: row.inputsAsOf,
      },
      // Two workers auditing the same day: the later audit wins, an older one never overwrites it.
      setWhere: sql`${xrayAudits.auditedAt} <= excluded.audited_at`,
    });
}

/** The latest audit of each project (or of the given ones), without the stored result. */
export async function latestAuditSummaries(
  db: Database,
  assetIds?: readonly string[],
): Promise<
  Map<
    string,
    Pick<XrayAuditRow, 'assetId' | 'day' | 'auditedAt' | 'score' | 'alertCount' | 'tags' | 'demo'> & {
      confidence: string | null;
    }
  >
> {
  const rows = await db
    .selectDistinctOn([xrayAudits.assetId], {
      assetId: xrayAudits.assetId,
      day: xrayAudits.day,
      auditedAt: xrayAudits.auditedAt,
      score: xrayAudits.score,
      alertCount: xrayAudits.alertCount,
      tags: xrayAudits.tags,
      demo: xrayAudits.demo,
      // The score's confidence level (issue 25 §1), read from the stored result; null on audits stored before it.
      confidence: sql<string | null>`${xrayAudits.result} -> 'confidence' ->> 'level'`,
    })
    .from(xrayAudits)
    .where(assetIds ? inArray(xrayAudits.assetId, [...assetIds]) : undefined)
    .orderBy(xrayAudits.assetId, desc(xrayAudits.day));
  return new Map(rows.map((row) => [row.assetId, row]));
}

/** The asset's latest audit of a day before `day` (YYYY-MM-DD): a same-day audit replaces its row, this one stays. */
export async function latestAuditBefore(db: Database, assetId: string, day: string): Promise<XrayAuditRow | undefined> {
  const [row] = await db
    .select()
    .from(xrayAudits)
    .where(and(eq(xrayAudits.assetId, assetId), lt(xrayAudits.day, day)))
    .orderBy(desc(xrayAudits.day))
    .limit(1);
  return row;
}

export async function latestAudit(db: Database, assetId: string): Promise<XrayAuditRow | undefined> {
  const [row] = await db.select().from(xrayAudits).where(eq(xrayAudits.assetId, assetId)).orderBy(desc(xrayAudits.day)).limit(1);
  return row;
}

/** The latest full audits of the given projects (for a user's holdings). */
export async function latestAudits(db: Database, assetIds: readonly string[]): Promise<Map<string, XrayAuditRow>> {
  if (assetIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([xrayAudits.assetId])
    .from(xrayAudits)
    .where(inArray(xrayAudits.assetId, [...assetIds]))
    .orderBy(xrayAudits.assetId, desc(xrayAudits.day));
  return new Map(rows.map((row) => [row.assetId, row]));
}

/** A project's audited days from `fromDay`, oldest first, with the keys of the alerts each fired (one query). */
export async function auditHistory(
  db: Database,
  assetId: string,
  fromDay: string,
): Promise<(Pick<XrayAuditRow, 'day' | 'score' | 'alertCount'> & { alertKeys: string[] })[]> {
  return db
    .select({
      day: xrayAudits.day,
      score: xrayAudits.score,
      alertCount: xrayAudits.alertCount,
      // Only the keys leave the database, not the whole stored result (sections, checks, sentences).
      alertKeys: sql<string[]>`coalesce(jsonb_path_query_array(${xrayAudits.result}, '$.alerts[*].key'), '[]'::jsonb)`,
    })
    .from(xrayAudits)
    .where(and(eq(xrayAudits.assetId, assetId), gte(xrayAudits.day, fromDay)))
    .orderBy(xrayAudits.day);
}

export async function getFavorites(db: Database, userId: string): Promise<string[]> {
  const [row] = await db.select({ ids: xrayFavorites.ids }).from(xrayFavorites).where(eq(xrayFavorites.userId, userId));
  return row?.ids ?? [];
}

export async function setFavorites(db: Database, userId: string, ids: readonly string[], now: Date): Promise<void> {
  await db
    .insert(xrayFavorites)
    .values({ userId, ids: [...ids], updatedAt: now })
    .onConflictDoUpdate({ target: xrayFavorites.userId, set: { ids: [...ids], updatedAt: now } });
}

/** The days (from `fromDay`) on which at least one project was audited. */
export async function auditDays(db: Database, fromDay: string): Promise<string[]> {
  const rows = await db.selectDistinct({ day: xrayAudits.day }).from(xrayAudits).where(gte(xrayAudits.day, fromDay));
  return rows.map((r) => r.day);
}

/**
 * The simulated trade the asset's latest audit of an earlier day measured (StoredAudit.trade), with that audit's day:
 * every audit of one day compares with the same earlier reading, so a re-audit the same day keeps the finding. A
 * reading of another chain is not compared.
 */
export async function lastTradeOf(
  db: Database,
  assetId: string,
  chain: string,
  today: string,
): Promise<{ snapshot: TradeSnapshot; day: string } | null> {
  const row = await latestAuditBefore(db, assetId, today);
  const trade = row?.result.trade as TradeSnapshot | null | undefined;
  if (!row || !trade || typeof trade.pool !== 'string' || trade.chain !== chain) return null;
  return { snapshot: trade, day: row.day };
}
