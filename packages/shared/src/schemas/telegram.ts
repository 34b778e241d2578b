// Telegram linking contract (issue 14 §2): the account page asks for a one-time deep link, shows it with its QR code,
// and shows the linked Telegram account with "Unlink". The bot itself speaks to Telegram, not to this API.
import { z } from 'zod';
import { LOCALES } from '../constants/locales';
import { TELEGRAM_ALERT_THRESHOLD_MAX, TELEGRAM_ALERT_THRESHOLD_MIN } from '../constants/telegram';
import { okSchema } from './envelope';

export const TelegramLinkSchema = z
  .object({
    name: z.string().describe('The Telegram account’s display name (first and last name) when it was linked'),
    username: z.string().nullable().describe('The Telegram @username, when the account has one'),
    linkedAt: z.string().describe('ISO date-time'),
    lang: z.enum(LOCALES).describe('The language the bot answers in (/language changes it)'),
    alerts: z.object({
      enabled: z.boolean(),
      threshold: z.number().int().min(TELEGRAM_ALERT_THRESHOLD_MIN).max(TELEGRAM_ALERT_THRESHOLD_MAX),
    }),
  })
  .meta({ id: 'TelegramLink' });
export type TelegramLink = z.infer<typeof TelegramLinkSchema>;

export const TelegramStatusSchema = z
  .object({
    available: z.boolean().describe('false when this K3 runs no Telegram bot (no TELEGRAM_BOT_TOKEN)'),
    bot: z.string().nullable().describe('The bot’s @username (without @), when available'),
    link: TelegramLinkSchema.nullable().describe('The linked Telegram account, or null'),
  })
  .meta({ id: 'TelegramStatus' });
export type TelegramStatus = z.infer<typeof TelegramStatusSchema>;
export const TelegramStatusResponseSchema = okSchema(TelegramStatusSchema);

export const TelegramLinkBodySchema = z
  .object({ lang: z.enum(LOCALES).optional().describe('The language the bot will answer in (the page’s language)') })
  .strict()
  .meta({ id: 'TelegramLinkBody' });
export type TelegramLinkBody = z.infer<typeof TelegramLinkBodySchema>;

export const TelegramLinkTokenSchema = z
  .object({
    token: z.string().describe('One-time token, 43 characters of A-Za-z0-9_-'),
    url: z.string().describe('https://t.me/<bot>?start=<token>: open it on the phone, or scan its QR code'),
    expiresAt: z.string().describe('ISO date-time, 10 minutes after it was made'),
  })
  .meta({ id: 'TelegramLinkToken' });
export type TelegramLinkToken = z.infer<typeof TelegramLinkTokenSchema>;
export const TelegramLinkTokenResponseSchema = okSchema(TelegramLinkTokenSchema);

export const TelegramUnlinkResponseSchema = okSchema(
  z.object({ unlinked: z.boolean().describe('false when no Telegram account was linked') }),
);
