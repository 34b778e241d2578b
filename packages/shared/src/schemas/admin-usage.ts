// Agent K usage in the admin console (issue 22 §4; docs/admin.md "Agent K usage"): prompts and tokens per user and UTC
// day, with the daily ceiling per user the server applies (AI_DAILY_TOKEN_LIMIT).
import { z } from 'zod';
import { okSchema } from './envelope';

/** Days back the console can list, today included. */
export const ADMIN_USAGE_DAYS_MAX = 90;

export const AdminAiUsageSchema = z
  .object({
    day: z.iso.date().describe('The UTC day'),
    userId: z.string(),
    prompts: z.number().int().describe('Prompts finished that day (answered, failed or refunded)'),
    promptTokens: z.number().int().describe('Reported by the model, or estimated at 4 characters a token where it reported none'),
    completionTokens: z.number().int(),
    overLimit: z
      .boolean()
      .describe('The day’s tokens reached the daily ceiling: the user’s further prompts that day were refused'),
  })
  .meta({ id: 'AdminAiUsage' });
export type AdminAiUsage = z.infer<typeof AdminAiUsageSchema>;

export const AdminAiUsageQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(ADMIN_USAGE_DAYS_MAX, `days must be at most ${ADMIN_USAGE_DAYS_MAX}`)
    .default(7)
    .describe('Days listed, today (UTC) included'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const AdminAiUsageListResponseSchema = okSchema(
  z
    .object({
      dailyTokenLimit: z
        .number()
        .int()
        .nullable()
        .describe('AI_DAILY_TOKEN_LIMIT: tokens per user per UTC day; null for no ceiling'),
      usage: z.array(AdminAiUsageSchema).describe('Newest day first, the largest spenders of a day first'),
    })
    .meta({ id: 'AdminAiUsageList' }),
);
