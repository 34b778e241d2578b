// The review queue of spread-the-word posts (issue 22 §7; docs/admin.md "Post reviews"). Registered inside
// routes/api/admin, so every route is for admins only; the service writes each review and its audit entry together.
import {
  AdminSubmissionIdParamsSchema,
  AdminSubmissionListResponseSchema,
  AdminSubmissionReviewResponseSchema,
  AdminSubmissionsQuerySchema,
  ErrorBodySchema,
} from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { approveSubmission, listQuestSubmissions, rejectSubmission } from '../../../services/admin/quest-submissions';
import { ADMIN_TAGS, adminErrors, adminSecurity } from './shared';

const REVIEW_ERRORS = '404 `submission_not_found`; 409 `already_reviewed` when it is no longer pending.';

const questSubmissions: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps = () => ({ db: app.db, now: app.clock(), syncDeps: app.syncDeps });

  app.get(
    '',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Spread-the-word posts to review (pending by default, oldest first), or the approved or rejected ones',
        security: adminSecurity,
        querystring: AdminSubmissionsQuerySchema,
        response: { 200: AdminSubmissionListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ code: 200, data: await listQuestSubmissions(deps(), request.query) }) as const,
  );

  app.post(
    '/:id/approve',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Approve a post as the user’s: the quest is completed and its reward granted',
        description: `${REVIEW_ERRORS} 409 \`post_already_used\` when the same post is already approved for a quest (a post pays once); 409 \`quest_not_open\` when the user's quest is no longer started.`,
        security: adminSecurity,
        params: AdminSubmissionIdParamsSchema,
        response: { 200: AdminSubmissionReviewResponseSchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...adminErrors },
      },
    },
    async (request) =>
      ({ code: 200, data: await approveSubmission(deps(), authOf(request).user.id, request.params.id) }) as const,
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Reject a post: nothing is paid, and the user may submit another',
        description: REVIEW_ERRORS,
        security: adminSecurity,
        params: AdminSubmissionIdParamsSchema,
        response: { 200: AdminSubmissionReviewResponseSchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...adminErrors },
      },
    },
    async (request) => ({ code: 200, data: await rejectSubmission(deps(), authOf(request).user.id, request.params.id) }) as const,
  );
  done();
};
export default questSubmissions;
