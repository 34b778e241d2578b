// Agent K for a visitor (issue 26 §4): questions about K3 itself — signing in safely, connecting, kredits, plans, what
// K3 does, demo data, X-Ray — answered free, in the reader's language, from the repository's facts (PLANS, the
// sign-in message's lifetime, the alert rules); never a tool, never anyone's data. Its own nlp.js model (nlu.ts
// `createClassifier`) learns the topics beside the signed-in agent's questions, all of which it answers with an
// invitation to log in (`account`); anything else gets what it can answer. docs/agent-offline.md "Visitors".
import { ALERT_KEYS, CHALLENGE_TTL_S, LOGIN_CODE_LENGTH, MIN_KRL_FOR_AI, PLANS, type Locale } from '@k3/shared';
import { CORPUS_EN } from '../corpus/en';
import { CORPUS_ES } from '../corpus/es';
import { CORPUS_FR } from '../corpus/fr';
import type { Corpus } from '../intents';
import { type Corpora, createClassifier } from '../nlu';
import { chunksOf } from '../stream';
import { VISITOR_CORPUS_EN } from './corpus-en';
import { VISITOR_CORPUS_ES } from './corpus-es';
import { VISITOR_CORPUS_FR } from './corpus-fr';
import type { VisitorCorpus, VisitorFacts, VisitorIntent, VisitorPhrasebook, VisitorPhrases } from './intents';
import { VISITOR_PHRASES_EN } from './phrases-en';
import { VISITOR_PHRASES_ES } from './phrases-es';
import { VISITOR_PHRASES_FR } from './phrases-fr';

export const VISITOR_PHRASES: VisitorPhrasebook = { en: VISITOR_PHRASES_EN, fr: VISITOR_PHRASES_FR, es: VISITOR_PHRASES_ES };

/**
 * One language's classes: the topics; `account`, every question of the signed-in agent (a greeting or "what can you
 * do" is `k3.about` here); off-topic as before.
 */
function visitorCorpus(topics: VisitorCorpus, signedIn: Corpus): Readonly<Record<VisitorIntent | 'offTopic', readonly string[]>> {
  const { help, offTopic, ...account } = signedIn;
  return { ...topics, 'k3.about': [...topics['k3.about'], ...help], account: Object.values(account).flat(), offTopic };
}

const CORPORA: Corpora<VisitorIntent> = {
  en: visitorCorpus(VISITOR_CORPUS_EN, CORPUS_EN),
  fr: visitorCorpus(VISITOR_CORPUS_FR, CORPUS_FR),
  es: visitorCorpus(VISITOR_CORPUS_ES, CORPUS_ES),
};

const classifier = createClassifier<VisitorIntent>(CORPORA);

/** Trains the visitor's model now (the app calls it at start, so the first visitor does not wait for it). */
export function visitorModel(): Promise<unknown> {
  return classifier.model();
}

const number = (lang: Locale, value: number) => new Intl.NumberFormat(`${lang}-${lang.toUpperCase()}`).format(value);

function planList(say: VisitorPhrases, lang: Locale): string {
  return PLANS.map(
    (plan) =>
      `• ${say.plan(
        plan.name,
        number(lang, plan.holding),
        number(lang, plan.prompts),
        number(lang, plan.sources),
        say.list(plan.features.map((feature) => say.feature(feature))),
      )}`,
  ).join('\n');
}

/** The answer to a topic, in `lang`, from the repository's facts. */
export function topicAnswer(intent: VisitorIntent | null, lang: Locale, facts: VisitorFacts): string {
  const say = VISITOR_PHRASES[lang];
  const xrayPlan = PLANS.find((plan) => plan.features.includes('x-ray')) ?? PLANS[PLANS.length - 1]!;
  switch (intent) {
    case 'k3.signin':
      return say.signin(CHALLENGE_TTL_S / 60);
    case 'k3.connect':
      return say.connect(LOGIN_CODE_LENGTH);
    case 'k3.kredits':
      return say.kredits(
        say.list(PLANS.map((plan) => `${plan.name} ${number(lang, plan.prompts)}`)),
        number(lang, MIN_KRL_FOR_AI),
      );
    case 'k3.plans':
      return say.plans(planList(say, lang));
    case 'k3.about':
      return `${say.about}\n${say.tryThese(say.examples)}`;
    case 'k3.demo':
      return say.demo(facts.isDemo);
    case 'k3.xray':
      return say.xray(ALERT_KEYS.length, xrayPlan.name, number(lang, xrayPlan.holding));
    case 'account':
      // The chat offers the visitor's questions and Log in beside it: no list of examples here.
      return say.account;
    case null:
      return `${say.notUnderstood}\n${say.tryThese(say.examples)}`;
  }
}

export interface VisitorAnswer {
  /** What the question was taken for; `account` and not understood questions invite the visitor to log in. */
  intent: VisitorIntent | null;
  /** The answer in chunks of whole words (stream.ts), to be paced like every offline answer. */
  chunks: readonly string[];
}

/**
 * The K3 topics no question about the user's own data or the market shares words with; kredits and plans are asked in
 * the plan's words (offline/index.ts), what K3 is keeps its greeting.
 */
export const K3_ONLY_TOPICS: ReadonlySet<VisitorIntent> = new Set(['k3.signin', 'k3.connect', 'k3.demo', 'k3.xray']);

/**
 * The K3 topic a question asks about, or `account` (a question about the user's own data), or null. `signedIn`: asked
 * by the signed-in agent of a question its own model did not place, where such a K3 topic is taken only when most of
 * the question's words are that topic's ("which gaming tokens are trending" is not about K3's demo data; issue 28).
 */
export async function visitorTopic(message: string, lang: Locale, signedIn = false): Promise<VisitorIntent | null> {
  return (await classifier.recognise(message, lang, signedIn ? K3_ONLY_TOPICS : undefined)).intent;
}

/** Reads a visitor's question and answers it in `lang` (the question may be in any of en, fr, es). */
export async function answerVisitor(message: string, lang: Locale, facts: VisitorFacts): Promise<VisitorAnswer> {
  const { intent } = await classifier.recognise(message, lang);
  return { intent, chunks: [...chunksOf(topicAnswer(intent, lang, facts))] };
}
