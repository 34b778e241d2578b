// X-Ray's time series (issue 24 §2, issue 25 §3): a project's score history with why each day changed, and the daily
// price series every market figure of K3 is computed from.
import { z } from 'zod';
import { ALERT_KEYS } from '../constants/xray';
import { okSchema } from './envelope';

/** Why a day's audit differs from the previous audited day's (issue 25 §3): the score's move and the alerts' turnover. */
export const XrayScoreChangeSchema = z
  .object({
    since: z.string().describe('The previous audited day (yyyy-mm-dd) this day is compared with'),
    scoreDelta: z
      .number()
      .int()
      .nullable()
      .describe("This day's score minus the previous audited day's; null when either has no score"),
    appeared: z
      .array(z.enum(ALERT_KEYS))
      .describe('Alert keys that fired this day and not on the previous audited day; empty unless `access` is full'),
    disappeared: z
      .array(z.enum(ALERT_KEYS))
      .describe('Alert keys that fired on the previous audited day and not this day; empty unless `access` is full'),
    appearedCount: z.number().int().describe('How many alerts appeared (given at every access level)'),
    disappearedCount: z.number().int().describe('How many alerts disappeared (given at every access level)'),
  })
  .meta({ id: 'XrayScoreChange' });
export type XrayScoreChange = z.infer<typeof XrayScoreChangeSchema>;

export const XrayHistoryPointSchema = z
  .object({
    day: z.string().describe('UTC day of the audit, yyyy-mm-dd'),
    score: z.number().int().nullable().describe('0–100; null when no rule could run'),
    alerts: z.number().int().describe('How many alerts fired'),
    change: XrayScoreChangeSchema.nullable().describe(
      'What changed since the previous audited day; null on the first audited day of the range',
    ),
  })
  .meta({ id: 'XrayHistoryPoint' });
export const XrayHistoryResponseSchema = okSchema(
  z.object({
    id: z.string(),
    access: z
      .enum(['full', 'connect', 'upgrade'])
      .describe('full: the changes name their alerts; connect (visitor) or upgrade (plan without X-Ray): counts only'),
    days: z.array(XrayHistoryPointSchema).describe('Each audited day of the last 90, oldest first'),
  }),
);
export type XrayHistoryPoint = z.infer<typeof XrayHistoryPointSchema>;
export type XrayHistory = z.infer<typeof XrayHistoryResponseSchema.shape.data>;

/** GET /api/x-ray/projects/{id}/prices (issue 24 §2): the daily series every market figure of K3 is computed from. */
export const PRICE_SERIES_MAX_DAYS = 365;
const DAYS_ERROR = `days must be a whole number from 1 to ${PRICE_SERIES_MAX_DAYS}`;
export const XrayPricesQuerySchema = z.object({
  days: z.coerce
    .number({ error: DAYS_ERROR })
    .int(DAYS_ERROR)
    .min(1, DAYS_ERROR)
    .max(PRICE_SERIES_MAX_DAYS, DAYS_ERROR)
    .default(30)
    .describe('How many days, up to today (UTC)'),
});
export const XrayPricePointSchema = z
  .object({
    date: z.string().describe('UTC day, yyyy-mm-dd'),
    close: z.number().describe('USD price of the day (its close; today: the latest price)'),
    volume: z.number().describe('USD volume traded over the day'),
  })
  .meta({ id: 'XrayPricePoint' });
export const XrayPricesResponseSchema = okSchema(z.array(XrayPricePointSchema));
export type XrayPricePoint = z.infer<typeof XrayPricePointSchema>;
