// Linking a Telegram account to a K3 account (issue 14 §2). The account page asks for a one-time token (32 random
// bytes, base64url: 43 characters of A-Za-z0-9_-, within Telegram's 64-character `start` parameter) and shows
// t.me/<bot>?start=<token> with its QR code. `/start <token>` in the bot redeems it: one transaction burns the token
// (a conditional update, so of any number of racing redeemers one wins) and writes the link, whose two unique keys
// keep one Telegram account per K3 user and the reverse. Only the token's sha256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import {
  type Locale,
  TELEGRAM_ALERT_THRESHOLD_DEFAULT,
  TELEGRAM_ERRORS,
  TELEGRAM_LINK_TOKEN_TTL_S,
  TELEGRAM_START_PARAM_PATTERN,
  type TelegramLink,
} from '@k3/shared';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/app/errors';
import {
  burnLinkToken,
  deleteOldLinkTokens,
  findLinkByTelegramUser,
  findLinkByUser,
  findLinkToken,
  insertLink,
  insertLinkToken,
  type TelegramLinkRow,
} from '../../repositories/telegram';
import { isUniqueViolation } from '../../repositories/users';

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LinkTokenIssued {
  token: string;
  url: string;
  expiresAt: string;
}

/** A new one-time link token for the user; 409 when a Telegram account is already linked (unlink first). */
export async function issueLinkToken(
  db: Database,
  user: { id: string },
  bot: string,
  lang: Locale,
  now: Date,
): Promise<LinkTokenIssued> {
  if (await findLinkByUser(db, user.id))
    throw new HttpError(
      409,
      TELEGRAM_ERRORS.alreadyLinked,
      'A Telegram account is already linked to this account: unlink it first.',
    );
  await deleteOldLinkTokens(db, now);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TELEGRAM_LINK_TOKEN_TTL_S * 1000);
  await insertLinkToken(db, { tokenHash: hashLinkToken(token), userId: user.id, lang, expiresAt, usedAt: null, createdAt: now });
  return { token, url: `https://t.me/${bot}?start=${token}`, expiresAt: expiresAt.toISOString() };
}

/** Who is linking, as Telegram describes them in the /start message. */
export interface TelegramIdentity {
  telegramUserId: number;
  chatId: number;
  name: string;
  username: string | null;
}

export type RedeemResult =
  | { linked: TelegramLinkRow }
  /** unknown: no such token (mistyped, or forgotten a day after it expired); used / expired: as it says. */
  | { refused: 'unknown' | 'used' | 'expired' | 'telegram_taken' | 'account_taken' };

export async function redeemLinkToken(db: Database, token: string, who: TelegramIdentity, now: Date): Promise<RedeemResult> {
  if (!TELEGRAM_START_PARAM_PATTERN.test(token)) return { refused: 'unknown' };
  const tokenHash = hashLinkToken(token);
  const row = await findLinkToken(db, tokenHash);
  if (!row) return { refused: 'unknown' };
  if (row.usedAt) return { refused: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { refused: 'expired' };
  const already = await findLinkByTelegramUser(db, who.telegramUserId);
  if (already && already.userId !== row.userId) return { refused: 'telegram_taken' };
  if (already) {
    // The same two accounts again: the token is spent and the link stands as it is.
    return (await burnLinkToken(db, tokenHash, now)) ? { linked: already } : { refused: 'used' };
  }
  const link: TelegramLinkRow = {
    userId: row.userId,
    telegramUserId: who.telegramUserId,
    chatId: who.chatId,
    name: who.name,
    username: who.username,
    lang: row.lang,
    alertsEnabled: false,
    alertsThreshold: TELEGRAM_ALERT_THRESHOLD_DEFAULT,
    alertsSince: null,
    linkedAt: now,
  };
  try {
    return await db.transaction(async (tx) => {
      if (!(await burnLinkToken(tx, tokenHash, now))) return { refused: 'used' } as const;
      await insertLink(tx, link);
      return { linked: link };
    });
  } catch (error) {
    // A race between two links of the same accounts: the unique keys decide, and the token stays unburnt.
    if (!isUniqueViolation(error)) throw error;
    return (await findLinkByTelegramUser(db, who.telegramUserId)) ? { refused: 'telegram_taken' } : { refused: 'account_taken' };
  }
}

export function toTelegramLink(row: TelegramLinkRow): TelegramLink {
  return {
    name: row.name,
    username: row.username,
    linkedAt: row.linkedAt.toISOString(),
    lang: row.lang as Locale,
    alerts: { enabled: row.alertsEnabled, threshold: row.alertsThreshold },
  };
}
