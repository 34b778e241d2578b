// Transaction history and profit and loss (issue 29 §1-2; docs/pnl.md). One row per movement of one asset in one of a
// user's accounts, as its source reported it: an on-chain transfer, an exchange trade, deposit or withdrawal, a row of
// an imported CSV export, or the demo's generated history. Rows are unique per account, source and the source's own
// id, so reading or importing the same history again adds nothing. Amounts are numeric, exact.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { portfolios } from './portfolios';
import { users } from './users';

/** The generated `ledger_line`: immutable parts only (k3_epoch_ms is the time in ms, migration 0023). */
const LEDGER_LINE = [
  'id::text',
  'account',
  'source',
  'k3_epoch_ms(time)::text',
  'direction',
  'asset',
  'amount::text',
  "coalesce('=' || counter_asset, '')",
  "coalesce(counter_amount::text, '')",
  "coalesce('=' || fee_asset, '')",
  "coalesce(fee_amount::text, '')",
  "coalesce(usd_value::text, '')",
  "coalesce('=' || counterparty, '')",
  "coalesce('=' || tx_hash, '')",
].join(" || E'\\x1f' || ");

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The wallet or exchange account it happened in; null for an imported account (`account` says which). */
    portfolioId: uuid('portfolio_id').references(() => portfolios.id, { onDelete: 'cascade' }),
    /** The account's key for cost basis: the portfolio id, or `import:<exchange>` for an imported CSV export. */
    account: text('account').notNull(),
    /** evm-explorer, evm-rpc, solana-rpc, exchange, csv-coinbase, csv-binance, csv-kraken, csv-k3, demo. */
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    /** Chain id of spec §3, "solana", or "cex". */
    chain: text('chain').notNull(),
    direction: text('direction', { enum: ['buy', 'sell', 'receive', 'send'] }).notNull(),
    /** K3 asset id when the asset is known, else the source's symbol, upper-case. */
    asset: text('asset').notNull(),
    amount: numeric('amount').notNull(),
    counterAsset: text('counter_asset'),
    counterAmount: numeric('counter_amount'),
    feeAsset: text('fee_asset'),
    feeAmount: numeric('fee_amount'),
    /** USD value at the time (fee excluded); null when no price of that day is known. */
    usdValue: numeric('usd_value'),
    /** Where usdValue came from: the source itself (`source`) or K3's daily series (`daily`). */
    usdFrom: text('usd_from'),
    /** The other address of an on-chain transfer (lower-case for EVM): matches transfers between own wallets. */
    counterparty: text('counterparty'),
    txHash: text('tx_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The row as the cost-basis engine reads it, written by the database with the row (migration 0023): the fields
     * joined by the ASCII unit separator, a nullable text with a leading "=", NULL as nothing, the time in ms
     * (repositories/transaction-ledger.ts). Reading a history is then one ordered join of these texts.
     */
    ledgerLine: text('ledger_line').generatedAlwaysAs(sql.raw(LEDGER_LINE)),
  },
  (table) => [
    uniqueIndex('transactions_source_unique').on(table.userId, table.account, table.source, table.sourceId),
    index('transactions_user_time_idx').on(table.userId, table.time),
    check('transactions_direction_check', sql`${table.direction} in ('buy', 'sell', 'receive', 'send')`),
    check('transactions_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * Background reading of one account's history (issue 29 §1): where the last run stopped (the adapter's cursor), so
 * the next one goes on from there, and a lease so that one run per account goes at a time across processes.
 */
export const transactionSyncs = pgTable('transaction_syncs', {
  portfolioId: uuid('portfolio_id')
    .primaryKey()
    .references(() => portfolios.id, { onDelete: 'cascade' }),
  cursor: text('cursor'),
  /** idle (never run), running, done (read to the end of the history), failed. */
  status: text('status').notNull().default('idle'),
  /** Transactions stored by runs so far. */
  stored: integer('stored').notNull().default(0),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  /** The run holding the lease: only it may move the cursor, extend the lease or end the run. */
  runId: text('run_id'),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  error: text('error'),
});

/** Per-user profit and loss settings: the cost-basis method (issue 29 §2), FIFO until chosen. */
export const pnlSettings = pgTable(
  'pnl_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull().default('fifo'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('pnl_settings_method_check', sql`${table.method} in ('fifo', 'lifo', 'hifo', 'acb')`)],
);

/**
 * A counter per user moved by every statement that writes their transactions (a trigger, migration 0022: inserts,
 * deletes, updates, the cascades of a removed account), so "has this history changed?" is one key read for any
 * process, whatever wrote it (services/pnl/user-pnl.ts keys its cache with it).
 */
export const transactionHistoryVersions = pgTable('transaction_history_versions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
