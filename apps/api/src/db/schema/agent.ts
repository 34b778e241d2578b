// Agent K (issue 12): each user's current conversation (kept server-side, spec §7 "on 406 retries with the last
// history"), the record of every prompt (kredits spent, refunds, token usage; read by the AI-usage quests), the usage
// per user and day (issue 22 §4), shared chat snapshots and feedback reports. Kredit balances live on users (kredits,
// kredits_period, kredits_granted).
import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Where a stored message came from (issue 22 §1; docs/agent.md "What can be shared"). */
export type MessageOrigin = 'server' | 'client';

export interface StoredChatMessage {
  /** Made by the server (randomUUID) for its own records; a client history's ids are kept only as its context. */
  id: string;
  sender: 'user' | 'agent';
  message: string;
  /**
   * `server`: a prompt this user sent to POST /api/ai/chat or an answer the server streamed — the only messages a share
   * may publish. `client`: a message of a client-sent `history` (the 406 retry), context for the model only. Absent on
   * messages stored before the rule, which count as `client`.
   */
  origin?: MessageOrigin;
}

/** One live conversation per user: a new chat (or DELETE /api/ai/chat) replaces it. */
export const aiConversations = pgTable('ai_conversations', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The id the client echoes as `chat_id`; a new one for every new conversation. */
  id: text('id').notNull(),
  messages: jsonb('messages').$type<StoredChatMessage[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Every prompt that spent a kredit: answered, or refunded when it failed before any answer text. */
export const aiPrompts = pgTable(
  'ai_prompts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** pending (answer under way), answered, refunded (failed before any text; the kredit given back), failed. */
    status: text('status').notNull(),
    /** offline or llm. */
    agent: text('agent').notNull(),
    tools: jsonb('tools').$type<string[]>().notNull().default([]),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
  },
  (table) => [
    index('ai_prompts_user_at').on(table.userId, table.at),
    // The prompt sweep's read (jobs/prompt-sweep.ts): only the few prompts still pending, whatever the table's size.
    index('ai_prompts_pending_at')
      .on(table.at)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Agent K usage per user and UTC day (issue 22 §4; docs/agent.md "Usage and the daily ceiling"): prompts finished and
 * the tokens the model reported (estimated where it reported none), added up as each prompt ends. The chat reads the
 * day's row against AI_DAILY_TOKEN_LIMIT; the admin console lists the rows.
 */
export const aiUsageDays = pgTable(
  'ai_usage_days',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The UTC day, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    prompts: integer('prompts').notNull().default(0),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] }), index('ai_usage_days_day').on(table.day)],
);

/** A shared chat: a snapshot of messages the owner had in their conversation; withdrawn ones answer 404. */
export const aiShares = pgTable(
  'ai_shares',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messages: jsonb('messages').$type<StoredChatMessage[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [index('ai_shares_user_created').on(table.userId, table.createdAt)],
);

/** Feedback reports from the chat's report dialog (spec §3 "Feedback report"). */
export const aiReports = pgTable(
  'ai_reports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    description: text('description').notNull(),
    chatHistory: jsonb('chat_history').$type<StoredChatMessage[]>().notNull(),
    route: text('route').notNull(),
    page: text('page').notNull(),
    /** The client's date (spec "date (ISO)"); createdAt is the server's. */
    clientDate: timestamp('client_date', { withTimezone: true }).notNull(),
    version: text('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('ai_reports_created').on(table.createdAt)],
);
