// The API's configuration: read once from the environment at boot, validated by one zod schema, exported typed
// (docs/architecture.md "Running"). A bad value stops the start with one line naming the variable and what it must be.
// ENV_VARS documents every variable (name, default, meaning); test/config.test.ts checks README.md's table against it.
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { type EnvDoc, envDocs, positiveInt, walletList } from './env/docs';
import { LIMITS_ENV } from './env/limits';
import { DEFAULT_NEWS_FEEDS, NEWS_ENV } from './env/news';
import { INSTANCE_ENV } from './env/instance';
import { OPS_ENV } from './env/ops';
import { REWARDS_ENV } from './env/rewards';
import { TELEGRAM_ENV, telegramConfig } from './env/telegram';
import { ENV_VAR_FAMILIES as RPC_ENV_FAMILIES } from './env/rpc';
import { chainFamilies, type ChainFamilyValues, XRAY_ENV_FAMILIES, XRAY_ENV } from './env/xray';
import { PUBLIC_ENDPOINTS_ENV, withPublicEndpoints } from './env/public-endpoints';
import { DEFAULT_WEB_DIST } from './paths';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** WalletConnect's public relay, the web app's default too (apps/web/src/config/env.ts). */
export const DEFAULT_WALLETCONNECT_RELAY_URL = 'wss://relay.walletconnect.org';
const httpOrigin = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);

