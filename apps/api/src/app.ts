// buildApp: the Fastify application as a plugin tree (docs/architecture.md principle 3, fastify/demo): external plugins
// (security headers, CORS, rate limits, OpenAPI, database, static web app), then app plugins (errors, request ids,
// clock, auth, reference data), then routes. It never listens: server.ts does, tests call `inject`.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { routerErrorHandler } from './http/router-errors';
import { AppLogController, genReqId, type LoggerOptions, loggerOptions, requestLogger } from './logger';
import { REFERENCE_FILE } from './paths';
import agent from './plugins/app/agent';
import auth from './plugins/app/auth';
import clock, { type Clock } from './plugins/app/clock';
import errors from './plugins/app/errors';
import idempotency from './plugins/app/idempotency';
import instanceHeader from './plugins/app/instance-header';
import lifecycle from './plugins/app/lifecycle';
import metrics from './plugins/app/metrics';
import news, { type NewsPluginOptions } from './plugins/app/news';
import xray, { type XrayPluginOptions } from './plugins/app/xray';
import portfolio from './plugins/app/portfolio';
import referenceData from './plugins/app/reference-data';
import rewards from './plugins/app/rewards';
import sources from './plugins/app/sources';
import telegram from './plugins/app/telegram';
import textInput from './plugins/app/text-input';
import votes from './plugins/app/votes';
import demoCommunity from './plugins/app/demo-community';
import cors from './plugins/external/cors';
import database from './plugins/external/database';
import rateLimit from './plugins/external/rate-limit';
import redis from './plugins/app/redis';
import securityHeaders from './plugins/external/security-headers';
import swagger from './plugins/external/swagger';
import webApp from './plugins/external/web-app';
import type { BalancesPort } from './providers/balances/port';
import type { Pacer } from './services/agent/pace';
import type { Agent } from './services/agent/types';
import type { NftsPort } from './providers/nfts/port';
import routes from './routes/index';
import transactions from './plugins/app/transactions';
import type { TransactionsPort } from './providers/transactions/port';

export interface BuildOptions {
  /** An open database the caller keeps owning (tests); by default one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** Load the reference dataset when it is missing or outdated (server.ts always does). */
  loadReference?: boolean;
  referenceFile?: string;
  /** Seed the demo community (generated members, referrals, ballots) in DATA_MODE=demo; server.ts always asks for it. */
  demoCommunity?: boolean;
  /** The time source of every expiry and rate window (tests move it forward). */
  clock?: Clock;
  /** The balances adapter (tests inject failing or counting ones); by default the one DATA_MODE names. */
  balances?: BalancesPort;
  /** The NFT adapter (tests inject failing ones); by default the one DATA_MODE and ALCHEMY_API_KEY name. */
  nfts?: NftsPort;
  /** The transactions port (issue 29 §1); by default the one DATA_MODE picks. */
  transactions?: TransactionsPort;
  /** The news scorer and feed reader (tests inject local ones); by default the configured ones. */
  news?: NewsPluginOptions;
  /** X-Ray's project-data port, explorer and website scanner options (tests inject local ones). */
  xray?: XrayPluginOptions;
  /** Agent K's answerer (tests inject scripted ones); by default the LLM agent with LLM_BASE_URL, else the offline one. */
  agent?: Agent;
  /** The offline answer's reading pace (services/agent/pace.ts); tests pass `instantPacer` or a stepped one. */
  pacer?: Pacer;
  /** The prefix of every Redis key with REDIS_URL (default `k3:`; tests isolate themselves with their own). */
  redisKeyPrefix?: string;
  /** Where the log lines go (tests read them); standard output by default. */
  logStream?: LoggerOptions['stream'];
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export type App = FastifyInstance;

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify 5 reads a bare number as "trust no hop", so a hop count becomes a
 * function trusting the socket peer and the next `hops - 1` addresses of X-Forwarded-For, nearest first.
 */
export function trustProxyOption(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    logController: new AppLogController(),
    genReqId,
    childLoggerFactory: requestLogger,
    requestIdHeader: false,
    // request.ip, which every limit keys on, comes from X-Forwarded-For only through proxies trusted here.
    trustProxy: trustProxyOption(config.trustProxy),
    // The router's own refusals (a malformed percent-encoding, an over-long path segment) in the error shape too.
    frameworkErrors: routerErrorHandler(config),
    // Migrations and the reference dataset load inside plugins: on a busy machine that takes longer than Fastify's
    // default 10 s per plugin, which would stop the start for no fault of its own.
    pluginTimeout: 120_000,
    // A request arriving while the app stops gets the error shape's 503 `stopping` from plugins/app/lifecycle.ts.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  try {
    await app.register(securityHeaders, { config });
    // Before any route: the text check is added to each route as it is declared.
    await app.register(textInput);
    await app.register(redis, { url: config.redisUrl, keyPrefix: options.redisKeyPrefix });
    await app.register(rateLimit, { config });
    await app.register(swagger);
    await app.register(database, { config, database: options.database });
    // After the database, so the close stops requests and jobs before the database closes (onClose runs in reverse).
    await app.register(lifecycle);
    await app.register(webApp, { config });

    await app.register(errors);
    // After the error handler, so the preflight's refusals have the API's error shape.
    await app.register(cors, { config });
    await app.register(instanceHeader);
    await app.register(metrics);
    await app.register(clock, { clock: options.clock });
    await app.register(auth);
    await app.register(idempotency);
    await app.register(sources);
    await app.register(portfolio, { balances: options.balances, nfts: options.nfts });
    await app.register(transactions, { port: options.transactions });
    await app.register(news, options.news ?? {});
    await app.register(xray, { referenceFile: options.referenceFile, ...options.xray });
    await app.register(agent, { agent: options.agent, pacer: options.pacer });
    await app.register(rewards);
    await app.register(votes);
    if (options.demoCommunity) await app.register(demoCommunity);
    await app.register(telegram);
    if (options.loadReference) await app.register(referenceData, { file: options.referenceFile ?? REFERENCE_FILE });

    await app.register(routes);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
