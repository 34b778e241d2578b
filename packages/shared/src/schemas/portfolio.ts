// The portfolio contract (issue 4 §2 and §4; spec §3 "Holding", "Portfolio or wallet", §7 "/me/dashboard", §8
// SmartFolio messages): adding and deleting wallets and exchange accounts, listing portfolios, the dashboard.
// Exchange credentials go in and never come out: no response schema has a field for them.
import { z } from 'zod';
import { okSchema } from './envelope';
import { PLAN_IDS } from '../constants/plans';
import { walletKind } from '../validation/wallet';
import { CoinNewsStatsSchema } from './news';

/** spec §8, shown by the web app when a wallet add fails. */
export const WALLET_ADD_ERROR =
  'Something wrong happened with the wallet information, please check and retry. Only ERC20 or Solana wallets are supported at the moment. Wallet should not be empty.';
/** spec §8, shown when an exchange add fails. */
export const EXCHANGE_ADD_ERROR = 'Something wrong happened with the API information, please check and retry.';
/** spec §8, the tier cap. */
export const TIER_CAP_ERROR =
  'You have reached the maximum amount of portfolios available in your tier. Please delete some or upgrade your account.';
/** spec §8, the generic SmartFolio failure. */
export const PORTFOLIO_GENERIC_ERROR = 'Something wrong happened, please check and retry.';

/** Exchanges the live adapter reads through ccxt (issue 4 §1); the ones needing a passphrase say so. */
export const EXCHANGES = [
  { id: 'binance', name: 'Binance', passphrase: false },
  { id: 'coinbase', name: 'Coinbase', passphrase: false },
  { id: 'kraken', name: 'Kraken', passphrase: false },
  { id: 'okx', name: 'OKX', passphrase: true },
  { id: 'bybit', name: 'Bybit', passphrase: false },
  { id: 'kucoin', name: 'KuCoin', passphrase: true },
] as const;
export type ExchangeId = (typeof EXCHANGES)[number]['id'];
const EXCHANGE_IDS = EXCHANGES.map((exchange) => exchange.id) as [ExchangeId, ...ExchangeId[]];

const AliasSchema = z.string().trim().max(40, 'alias must be at most 40 characters').optional();

export const AddWalletBodySchema = z
  .object({
    address: z
      .string()
      .trim()
      .min(1, 'address must not be empty')
      .max(64)
      .refine((value) => walletKind(value) !== null, {
        message: 'address must be an EVM address (0x + 40 hex) or a Solana base58 public key (32 bytes)',
      }),
    alias: AliasSchema,
  })
  .meta({ id: 'AddWalletBody' });
export type AddWalletBody = z.infer<typeof AddWalletBodySchema>;

const credential = (name: string) => z.string().trim().min(1, `${name} is required`).max(512);

export const AddExchangeBodySchema = z
  .object({
    exchange: z.enum(EXCHANGE_IDS, { message: `exchange must be one of ${EXCHANGE_IDS.join(', ')}` }),
    apiKey: credential('apiKey'),
    secret: credential('secret'),
    passphrase: z.string().trim().max(512).optional(),
    alias: AliasSchema,
  })
  .meta({ id: 'AddExchangeBody' });
export type AddExchangeBody = z.infer<typeof AddExchangeBodySchema>;

export const PortfolioIdParamsSchema = z.object({ id: z.uuid() });
export const WalletAddressParamsSchema = z.object({ address: z.string().min(1).max(64) });

export const PortfolioSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(['wallet', 'exchange']),
    address: z.string().nullable().describe('Wallet address; null for an exchange account'),
    network: z.enum(['evm', 'solana']).nullable(),
    exchange: z.string().nullable().describe('Exchange id; null for a wallet'),
    alias: z.string().nullable(),
    primary: z.boolean().describe('The sign-in wallet: always the first portfolio, not deletable'),
    verified: z
      .boolean()
      .describe(
        'Counts toward the plan tier: the sign-in wallet, a wallet whose ownership was proven by a signature, or an exchange account. Other wallets are watch-only.',
      ),
    chains: z.array(z.string()),
    worth: z.number().describe('USD value now'),
    demo: z.boolean(),
    syncedAt: z.iso.datetime().nullable(),
    stale: z.boolean().describe('The last sync failed; the holdings shown are from syncedAt'),
  })
  .meta({ id: 'Portfolio' });
export type Portfolio = z.infer<typeof PortfolioSchema>;
export const PortfoliosResponseSchema = okSchema(z.array(PortfolioSchema));
export const PortfolioResponseSchema = okSchema(PortfolioSchema);

export const DeletedSchema = z.object({ deleted: z.number().int().describe('Portfolios deleted (1)') }).meta({ id: 'Deleted' });
export const DeletedResponseSchema = okSchema(DeletedSchema);

export const ChangeSchema = z.object({ abs: z.number(), pct: z.number().nullable() }).meta({ id: 'Change' });

