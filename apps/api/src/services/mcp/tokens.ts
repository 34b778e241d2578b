// Personal access tokens (issue 28 §4; docs/mcp.md "Tokens"): `k3_pat_` and 32 random bytes (base64url), returned once
// at creation; only the SHA-256 is stored. They open /api/mcp and nothing else: the session check (services/auth/
// sessions.ts) looks in `sessions` only, and /api/mcp looks in `personal_tokens` only, so neither kind of token
// works in the other's place.
import { MCP_TOKEN_PATTERN, MCP_TOKEN_PREFIX, MCP_TOKENS_MAX, type McpToken, type McpTokenCreated } from '@k3/shared';
import type { Database } from '../../db/client';
import {
  findLivePersonalToken,
  insertPersonalToken,
  listLivePersonalTokens,
  touchPersonalToken,
  type PersonalTokenRow,
} from '../../repositories/personal-tokens';
import type { UserRow } from '../../repositories/users';
import { HttpError } from '../../plugins/app/errors';
import { newToken, sha256 } from '../auth/tokens';
import { TOUCH_INTERVAL_MS } from '../auth/sessions';

export interface TokenDeps {
  db: Database;
  now: Date;
}

export function toMcpToken(row: PersonalTokenRow): McpToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function createPersonalToken({ db, now }: TokenDeps, userId: string, name: string): Promise<McpTokenCreated> {
  const token = `${MCP_TOKEN_PREFIX}${newToken()}`;
  const row = await insertPersonalToken(db, { userId, name, tokenHash: sha256(token), createdAt: now }, MCP_TOKENS_MAX);
  if (row === 'full') {
    throw new HttpError(
      409,
      'too_many_tokens',
      `You already have ${MCP_TOKENS_MAX} access tokens: revoke one you no longer use, then create a new one`,
    );
  }
  return { ...toMcpToken(row), token };
}

export async function listPersonalTokens(db: Database, userId: string): Promise<McpToken[]> {
  return (await listLivePersonalTokens(db, userId)).map(toMcpToken);
}

/**
 * The token's user, or why it is refused: `missing` (no bearer), `not_personal` (another kind of token, a session's
 * say), `invalid` (unknown, revoked, or its user can no longer sign in). A use is recorded at most once a minute.
 */
export async function authenticatePersonalToken(
  { db, now }: TokenDeps,
  token: string | undefined,
): Promise<{ token: PersonalTokenRow; user: UserRow } | 'missing' | 'not_personal' | 'invalid'> {
  if (!token) return 'missing';
  if (!MCP_TOKEN_PATTERN.test(token)) return 'not_personal';
  const found = await findLivePersonalToken(db, sha256(token));
  if (!found || found.user.isDemo) return 'invalid';
  const olderThan = new Date(now.getTime() - TOUCH_INTERVAL_MS);
  if (!found.token.lastUsedAt || found.token.lastUsedAt < olderThan) await touchPersonalToken(db, found.token.id, now, olderThan);
  return found;
}
