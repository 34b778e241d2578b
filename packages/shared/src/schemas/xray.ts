// The X-Ray contract (issue 11; spec §1 "X-Ray", §2 X-Ray screens, §3 "X-Ray audit fields", "Project tags", "Alert
// keys", §6 visitor and plan gating). One audit engine fills six sections; every field is measured or says why it
// was not checked; every alert names its rule's key, the measured value, the threshold and a sentence in en/fr/es.
import { z } from 'zod';
import { okSchema } from './envelope';

import {
  ALERT_GROUPS,
  ALERT_KEYS,
  SEVERITIES,
  XRAY_SECTIONS,
  type XraySection,
  XRAY_TAGS,
  XRAY_TOP_TYPES,
  XRAY_CONFIDENCE,
} from '../constants/xray';

export const LocalizedTextSchema = z.object({ en: z.string(), fr: z.string(), es: z.string() }).meta({ id: 'XrayText' });
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

export const XRAY_UNITS = ['usd', 'percent', 'share', 'count', 'months', 'days', 'score'] as const;

export const XrayAlertSourceSchema = z
  .object({
    name: z
      .string()
      .describe(
        'Where the measure was read (issue 25 §2): "K3 daily series (demo)", "CoinGecko /coins/{id}", "Blockscout (ethereum)", "Website scan of example.org", "RPC read of ethereum (0x…)", a news outlet…',
      ),
    asOf: z.string().nullable().describe('When that source was read or published, ISO 8601; null when unknown'),
  })
  .meta({ id: 'XrayAlertSource' });
export type XrayAlertSource = z.infer<typeof XrayAlertSourceSchema>;

export const XrayAlertEvidenceSchema = z
  .object({
    kind: z
      .enum(['link', 'value'])
      .describe(
        'link: `value` is an in-app path (/news/123) or an https page of a configured public explorer; value: copyable text',
      ),
    label: z
      .string()
      .describe(
        'What the evidence is, as a stable key clients translate: newsStory, contractAddress, contractFunction, opcode, proxy, owner, metadataTrailer, mintAccount, weakHeader, disclosingHeader, openPort, missingRecord, certificate, top10Share, explorerPage, tradeSimulation, pool, lpHolders, privilegedCall, trustedAddress',
      ),
    value: z.string().describe('The path or URL of a link; the text to copy of a value (0x40c10f19 mint(address,uint256)…)'),
    text: z.string().optional().describe("What a link reads as (a story's title); the value itself when absent"),
  })
  .meta({ id: 'XrayAlertEvidence' });
export type XrayAlertEvidence = z.infer<typeof XrayAlertEvidenceSchema>;

export const XrayAlertSchema = z
  .object({
    key: z.enum(ALERT_KEYS),
    group: z.enum(ALERT_GROUPS),
    severity: z.enum(SEVERITIES),
    section: z.enum(XRAY_SECTIONS).describe('The section whose measures fired the rule'),
    value: z.number().describe('The measured value, in `unit` (a count of findings for the contract rules)'),
    threshold: z.number(),
    unit: z.enum(XRAY_UNITS),
    risky: z
      .enum(['below', 'above', 'atLeast'])
      .optional()
      .describe(
        'Which side of the threshold is risky: below it, above it, or from it on (a count of findings); absent on audits stored before it was recorded',
      ),
    because: LocalizedTextSchema.describe('What triggered the alert, with the measured value, in en/fr/es'),
    source: XrayAlertSourceSchema.optional().describe(
      'Where and when the measure was read; absent on audits stored before it was recorded',
    ),
    evidence: z
      .array(XrayAlertEvidenceSchema)
      .optional()
      .describe(
        'What was found, to check or copy: the news story, the contract function or opcode offset, the weak header, the explorer page; absent when the measure is all there is, or on older audits',
      ),
  })
  .meta({ id: 'XrayAlert' });
export type XrayAlert = z.infer<typeof XrayAlertSchema>;

export const XrayTagResultSchema = z
  .object({ tag: z.enum(XRAY_TAGS), because: LocalizedTextSchema })
  .meta({ id: 'XrayTagResult' });

/** The kinds of value a section field holds, so a client formats it without guessing. */
export const XRAY_FIELD_KINDS = [
  'usd',
  'percent',
  'share',
  'count',
  'months',
  'days',
  'score',
  'number',
  'date',
  'url',
  'text',
  'boolean',
  'list',
] as const;
export type XrayFieldKind = (typeof XRAY_FIELD_KINDS)[number];

