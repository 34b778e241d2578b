// Chains known to the product (spec §3 "Chain"), loaded from the reference dataset.
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const chains = pgTable('chains', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Icon path on our own origin, e.g. /icons/chains/ethereum.svg. */
  logo: text('logo'),
  explorer: text('explorer'),
  evmChainId: integer('evm_chain_id'),
  inSmartfolio: boolean('in_smartfolio').notNull(),
  /** spec §3: short codes (eth, sol, matic…) that resolve to this chain. */
  shortCodes: jsonb('short_codes').$type<string[]>().notNull(),
});
