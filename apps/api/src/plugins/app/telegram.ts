// Telegram (issue 14): with TELEGRAM_BOT_TOKEN, every process can make link tokens (it reads the bot's @username once
// with getMe) and build the bot: the worker polls with it (jobs/telegram.ts), and API processes answer the
// webhook with it when TELEGRAM_WEBHOOK_URL is set. Slow work the bot starts (Agent K answers) is tracked, so closing
// the app waits for it. Tests pass their Bot API root through TELEGRAM_API_ROOT.
import fp from 'fastify-plugin';
import { Api, type Bot } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import type { TelegramConfig } from '../../env/telegram';
import { toolDepsOf } from '../../services/agent/tools';
import { createK3Bot } from '../../services/telegram/bot';
import type { BotDeps, K3Context } from '../../services/telegram/context';
import { FEATURES } from '../../services/telegram/features';
import { instantPacer } from '../../services/agent/pace';

declare module 'fastify' {
  interface FastifyInstance {
    telegram: TelegramService;
  }
}

export interface TelegramService {
  config: TelegramConfig | null;
  /** The bot's identity from getMe, read once per process; null without a token or while the Bot API does not answer. */
  botInfo(): Promise<UserFromGetMe | null>;
  /** The bot, built once (getMe answered); throws without a token or while the Bot API does not answer getMe. */
  bot(): Promise<Bot<K3Context>>;
  deps: BotDeps;
  /** Resolves when the slow work started so far has ended. */
  idle(): Promise<void>;
}

/** A failed getMe is asked again after this long, not on every request. */
const GETME_RETRY_MS = 10_000;

export default fp(
  (app, _options, done) => {
    const config = app.config.telegram;
    const running = new Set<Promise<void>>();
    const deps: BotDeps = {
      db: app.db,
      clock: app.clock,
      limiter: app.limiter,
      origin: app.config.publicOrigin,
      demo: app.config.isDemo,
      toolDeps: () => toolDepsOf(app),
      chatDeps: () => ({
        ...toolDepsOf(app),
        agent: app.agent,
        limiter: app.limiter,
        logUsage: (entry) => app.log.info({ usage: { ...entry, via: 'telegram' } }, 'agent prompt'),
        logError: (error) => app.log.warn({ err: error }, 'agent answer failed'),
        dailyTokenLimit: app.config.aiDailyTokenLimit,
        // Telegram shows the answer once whole: no reading pace (services/agent/pace.ts is for the web chat).
        pacer: instantPacer,
      }),
      log: app.log,
      background: (task) => {
        const run = task()
          .catch((error: unknown) => app.log.warn({ err: error }, 'telegram background task failed'))
          .finally(() => running.delete(run));
        running.add(run);
      },
    };

    // The bot's identity, asked once per process and shared: one getMe attempt, never grammY's init(), which retries
    // with a back-off growing to an hour (a webhook request would hang, and the bot come back an hour after the Bot
    // API). The poller's tick and Telegram's webhook redelivery are the retries.
    let info: Promise<UserFromGetMe> | undefined;
    let failedAt = 0;
    const identify = async (token: string, apiRoot: string): Promise<UserFromGetMe> => {
      info ??= new Api(token, { apiRoot }).getMe();
      try {
        return await info;
      } catch (error) {
        info = undefined;
        failedAt = Date.now();
        throw error;
      }
    };
    const botInfo = async (): Promise<UserFromGetMe | null> => {
      if (!config) return null;
      // The account page asks at most every GETME_RETRY_MS while the Bot API does not answer.
      if (!info && Date.now() - failedAt < GETME_RETRY_MS) return null;
      try {
        return await identify(config.token, config.apiRoot);
      } catch (error) {
        app.log.warn({ err: error }, 'the Telegram Bot API did not answer getMe');
        return null;
      }
    };

    let bot: Promise<Bot<K3Context>> | undefined;
    const build = async (): Promise<Bot<K3Context>> => {
      if (!config) throw new Error('no TELEGRAM_BOT_TOKEN');
      const me = await identify(config.token, config.apiRoot);
      return createK3Bot(deps, { token: config.token, apiRoot: config.apiRoot, features: FEATURES, botInfo: me });
    };
    const botOnce = (): Promise<Bot<K3Context>> => {
      if (bot) return bot;
      const building = build();
      bot = building;
      // A failed build (the Bot API down) is tried again by the next caller.
      building.catch(() => {
        if (bot === building) bot = undefined;
      });
      return building;
    };

    app.decorate('telegram', {
      config,
      botInfo,
      bot: botOnce,
      deps,
      idle: async () => {
        while (running.size) await Promise.allSettled([...running]);
      },
    } satisfies TelegramService);
    app.addHook('onClose', async () => {
      await app.telegram.idle();
    });
    done();
  },
  { name: 'telegram', dependencies: ['database', 'clock', 'agent'] },
);
