// Data access for the demo inbox (db/schema/demo.ts): one row per user, the last message replacing the one before.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { demoInbox } from '../db/schema';

export type DemoInboxRow = typeof demoInbox.$inferSelect;

export async function saveDemoMail(db: Database, row: DemoInboxRow): Promise<void> {
  const { userId: _userId, ...changes } = row;
  await db.insert(demoInbox).values(row).onConflictDoUpdate({ target: demoInbox.userId, set: changes });
}

export async function findDemoMail(db: Database, userId: string): Promise<DemoInboxRow | undefined> {
  const [row] = await db.select().from(demoInbox).where(eq(demoInbox.userId, userId));
  return row;
}
