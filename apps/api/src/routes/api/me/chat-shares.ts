// The signed-in user's live shared chats (issue 12 §1 "its owner can withdraw it"): what the account page lists with
// a withdraw button (DELETE /api/ai/chat/share/{id}). docs/agent-share-report.md "Withdrawal".
import { ErrorBodySchema, MySharesResponseSchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { listLiveShares } from '../../../repositories/ai-shares';
import { myShare } from '../../../services/agent/chat-share';

/** The newest shares listed; at AI_SHARES_PER_DAY a day this is days of sharing, and older ones stay withdrawable. */
export const MY_SHARES_LISTED = 100;

const chatShares: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/chat-shares',
    {
      schema: {
        tags: ['me'],
        summary: 'Your shared chats that are still live, newest first',
        security: [{ bearerAuth: [] }],
        response: { 200: MySharesResponseSchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      const rows = await listLiveShares(app.db, authOf(request).user.id, MY_SHARES_LISTED);
      return { code: 200, data: { shares: rows.map((row) => myShare(app.config, row)) } } as const;
    },
  );
  done();
};
export default chatShares;
