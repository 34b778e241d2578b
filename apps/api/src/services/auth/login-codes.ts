// Magic Konnect (spec §4 "QR authentication", issue 3 §1): a signed-in session asks for a 14-character code valid
// 115 s; a phone redeems it once for a session of its own. Failed redemptions are limited per IP: each attempt is
// counted before the code is tried, in one atomic step (services/limits.ts), and given back when the code was good.
import { type Auth, LOGIN_CODE_TTL_S, type LoginLink } from '@k3/shared';
import { HttpError } from '../../plugins/app/errors';
import { redeemLoginCode, upsertLoginCode } from '../../repositories/login-codes';
import { isSessionLive } from '../../repositories/sessions';
import type { SessionRow } from '../../repositories/sessions';
import type { Limiter } from '../limits';
import { idleCutoff, openSession } from './sessions';
import type { AuthDeps } from './sign-in';
import { newLoginCode } from './tokens';

/** Failed redemptions are counted per IP in windows of one minute (CODE_FAILURE_LIMIT each). */
export const CODE_FAILURE_WINDOW_MS = 60_000;

/** GET /api/me/get-link: a new code for this session, replacing its previous one. */
export async function createLoginLink(deps: AuthDeps, session: SessionRow): Promise<LoginLink> {
  const code = newLoginCode();
  const expiresAt = new Date(deps.now.getTime() + LOGIN_CODE_TTL_S * 1000);
  await upsertLoginCode(deps.db, { code, sessionId: session.id, userId: session.userId, expiresAt });
  return { code, expiresIn: LOGIN_CODE_TTL_S };
}

/** GET /api/user/auth-link-token/{code}: a phone session for the code's user, once. */
export async function redeemLoginLink(
  deps: AuthDeps & { limiter: Limiter; ip: string },
  code: string,
  device: string,
): Promise<Auth> {
  const { limiter, ip, now } = deps;
  const key = `login-code-failures:${ip}`;
  if (!(await limiter.take(key, deps.config.codeFailureLimit, CODE_FAILURE_WINDOW_MS, now)))
    throw new HttpError(429, 'rate_limited', 'Too many invalid codes: retry in a minute');
  const redeemed = await redeemLoginCode(deps.db, code, now);
  // A code whose issuing session has since ended (logout, logout anywhere) is as dead as an expired one.
  if (!redeemed || !(await isSessionLive(deps.db, redeemed.sessionId, idleCutoff(deps))))
    throw new HttpError(401, 'invalid_code', 'Invalid or expired code');
  // Only failures count: a good code gives its attempt back.
  await limiter.refund(key, CODE_FAILURE_WINDOW_MS, now);
  const { token } = await openSession(deps, { userId: redeemed.userId, kind: 'phone', device });
  return { token, wallet: redeemed.userId };
}
