// Sessions (docs/auth.md "Sessions"): opening one returns the only copy of its bearer token; checking one hashes the
// presented token and loads the live session with its user; last-seen is written at most once a minute per session.
import type { SessionRow } from '../../repositories/sessions';
import { findLiveSession, insertSession, touchSession } from '../../repositories/sessions';
import type { UserRow } from '../../repositories/users';
import type { AuthDeps } from './sign-in';
import { newToken, sha256 } from './tokens';

/** How often last_seen_at is written: a request per minute at most, however busy the session. */
export const TOUCH_INTERVAL_MS = 60_000;

export function idleCutoff(deps: Pick<AuthDeps, 'config' | 'now'>): Date {
  return new Date(deps.now.getTime() - deps.config.sessionIdleDays * 86_400_000);
}

/** The User-Agent, trimmed and bounded, names the device in the sessions list. */
export function deviceName(userAgent: string | undefined): string {
  const trimmed = (userAgent ?? '').trim().slice(0, 200);
  return trimmed === '' ? 'Unknown device' : trimmed;
}

export async function openSession(
  { db, now }: AuthDeps,
  session: { userId: string; kind: SessionRow['kind']; device: string },
): Promise<{ token: string; session: SessionRow }> {
  const token = newToken();
  const row = await insertSession(db, { ...session, tokenHash: sha256(token), createdAt: now, lastSeenAt: now });
  return { token, session: row };
}

export async function authenticateToken(
  deps: AuthDeps,
  token: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const found = await findLiveSession(deps.db, sha256(token), idleCutoff(deps));
  // A demo member has no session to find; refused anyway should one ever be written (docs/rewards.md "Demo community").
  if (!found || found.user.isDemo) return undefined;
  const olderThan = new Date(deps.now.getTime() - TOUCH_INTERVAL_MS);
  if (found.session.lastSeenAt < olderThan) await touchSession(deps.db, found.session.id, deps.now, olderThan);
  return found;
}