export const XrayFieldSchema = z
  .object({
    key: z.string().describe('Field name (price, marketCap, top10HolderRatio, observatoryGrade…)'),
    kind: z.enum(XRAY_FIELD_KINDS),
    value: z
      .union([z.number(), z.string(), z.boolean(), z.array(z.string()), z.null()])
      .describe('null when not checked (see `reason`)'),
    reason: z.string().optional().describe('Why the value is missing: "not checked (demo)", "no RPC configured"…'),
    detail: z.string().optional().describe('How the value was measured or what it means, when the name does not say'),
    explanation: LocalizedTextSchema.optional().describe(
      'The value in plain words, in en/fr/es, beside the indicator terms of `detail` (technical analysis fields)',
    ),
  })
  .meta({ id: 'XrayField' });
export type XrayField = z.infer<typeof XrayFieldSchema>;

export const XrayCheckSchema = z
  .object({
    key: z.enum(ALERT_KEYS),
    group: z
      .enum(ALERT_GROUPS)
      .optional()
      .describe('The alert group the rule belongs to (absent on audits stored before it was recorded)'),
    status: z.enum(['fired', 'passed', 'not-checked']),
    reason: z.string().optional(),
  })
  .meta({ id: 'XrayCheck' });
export type XrayCheck = z.infer<typeof XrayCheckSchema>;

export const XraySectionOpenSchema = z.object({
  locked: z.literal(false),
  fields: z.array(XrayFieldSchema),
  alerts: z.array(XrayAlertSchema),
  /** The rules reading this section's measures: fired, passed, or not checked and why. */
  checks: z.array(XrayCheckSchema),
});
export const XraySectionLockedSchema = z.object({
  locked: z.literal(true),
  /** connect: a visitor ("connect to unlock"); upgrade: the user's plan lacks X-Ray (Shrimp and above have it). */
  reason: z.enum(['connect', 'upgrade']),
});
export const XraySectionSchema = z
  .discriminatedUnion('locked', [XraySectionOpenSchema, XraySectionLockedSchema])
  .meta({ id: 'XraySectionContent' });
export type XraySectionContent = z.infer<typeof XraySectionSchema>;
export type XrayOpenSection = z.infer<typeof XraySectionOpenSchema>;

export const XrayCoverageSchema = z
  .object({
    checked: z.number().int().describe('Alert rules that ran (fired or passed)'),
    notChecked: z.number().int().describe('Alert rules whose inputs were missing'),
    total: z.number().int(),
    share: z.number().describe('checked / total, 0–1'),
    low: z.boolean().describe('Fewer than half the rules ran: the score rests on little data'),
  })
  .meta({ id: 'XrayCoverage' });

export const XraySectionCoverageSchema = z
  .object({
    checked: z.number().int().describe("The section's checks that ran"),
    total: z.number().int(),
    weightShare: z.number().describe("Share of the section's check weight that ran, 0–1 (a check weighs its rule's severity)"),
  })
  .meta({ id: 'XraySectionCoverage' });

export const XrayConfidenceBasisSchema = z
  .object({
    level: z.enum(XRAY_CONFIDENCE),
    weightShare: z
      .number()
      .describe('Share of the check weight that ran, 0–1: critical 40, high 20, medium 10, low 5, info 2 points per check'),
    sections: z.partialRecord(z.enum(XRAY_SECTIONS), XraySectionCoverageSchema).describe('Per section with alert rules'),
    notChecked: z.array(z.enum(XRAY_SECTIONS)).describe('Sections none of whose checks ran'),
  })
  .meta({ id: 'XrayConfidenceBasis' });
export type XrayConfidenceBasis = z.infer<typeof XrayConfidenceBasisSchema>;

export const XrayAlertCountsSchema = z
  .object({
    total: z.number().int(),
    bySeverity: z.record(z.enum(SEVERITIES), z.number().int()),
    byGroup: z
      .partialRecord(z.enum(ALERT_GROUPS), z.number().int())
      .describe('Empty below a plan that includes X-Ray: the counts by severity are all it shows'),
  })
  .meta({ id: 'XrayAlertCounts' });

export const XrayProjectSummarySchema = z
  .object({
    id: z.string().describe('Reference asset id (bitcoin, kryll…)'),
    name: z.string(),
    symbol: z.string(),
    image: z.string().nullable(),
    rank: z.number().int(),
    price: z.number().nullable(),
    change24h: z.number().nullable().describe('Percent'),
    score: z
      .number()
      .int()
      .nullable()
      .describe(
        '0–100, higher is safer; null when not audited, or withheld when too few checks ran (`confidence: insufficient`, "not enough data")',
      ),
    confidence: z
      .enum(XRAY_CONFIDENCE)
      .nullable()
      .describe(
        'How far the score can be trusted, from the share and weight of the checks that ran: high, medium, low, or insufficient (score withheld); null when not audited',
      ),
    tags: z.array(z.enum(XRAY_TAGS)),
    auditedAt: z.string().nullable(),
  })
  .meta({ id: 'XrayProjectSummary' });
