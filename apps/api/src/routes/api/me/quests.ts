// The signed-in user's rewards (spec §7 "POST /me/quests/start", "POST /me/quests/complete"; §3 Quest, Referrals;
// docs/rewards.md): the quest list, start, claim, own rank, referrals and XP ledger. Thin: the service verifies and
// grants. Behind the `me` prefix's `app.authenticate`.
import {
  CompleteQuestBodySchema,
  ErrorBodySchema,
  MyRankResponseSchema,
  QuestLangQuerySchema,
  QuestListResponseSchema,
  QuestResultResponseSchema,
  QuestStartResponseSchema,
  ReferralsResponseSchema,
  StartQuestBodySchema,
  XpLedgerResponseSchema,
} from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { listLedger, toLedgerEntry } from '../../../repositories/xp-ledger';
import { referralLink } from '../../../services/me';
import { myRank } from '../../../services/rewards/ranking';
import { referralSummary } from '../../../services/rewards/referrals';

/** Newest ledger rows answered by GET /api/me/xp-ledger. */
export const XP_LEDGER_LISTED = 100;

const TAGS = ['rewards'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema };
const claimErrors = { ...errors, 404: ErrorBodySchema, 409: ErrorBodySchema };

const quests: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/quests',
    {
      schema: {
        tags: TAGS,
        summary: 'Your quests: live ones, highest priority first, with status, reward, hint and next availability',
        security,
        querystring: QuestLangQuerySchema,
        response: { 200: QuestListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const quests = await app.rewards.list(authOf(request).user, request.query.lang);
      return { code: 200, data: { quests } } as const;
    },
  );

  app.post(
    '/quests/start',
    {
      schema: {
        tags: TAGS,
        summary: 'Start a quest (idempotent: a started or completed one is answered as it is)',
        description: '404 `quest_not_found`: unknown, unpublished, archived or outside its window.',
        security,
        querystring: QuestLangQuerySchema,
        body: StartQuestBodySchema,
        response: { 200: QuestStartResponseSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const quest = await app.rewards.start(authOf(request).user, request.body.quest_id, request.query.lang);
      return { code: 200, data: { quest } } as const;
    },
  );

  app.post(
    '/quests/complete',
    {
      config: { idempotent: true },
      schema: {
        tags: TAGS,
        summary: 'Claim a quest: the server verifies it from its own records, then grants the reward once',
        description:
          '404 `quest_not_found`; 409 `not_started`; 409 `not_completed` (with the quest `url` when it has one); 409 `cooldown` (with `nextAvailableAt`); 409 `already_completed`; 409 `review_pending` (spread the word: the post already submitted awaits an admin’s review); 400 `validation_error` (spread the word without `url`); 503 `quest_platform_unavailable`. A spread-the-word claim grants nothing: it submits the post (`quest.review: "pending"`) and an admin’s approval pays the quest.',
        security,
        querystring: QuestLangQuerySchema,
        body: CompleteQuestBodySchema,
        response: { 200: QuestResultResponseSchema, ...claimErrors, 503: ErrorBodySchema },
      },
    },
    async (request) => {
      const { quest_id: questId, url } = request.body;
      const result = await app.rewards.complete(authOf(request).user, { questId, url }, request.query.lang);
      return { code: 200, data: result } as const;
    },
  );

  app.get(
    '/ranking',
    {
      schema: {
        tags: TAGS,
        summary: 'Your own ranking entry (rank null until you have XP)',
        security,
        response: { 200: MyRankResponseSchema, ...errors },
      },
    },
    async (request) => ({ code: 200, data: await myRank(app.rewards.ranking, authOf(request).user) }) as const,
  );

  app.get(
    '/referrals',
    {
      schema: {
        tags: TAGS,
        summary: 'Referred users who signed in, the XP earned from them (10% of theirs) and your referral link',
        security,
        response: { 200: ReferralsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const summary = await referralSummary(app.db, user.id);
      return { code: 200, data: { ...summary, link: referralLink(app.config, user.id) } } as const;
    },
  );

  app.get(
    '/xp-ledger',
    {
      schema: {
        tags: TAGS,
        summary: `Your XP grants, newest first (at most ${XP_LEDGER_LISTED})`,
        security,
        response: { 200: XpLedgerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await listLedger(app.db, authOf(request).user.id, XP_LEDGER_LISTED);
      return { code: 200, data: { entries: rows.map(toLedgerEntry) } } as const;
    },
  );
  done();
};
export default quests;
