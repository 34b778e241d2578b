// Email validation (spec §4 "Email validation", §6 legacy boost, issue 3 §1): a 6-digit code (crypto.randomInt) is
// emailed and only its hash kept, valid 15 minutes for 5 attempts; a match records the email and boosts legacy users
// (created before BOOST_ELIGIBLE_BEFORE; docs/auth.md "Email validation").
import { randomInt } from 'node:crypto';
import { EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_S } from '@k3/shared';
import { HttpError } from '../plugins/app/errors';
import { consumeEmailCode, spendEmailCodeAttempt, upsertEmailCode } from '../repositories/email-codes';
import { markEmailValidated } from '../repositories/users';
import type { AuthDeps } from './auth/sign-in';
import { sha256 } from './auth/tokens';
import type { Mailer } from './mailer';

/** spec §8 "Email validation", word for word. */
export const INVALID_EMAIL_CODE_MESSAGE =
  'You entered a wrong validation code or an error occured, please check email and/or retry.';

/** The code is hashed with the user id so equal codes of two users do not share a hash. */
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

export async function sendValidationEmail(
  deps: AuthDeps & { mailer: Mailer },
  userId: string,
  request: { email: string; page: string },
): Promise<string> {
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  const expiresAt = new Date(deps.now.getTime() + EMAIL_CODE_TTL_S * 1000);
  await upsertEmailCode(deps.db, { userId, email: request.email, codeHash: codeHash(userId, code), expiresAt });
  const page = request.page.replace(/^\/+/, '');
  return deps.mailer.send({
    to: request.email,
    subject: 'Your K3 validation code',
    text: [
      `Your K3 email validation code is ${code}.`,
      `It is valid for ${EMAIL_CODE_TTL_S / 60} minutes. Enter it on ${deps.config.publicOrigin}/${page}`,
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
