// Agent K's questions and proposals (issue 12 §1; spec §3 "AI question set", §5 "Chat proposals: pick 3 random
// questions, excluding any that match the last user message"). Pure functions over questions-data.ts, so the routes
// and the chat (which calls `propose` after each answer) share one rule. docs/agent.md "Questions and proposals".
import { createHash } from 'node:crypto';
import {
  AI_PROPOSALS_COUNT,
  AI_ZONES,
  type AiLoginProposition,
  type AiQuestion,
  type AiQuestionSet,
  type AiZone,
  LOCALES,
} from '@k3/shared';
import { LOGIN_PROPOSITIONS, ZONE_QUESTIONS } from './questions-data';

/** Every question, zone by zone in AI_ZONES order, each with its id `{zone}.{name}`. */
export const QUESTIONS: readonly AiQuestion[] = AI_ZONES.flatMap((zone) =>
  ZONE_QUESTIONS[zone].map(({ name, text }) => ({ id: `${zone}.${name}`, zone, text })),
);

export const LOGIN_PROPOSITION_LIST: readonly AiLoginProposition[] = LOGIN_PROPOSITIONS.map(({ name, text }) => ({
  id: `login.${name}`,
  text,
}));

/** The first 12 hex digits of the SHA-256 of the set: any change of id or text gives another version. */
export const QUESTION_SET_VERSION = createHash('sha256')
  .update(JSON.stringify({ questions: QUESTIONS, login: LOGIN_PROPOSITION_LIST }))
  .digest('hex')
  .slice(0, 12);

/**
 * The text a match compares: accents, case, punctuation (¿ ? ’ ' …) and spacing ignored.
 * "¿Cuánto vale mi CARTERA" and "¿Cuánto vale mi cartera?" give the same key.
 */
export function questionKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A message matches a question when its key equals the question's key in any of the three languages. */
export function matchesQuestion(question: AiQuestion, message: string): boolean {
  const key = questionKey(message);
  return key !== '' && LOCALES.some((lang) => questionKey(question.text[lang]) === key);
}

/**
 * The questions of a zone, or of every zone with each text once: the same question asked on two pages (the
 * portfolio's worth on the dashboard and on SmartFolio) is kept under its first zone.
 */
export function questionsOf(zone?: AiZone | null): AiQuestion[] {
  if (zone) return QUESTIONS.filter((question) => question.zone === zone);
  const seen = new Set<string>();
  return QUESTIONS.filter((question) => {
    const key = questionKey(question.text.en);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `count` distinct items of `items` in random order (a partial Fisher–Yates shuffle); all of them when fewer. */
function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const picked = Math.min(count, pool.length);
  for (let i = 0; i < picked; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, picked);
}

export interface ProposeOptions {
  /** Draw from this zone's questions; every zone when absent. */
  zone?: AiZone | null;
  count?: number;
  /** A number in [0, 1); tests pass a seeded one. */
  random?: () => number;
}

/** spec §5: `count` (3) random questions, none matching the last user message. */
export function propose(lastMessage: string, options: ProposeOptions = {}): AiQuestion[] {
  const { zone, count = AI_PROPOSALS_COUNT, random = Math.random } = options;
  const candidates = questionsOf(zone).filter((question) => !matchesQuestion(question, lastMessage));
  return sample(candidates, count, random);
}

/** The set a chat loads for a zone (every zone when null): its questions, 3 of them to start with, the login ones. */
export function questionSet(
  zone: AiZone | null,
  agent: AiQuestionSet['agent'],
  random: () => number = Math.random,
): AiQuestionSet {
  const questions = questionsOf(zone);
  return {
    agent,
    version: QUESTION_SET_VERSION,
    zone,
    questions,
    propositions: sample(questions, AI_PROPOSALS_COUNT, random),
    login_propositions: [...LOGIN_PROPOSITION_LIST],
  };
}
