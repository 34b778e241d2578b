// POST /api/ai/chat and DELETE /api/ai/chat (issue 12 §1; spec §7 "streamed text; starts with 'kredits:xp:sharable|'
// then the answer; on 406 retries with the last history"). The answer is a chunked text/plain stream; the conversation
// id comes back in `x-chat-id` and who answered in `x-agent`. Errors before the stream are JSON like every route:
// 400 (the field named), 402 no_kredits / krl_required (never 403, which the client reads as signed out), 406
// unknown_conversation, 429 ai_daily_limit. The rules are in services/agent/chat.ts; docs/agent.md "Chat".
import { Readable } from 'node:stream';
import { AiChatBodySchema, ErrorBodySchema, okSchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../plugins/app/auth';
import { clearConversation } from '../../../repositories/ai-conversations';
import { startChat, type ChatDeps } from '../../../services/agent/chat';
import { toolDepsOf } from '../../../services/agent/tools';

const TAGS = ['ai'];
const security = [{ bearerAuth: [] }];

const chat: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps = (): ChatDeps => ({
    ...toolDepsOf(app),
    agent: app.agent,
    limiter: app.limiter,
    logUsage: (entry) => app.log.info({ usage: entry }, 'agent prompt'),
    logError: (error) => app.log.warn({ err: error }, 'agent answer failed'),
    dailyTokenLimit: app.config.aiDailyTokenLimit,
    pacer: app.chatPacer,
  });

  app.post(
    '/chat',
    {
      // A retry with the same Idempotency-Key replays the recorded stream text, spending no second kredit.
      config: { idempotent: { replayHeaders: ['x-chat-id', 'x-agent'] } },
      schema: {
        tags: TAGS,
        summary: 'Ask Agent K: a text stream starting with `kredits:xp:sharable|`, then the answer as it is produced',
        description:
          'Costs one kredit, debited before the answer starts and given back when the answer fails before any text. ' +
          'Send `chat_id` (the `x-chat-id` of the last answer) to continue a conversation; 406 unknown_conversation ' +
          'when the server no longer has it (cleared, idle over 24 h, replaced) — retry once with `history`. ' +
          '402 krl_required under 1 KRL held, 402 no_kredits when none is left this month. 429 ai_daily_limit once ' +
          'the user’s tokens today reach AI_DAILY_TOKEN_LIMIT (nothing spent). `history` only feeds the model: its ' +
          'messages are never shareable (POST /api/ai/chat/share accepts only prompts and answers the server recorded).',
        security,
        body: AiChatBodySchema,
        response: {
          200: z.string().describe('text/plain stream: `kredits:xp:sharable|` then the answer (markdown: bold, italic, links)'),
          400: ErrorBodySchema,
          402: ErrorBodySchema,
          403: ErrorBodySchema,
          406: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { user } = authOf(request);
      // The user's stop (the client aborts the fetch) or any lost connection cancels the agent and its upstream call.
      const controller = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const started = await startChat(deps(), user, request.body, controller.signal);
      if ('refused' in started) {
        const { status, error, message } = started.refused;
        return reply.code(status).send({ code: status, error, message });
      }
      return (
        reply
          .header('content-type', 'text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          // Proxies that buffer (nginx) pass each chunk on at once.
          .header('x-accel-buffering', 'no')
          .header('x-chat-id', started.chatId)
          .header('x-agent', app.agent.kind)
          // A stream is piped as is (no serializer runs); the 200 schema above documents what it carries.
          .send(Readable.from(started.stream, { objectMode: false }) as unknown as string)
      );
    },
  );

  app.delete(
    '/chat',
    {
      schema: {
        tags: TAGS,
        summary: 'Forget the current conversation (the next prompt starts a new one)',
        security,
        response: { 200: okSchema(z.object({ cleared: z.literal(true) })), 403: ErrorBodySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      await clearConversation(app.db, authOf(request).user.id);
      return { code: 200, data: { cleared: true } } as const;
    },
  );
  done();
};
export default chat;
