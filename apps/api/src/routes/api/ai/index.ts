// Agent K's question set and proposals (issue 12 §1; spec §7 `GET /ai/questions`, `GET /ai/questions/{zone}` "xray
// becomes x-ray; cached 60 s", `POST /ai/questions`, §5 "Chat proposals"). Public: a visitor's chat shows the login
// propositions, and proposals reveal nothing about anyone; POST spends the per-IP API budget like every /api route.
// docs/agent.md "Questions and proposals".
import {
  AiPropositionsBodySchema,
  AiPropositionsResponseSchema,
  AiQuestionSetResponseSchema,
  AiZoneParamsSchema,
  CACHE_TTL_S,
  ErrorBodySchema,
} from '@k3/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { propose, QUESTION_SET_VERSION, questionSet } from '../../../services/agent/questions';
import chat from './chat';
import reports from './report';
import shares from './share';
import visitorChat from './visitor-chat';

const TAGS = ['ai'];
/** Who answers: the LLM agent when LLM_BASE_URL is set, else the offline assistant (docs/agent.md). */
const agentKind = (app: FastifyInstance): 'llm' | 'offline' => (app.config.llm ? 'llm' : 'offline');
export const QUESTIONS_CACHE_CONTROL = `public, max-age=${CACHE_TTL_S.questions}`;

const ai: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/questions',
    {
      schema: {
        tags: TAGS,
        summary: 'The chat’s question set for every page: questions, 3 propositions, login propositions (en/fr/es)',
        response: { 200: AiQuestionSetResponseSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', QUESTIONS_CACHE_CONTROL);
      return { code: 200, data: questionSet(null, agentKind(app)) } as const;
    },
  );

  app.get(
    '/questions/:zone',
    {
      schema: {
        tags: TAGS,
        summary: 'The chat’s question set for one page (dashboard, smartfolio, news, x-ray; xray is read as x-ray)',
        params: AiZoneParamsSchema,
        response: { 200: AiQuestionSetResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', QUESTIONS_CACHE_CONTROL);
      return { code: 200, data: questionSet(request.params.zone, agentKind(app)) } as const;
    },
  );

  app.post(
    '/questions',
    {
      schema: {
        tags: TAGS,
        summary: '3 random propositions, none matching the last user message (accents, case and punctuation ignored)',
        body: AiPropositionsBodySchema,
        response: { 200: AiPropositionsResponseSchema, 400: ErrorBodySchema },
      },
    },
    (request) => {
      const { message, zone } = request.body;
      const propositions = propose(message, { zone });
      return Promise.resolve({ code: 200, data: { version: QUESTION_SET_VERSION, propositions } } as const);
    },
  );
  void app.register(chat);
  void app.register(visitorChat);
  void app.register(shares);
  void app.register(reports);
  done();
};
export default ai;