const EnvSchema = z.object({
  ...LIMITS_ENV,
  ...NEWS_ENV,
  ...REWARDS_ENV,
  ...XRAY_ENV,
  ...TELEGRAM_ENV,
  PORT: z.coerce.number().int().min(0).max(65535).default(8080).register(envDocs, {
    default: '8080',
    meaning: 'HTTP port (0 picks a free one)',
    must: 'an integer from 0 to 65535',
  }),
  HOST: z.string().min(1).default('127.0.0.1').register(envDocs, {
    default: '127.0.0.1',
    meaning: 'Interface to listen on (0.0.0.0 for every interface)',
    must: 'a host name or IP address',
  }),
  DATA_DIR: z.string().min(1).optional().register(envDocs, {
    default: './data (./data-live with DATA_MODE=live)',
    meaning:
      'Directory for local data, resolved from the working directory; PGlite keeps its database in DATA_DIR/pglite. Demo and live data never share one: a folder started in one mode refuses the other',
    must: 'a directory path',
  }),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .register(envDocs, {
      default: '(unset: embedded PGlite)',
      meaning: 'PostgreSQL connection URL; when set, node-postgres is used instead of PGlite',
      must: 'a postgres:// or postgresql:// URL',
      secret: true,
    }),
  DATA_MODE: z.enum(['demo', 'live']).default('demo').register(envDocs, {
    default: 'demo',
    meaning: 'demo: generated, labelled demo data; live: real providers',
    must: 'demo or live',
  }),
  PUBLIC_ORIGIN: httpOrigin.optional().register(envDocs, {
    default: 'http://127.0.0.1:PORT',
    meaning: 'Origin the app is reached at (used in links and as the default CORS origin)',
    must: 'an http(s) URL',
  }),
  CORS_ORIGINS: z
    .string()
    .transform((value) => value.split(',').map((origin) => origin.trim()))
    .pipe(z.array(httpOrigin).min(1))
    .optional()
    .register(envDocs, {
      default: 'PUBLIC_ORIGIN',
      meaning: 'Comma-separated origins allowed to call the API from a browser',
      must: 'a comma-separated list of http(s) origins',
    }),
  LOG_LEVEL: z
    .enum(LOG_LEVELS)
    .default('info')
    .register(envDocs, {
      default: 'info',
      meaning: 'Log level (fatal, error, warn, info, debug, trace, silent)',
      must: LOG_LEVELS.join(', ').replace(/, (\w+)$/, ' or $1'),
    }),
  WEB_DIST: z.string().min(1).optional().register(envDocs, {
    default: 'apps/web/dist',
    meaning: 'Built web app served at / (relative paths are resolved from the working directory)',
    must: 'a directory path',
  }),
  ...OPS_ENV,
  ...INSTANCE_ENV,
  SESSION_IDLE_DAYS: positiveInt().default(30).register(envDocs, {
    default: '30',
    meaning: 'A session unused for this many days expires (its token then gets 403)',
    must: 'a positive integer (days)',
  }),
  INVITE_ONLY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .register(envDocs, {
      default: 'false',
      meaning: 'true: only wallets in INVITE_ALLOWLIST may sign in (others get 406 NOT_INVITED)',
      must: 'true or false',
    }),
  INVITE_ALLOWLIST: walletList().optional().register(envDocs, {
    default: '(empty)',
    meaning: 'Comma-separated wallets invited when INVITE_ONLY is true (EVM compared case-insensitively)',
    must: 'a comma-separated list of wallet addresses',
  }),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .register(envDocs, {
      default: '(unset: DATA_DIR/outbox)',
      meaning: 'SMTP server for emails; unset, each email is written as an .eml file under DATA_DIR/outbox',
      must: 'an smtp:// or smtps:// URL',
      secret: true,
    }),
  MAIL_FROM: z.string().min(3).default('K3 <no-reply@k3.local>').register(envDocs, {
    default: 'K3 <no-reply@k3.local>',
    meaning: 'Sender of the emails the app sends',
    must: 'an email address, optionally with a display name',
  }),
  BOOST_ELIGIBLE_BEFORE: z.iso
    .datetime({ offset: true })
    .or(z.iso.date())
    .transform((value) => new Date(value))
    .optional()
    .register(envDocs, {
      default: '(unset: nobody)',
      meaning: 'Users created before this ISO date are legacy users: validating their email makes them boosted',
      must: 'an ISO date or date-time',
    }),
  ...PUBLIC_ENDPOINTS_ENV,
  SOLANA_RPC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .register(envDocs, {
      default: '(unset: the public endpoint in live mode, docs/live-mode.md; none with PUBLIC_ENDPOINTS=false)',
      meaning: 'Solana JSON-RPC endpoint read in DATA_MODE=live (getBalance, getTokenAccountsByOwner)',
      must: 'an http(s) URL',
      secret: true,
    }),
  COINGECKO_API_KEY: z.string().optional().register(envDocs, {
    default: '(unset: keyless public API)',
    meaning: 'CoinGecko demo API key, sent as x-cg-demo-api-key, for live prices',
    must: 'a CoinGecko API key',
    secret: true,
  }),
  COINGECKO_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://api.coingecko.com/api/v3')
    .register(envDocs, {
      default: 'https://api.coingecko.com/api/v3',
      meaning: 'CoinGecko API base URL (live prices and 30-day history)',
      must: 'an http(s) URL',
    }),
  COINGECKO_RATE_PER_MINUTE: positiveInt().default(30).register(envDocs, {
    default: '30',
    meaning: 'CoinGecko calls per minute at most (the free plan allows 30)',
    must: 'a positive integer',
  }),
  MARKET_REFRESH_MINUTES: positiveInt().default(10).register(envDocs, {
    default: '10',
    meaning: 'In live mode, prices of held assets are refreshed from CoinGecko this often (minutes)',
    must: 'a positive integer (minutes)',
  }),
  PORTFOLIO_REFRESH_MINUTES: positiveInt().default(15).register(envDocs, {
    default: '15',
    meaning: 'Portfolios not read for this long are read again in the background (minutes)',
    must: 'a positive integer (minutes)',
  }),
  NFT_IMAGE_HOST: httpOrigin.optional().register(envDocs, {
    default: '(unset: live NFTs show without image)',
    meaning: 'The tools host serving NFT images at /nft/{nft} (spec §7) in live mode; allowed in the CSP img-src',
    must: 'an http(s) URL',
  }),
  ALCHEMY_API_KEY: z.string().optional().register(envDocs, {
    default: '(unset: demo NFTs)',
    meaning: 'Alchemy API key for live NFTs by owner (getNFTsForOwner)',
    must: 'an Alchemy API key',
    secret: true,
  }),
  SECRETS_KEY: z.string().optional().register(envDocs, {
    default: '(unset: DATA_DIR/secrets.key on the embedded database; required with DATABASE_URL)',
    meaning:
      'Key sealing exchange API secrets at rest (AES-256-GCM): 32 bytes as 64 hex characters or base64, the same for every process; unset on the embedded database (demo or live), one is generated into DATA_DIR/secrets.key',
    must: '32 bytes written as 64 hex characters or base64',
    secret: true,
  }),
  // WalletConnect (issue 3 §2): the web build reads the same two variables; `npm start` builds and serves in one
  // environment, so the API allows the page to open the relay's socket (CSP connect-src) exactly when it is offered.
  VITE_WALLETCONNECT_PROJECT_ID: z
    .string()
    .trim()
    .regex(/^[\w-]{1,128}$/)
    .optional()
    .register(envDocs, {
      default: '(unset: no WalletConnect)',
      meaning:
        'WalletConnect Cloud project id: the web build offers WalletConnect, and the CSP lets pages open a socket to VITE_WALLETCONNECT_RELAY_URL',
      must: 'letters, digits, - or _',
    }),
  VITE_WALLETCONNECT_RELAY_URL: z
    .url({ protocol: /^wss?$/ })
    .transform((value) => new URL(value).origin)
    .optional()
    .register(envDocs, {
      default: DEFAULT_WALLETCONNECT_RELAY_URL,
      meaning: 'WalletConnect relay the page connects to (only used when VITE_WALLETCONNECT_PROJECT_ID is set)',
      must: 'a ws:// or wss:// URL',
    }),
});
type Env = z.output<typeof EnvSchema>;
export type EnvName = keyof typeof EnvSchema.shape;

