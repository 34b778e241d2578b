// Poll management (issue 13 §3 and §4; docs/votes.md "Managing polls"). Registered inside routes/api/admin with the
// prefix /polls, so every route is for admins only; the votes service writes each change and its audit entry together.
import {
  AdminPollListResponseSchema,
  AdminPollResponseSchema,
  ErrorBodySchema,
  PollInputSchema,
  PollParamsSchema,
} from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import type { PollStateAction } from '../../../services/votes/index';
import { ADMIN_TAGS, adminErrors, adminSecurity } from './shared';

const ACTIONS: Record<PollStateAction, string> = {
  publish: 'Publish the poll: it is listed on /votes in its window (an archived poll comes back)',
  unpublish: 'Unpublish the poll: the public no longer sees it (its ballots are kept)',
  archive: 'Archive the poll: unpublished and hidden from the public lists',
};

const polls: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Every poll, unpublished and archived ones included, with its ballot count, newest first',
        security: adminSecurity,
        response: { 200: AdminPollListResponseSchema, ...adminErrors },
      },
    },
    async () => ({ code: 200, data: { polls: await app.votes.admin.list() } }) as const,
  );

  app.post(
    '',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Create a poll (unpublished)',
        security: adminSecurity,
        body: PollInputSchema,
        response: { 200: AdminPollResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ code: 200, data: await app.votes.admin.create(authOf(request).user.id, request.body) }) as const,
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Edit a poll (its published state is kept)',
        description:
          '404 `wrong_poll`. Once the poll has ballots its choices, budget and start are fixed: changing one is 409 `poll_has_ballots` (the question, end and live results may still change).',
        security: adminSecurity,
        params: PollParamsSchema,
        body: PollInputSchema,
        response: { 200: AdminPollResponseSchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...adminErrors },
      },
    },
    async (request) =>
      ({
        code: 200,
        data: await app.votes.admin.update(authOf(request).user.id, request.params.id, request.body),
      }) as const,
  );

  for (const [action, summary] of Object.entries(ACTIONS) as [PollStateAction, string][]) {
    app.post(
      `/:id/${action}`,
      {
        schema: {
          tags: ADMIN_TAGS,
          summary,
          description: '404 `wrong_poll`. A call that changes nothing answers the poll and writes no audit entry.',
          security: adminSecurity,
          params: PollParamsSchema,
          response: { 200: AdminPollResponseSchema, 404: ErrorBodySchema, ...adminErrors },
        },
      },
      async (request) =>
        ({
          code: 200,
          data: await app.votes.admin.setState(authOf(request).user.id, request.params.id, action),
        }) as const,
    );
  }
  done();
};
export default polls;
