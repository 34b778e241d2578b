// The Telegram bot's process side (issue 14 §1). Without TELEGRAM_BOT_TOKEN: one info line, nothing else.
// Webhook mode (TELEGRAM_WEBHOOK_URL): the worker registers the webhook with its secret (retrying until the Bot API
// answers); API processes answer POST /api/telegram/webhook; nothing polls. Long polling (the default): exactly one
// process polls, the holder of the database lease `telegram-poller` (renewed every 15 s, lost after 45 s without
// renewal, e.g. by a crashed worker; released by a stopping one), so two workers, or an all-in-one process beside a
// worker, never both call getUpdates (Telegram would answer 409). Either way the job forgets, hourly, the handled update
// ids older than a week. A step that fails (the database, getMe, the Bot API) is tried again on the next tick: the loop
// never dies and never throws out of a timer.
// Leases are timed by the wall clock, not the app clock: a lease says whether a process is alive, in the real time of
// the renewal timer, and other processes compare against it. A test's manual clock (frozen, or moved minutes ahead to
// expire a link token) would keep a crashed holder's lease forever, or expire a live holder's under it.
import { randomUUID } from 'node:crypto';
import type { Bot } from 'grammy';
import type { Update } from 'grammy/types';
import type { App } from '../app';
import { deleteOldUpdates, releaseLease, takeLease } from '../repositories/telegram';
import type { K3Context } from '../services/telegram/context';
import { registerCommandMenu } from '../services/telegram/commands/menu';

export const POLLER_LEASE = 'telegram-poller';
const ALLOWED_UPDATES = ['message', 'callback_query'] as const;
/** The handled update ids older than a week are forgotten this often (repositories/telegram deleteOldUpdates). */
const SWEEP_EVERY_MS = 3_600_000;

export interface TelegramJobOptions {
  leaseTtlMs?: number;
  leaseRenewMs?: number;
}

export interface TelegramJob {
  /** Resolves once this process polls (or has set the webhook); tests wait on it. */
  readonly polling: Promise<void>;
  /** Stops polling, confirms the handled updates to Telegram, releases the lease, waits for the answers being written. */
  stop(): Promise<void>;
}

interface Poller {
  bot: Bot<K3Context>;
  /** The polling loop: resolves once it has stopped and the update batch it held is handled. */
  run: Promise<void>;
  /** The highest update id the loop received (and so handles before it ends). */
  lastUpdateId: number;
  /** Set before bot.stop(): what getUpdates answers from then on is not handled (grammY discards it). */
  stopping: boolean;
}

