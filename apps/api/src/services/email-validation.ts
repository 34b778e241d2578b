// Email validation (spec §4 "Email validation", §6 legacy boost, issue 3 §1): a 6-digit code (crypto.randomInt) is
// emailed and only its hash kept, valid 15 minutes for 5 attempts; a match records the email and boosts legacy users
// (created before BOOST_ELIGIBLE_BEFORE; docs/auth.md "Email validation"). Issue 8 §5: the attempts survive a resend
// while the previous code is live, sends are limited per user and per recipient, and the email holds no caller text.
import { randomInt } from 'node:crypto';
import { EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_S, linkablePage, type LinkablePagePath } from '@k3/shared';
import { HttpError } from '../plugins/app/errors';
import { consumeEmailCode, findEmailCode, spendEmailCodeAttempt, upsertEmailCode } from '../repositories/email-codes';
import { windowStartOf } from '../repositories/rate-counters';
import { markEmailValidated } from '../repositories/users';
import type { AuthDeps } from './auth/sign-in';
import { sha256 } from './auth/tokens';
import type { Limiter } from './limits';
import type { Mailer } from './mailer';

/** spec §8 "Email validation", word for word. */
export const INVALID_EMAIL_CODE_MESSAGE =
  'You entered a wrong validation code or an error occured, please check email and/or retry.';

/** Sends are counted per user and per recipient in windows of one hour (EMAIL_SENDS_PER_*_HOUR). */
export const EMAIL_SEND_WINDOW_MS = 3_600_000;

/** Where the email sends the user when the request named no known page: the page with the code entry. */
const ACCOUNT_PAGE: LinkablePagePath = '/account';

/** The code is hashed with the user id so equal codes of two users do not share a hash. */
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

/** "12 minutes" from `now` to `until`, at least one. */
function minutesFrom(now: Date, until: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export async function sendValidationEmail(
  deps: AuthDeps & { mailer: Mailer; limiter: Limiter },
  userId: string,
  request: { email: string; page: string },
): Promise<string> {
  const { db, config, limiter, now } = deps;
  // A new code would inherit the spent attempts of the live one: refuse instead of mailing a code that cannot work.
  const current = await findEmailCode(db, userId);
  if (current && current.expiresAt > now && current.attempts >= EMAIL_CODE_MAX_ATTEMPTS)
    throw new HttpError(
      429,
      'too_many_attempts',
      `Too many wrong codes: request a new code in ${minutesFrom(now, current.expiresAt)}`,
    );
  const retry = minutesFrom(now, new Date(windowStartOf(now, EMAIL_SEND_WINDOW_MS).getTime() + EMAIL_SEND_WINDOW_MS));
  const userKey = `email-send-user:${userId}`;
  if (!(await limiter.take(userKey, config.emailSendsPerHour.perUser, EMAIL_SEND_WINDOW_MS, now)))
    throw new HttpError(429, 'too_many_emails', `Too many validation emails from this account: retry in ${retry}`);
  // Keyed by a hash: the counters table need not hold addresses in clear.
  const recipientKey = `email-send-to:${sha256(request.email.toLowerCase())}`;
  if (!(await limiter.take(recipientKey, config.emailSendsPerHour.perRecipient, EMAIL_SEND_WINDOW_MS, now))) {
    // Not sent: the user's own allowance is given back.
    await limiter.refund(userKey, EMAIL_SEND_WINDOW_MS, now);
    throw new HttpError(429, 'too_many_emails', `Too many validation emails to this address: retry in ${retry}`);
  }

  const code = String(randomInt(1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + EMAIL_CODE_TTL_S * 1000);
  await upsertEmailCode(db, { userId, email: request.email, codeHash: codeHash(userId, code), expiresAt }, now);
  // Only a known page of the app is linked; anything else the caller sent is dropped, never copied into the mail.
  const page = linkablePage(request.page) ?? ACCOUNT_PAGE;
  return deps.mailer.send({
    to: request.email,
    subject: 'Your K3 validation code',
    text: [
      `Your K3 email validation code is ${code}.`,
      `It is valid for ${EMAIL_CODE_TTL_S / 60} minutes. Enter it on ${config.publicOrigin}${page}`,
      'If you did not ask for it, ignore this email.',
    ].join('\n\n'),
  });
}

export async function validateEmailCode(
  deps: AuthDeps,
  userId: string,
  code: string,
): Promise<{ email: string; boosted: boolean }> {
  const invalid = new HttpError(400, 'invalid_code', INVALID_EMAIL_CODE_MESSAGE);
  const pending = await spendEmailCodeAttempt(deps.db, userId, deps.now, EMAIL_CODE_MAX_ATTEMPTS);
  if (!pending || pending.codeHash !== codeHash(userId, code)) throw invalid;
  if (!(await consumeEmailCode(deps.db, userId, pending.codeHash))) throw invalid;
  const user = await markEmailValidated(deps.db, userId, pending.email, deps.now, deps.config.boostEligibleBefore);
  if (!user) throw invalid;
  return { email: pending.email, boosted: user.boosted };
}
