// Magic Konnect (spec §4 "QR authentication", issue 3 §1): a signed-in session asks for a 14-character code valid
// 115 s; a phone redeems it once for a session of its own. Failed redemptions are limited per IP.
import { type Auth, LOGIN_CODE_TTL_S, type LoginLink } from '@k3/shared';
import { HttpError } from '../../plugins/app/errors';
import { redeemLoginCode, upsertLoginCode } from '../../repositories/login-codes';
import { isSessionLive } from '../../repositories/sessions';
import type { SessionRow } from '../../repositories/sessions';
import type { FailureCounter } from './failure-limiter';
import { idleCutoff, openSession } from './sessions';
import type { AuthDeps } from './sign-in';
import { newLoginCode } from './tokens';

/** GET /api/me/get-link: a new code for this session, replacing its previous one. */
export async function createLoginLink(deps: AuthDeps, session: SessionRow): Promise<LoginLink> {
  const code = newLoginCode();
  const expiresAt = new Date(deps.now.getTime() + LOGIN_CODE_TTL_S * 1000);
  await upsertLoginCode(deps.db, { code, sessionId: session.id, userId: session.userId, expiresAt });
  return { code, expiresIn: LOGIN_CODE_TTL_S };
}

/** GET /api/user/auth-link-token/{code}: a phone session for the code's user, once. */
export async function redeemLoginLink(
  deps: AuthDeps & { failures: FailureCounter; ip: string },
  code: string,
  device: string,
): Promise<Auth> {
  const { failures, ip, now } = deps;
  if (failures.count(ip, now) >= deps.config.codeFailureLimit)
    throw new HttpError(429, 'rate_limited', 'Too many invalid codes: retry in a minute');
  const redeemed = await redeemLoginCode(deps.db, code, now);
  // A code whose issuing session has since ended (logout, logout anywhere) is as dead as an expired one.
  if (!redeemed || !(await isSessionLive(deps.db, redeemed.sessionId, idleCutoff(deps)))) {
    failures.record(ip, now);
    throw new HttpError(401, 'invalid_code', 'Invalid or expired code');
  }
  const { token } = await openSession(deps, { userId: redeemed.userId, kind: 'phone', device });
  return { token, wallet: redeemed.userId };
}