export function startTelegram(app: App, options: TelegramJobOptions = {}): TelegramJob | null {
  const config = app.config.telegram;
  if (!config) {
    app.log.info('Telegram bot off (TELEGRAM_BOT_TOKEN is not set)');
    return null;
  }
  const ttl = options.leaseTtlMs ?? 45_000;
  const renewEvery = options.leaseRenewMs ?? 15_000;
  const holder = `${process.pid}-${randomUUID()}`;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let poller: Poller | undefined;
  let onPolling: () => void = () => undefined;
  const polling = new Promise<void>((resolve) => (onPolling = resolve));

  // The updates the loop receives, seen through the client (grammY keeps its offset private): once per bot instance,
  // however often polling restarts on it.
  const watched = new WeakSet<Bot<K3Context>>();
  const watch = (bot: Bot<K3Context>) => {
    if (watched.has(bot)) return;
    watched.add(bot);
    bot.api.config.use(async (prev, method, payload, signal) => {
      const result = await prev(method, payload, signal);
      const current = poller;
      if (method === 'getUpdates' && result.ok && current?.bot === bot && !current.stopping)
        for (const update of result.result as Update[]) current.lastUpdateId = Math.max(current.lastUpdateId, update.update_id);
      return result;
    });
  };

  const startPolling = async (): Promise<void> => {
    const bot = await app.telegram.bot();
    // grammY's start() deletes any webhook with retries backing off to an hour: asked once here first, a Bot API that
    // is down fails this tick (tried again on the next) instead of holding the poller.
    await bot.api.deleteWebhook();
    if (stopped) return;
    await menu(bot);
    watch(bot);
    const started: Poller = { bot, run: Promise.resolve(), lastUpdateId: 0, stopping: false };
    poller = started;
    started.run = bot
      .start({
        allowed_updates: ALLOWED_UPDATES,
        onStart: () => {
          app.log.info('Telegram bot polling');
          onPolling();
        },
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'Telegram polling stopped: restarting on the next tick'))
      .finally(() => {
        if (poller === started) poller = undefined;
      });
  };

  /**
   * Stops the loop and waits for the batch it was handling. grammY confirms the update it was on when stop() came;
   * with `confirmAll`, the rest of that batch is confirmed too, so a restart does not receive it again (only when the
   * lease is still ours: a confirming getUpdates beside another poller would cut its long poll with a 409).
   */
  const stopPolling = async (confirmAll: boolean): Promise<void> => {
    const current = poller;
    if (!current) return;
    current.stopping = true;
    await current.bot.stop().catch((error: unknown) => app.log.warn({ err: error }, 'Telegram updates not confirmed'));
    await current.run;
    if (confirmAll && current.lastUpdateId > 0)
      await current.bot.api
        .getUpdates({ offset: current.lastUpdateId + 1, limit: 1, timeout: 0 })
        .catch((error: unknown) => app.log.warn({ err: error }, 'Telegram updates not confirmed'));
  };

  // The command menu, once per process that polls or sets the webhook; a failure only costs the menu until a restart.
  let menuDone = false;
  const menu = async (bot: Bot<K3Context>): Promise<void> => {
    if (menuDone) return;
    menuDone = true;
    await registerCommandMenu(bot.api).catch((error: unknown) => app.log.warn({ err: error }, 'Telegram command menu not set'));
  };

  let sweptAt = 0;
  const sweep = async (): Promise<void> => {
    if (Date.now() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = Date.now();
    await deleteOldUpdates(app.db, app.clock());
  };

  const pollStep = async (): Promise<boolean> => {
    let held = false;
    try {
      held = await takeLease(app.db, POLLER_LEASE, holder, new Date(), new Date(Date.now() + ttl));
    } catch (error) {
      app.log.warn({ err: error }, 'Telegram poller lease unavailable');
    }
    // stop() is waiting for this step: it stops the polling and releases the lease itself.
    if (stopped) return false;
    if (!held && poller) {
      app.log.warn('Telegram poller lease lost: this process stops polling');
      await stopPolling(false);
    }
    if (held && !poller) await startPolling();
    if (held) await sweep();
    return true;
  };

  let webhookSet = false;
  const webhookStep = async (): Promise<boolean> => {
    if (!webhookSet) {
      const bot = await app.telegram.bot();
      if (stopped) return false;
      await bot.api.setWebhook(config.webhookUrl ?? '', {
        secret_token: config.webhookSecret,
        allowed_updates: ALLOWED_UPDATES,
      });
      webhookSet = true;
      app.log.info({ url: config.webhookUrl }, 'Telegram webhook set');
      await menu(bot);
      onPolling();
    }
    await sweep();
    return true;
  };

  const step = config.webhookUrl ? webhookStep : pollStep;
  let current: Promise<void> = Promise.resolve();
  const tick = async (): Promise<void> => {
    let again = true;
    try {
      again = await step();
    } catch (error) {
      const what = config.webhookUrl ? (webhookSet ? 'sweep' : 'setWebhook') : 'poller';
      app.log.warn({ err: error, step: what }, 'Telegram job step failed: retrying on the next tick');
    }
    if (again && !stopped)
      timer = setTimeout(() => {
        current = tick();
      }, renewEvery);
  };
  current = tick();

  return {
    polling,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A step in flight ends first: its lease renewal must not land after the release below.
      await current;
      await stopPolling(true);
      if (!config.webhookUrl)
        await releaseLease(app.db, POLLER_LEASE, holder).catch((error: unknown) =>
          app.log.warn({ err: error }, 'Telegram poller lease not released: it expires on its own'),
        );
      await app.telegram.idle();
    },
  };
}
