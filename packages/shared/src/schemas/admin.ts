// Admin console contract (issue 13 §4; spec §1 "Admin functions: not shown" — this is K3's design, docs/admin.md).
// Every admin route checks the caller's role on the server; every change is written to the audit log.
import { z } from 'zod';
import { okSchema } from './envelope';
import { POLL_BUDGET_MAX, POLL_CHOICES_MAX, QUEST_HINT_UNITS, QUEST_RECURRENCES, QUEST_TYPES } from '../constants/rewards';
import { QuestRewardSchema, XpLedgerEntrySchema } from './rewards';
import { SourceStatusSchema } from './portfolio';

const text = (max: number) => z.string().trim().min(1).max(max);
/** A text in each interface language (en required; fr and es fall back to en when empty). */
export const localizedInput = (max: number) =>
  z.object({ en: text(max), fr: z.string().trim().max(max).default(''), es: z.string().trim().max(max).default('') });

/** What each quest type checks (docs/rewards.md "Quest types"); fields of other types are ignored. */
export const QuestParamsSchema = z
  .object({
    minKrl: z.number().min(0).max(1e12).optional().describe('hold_token: KRL to hold at claim time'),
    xpPerKrl: z.number().min(0).max(1e6).optional().describe('hold_token: XP per KRL held, capped at reward.xp'),
    prompts: z.number().int().min(1).max(10_000).optional().describe('ai_usage: answered prompts since the start'),
    friends: z.number().int().min(1).max(10_000).optional().describe('refer_friends: referred users who signed in'),
    platformQuestId: z.string().trim().min(1).max(128).optional().describe('quester: the quest id on the platform'),
  })
  .meta({ id: 'QuestParams' });
export type QuestParams = z.infer<typeof QuestParamsSchema>;

/** The params each quest type reads (docs/admin.md "Quest types"); the API answers 400 naming a missing required one. */
export const QUEST_TYPE_PARAMS: Readonly<
  Record<(typeof QUEST_TYPES)[number], { required: readonly (keyof QuestParams)[]; optional: readonly (keyof QuestParams)[] }>
> = {
  hold_token: { required: ['minKrl'], optional: ['xpPerKrl'] },
  ai_usage: { required: ['prompts'], optional: [] },
  refer_friends: { required: ['friends'], optional: [] },
  quester: { required: ['platformQuestId'], optional: [] },
  share_and_earn: { required: [], optional: [] },
  spread_the_word: { required: [], optional: [] },
};

export const QUEST_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,47}$/;

export const QuestInputSchema = z
  .object({
    id: z.string().regex(QUEST_ID_PATTERN, 'id: 2–48 lower-case letters, digits and dashes'),
    name: localizedInput(80),
    desc: localizedInput(400),
    image: z.string().trim().max(300).nullable().default(null),
    reward: QuestRewardSchema.extend({
      xp: z.number().int().min(0).max(1_000_000),
      kredits: z.number().int().min(0).max(10_000),
    }),
    priority: z.number().int().min(-1000).max(1000).default(0),
    url: z.string().trim().max(300).nullable().default(null),
    hint: z.enum(QUEST_HINT_UNITS),
    type: z.enum(QUEST_TYPES),
    recurrence: z.enum(QUEST_RECURRENCES).default('once'),
    cooldownHours: z
      .number()
      .int()
      .min(0)
      .max(24 * 365)
      .default(0)
      .describe('Least time between two completions'),
    params: QuestParamsSchema.default({}),
    startsAt: z.iso.datetime().nullable().default(null),
    endsAt: z.iso.datetime().nullable().default(null),
  })
  // Not 'QuestInput': the OpenAPI generator names the input form of the Quest schema so.
  .meta({ id: 'QuestBody' });
export type QuestInput = z.infer<typeof QuestInputSchema>;
export type QuestInputForm = z.input<typeof QuestInputSchema>;

export const AdminQuestSchema = QuestInputSchema.extend({
  image: z.string().nullable(),
  url: z.string().nullable(),
  published: z.boolean(),
  archivedAt: z.iso.datetime().nullable(),
  completions: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
}).meta({ id: 'AdminQuest' });
export type AdminQuest = z.infer<typeof AdminQuestSchema>;

export const PollInputSchema = z
  .object({
    question: localizedInput(200),
    choices: z.array(localizedInput(120)).min(2).max(POLL_CHOICES_MAX),
    budget: z.number().int().min(1).max(POLL_BUDGET_MAX),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    liveResults: z.boolean().default(false),
  })
  .refine((poll) => Date.parse(poll.endsAt) > Date.parse(poll.startsAt), {
    path: ['endsAt'],
    message: 'endsAt must be after startsAt',
  })
  // Not 'PollInput': the OpenAPI generator names the input form of the Poll schema so.
  .meta({ id: 'PollBody' });
export type PollInput = z.infer<typeof PollInputSchema>;

