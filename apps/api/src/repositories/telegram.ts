// Data access for the Telegram bot (issue 14): links, one-time link tokens, handled updates, sent alerts, leases.
// Every rule that must hold between processes is one statement: a token is burnt by a conditional update, an update
// or an alert is claimed by an insert the primary key decides, a lease is taken by a conditional upsert.
import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobLeases, telegramAlerts, telegramLinks, telegramLinkTokens, telegramUpdates } from '../db/schema';

export type TelegramLinkRow = typeof telegramLinks.$inferSelect;
export type TelegramLinkTokenRow = typeof telegramLinkTokens.$inferSelect;

export async function findLinkByUser(db: Database, userId: string): Promise<TelegramLinkRow | undefined> {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId));
  return row;
}

export async function findLinkByTelegramUser(db: Database, telegramUserId: number): Promise<TelegramLinkRow | undefined> {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.telegramUserId, telegramUserId));
  return row;
}

export async function insertLinkToken(db: Database, row: TelegramLinkTokenRow): Promise<void> {
  await db.insert(telegramLinkTokens).values(row);
}

export async function findLinkToken(db: Database, tokenHash: string): Promise<TelegramLinkTokenRow | undefined> {
  const [row] = await db.select().from(telegramLinkTokens).where(eq(telegramLinkTokens.tokenHash, tokenHash));
  return row;
}

/** Burns the token if it is still unused and unexpired: true for exactly one of any number of racing redeemers. */
export async function burnLinkToken(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(telegramLinkTokens)
    .set({ usedAt: now })
    .where(
      and(eq(telegramLinkTokens.tokenHash, tokenHash), isNull(telegramLinkTokens.usedAt), gt(telegramLinkTokens.expiresAt, now)),
    )
    .returning({ tokenHash: telegramLinkTokens.tokenHash });
  return rows.length === 1;
}

/** Tokens expired for a day are forgotten (a used or expired token answers the same message until then). */
export async function deleteOldLinkTokens(db: Database, now: Date): Promise<void> {
  await db.delete(telegramLinkTokens).where(lt(telegramLinkTokens.expiresAt, new Date(now.getTime() - 86_400_000)));
}

export async function insertLink(db: Database, row: TelegramLinkRow): Promise<void> {
  await db.insert(telegramLinks).values(row);
}

export async function deleteLinkByUser(db: Database, userId: string): Promise<TelegramLinkRow | undefined> {
  const [row] = await db.delete(telegramLinks).where(eq(telegramLinks.userId, userId)).returning();
  return row;
}

export async function updateLink(
  db: Database,
  userId: string,
  patch: Partial<
    Pick<TelegramLinkRow, 'lang' | 'alertsEnabled' | 'alertsThreshold' | 'alertsSince' | 'name' | 'username' | 'chatId'>
  >,
): Promise<TelegramLinkRow | undefined> {
  const [row] = await db.update(telegramLinks).set(patch).where(eq(telegramLinks.userId, userId)).returning();
  return row;
}

export async function linksWithAlerts(db: Database): Promise<TelegramLinkRow[]> {
  return db.select().from(telegramLinks).where(eq(telegramLinks.alertsEnabled, true));
}

/** Records the update as handled: false when it already was (a redelivery), whichever process saw it first. */
export async function claimUpdate(db: Database, botId: number, updateId: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(telegramUpdates)
    .values({ botId, updateId, receivedAt: now })
    .onConflictDoNothing()
    .returning({ updateId: telegramUpdates.updateId });
  return rows.length === 1;
}

/** Telegram keeps an undelivered update for 24 hours: ids older than a week can no longer come back. */
export async function deleteOldUpdates(db: Database, now: Date): Promise<void> {
  await db.delete(telegramUpdates).where(lt(telegramUpdates.receivedAt, new Date(now.getTime() - 7 * 86_400_000)));
}

/**
 * Claims an alert within the user's daily cap, atomically across processes (the news alerts and the X-Ray watch share
 * the cap and may run on two workers at once): the user's link row is locked for the count and the insert, so two
 * claims of one user are taken one after the other. 'send': claimed, under the cap; 'capped': recorded as not sent
 * (the cap was reached); 'taken': already claimed (another run or process has it).
 */
export async function claimAlertWithinCap(
  db: Database,
  userId: string,
  key: string,
  since: Date,
  cap: number,
  now: Date,
): Promise<'send' | 'capped' | 'taken'> {
  return db.transaction(async (tx) => {
    await tx.select({ userId: telegramLinks.userId }).from(telegramLinks).where(eq(telegramLinks.userId, userId)).for('update');
    const [row] = await tx
      .select({ n: count() })
      .from(telegramAlerts)
      .where(and(eq(telegramAlerts.userId, userId), eq(telegramAlerts.sent, true), gt(telegramAlerts.at, since)));
    const send = (row?.n ?? 0) < cap;
    const claimed = await tx
      .insert(telegramAlerts)
      .values({ userId, storyId: key, sent: send, at: now })
      .onConflictDoNothing()
      .returning({ storyId: telegramAlerts.storyId });
    return claimed.length === 0 ? 'taken' : send ? 'send' : 'capped';
  });
}

/** Withdraws a claim whose message could not be sent, so a later run sends the story. */
export async function unclaimAlert(db: Database, userId: string, storyId: string): Promise<void> {
  await db.delete(telegramAlerts).where(and(eq(telegramAlerts.userId, userId), eq(telegramAlerts.storyId, storyId)));
}

/**
 * Takes or renews the named lease for `holder` until `until`: true when the holder has it afterwards (it was free,
 * expired at `now`, or already the holder's). Two processes racing for a free lease: the upsert's row lock lets one
 * win. Every process must time one lease with the same clock (the poller's is the wall clock: jobs/telegram.ts).
 */
export async function takeLease(db: Database, name: string, holder: string, now: Date, until: Date): Promise<boolean> {
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt: until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt: until },
      setWhere: or(eq(jobLeases.holder, holder), lt(jobLeases.expiresAt, now)),
    })
    .returning({ holder: jobLeases.holder });
  return rows.length === 1;
}

export async function releaseLease(db: Database, name: string, holder: string): Promise<void> {
  await db.delete(jobLeases).where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}
