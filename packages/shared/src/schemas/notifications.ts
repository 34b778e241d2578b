// Notifications (issue 30 §4 "a watch on what you hold"): a change that matters on a token the user holds — found by
// the X-Ray watch — with its explanation in en/fr/es and its evidence, newest first, read or unread.
import { z } from 'zod';
import { okSchema } from './envelope';
import { SEVERITIES } from '../constants/xray';
import { LocalizedTextSchema, XrayAlertEvidenceSchema } from './xray';

/** What the watch compares between two checks of a held token (docs/xray-watch.md). */
export const WATCH_CHANGE_CODES = [
  'owner_changed',
  'implementation_changed',
  'mint_enabled',
  'freeze_enabled',
  'sell_blocked',
  'tax_raised',
  'liquidity_unlocked',
  'liquidity_removed',
  'alert_new',
  'incident',
] as const;
export type WatchChangeCode = (typeof WATCH_CHANGE_CODES)[number];

export const NotificationSchema = z
  .object({
    id: z.string(),
    createdAt: z.string().describe('When the change was found (ISO 8601)'),
    readAt: z.string().nullable(),
    asset: z
      .object({ id: z.string(), symbol: z.string(), name: z.string() })
      .describe('The held token; `id` opens its X-Ray page (/x-ray/{id})'),
    change: z.object({
      code: z.enum(WATCH_CHANGE_CODES),
      severity: z.enum(SEVERITIES),
      chain: z.string().nullable().describe('The chain read, null for a change not read on a chain (an alert, a story)'),
      before: z.string().nullable().describe('The value at the previous check (an address, a tax in %, a share…)'),
      after: z.string().nullable().describe('The value now'),
    }),
    because: LocalizedTextSchema.describe('What changed and why it matters, in en/fr/es'),
    evidence: z.array(XrayAlertEvidenceSchema),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema).describe('Newest first'),
  unread: z.number().int().describe('Unread notifications in all (not only in `items`)'),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;
export const NotificationListResponseSchema = okSchema(NotificationListSchema);

export const NotificationsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100' })
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(100, 'limit must be a whole number from 1 to 100')
    .default(30),
});

export const NotificationsReadSchema = z.object({
  ids: z
    .array(z.string().uuid('ids must hold notification ids'), { error: 'ids must be a list of notification ids' })
    .max(100, 'ids must hold at most 100 ids')
    .optional()
    .describe("The notifications to mark read; all of the user's when absent"),
});
export const NotificationsReadResponseSchema = okSchema(z.object({ unread: z.number().int() }));
