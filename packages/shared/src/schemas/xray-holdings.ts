// What a signed-in user keeps and holds in X-Ray: favorite projects, and the audits of the holdings (GET /api/me/x-ray)
// with the portfolio score and its confidence.
import { z } from 'zod';
import { XRAY_CONFIDENCE, XRAY_FAVORITES_MAX } from '../constants/xray';
import { okSchema } from './envelope';
import { XrayAlertCountsSchema, XrayAlertSchema, XrayProjectSummarySchema } from './xray';

export const FavoritesSchema = z.object({
  ids: z.array(z.string()),
  /** The favorite projects' summaries, in the user's order (ids of projects no longer listed are left out). */
  items: z.array(XrayProjectSummarySchema),
});
export const FavoritesResponseSchema = okSchema(FavoritesSchema);
export const FavoritesBodySchema = z.object({
  ids: z
    .array(z.string().min(1, 'ids must hold project ids').max(100, 'ids must hold project ids'), {
      error: 'ids must be a list of project ids',
    })
    .max(XRAY_FAVORITES_MAX, `ids must hold at most ${XRAY_FAVORITES_MAX} projects`),
});

/** GET /api/me/x-ray: audits of what the user holds. */
export const MyXrayHoldingSchema = XrayProjectSummarySchema.extend({
  value: z.number().describe('USD held'),
  share: z.number().describe('Share of the portfolio value, 0–1'),
  alertCount: z.number().int(),
}).meta({ id: 'MyXrayHolding' });
export const MyXrayAlertSchema = XrayAlertSchema.extend({
  projectId: z.string(),
  name: z.string(),
  symbol: z.string(),
  exposure: z.number().describe('USD held in the project'),
  valueAtRisk: z.number().describe('exposure × severity weight (info 0.05, low 0.125, medium 0.25, high 0.5, critical 1)'),
}).meta({ id: 'MyXrayAlert' });
export const MyXraySchema = z.object({
  holdings: z.array(MyXrayHoldingSchema),
  access: z
    .enum(['full', 'upgrade'])
    .describe(
      'full with a plan that includes X-Ray; upgrade below it: `alerts` is then empty and `alertCounts` says how many fired',
    ),
  alerts: z.array(MyXrayAlertSchema).describe('Every alert of the holdings, with its details: only with `access: full`'),
  alertCounts: XrayAlertCountsSchema.describe('How many alerts fired, by severity (and by group with `access: full`)'),
  /** Value-weighted average score of the audited holdings; null when none is audited. */
  portfolioScore: z.number().int().nullable(),
  portfolioConfidence: z
    .enum(XRAY_CONFIDENCE)
    .nullable()
    .describe(
      'Confidence of the portfolio score: the lowest confidence among the largest scored holdings that together carry 90% of the scored value; null without a score',
    ),
  unscoredShare: z
    .number()
    .describe('Share of the portfolio value held in projects with no score (not audited or withheld), 0–1'),
  demo: z.boolean(),
});
export const MyXrayResponseSchema = okSchema(MyXraySchema);
export type MyXray = z.infer<typeof MyXraySchema>;
export type MyXrayAlert = z.infer<typeof MyXrayAlertSchema>;
