// Rewards contract (issue 13 §1; spec §3 Quest, Ranking entry, Referrals; §7 `/ranking`, `/me/quests/start`,
// `/me/quests/complete`). Quests are verified by the server from K3's own records, never by the client's word.
import { z } from 'zod';
import { okSchema } from './envelope';
import { LOCALES } from '../constants/locales';
import { QUEST_HINT_UNITS, QUEST_RECURRENCES, QUEST_STATUSES, QUEST_TYPES, X_POST_URL_PATTERN } from '../constants/rewards';

export const QuestRewardSchema = z
  .object({
    xp: z.number().int().min(0).describe('XP granted on completion (for hold-the-token quests: the cap)'),
    kredits: z.number().int().min(0).describe('Agent K kredits granted on completion'),
  })
  .meta({ id: 'QuestReward' });
export type QuestReward = z.infer<typeof QuestRewardSchema>;

/** Where the user stands toward a quest's goal (KRL held, prompts answered, friends signed in…); null when binary. */
export const QuestProgressSchema = z.object({ current: z.number(), target: z.number() }).nullable().meta({ id: 'QuestProgress' });

export const QuestSchema = z
  .object({
    id: z.string(),
    name: z.string().describe("In the caller's language (fallback en)"),
    desc: z.string(),
    image: z.string().nullable().describe('Image path or URL'),
    reward: QuestRewardSchema,
    priority: z.number().int().describe('Higher first'),
    url: z.string().nullable().describe('Where the quest is done (a page of K3 or an outside one)'),
    hint: z.enum(QUEST_HINT_UNITS).describe('What the reward is counted per (spec §3 per-unit hint)'),
    type: z.enum(QUEST_TYPES),
    recurrence: z.enum(QUEST_RECURRENCES),
    status: z.enum(QUEST_STATUSES).describe('For recurring quests: the status in the current period'),
    startedAt: z.iso.datetime().nullable(),
    completedAt: z.iso.datetime().nullable(),
    nextAvailableAt: z.iso
      .datetime()
      .nullable()
      .describe('Recurring quests completed this period: when they can be started again'),
    progress: QuestProgressSchema,
    review: z
      .enum(['pending', 'rejected'])
      .nullable()
      .describe(
        'Spread-the-word quests: the submitted post awaits an admin’s review (pending) or was refused (rejected: submit another); null otherwise',
      ),
  })
  .meta({ id: 'Quest' });
export type Quest = z.infer<typeof QuestSchema>;
export const QuestListResponseSchema = okSchema(z.object({ quests: z.array(QuestSchema) }).meta({ id: 'QuestList' }));

export const QuestLangQuerySchema = z.object({ lang: z.enum(LOCALES).default('en').describe('Language of names and texts') });

export const StartQuestBodySchema = z.object({ quest_id: z.string().min(1).max(64) }).meta({ id: 'StartQuestBody' });
export const CompleteQuestBodySchema = z
  .object({
    quest_id: z.string().min(1).max(64),
    url: z
      .string()
      .max(300)
      .regex(X_POST_URL_PATTERN, 'url must be a post on X: https://x.com/<name>/status/<id>')
      .optional()
      .describe('Spread-the-word quests: the post on X that spreads the word'),
  })
  .meta({ id: 'CompleteQuestBody' });

export const QuestResultSchema = z
  .object({
    quest: QuestSchema,
    granted: QuestRewardSchema.describe(
      'What this call granted (hold-the-token quests: XP per KRL, capped; spread-the-word quests: nothing until an admin approves the post, `quest.review` is then pending)',
    ),
    xp: z.number().int().describe("The user's XP after the grant"),
    kredits: z.number().int().describe("The user's kredits after the grant"),
  })
  .meta({ id: 'QuestResult' });
export const QuestStartResponseSchema = okSchema(z.object({ quest: QuestSchema }).meta({ id: 'QuestStarted' }));
export const QuestResultResponseSchema = okSchema(QuestResultSchema);

export const RankingEntrySchema = z
  .object({
    id: z.string().describe('Wallet address'),
    xp: z.number().int(),
    username: z.string(),
    rank: z.number().int().min(1).describe('Equal xp, equal rank (1, 2, 2, 4…)'),
    demo: z
      .literal(true)
      .optional()
      .describe('Present on a generated member of the demo community (DATA_MODE=demo): not a real account'),
  })
  .meta({ id: 'RankingEntry' });
export type RankingEntry = z.infer<typeof RankingEntrySchema>;
export const RankingResponseSchema = okSchema(
  z.object({ ranking: z.array(RankingEntrySchema), updatedAt: z.iso.datetime() }).meta({ id: 'Ranking' }),
);
export const MyRankResponseSchema = okSchema(
  RankingEntrySchema.extend({ rank: z.number().int().min(1).nullable().describe('null until the user has xp') }).meta({
    id: 'MyRank',
  }),
);

export const ReferralsSchema = z
  .object({
    count: z.number().int().describe('Referred users who signed in'),
    xp: z.number().int().describe('XP earned from them: 10% of what they earned'),
    link: z.string(),
  })
  .meta({ id: 'Referrals' });
export const ReferralsResponseSchema = okSchema(ReferralsSchema);

export const XP_SOURCES = ['quest', 'referral', 'admin'] as const;
export const XpLedgerEntrySchema = z
  .object({
    id: z.number().int(),
    amount: z.number().int(),
    kredits: z.number().int(),
    source: z.enum(XP_SOURCES),
    questId: z.string().nullable(),
    fromUserId: z.string().nullable().describe('Referral grants: the referred user who earned'),
    at: z.iso.datetime(),
  })
  .meta({ id: 'XpLedgerEntry' });
export type XpLedgerEntry = z.infer<typeof XpLedgerEntrySchema>;
export const XpLedgerResponseSchema = okSchema(z.object({ entries: z.array(XpLedgerEntrySchema) }).meta({ id: 'XpLedger' }));
