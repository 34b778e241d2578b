// Operations (issue 15): the Idempotency-Key records of the POSTs that spend or grant (a retry with the same key gets
// the first answer and does nothing twice), and the state of each background job as every process sees it (last run,
// next run, failures) for the admin console and the metrics.
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's Idempotency-Key header value. */
    key: text('key').notNull(),
    /** The operation the key was first used on (`POST /api/me/quests/complete`): the same key elsewhere is refused. */
    scope: text('scope').notNull(),
    /** sha256 (hex) of the first request's body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** `pending` while the first request runs, `done` once its answer is recorded. */
    state: text('state').notNull().default('pending'),
    statusCode: integer('status_code'),
    /** The first answer as sent: JSON `{ headers, body }` (the headers a replay repeats, the body text). */
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotency_keys_created').on(table.createdAt)],
);

export const jobStates = pgTable('job_states', {
  /** The job's name (`news`, `xray`, `market-refresh`…). */
  name: text('name').primaryKey(),
  /** How often it is scheduled, in ms (null: on demand only). */
  everyMs: bigint('every_ms', { mode: 'number' }),
  /** `idle`, `running`, `ok` or `failed` (the last run's outcome). */
  status: text('status').notNull().default('idle'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  /** The last failure's message (never a stack or a secret). */
  lastError: text('last_error'),
  /** The process that ran it last (host:pid). */
  lastHolder: text('last_holder'),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }),
  runs: bigint('runs', { mode: 'number' }).notNull().default(0),
  failures: bigint('failures', { mode: 'number' }).notNull().default(0),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
});

/**
 * The state of each outside source (issue 31 §3; docs/live-mode.md "Each source's state"): a chain's node, an explorer,
 * CoinGecko, a news feed, as the processes calling them last saw it. Written by every process (the latest word wins),
 * read by the dashboard ("prices as of 10:42", "Base: retrying in 2 min") and in full by the admin console.
 */
export const sourceStates = pgTable('source_states', {
  /** The HTTP client's name (`coingecko`, `blockscout-base`, `solana-rpc`, `news:<host>`) or `rpc-<chain>`. */
  source: text('source').primaryKey(),
  /** ok | slow | rate-limited | failing */
  state: text('state').notNull(),
  lastOkAt: timestamp('last_ok_at', { withTimezone: true }),
  /** The last failure, secret-free (keys are redacted by the HTTP layer). */
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  /** When a rate-limited source asked to be called again. */
  retryAt: timestamp('retry_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
