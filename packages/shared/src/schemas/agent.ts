// The Agent K question-set contract (issue 12 §1; spec §3 "AI question set: version, questions, propositions with
// text per language, login_propositions", §5 "Chat proposals", §7 `/ai/questions`). Every text comes in en, fr and es
// so the chat shows the reader's language without another call. docs/agent.md "Questions and proposals".
import { z } from 'zod';
import { okSchema } from './envelope';
import { LocalizedTextSchema } from './xray';
import { LOCALES } from '../constants/locales';
import { AI_MESSAGE_MAX, AI_ZONE_SPELLINGS, AI_ZONES, type AiZone, aiZoneOf } from '../constants/agent';

export const AiZoneSchema = z.enum(AI_ZONES).meta({ id: 'AiZone' });

const zoneError = `zone must be one of ${AI_ZONES.join(', ')} (xray is read as x-ray)`;
/** A zone as a path or body names it: `xray` is read as `x-ray`. */
const AiZoneSpellingSchema = z
  .enum(AI_ZONE_SPELLINGS, { error: zoneError })
  // The enum admits only spellings of a zone, so aiZoneOf never answers null here.
  .transform((value) => aiZoneOf(value) as AiZone)
  .describe('dashboard, smartfolio, news or x-ray (xray is read as x-ray)');

export const AiZoneParamsSchema = z.object({ zone: AiZoneSpellingSchema });

/** One question of the set: a stable id (`dashboard.worth`), the page it belongs to, its text in en/fr/es. */
export const AiQuestionSchema = z
  .object({
    id: z.string().describe('Stable id, `{zone}.{name}`'),
    zone: AiZoneSchema,
    text: LocalizedTextSchema,
  })
  .meta({ id: 'AiQuestion' });
export type AiQuestion = z.infer<typeof AiQuestionSchema>;

/** What a visitor is offered before signing in (spec §4 "then see login suggestions", §6 visitor). */
export const AiLoginPropositionSchema = z
  .object({ id: z.string().describe('Stable id, `login.{name}`'), text: LocalizedTextSchema })
  .meta({ id: 'AiLoginProposition' });
export type AiLoginProposition = z.infer<typeof AiLoginPropositionSchema>;

export const AiQuestionSetSchema = z
  .object({
    version: z.string().describe('Hash of the whole question set: it changes exactly when a text or id changes'),
    zone: AiZoneSchema.nullable().describe('The zone asked for; null for every zone'),
    questions: z.array(AiQuestionSchema).describe('Every question of the zone (of every zone when none is named)'),
    propositions: z.array(AiQuestionSchema).describe('3 of `questions` drawn at random: the suggestion buttons of an empty chat'),
    login_propositions: z.array(AiLoginPropositionSchema).describe('What the chat offers a visitor'),
    agent: z
      .enum(['offline', 'llm'])
      .describe('Who answers: the offline assistant (no LLM configured) or the LLM agent; the chat labels it'),
  })
  .meta({ id: 'AiQuestionSet' });
export type AiQuestionSet = z.infer<typeof AiQuestionSetSchema>;
export const AiQuestionSetResponseSchema = okSchema(AiQuestionSetSchema);

export const AiPropositionsBodySchema = z
  .object({
    message: z
      .string({ error: 'message must be a string' })
      .max(AI_MESSAGE_MAX, `message must be at most ${AI_MESSAGE_MAX} characters`)
      .describe('The last message the user sent: no proposition matches it'),
    lang: z
      .enum(LOCALES, { error: `lang must be one of ${LOCALES.join(', ')}` })
      .optional()
      .describe('The reader’s language; the texts come in all three whatever it says'),
    zone: AiZoneSpellingSchema.optional().describe('Draw from this zone’s questions; every zone when absent'),
  })
  .meta({ id: 'AiPropositionsBody' });
export type AiPropositionsBody = z.infer<typeof AiPropositionsBodySchema>;

export const AiPropositionsSchema = z
  .object({
    version: z.string().describe('The question set’s version'),
    propositions: z.array(AiQuestionSchema).describe('3 distinct questions, none matching `message`'),
  })
  .meta({ id: 'AiPropositions' });
export type AiPropositions = z.infer<typeof AiPropositionsSchema>;
export const AiPropositionsResponseSchema = okSchema(AiPropositionsSchema);
