// Portfolios (spec §3 "Portfolio or wallet", issue 4 §2-3): a user's Web3 wallets and exchange accounts, the holdings
// their last sync found and a daily value snapshot for the 30-day history. Exchange credentials are stored sealed
// (AES-256-GCM, services/portfolio/secrets.ts) and no query returns them to a client. Amounts are numeric, exact.
// A wallet address or exchange API key counts toward one account's plan at a time (issue 22 §2): unique indexes.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assets } from './assets';
import { users } from './users';

export const portfolios = pgTable(
  'portfolios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['wallet', 'exchange'] }).notNull(),
    /** Wallets: EIP-55 (EVM) or base58 (Solana). */
    address: text('address'),
    addressLower: text('address_lower'),
    network: text('network', { enum: ['evm', 'solana'] }),
    /** Exchange accounts: the ccxt exchange id. */
    exchange: text('exchange'),
    alias: text('alias'),
    apiKeySealed: text('api_key_sealed'),
    secretSealed: text('secret_sealed'),
    passphraseSealed: text('passphrase_sealed'),
    /** The sign-in wallet: the first portfolio, not deletable. */
    isPrimary: boolean('is_primary').notNull().default(false),
    /**
     * Since when this portfolio counts toward its account's plan (issue 8 §6, issue 22 §2); null = watch-only. Set for
     * the sign-in wallet when it is added, for a wallet by its ownership proof, for an exchange account when its key
     * worked — each only if no other account counts the same address or key: the partial unique indexes below decide.
     */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Exchange accounts: a keyed hash of the exchange id and API key (services/portfolio/counted.ts), never the key. */
    keyFingerprint: text('key_fingerprint'),
    /** The last sync came from a demo adapter (DATA_MODE=demo). */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When holdings were last read successfully; null before the first sync. */
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    /** The last sync's failure, kept while the previous holdings stay shown as stale. */
    syncError: text('sync_error'),
    syncFailedAt: timestamp('sync_failed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('portfolios_user_wallet_unique')
      .on(table.userId, table.addressLower)
      .where(sql`${table.kind} = 'wallet'`),
    // One wallet's (one API key's) holdings count toward one account at a time, whatever races the proofs run.
    uniqueIndex('portfolios_counted_wallet_unique')
      .on(table.addressLower)
      .where(sql`${table.kind} = 'wallet' and ${table.verifiedAt} is not null`),
    uniqueIndex('portfolios_counted_exchange_unique')
      .on(table.keyFingerprint)
      .where(sql`${table.kind} = 'exchange' and ${table.verifiedAt} is not null`),
    index('portfolios_user_idx').on(table.userId),
    check('portfolios_kind_check', sql`${table.kind} in ('wallet', 'exchange')`),
    check(
      'portfolios_shape_check',
      sql`(${table.kind} = 'wallet' and ${table.address} is not null and ${table.network} is not null)
        or (${table.kind} = 'exchange' and ${table.exchange} is not null and ${table.apiKeySealed} is not null and ${table.secretSealed} is not null)`,
    ),
  ],
);

export const holdings = pgTable(
  'holdings',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    /** Chain id of spec §3 ("cex" for exchange balances). */
    chain: text('chain').notNull(),
    assetId: text('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    /** Token units (decimals applied), exact. */
    amount: numeric('amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.portfolioId, table.chain, table.assetId] })],
);

export const portfolioDays = pgTable(
  'portfolio_days',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** USD value of the portfolio that day. */
    value: numeric('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.portfolioId, table.day] })],
);

/**
 * Tokens outside the catalogue a wallet's last sync found (issue 31 §2): what the explorer, the token list or the
 * token account says of them, and the amount read from the chain. Replaced per chain by each sync that looked for
 * every token on that chain; kept as they were for a chain whose explorer failed. The spam rules read these facts
 * (services/portfolio/spam.ts); nothing here is shown without its source.
 */
export const walletTokens = pgTable(
  'wallet_tokens',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    chain: text('chain').notNull(),
    /** EIP-55 contract address, or a Solana mint. */
    address: text('address').notNull(),
    symbol: text('symbol'),
    name: text('name'),
    decimals: integer('decimals').notNull(),
    /** Token units (decimals applied), exact. */
    amount: numeric('amount').notNull(),
    /** On the published token list. */
    listed: boolean('listed').notNull().default(false),
    /** The explorer's USD rate when it published one. */
    explorerPrice: numeric('explorer_price'),
    explorerScam: boolean('explorer_scam').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.portfolioId, table.chain, table.address] }),
    // The token-prices job's scan of held tokens by contract.
    index('wallet_tokens_chain_address_idx').on(table.chain, table.address),
  ],
);

/**
 * A USD price per token contract (or mint), shared by every user holding it (issue 31 §2 "priced by contract
 * address"): CoinGecko's price by contract, checked at most once an hour a token by the token-prices job. `usd` null:
 * CoinGecko has no price for it (checked again later).
 */
export const tokenPrices = pgTable(
  'token_prices',
  {
    chain: text('chain').notNull(),
    /** Lower-case for EVM contracts, as written for Solana mints. */
    address: text('address').notNull(),
    usd: numeric('usd'),
    /** CoinGecko's own time for the price (last_updated_at), when it gives one. */
    pricedAt: timestamp('priced_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.chain, table.address] })],
);
