// The admin audit log (issue 13 §4): one row per admin change, written with the change in one transaction.
import { desc } from 'drizzle-orm';
import type { AuditEntry } from '@k3/shared';
import type { Database } from '../db/client';
import { adminAuditLog } from '../db/schema';

export interface AuditRecord {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/** JSON-safe copy (dates as ISO strings) so a record reads back as it was written. */
function snapshot(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}

export async function writeAudit(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(adminAuditLog).values({ ...record, before: snapshot(record.before), after: snapshot(record.after) });
}

export async function listAudit(db: Database, page: { limit: number; offset: number }): Promise<AuditEntry[]> {
  const rows = await db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(page.limit).offset(page.offset);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
