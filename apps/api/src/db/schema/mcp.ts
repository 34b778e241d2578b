// Personal access tokens for K3's MCP server (issue 28 §4; docs/mcp.md): made by the user on /account, read-only,
// shown once. Only the SHA-256 of a token is stored (token_hash, unique), like a session's; a revoked token keeps its
// row (revoked_at set) so the refusal is certain and the history stays, and no revoked row counts toward the cap.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const personalTokens = pgTable(
  'personal_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's label for it ("Claude Desktop on my laptop"). */
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique('personal_tokens_token_hash_unique'),
    /** What the token may do: `read` (the read-only MCP tools) is the only scope there is. */
    scope: text('scope', { enum: ['read'] })
      .notNull()
      .default('read'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The last MCP request made with it (written at most once a minute); null until first used. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('personal_tokens_user_idx').on(table.userId),
    check('personal_tokens_scope_check', sql`${table.scope} in ('read')`),
  ],
);