export type XrayProjectSummary = z.infer<typeof XrayProjectSummarySchema>;

export const XrayProjectListSchema = z.object({
  items: z.array(XrayProjectSummarySchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  demo: z.boolean(),
});
export const XrayProjectListResponseSchema = okSchema(XrayProjectListSchema);
export type XrayProjectList = z.infer<typeof XrayProjectListSchema>;

export const XrayProjectsQuerySchema = z.object({
  search: z
    .string()
    .max(100, 'search must be at most 100 characters')
    .optional()
    .describe('Name or symbol; accents and case ignored'),
  category: z
    .string()
    .max(100, 'category must be at most 100 characters')
    .optional()
    .describe('A category id from /api/x-ray/categories'),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(1000, 'page must be at most 1000')
    .default(1),
});

export const XrayCategorySchema = z
  .object({ id: z.string(), name: z.string(), count: z.number().int() })
  .meta({ id: 'XrayCategory' });
export const XrayCategoriesResponseSchema = okSchema(z.array(XrayCategorySchema));
export type XrayCategory = z.infer<typeof XrayCategorySchema>;

export const XrayTopsResponseSchema = okSchema(
  z.object({ type: z.enum(XRAY_TOP_TYPES), items: z.array(XrayProjectSummarySchema), demo: z.boolean() }),
);

export const XrayProjectDetailSchema = XrayProjectSummarySchema.extend({
  marketCap: z.number().nullable(),
  categories: z.array(XrayCategorySchema.omit({ count: true })),
  demo: z.boolean().describe('The audit ran on generated demonstration inputs'),
  access: z.enum(['full', 'connect', 'upgrade']).describe('full, or why the sections are locked'),
  lowCoverage: z.boolean(),
  coverage: XrayCoverageSchema,
  confidenceBasis: XrayConfidenceBasisSchema.nullable().describe(
    'What the confidence rests on, per section; null when not audited or audited before it was recorded',
  ),
  alertCounts: XrayAlertCountsSchema,
  tagReasons: z.array(XrayTagResultSchema).describe('Each tag with why it was given'),
  sections: z.object(
    Object.fromEntries(XRAY_SECTIONS.map((s) => [s, XraySectionSchema])) as Record<XraySection, typeof XraySectionSchema>,
  ),
  inputsAsOf: z
    .record(z.string(), z.string())
    .describe('When each source of the inputs was read (market, profile, onchain, website…)'),
  token: z
    .object({ chain: z.string(), address: z.string() })
    .nullable()
    .describe(
      'A token audited by its address (not in the catalogue): its chain and contract address or mint; its market and social sections are not checked. null for catalogue projects',
    ),
}).meta({ id: 'XrayProjectDetail' });
export type XrayProjectDetail = z.infer<typeof XrayProjectDetailSchema>;
export const XrayProjectDetailResponseSchema = okSchema(XrayProjectDetailSchema);

export const XraySimilarResponseSchema = okSchema(z.array(XrayProjectSummarySchema));

/** POST /api/x-ray/tokens: a token named by its address (issue 30 §1). */
export const XrayTokenLookupSchema = z
  .object({
    chain: z
      .string({ error: 'chain is required' })
      .min(1, 'chain is required')
      .max(40, 'chain must be at most 40 characters')
      .describe('A chain id from GET /api/x-ray/tokens/chains (ethereum, base, solana…)'),
    address: z
      .string({ error: 'address is required' })
      .trim()
      .min(1, 'address is required')
      .max(100, 'address must be at most 100 characters')
      .describe('The token contract address (0x…, EIP-55 checksum checked when mixed case) or the Solana mint'),
  })
  .meta({ id: 'XrayTokenLookup' });
export type XrayTokenLookup = z.infer<typeof XrayTokenLookupSchema>;

export const XrayTokenChainSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['evm', 'solana']),
});
export const XrayTokenChainsResponseSchema = okSchema(z.array(XrayTokenChainSchema));

export const XrayIdParamsSchema = z.object({
  id: z.string().min(1).max(100, 'id must be at most 100 characters').describe('Reference asset id'),
});
export const XrayTopParamsSchema = z.object({
  type: z.enum(XRAY_TOP_TYPES, { error: `type must be one of ${XRAY_TOP_TYPES.join(', ')}` }),
});
