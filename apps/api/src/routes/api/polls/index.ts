// Polls and ballots (issue 13 §3; spec §2 Votes, §4 Polls, §5 "Vote: points total must be valid; voting needs a
// signed-in user", §8 Votes; the spec leaves these calls unshown, so they are designed in the API's style). The reads
// are public and personalise `myBallot` when a live bearer is sent (`app.identify`: a bad token reads as a visitor);
// casting a ballot needs a session (403 without).
import {
  BallotBodySchema,
  BallotResponseSchema,
  ErrorBodySchema,
  PollListQuerySchema,
  PollListResponseSchema,
  PollParamsSchema,
  PollQuerySchema,
  PollResponseSchema,
} from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';

const TAGS = ['votes'];
/** Public; a bearer token is optional (OpenAPI's empty requirement means "none needed"). */
const optionalSecurity: { [scheme: string]: string[] }[] = [{}, { bearerAuth: [] }];

const polls: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '',
    {
      preHandler: app.identify,
      schema: {
        tags: TAGS,
        summary: 'Published polls: current ones (closing soonest first) or past ones (latest first), at most 50',
        description:
          'Results are null while a poll runs unless it shows live results. With a bearer token, `myBallot` is the caller’s ballot; without one (or with an invalid one) it is null.',
        security: optionalSecurity,
        querystring: PollListQuerySchema,
        response: { 200: PollListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { status, lang } = request.query;
      const polls = await app.votes.list(status, { lang, userId: request.auth?.user.id ?? null });
      return { code: 200, data: { polls } } as const;
    },
  );

  app.get(
    '/:id',
    {
      preHandler: app.identify,
      schema: {
        tags: TAGS,
        summary: 'One published poll',
        description: '404 `wrong_poll` ("Poll not found") for an unknown, unpublished or archived poll.',
        security: optionalSecurity,
        params: PollParamsSchema,
        querystring: PollQuerySchema,
        response: { 200: PollResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const poll = await app.votes.get(request.params.id, {
        lang: request.query.lang,
        userId: request.auth?.user.id ?? null,
      });
      return { code: 200, data: poll } as const;
    },
  );

  app.post(
    '/:id/ballot',
    {
      preHandler: app.authenticate,
      config: { idempotent: true },
      schema: {
        tags: TAGS,
        summary: 'Cast the caller’s ballot: whole points over the choices, at least one positive, total ≤ the budget',
        description: [
          'Final once cast. Errors, first match wins: 400 `validation_error` (fractions, negatives, non-numbers, keys that are not choice indexes);',
          '404 `wrong_poll` "Poll not found"; 409 `wrong_date` "Poll not open" (upcoming or past); 400 `invalid_choice` (a key past the last choice);',
          '400 `no_ballot` "No ongoing ballot" (no positive points); 400 `overdrawn` "Invalid points total" (total above the budget);',
          '409 `already_voted` "Already voted". Answers the poll as the voter now sees it (`myBallot` set).',
        ].join(' '),
        security: [{ bearerAuth: [] }],
        params: PollParamsSchema,
        querystring: PollQuerySchema,
        body: BallotBodySchema,
        response: {
          200: BallotResponseSchema,
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const poll = await app.votes.cast({
        pollId: request.params.id,
        userId: authOf(request).user.id,
        points: request.body.points,
        lang: request.query.lang,
      });
      return { code: 200, data: poll } as const;
    },
  );
  done();
};
export default polls;
