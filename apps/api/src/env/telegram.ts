// Telegram bot settings (issue 14 §1): part of the one environment schema of config.ts. Without a token no bot starts.
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { envDocs } from './docs';

export const DEFAULT_TELEGRAM_API_ROOT = 'https://api.telegram.org';

export const TELEGRAM_ENV = {
  TELEGRAM_BOT_TOKEN: z
    .string()
    .trim()
    .regex(/^\d{1,20}:[\w-]{20,100}$/)
    .optional()
    .register(envDocs, {
      default: '(unset: no bot)',
      meaning: 'Token BotFather gave the K3 bot; set, the worker runs the Telegram bot and /account offers "Link Telegram"',
      must: 'a bot token (digits, a colon, then letters, digits, - or _)',
      secret: true,
    }),
  TELEGRAM_API_ROOT: z
    .url({ protocol: /^https?$/ })
    .transform((value) => value.replace(/\/+$/, ''))
    .default(DEFAULT_TELEGRAM_API_ROOT)
    .register(envDocs, {
      default: DEFAULT_TELEGRAM_API_ROOT,
      meaning: 'Bot API server the bot calls (a self-hosted telegram-bot-api server, or a local one in tests)',
      must: 'an http(s) URL',
    }),
  TELEGRAM_WEBHOOK_URL: z
    .url({ protocol: /^https$|^http$/ })
    .optional()
    .register(envDocs, {
      default: '(unset: long polling)',
      meaning:
        'Public URL of POST /api/telegram/webhook: set, Telegram pushes updates there (with the secret header) instead of the worker polling',
      must: 'an http(s) URL',
    }),
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,256}$/)
    .optional()
    .register(envDocs, {
      default: '(unset: derived from the bot token)',
      meaning: 'The X-Telegram-Bot-Api-Secret-Token the webhook requires (the same for every process)',
      must: '16 to 256 characters of A-Za-z0-9_-',
      secret: true,
    }),
};

export interface TelegramConfig {
  token: string;
  apiRoot: string;
  /** null: long polling by the worker. */
  webhookUrl: string | null;
  webhookSecret: string;
}

/** The bot's settings, or null when no token is set. The default webhook secret is an HMAC of the token. */
export function telegramConfig(env: {
  TELEGRAM_BOT_TOKEN?: string | undefined;
  TELEGRAM_API_ROOT: string;
  TELEGRAM_WEBHOOK_URL?: string | undefined;
  TELEGRAM_WEBHOOK_SECRET?: string | undefined;
}): TelegramConfig | null {
  const token = env.TELEGRAM_BOT_TOKEN;
  if (!token) return null;
  return {
    token,
    apiRoot: env.TELEGRAM_API_ROOT,
    webhookUrl: env.TELEGRAM_WEBHOOK_URL ?? null,
    webhookSecret: env.TELEGRAM_WEBHOOK_SECRET ?? createHmac('sha256', 'k3-telegram-webhook').update(token).digest('base64url'),
  };
}