/** Every variable with its default and meaning, in declaration order (the README table mirrors it). */
export const ENV_VARS: ReadonlyArray<{ name: EnvName } & EnvDoc> = (Object.keys(EnvSchema.shape) as EnvName[]).map((name) => {
  const doc = envDocs.get(EnvSchema.shape[name]);
  if (!doc) throw new Error(`${name} is not documented`);
  return { name, ...doc };
});

/** Documentation rows that stand for a family of variables (README's table has one row for each). */
export const ENV_VAR_FAMILIES = [...RPC_ENV_FAMILIES, ...XRAY_ENV_FAMILIES];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function toConfig(env: Env, cwd: string) {
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${env.PORT}`;
  return {
    port: env.PORT,
    host: env.HOST,
    // Demo and live data are kept apart by default (issue 31 §1): each mode has its own folder.
    dataDir: resolve(cwd, env.DATA_DIR ?? (env.DATA_MODE === 'live' ? './data-live' : './data')),
    databaseUrl: env.DATABASE_URL ?? null,
    dataMode: env.DATA_MODE,
    isDemo: env.DATA_MODE === 'demo',
    publicOrigin,
    corsOrigins: env.CORS_ORIGINS ?? [publicOrigin],
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST === undefined ? DEFAULT_WEB_DIST : isAbsolute(env.WEB_DIST) ? env.WEB_DIST : resolve(cwd, env.WEB_DIST),
    /** Fastify's `trustProxy`: false (the socket peer is the client), a hop count, or the trusted proxies. */
    trustProxy: env.TRUST_PROXY ?? (false as const),
    /** GET /api/metrics' bearer token (issue 15 §1); null: no metrics are collected and the route is absent. */
    metricsToken: env.METRICS_TOKEN ?? null,
    /** Redis for the shared rate limits and caches (plugins/app/redis.ts); null: everything stays in the process. */
    redisUrl: env.REDIS_URL ?? null,
    /** The K3-Instance response header's value, or null for no header (env/instance.ts). */
    instanceId: env.K3_INSTANCE_ID ?? null,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW * 1000 },
    preregisterRateLimit: env.PREREGISTER_RATE_LIMIT,
    authRateLimit: env.AUTH_RATE_LIMIT,
    aiVisitorRateLimit: env.AI_VISITOR_RATE_LIMIT,
    /** MCP tool calls per user and minute (issue 28 §4; docs/mcp.md "Rate limits"). */
    mcpRateLimit: env.MCP_RATE_LIMIT,
    codeFailureLimit: env.CODE_FAILURE_LIMIT,
    sessionIdleDays: env.SESSION_IDLE_DAYS,
    invite: { only: env.INVITE_ONLY, allowlist: env.INVITE_ALLOWLIST ?? [] },
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    emailSendsPerHour: { perUser: env.EMAIL_SENDS_PER_USER_HOUR, perRecipient: env.EMAIL_SENDS_PER_RECIPIENT_HOUR },
    boostEligibleBefore: env.BOOST_ELIGIBLE_BEFORE ?? null,
    secretsKey: env.SECRETS_KEY ?? null,
    solanaRpcUrl: env.SOLANA_RPC_URL ?? null,
    coingecko: {
      apiKey: env.COINGECKO_API_KEY ?? null,
      baseUrl: env.COINGECKO_BASE_URL,
      ratePerMinute: env.COINGECKO_RATE_PER_MINUTE,
    },
    exchangeAddAttemptsPerHour: env.EXCHANGE_ADD_ATTEMPTS_PER_HOUR,
    marketRefreshMs: env.MARKET_REFRESH_MINUTES * 60_000,
    portfolioRefreshMs: env.PORTFOLIO_REFRESH_MINUTES * 60_000,
    alchemyApiKey: env.ALCHEMY_API_KEY ?? null,
    nftImageHost: env.NFT_IMAGE_HOST ?? null,
    xray: {
      refreshMs: env.XRAY_REFRESH_HOURS * 3_600_000,
      portChecks: env.XRAY_PORT_CHECKS,
      watchMs: (env.XRAY_WATCH_MINUTES ?? env.PORTFOLIO_REFRESH_MINUTES) * 60_000,
      watchRpcPerMinute: env.XRAY_WATCH_RPC_PER_MINUTE,
    },
    news: {
      feeds: { en: env.NEWS_FEEDS_EN ?? [...DEFAULT_NEWS_FEEDS.en], fr: env.NEWS_FEEDS_FR ?? [...DEFAULT_NEWS_FEEDS.fr] },
      refreshMs: env.NEWS_REFRESH_MINUTES * 60_000,
      retentionDays: env.NEWS_RETENTION_DAYS,
    },
    /** OpenAI-compatible chat completions; null: offline scorer (and offline Agent K). */
    llm: env.LLM_BASE_URL
      ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY ?? null, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS }
      : null,
    /** Tokens one user's Agent K prompts may spend per UTC day (issue 22 §4); 0: no ceiling. */
    aiDailyTokenLimit: env.AI_DAILY_TOKEN_LIMIT,
    /** Wallets that are admins whatever their role column says (issue 13 §4). */
    adminWallets: env.ADMIN_WALLETS ?? [],
    /** The external quest platform checked by quester quests; null: the demo platform. */
    quester: env.QUESTER_BASE_URL ? { baseUrl: env.QUESTER_BASE_URL, apiKey: env.QUESTER_API_KEY ?? null } : null,
    /** The Telegram bot (issue 14); null without TELEGRAM_BOT_TOKEN. */
    telegram: telegramConfig(env),
    /** The WalletConnect relay's origin, allowed in the CSP's connect-src; null when WalletConnect is not offered. */
    walletConnectRelayOrigin: env.VITE_WALLETCONNECT_PROJECT_ID
      ? (env.VITE_WALLETCONNECT_RELAY_URL ?? DEFAULT_WALLETCONNECT_RELAY_URL)
      : null,
  };
}
/**
 * The configuration: the environment's values, and the per-chain families by chain id (env/xray.ts chainFamilies:
 * RPC_URL_, BLOCKSCOUT_URL_, DEX_ROUTER_, DEX_V3_FACTORY_, DEX_V3_POSITIONS_, LP_LOCKER_, V3_LOCKER_), with
 * `historyExplorerUrls` the explorers the transaction history reads (BLOCKSCOUT_URL_<CHAIN> only).
 */
export type Config = Readonly<
  ReturnType<typeof toConfig> & { [K in keyof ChainFamilyValues | 'historyExplorerUrls']: Readonly<Record<string, string>> }
>;

/**
 * Validates `env` (process.env at boot; a plain object in tests). Empty strings count as unset.
 * Throws a ConfigError whose message is one line naming each bad variable and what it must be.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>>, cwd = process.cwd()): Config {
  const input = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(input);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))] as EnvName[];
    const problems = names.map((name) => {
      const doc = ENV_VARS.find((v) => v.name === name);
      const received = doc?.secret ? '' : ` (got ${JSON.stringify(input[name])})`;
      return `${name} must be ${doc?.must ?? 'valid'}${received}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const families = chainFamilies(input);
  if (families.problems.length) throw new ConfigError(`Invalid configuration: ${families.problems.join('; ')}`);
  // Processes sharing a database must seal and open exchange secrets with one key: a key generated per DATA_DIR
  // would differ between an API process and a worker (issue 8 §8). The embedded database has one process, demo or
  // live: its key is generated into DATA_DIR (issue 31 §1, live mode with no other variable).
  const { DATABASE_URL, SECRETS_KEY } = parsed.data;
  if (DATABASE_URL !== undefined && SECRETS_KEY === undefined)
    throw new ConfigError(
      'Invalid configuration: SECRETS_KEY must be set when DATABASE_URL is set (32 bytes as 64 hex characters or base64, the same for every process)',
    );
  // The transaction history reads only the explorers you set: the public defaults serve the discovery of tokens and
  // X-Ray (docs/live-mode.md), not a history that would be read again from block 0 through them.
  const config = { ...toConfig(parsed.data, cwd), ...families.values, historyExplorerUrls: families.values.explorerUrls };
  return parsed.data.DATA_MODE === 'live' && parsed.data.PUBLIC_ENDPOINTS ? withPublicEndpoints(config) : config;
}