export const AdminPollSchema = z
  .object({
    id: z.number().int(),
    question: localizedInput(200),
    choices: z.array(localizedInput(120)),
    budget: z.number().int(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    liveResults: z.boolean(),
    published: z.boolean(),
    archivedAt: z.iso.datetime().nullable(),
    ballots: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminPoll' });
export type AdminPoll = z.infer<typeof AdminPollSchema>;

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    actorId: z.string(),
    action: z.string().describe('e.g. quest.create, quest.update, quest.publish, poll.archive, user.role'),
    targetType: z.string(),
    targetId: z.string(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    at: z.iso.datetime(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const ADMIN_ROLES = ['user', 'admin'] as const;
export const AdminUserSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    xp: z.number().int(),
    level: z.number().int(),
    kredits: z.number().int(),
    referrals: z.number().int(),
    role: z.enum(ADMIN_ROLES).describe('admin when the role column says so or the wallet is in ADMIN_WALLETS'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminFeedSchema = z
  .object({
    url: z.string(),
    lang: z.string(),
    lastFetchAt: z.iso.datetime().nullable(),
    lastError: z.string().nullable(),
    failures: z.number().int(),
    items: z.number().int(),
  })
  .meta({ id: 'AdminFeed' });
export type AdminFeed = z.infer<typeof AdminFeedSchema>;

export const AdminReportSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    category: z.string(),
    description: z.string(),
    route: z.string().nullable(),
    messages: z.number().int(),
    at: z.iso.datetime(),
  })
  .meta({ id: 'AdminReport' });
export type AdminReport = z.infer<typeof AdminReportSchema>;

/** A background job's state (docs/operations.md "Jobs"): `ok` or `failed` is the last run's outcome. */
export const JOB_STATUSES = ['idle', 'running', 'ok', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const AdminJobSchema = z
  .object({
    name: z.string().describe('e.g. news, xray, portfolio-refresh, market-refresh, demo-market-days, telegram-alerts'),
    everyMs: z.number().int().nullable().describe('How often it is scheduled, in ms'),
    status: z.enum(JOB_STATUSES).describe('idle until its first run; running; ok or failed: the last run’s outcome'),
    lastStartedAt: z.iso.datetime().nullable(),
    lastFinishedAt: z.iso.datetime().nullable(),
    lastSuccessAt: z.iso.datetime().nullable(),
    lastError: z.string().nullable().describe('The last failure’s message (kept after a later success)'),
    lastHolder: z.string().nullable().describe('The process that ran it last, host:pid'),
    nextRunAt: z.iso.datetime().nullable(),
    runs: z.number().int().describe('Runs that ended, successes and failures'),
    failures: z.number().int(),
    consecutiveFailures: z.number().int(),
  })
  .meta({ id: 'AdminJob' });
export type AdminJob = z.infer<typeof AdminJobSchema>;

export const AdminPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const AdminIdParamsSchema = z.object({ id: z.string().min(1).max(128) });
export const AdminRoleBodySchema = z.object({ role: z.enum(ADMIN_ROLES) }).meta({ id: 'AdminRoleBody' });

export const AdminQuestResponseSchema = okSchema(AdminQuestSchema);
export const AdminQuestListResponseSchema = okSchema(z.object({ quests: z.array(AdminQuestSchema) }));
export const AdminPollResponseSchema = okSchema(AdminPollSchema);
export const AdminPollListResponseSchema = okSchema(z.object({ polls: z.array(AdminPollSchema) }));
export const AuditListResponseSchema = okSchema(z.object({ entries: z.array(AuditEntrySchema) }));
export const AdminUserResponseSchema = okSchema(AdminUserSchema);
export const AdminUserListResponseSchema = okSchema(z.object({ users: z.array(AdminUserSchema), total: z.number().int() }));
export const AdminUserLedgerResponseSchema = okSchema(z.object({ user: AdminUserSchema, entries: z.array(XpLedgerEntrySchema) }));
export const AdminFeedListResponseSchema = okSchema(z.object({ feeds: z.array(AdminFeedSchema) }));
export const AdminReportListResponseSchema = okSchema(z.object({ reports: z.array(AdminReportSchema) }));
export const AdminJobListResponseSchema = okSchema(z.object({ jobs: z.array(AdminJobSchema) }));

/** Every outside source with its full last error (issue 31 §3; the dashboard shows users a short reason). */
export const AdminSourceSchema = SourceStatusSchema.extend({
  lastError: z.string().nullable().describe('The last failure as the HTTP layer wrote it (keys redacted), kept after a success'),
  updatedAt: z.iso.datetime(),
}).meta({ id: 'AdminSource' });
export type AdminSource = z.infer<typeof AdminSourceSchema>;
export const AdminSourceListResponseSchema = okSchema(z.object({ sources: z.array(AdminSourceSchema) }));
