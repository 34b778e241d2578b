// Feedback reports of the chat's report dialog (issue 12 §1; spec §3 "Feedback report"): written once, read by the
// team, never shown back to users beyond their id.
import type { Database } from '../db/client';
import { aiReports } from '../db/schema';

export type ReportRow = typeof aiReports.$inferSelect;

/** Stores a report; a taken id surfaces as a unique violation (isUniqueViolation) for the caller to retry. */
export async function insertReport(db: Database, report: ReportRow): Promise<void> {
  await db.insert(aiReports).values(report);
}