export const CoinSchema = z
  .object({
    cg_id: z.string(),
    amount: z.string().describe('Exact decimal amount in token units'),
    current_price: z.number(),
    name: z.string(),
    symbol: z.string(),
    image: z.string().nullable(),
    chain: z.string(),
    rank: z.number().int(),
    value: z.number(),
    change24h: z.number().nullable().describe('Price change over 24 h, percent'),
    change30d: z.number().nullable().describe('Price change over 30 days, percent'),
    news: CoinNewsStatsSchema
      // Absent in answers remembered before the field existed (the web app's dashboard memory): no news known.
      .default({ count24h: 0, count24hByLang: { en: 0, fr: 0 }, sentiment7d: null })
      .describe('News about the coin: items of the last 24 h, average sentiment of the last 7 days (issue 10 §4)'),
  })
  .meta({ id: 'Coin' });
export type Coin = z.infer<typeof CoinSchema>;

/** Why a token outside the catalogue is hidden as spam (issue 31 §2; docs/live-mode.md "Spam"). */
export const SPAM_RULES = ['explorer-flag', 'link', 'claim-text', 'impersonation', 'odd-characters'] as const;
export type SpamRule = (typeof SPAM_RULES)[number];

export const FoundTokenSchema = z
  .object({
    chain: z.string(),
    address: z.string().describe('Contract address (EVM) or mint (Solana)'),
    symbol: z.string().nullable().describe('As the token publishes it; null: not published'),
    name: z.string().nullable(),
    amount: z.string().describe('Exact decimal amount in token units, added over the wallets holding it'),
    price: z.number().nullable().describe('USD; null: no price found (unpriced)'),
    priceSource: z
      .enum(['coingecko', 'explorer'])
      .nullable()
      .describe("coingecko: CoinGecko's price by contract address; explorer: the chain explorer's rate"),
    priceAt: z.iso.datetime().nullable().describe('When the price was checked'),
    value: z.number().nullable().describe('amount × price; null when unpriced'),
    listed: z.boolean().describe('On the published token list K3 reads'),
    spam: z.array(z.enum(SPAM_RULES)).describe('The spam rules the token meets; any one hides it'),
  })
  .meta({ id: 'FoundToken' });
export type FoundToken = z.infer<typeof FoundTokenSchema>;

/** An outside source's state (issue 31 §3; docs/live-mode.md "Each source's state"). */
export const SOURCE_STATES = ['ok', 'slow', 'rate-limited', 'failing'] as const;
export type SourceState = (typeof SOURCE_STATES)[number];
export const SOURCE_KINDS = ['prices', 'chain', 'explorer', 'exchange', 'news', 'other'] as const;

export const SourceStatusSchema = z
  .object({
    source: z.string().describe('coingecko, rpc-<chain>, solana-rpc, blockscout-<chain>, news:<host>…'),
    kind: z.enum(SOURCE_KINDS),
    chain: z.string().nullable().describe('The chain a node or an explorer serves, or the exchange'),
    state: z.enum(SOURCE_STATES),
    lastOkAt: z.iso.datetime().nullable().describe('Its last answer (for prices: "prices as of")'),
    lastErrorAt: z.iso.datetime().nullable(),
    retryAt: z.iso.datetime().nullable().describe('When a rate-limited source asked to be called again'),
    reason: z.string().nullable().describe('The last failure in short: "HTTP 503", "no answer in time", "network error"'),
  })
  .meta({ id: 'SourceStatus' });
export type SourceStatus = z.infer<typeof SourceStatusSchema>;

export const DashboardSchema = z
  .object({
    total: z.number(),
    change24h: ChangeSchema,
    change30d: ChangeSchema,
    chains: z.array(z.object({ chain: z.string(), value: z.number() })),
    coins: z.array(CoinSchema),
    evolution: z.array(z.object({ date: z.string(), value: z.number() })),
    tier: z.enum(PLAN_IDS),
    krl: z.number().describe('KRL held across all portfolios'),
    demo: z.boolean(),
    stale: z.array(z.object({ id: z.uuid(), syncedAt: z.iso.datetime().nullable(), error: z.string() })),
    stalePrices: z
      .array(
        z.object({
          cg_id: z.string(),
          symbol: z.string(),
          priceDate: z.iso.date().nullable().describe('Day of the last known price used; null: no price yet, valued 0'),
        }),
      )
      // Absent in answers remembered before the field existed (the web app's dashboard memory): none flagged.
      .default([])
      .describe('Held assets valued today with a price over 2 days old, or with none (issue 8 §11)'),
    tokens: z
      .array(FoundTokenSchema)
      // Absent in answers remembered before the field existed: none found.
      .default([])
      .describe(
        "Tokens the wallets hold outside K3's catalogue (live mode, issue 31 §2): not in the total nor the chart, spam flagged",
      ),
    sources: z
      .array(SourceStatusSchema)
      .default([])
      .describe(
        'Live mode: the prices\' source (its last answer is "prices as of"), and each node or explorer of the wallets\' chains that is not ok',
      ),
    pricesPending: z
      .boolean()
      .default(false)
      .describe(
        'Live mode: no held coin has a price yet (first start); the total waits for the first prices rather than show $0',
      ),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof DashboardSchema>;
export const DashboardResponseSchema = okSchema(DashboardSchema);
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;
export const DashboardQuerySchema = z.object({
  min: z.coerce.number().min(0).max(1e9).default(0.01).describe('Hide coins worth this much or less (USD)'),
});
