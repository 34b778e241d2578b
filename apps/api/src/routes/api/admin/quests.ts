// Quest management (issue 13 §4; spec §3 Quest; docs/admin.md "Quests"). Registered inside routes/api/admin, so every
// route is for admins only; the service writes each change and its audit entry together.
import {
  AdminIdParamsSchema,
  AdminQuestListResponseSchema,
  AdminQuestResponseSchema,
  ErrorBodySchema,
  QuestInputSchema,
} from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { createQuest, editQuest, listQuests, type QuestTransition, transitionQuest } from '../../../services/admin/quests';
import { ADMIN_TAGS, adminErrors, adminSecurity } from './shared';

const TYPE_PARAMS =
  'Type params: hold_token needs params.minKrl (params.xpPerKrl optional), ai_usage params.prompts, refer_friends params.friends, quester params.platformQuestId; a missing one is a 400 naming it. Params other types do not read are dropped.';

const TRANSITIONS: Record<QuestTransition, string> = {
  publish: 'Publish the quest: users see it (an archived quest comes back)',
  unpublish: 'Unpublish the quest: users no longer see it',
  archive: 'Archive the quest: unpublished and listed last',
};

const quests: FastifyPluginCallbackZod = (app, _options, done) => {
  /** The quest an admin change answers, once the cached catalogue is dropped for every process (the next list shows it). */
  const changed = async <T>(change: Promise<T>): Promise<T> => {
    const quest = await change;
    await app.rewards.catalogue.changed();
    return quest;
  };
  const deps = () => ({ db: app.db, now: app.clock() });

  app.get(
    '',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Every quest, archived ones included, with its completions',
        security: adminSecurity,
        response: { 200: AdminQuestListResponseSchema, ...adminErrors },
      },
    },
    async () => ({ code: 200, data: { quests: await listQuests(deps()) } }) as const,
  );

  app.post(
    '',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Create a quest (unpublished)',
        description: `409 \`quest_exists\` when the id is taken. ${TYPE_PARAMS}`,
        security: adminSecurity,
        body: QuestInputSchema,
        response: { 200: AdminQuestResponseSchema, 409: ErrorBodySchema, ...adminErrors },
      },
    },
    async (request) => ({ code: 200, data: await changed(createQuest(deps(), authOf(request).user.id, request.body)) }) as const,
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Edit a quest (its published state is kept)',
        description: `The body's id must be the path's (400 otherwise): a quest's id never changes. 404 \`quest_not_found\`. ${TYPE_PARAMS}`,
        security: adminSecurity,
        params: AdminIdParamsSchema,
        body: QuestInputSchema,
        response: { 200: AdminQuestResponseSchema, 404: ErrorBodySchema, ...adminErrors },
      },
    },
    async (request) =>
      ({
        code: 200,
        data: await changed(editQuest(deps(), authOf(request).user.id, request.params.id, request.body)),
      }) as const,
  );

  for (const [transition, summary] of Object.entries(TRANSITIONS) as [QuestTransition, string][]) {
    app.post(
      `/:id/${transition}`,
      {
        schema: {
          tags: ADMIN_TAGS,
          summary,
          description: '404 `quest_not_found`. A call that changes nothing answers the quest and writes no audit entry.',
          security: adminSecurity,
          params: AdminIdParamsSchema,
          response: { 200: AdminQuestResponseSchema, 404: ErrorBodySchema, ...adminErrors },
        },
      },
      async (request) =>
        ({
          code: 200,
          data: await changed(transitionQuest(deps(), authOf(request).user.id, request.params.id, transition)),
        }) as const,
    );
  }
  done();
};
export default quests;
