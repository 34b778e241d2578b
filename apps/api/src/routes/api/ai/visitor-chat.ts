// POST /api/ai/visitor-chat (issue 26 §4): a visitor's question about K3, answered free as a text/plain stream at a
// reading pace. No session is read and nothing is stored or spent; the route has its own per-IP limit
// (AI_VISITOR_RATE_LIMIT a minute, on top of the global one). `x-sign-in: required` says the question was about the
// visitor's own data (the answer invites them to log in, and the chat offers the sign-in). services/agent/visitor-chat.ts.
import { Readable } from 'node:stream';
import { AiVisitorChatBodySchema, ErrorBodySchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { startVisitorChat } from '../../../services/agent/visitor-chat';

const visitorChat: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/visitor-chat',
    {
      config: { rateLimit: { max: app.config.aiVisitorRateLimit, timeWindow: 60_000 } },
      schema: {
        tags: ['ai'],
        summary: 'Ask Agent K about K3 without signing in: a free text stream (no kredits line)',
        description:
          'For visitors: questions about K3 itself (is signing in safe, connecting, kredits, plans, what K3 does, demo ' +
          'data, X-Ray) are answered from K3’s own facts in `lang`; a question about one’s own portfolio, tokens or ' +
          'plan is answered with an invitation to log in, and the `x-sign-in` header is `required`. Costs nothing, ' +
          'reads and stores no user data. Limited per IP by AI_VISITOR_RATE_LIMIT a minute (429 rate_limited).',
        body: AiVisitorChatBodySchema,
        response: {
          200: z.string().describe('text/plain stream: the answer (markdown: bold, italic, links), sent at a reading pace'),
          400: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // The visitor's stop (the client aborts the fetch) ends the stream: nothing more is sent.
      const controller = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const started = await startVisitorChat(
        { pacer: app.chatPacer, isDemo: app.config.isDemo },
        request.body,
        controller.signal,
      );
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .header('x-agent', 'offline')
        .header('x-sign-in', started.needsSignIn ? 'required' : 'optional')
        .send(Readable.from(started.stream, { objectMode: false }) as unknown as string);
    },
  );
  done();
};
export default visitorChat;
