// Votes contract (issue 13 §3; spec §2 Votes, §3 "Poll or ballot: points remaining to distribute", §4 Polls, §5 "points
// total must be valid", §8 Votes). A ballot spreads whole points over a poll's choices; one per user and poll, final.
import { z } from 'zod';
import { okSchema } from './envelope';
import { LOCALES } from '../constants/locales';
import { POLL_STATUSES } from '../constants/rewards';

export const PollChoiceResultSchema = z
  .object({
    index: z.number().int().min(0),
    points: z.number().int().min(0).describe('Points all ballots gave this choice'),
    voters: z.number().int().min(0).describe('Ballots that gave it at least one point'),
  })
  .meta({ id: 'PollChoiceResult' });

export const PollSchema = z
  .object({
    id: z.number().int(),
    question: z.string().describe("In the caller's language (fallback en)"),
    choices: z.array(z.object({ index: z.number().int().min(0), label: z.string() })).describe('Keyed by 0-based index'),
    budget: z.number().int().min(1).describe('Points each voter may distribute'),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    status: z.enum(POLL_STATUSES).describe('From the clock: upcoming before startsAt, past from endsAt'),
    liveResults: z.boolean().describe('Results are shown while the poll runs'),
    ballots: z.number().int().min(0).describe('Ballots cast'),
    results: z.array(PollChoiceResultSchema).nullable().describe('Once past, or live when liveResults; else null'),
    myBallot: z
      .record(z.string(), z.number().int())
      .nullable()
      .describe("The caller's ballot when signed in and cast; null otherwise"),
  })
  .meta({ id: 'Poll' });
export type Poll = z.infer<typeof PollSchema>;

export const PollListQuerySchema = z.object({
  status: z.enum(['current', 'past']).default('current').describe('current: open now; past: ended, newest first'),
  lang: z.enum(LOCALES).default('en'),
});
export const PollQuerySchema = z.object({ lang: z.enum(LOCALES).default('en') });
export const PollParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const PollListResponseSchema = okSchema(z.object({ polls: z.array(PollSchema) }).meta({ id: 'PollList' }));
export const PollResponseSchema = okSchema(PollSchema);

/** `{ points: { "<choice index>": n } }`: whole points ≥ 0; at least one positive; total ≤ the budget. */
export const BallotBodySchema = z
  .object({
    points: z
      .record(z.string().regex(/^(0|[1-9]\d{0,2})$/, 'choice keys are choice indexes: 0, 1, 2…'), z.number().int().min(0))
      .describe('Points per choice index'),
  })
  .meta({ id: 'BallotBody' });
export type BallotBody = z.infer<typeof BallotBodySchema>;
export const BallotResponseSchema = okSchema(PollSchema);
