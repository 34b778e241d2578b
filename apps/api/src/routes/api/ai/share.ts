// Shared chats (issue 12 §1; spec §7 `POST /ai/chat/share` "returns tweetdata", `GET /ai/chat/getshare/{id}` "cached
// 240 s"): create (the anti-forgery rule is in services/agent/chat-share.ts), read by anyone, withdraw by the owner.
// docs/agent-share-report.md.
import {
  AiShareBodySchema,
  AiShareResponseSchema,
  AiShareWithdrawnResponseSchema,
  CACHE_TTL_S,
  ErrorBodySchema,
  SharedChatResponseSchema,
  ShareIdParamsSchema,
} from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { HttpError } from '../../../plugins/app/errors';
import { findLiveShare, withdrawShare } from '../../../repositories/ai-shares';
import { createShare, sharedChat } from '../../../services/agent/chat-share';

const TAGS = ['ai'];
const security = [{ bearerAuth: [] }];
/**
 * A live share may sit in browsers and shared caches for 240 s (spec §9), so a withdrawn chat can still be read there
 * for up to that long. Its 404 is never stored: once the origin says "gone", every cache asks again.
 */
export const SHARED_CHAT_CACHE_CONTROL = `public, max-age=${CACHE_TTL_S.sharedChat}`;
const NOT_FOUND_CACHE_CONTROL = 'no-store';

const shareNotFound = () =>
  ({ code: 404, error: 'share_not_found', message: 'This shared chat does not exist or was withdrawn' }) as const;

const shares: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/chat/share',
    {
      schema: {
        tags: TAGS,
        summary: 'Share messages of the current conversation: a snapshot and a prepared post (tweetdata)',
        description:
          'Every message of `chat_history` must be a prompt the caller sent or an answer Agent K streamed in the caller’s stored conversation (same sender and text, in order; messages may be left out); a message of a client-sent `history` (the 406 retry) never qualifies. Else 400 `invalid_chat_history`. The snapshot holds the server’s ids and texts. 429 `too_many_shares` past AI_SHARES_PER_DAY in a UTC day.',
        security,
        body: AiShareBodySchema,
        response: { 200: AiShareResponseSchema, 400: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const deps = { db: app.db, config: app.config, limiter: app.limiter, now: app.clock() };
      return { code: 200, data: await createShare(deps, authOf(request).user.id, request.body) } as const;
    },
  );

  app.get(
    '/chat/getshare/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A shared chat, for anyone with its link (cached 240 s; a withdrawn or unknown one is 404)',
        params: ShareIdParamsSchema,
        response: { 200: SharedChatResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const row = await findLiveShare(app.db, request.params.id);
      if (!row) return reply.code(404).header('cache-control', NOT_FOUND_CACHE_CONTROL).send(shareNotFound());
      void reply.header('cache-control', SHARED_CHAT_CACHE_CONTROL);
      return { code: 200, data: sharedChat(row) } as const;
    },
  );

  app.delete(
    '/chat/share/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Withdraw one of your shared chats (its link answers 404 from then on)',
        description: 'Another user’s share, an unknown id and an already withdrawn share all answer 404 `share_not_found`.',
        security,
        params: ShareIdParamsSchema,
        response: { 200: AiShareWithdrawnResponseSchema, 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const now = app.clock();
      const { id } = request.params;
      if (!(await withdrawShare(app.db, authOf(request).user.id, id, now))) {
        const { error, message } = shareNotFound();
        throw new HttpError(404, error, message);
      }
      return { code: 200, data: { id, withdrawnAt: now.toISOString() } } as const;
    },
  );
  done();
};
export default shares;
