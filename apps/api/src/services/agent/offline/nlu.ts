// The offline agent's intent model (nlp.js): one neural classifier per language, trained once per process from the
// corpus files, on first use, and shared by every request. A message is classified by the model of the language whose
// question words it uses most, so a French question is understood whatever language the user reads answers in.
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { LangEs } from '@nlpjs/lang-es';
import { LangFr } from '@nlpjs/lang-fr';
import { Nlp, type NlpInstance } from '@nlpjs/nlp';
import { LOCALES, type Locale } from '@k3/shared';
import { CORPUS_EN } from './corpus/en';
import { CORPUS_ES } from './corpus/es';
import { CORPUS_FR } from './corpus/fr';
import { type Corpus, type Intent } from './intents';
import { wordsOf } from './words';

const CORPORA: Readonly<Record<Locale, Corpus>> = { en: CORPUS_EN, fr: CORPUS_FR, es: CORPUS_ES };

/**
 * The word a token's name is replaced by, in the corpus and in messages alike: the model then learns "a token is named
 * here" rather than any one coin. Letters only, so that no language's tokenizer or stemmer splits or alters it.
 */
export const TOKEN_WORD = 'ktokenk';

/** Below this score the message is not understood and gets the "I can help with…" answer. */
const MIN_SCORE = 0.6;

/**
 * The intents answered from the user's own account (issue 28, measured on public questions: "How can I register on
 * the Bitget exchange?" was answered with the user's quests). The model places any question somewhere, often with a
 * high score; one of these is taken only when enough of the message's words are words of the questions it was trained
 * on. A message naming the portfolio in words the model did not place is still read as such (offline/index.ts).
 */
const OWN_DATA_INTENTS: ReadonlySet<string> = new Set([
  'portfolio.worth',
  'portfolio.move',
  'portfolio.pnl',
  'plan.status',
  'quests.list',
]);
/** The share of a message's words (three letters or more, tokens aside) that must be question words of its language. */
export const MIN_COVERAGE = 0.5;
/**
 * The share for a `strict` class (K3's own topics asked of the signed-in agent): more than two thirds, so that one word
 * of the message's own ("¿cómo me registro en un exchange?": an exchange, not K3) keeps it from being K3's topic.
 */
const MIN_STRICT_COVERAGE = 0.7;

function withoutOffTopic(corpus: Readonly<Record<string, readonly string[]>>): Record<string, readonly string[]> {
  return Object.fromEntries(Object.entries(corpus).filter(([intent]) => intent !== 'offTopic'));
}

/** The share of the message's words that the vocabulary holds (1 when it has none to judge). */
function coverage(text: string, vocabulary: ReadonlySet<string>): number {
  const words = wordsOf(text).filter((word) => word.length >= 3 && word !== TOKEN_WORD);
  return words.length === 0 ? 1 : words.filter((word) => vocabulary.has(word)).length / words.length;
}

/** nlp.js's intent for "none of the others", which the off-topic utterances train. */
const NONE = 'None';

export interface Recognition {
  intent: Intent | null;
  /** The language the message was read in. */
  locale: Locale;
}

function corpusWords(corpus: Readonly<Record<string, readonly string[]>>): Set<string> {
  const words = new Set<string>();
  for (const utterances of Object.values(corpus)) {
    for (const utterance of utterances) for (const word of wordsOf(utterance.replaceAll('{token}', ' '))) words.add(word);
  }
  return words;
}

/** Each language's question words, folded (lower case, no accents). */
export const VOCABULARIES: Readonly<Record<Locale, ReadonlySet<string>>> = {
  en: corpusWords(CORPUS_EN),
  fr: corpusWords(CORPUS_FR),
  es: corpusWords(CORPUS_ES),
};

/** Each language's words of the questions the intents were trained on (the off-topic utterances aside), folded. */
export const INTENT_VOCABULARIES: Readonly<Record<Locale, ReadonlySet<string>>> = {
  en: corpusWords(withoutOffTopic(CORPUS_EN)),
  fr: corpusWords(withoutOffTopic(CORPUS_FR)),
  es: corpusWords(withoutOffTopic(CORPUS_ES)),
};

/** The question words of every language: a word among them is part of a question, not a token's name. */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(LOCALES.flatMap((locale) => [...VOCABULARIES[locale]]));

/**
 * Words only, folded and space-separated, for training and classifying alike: the French tokenizer keeps "est-ce"
 * whole while the corpus writes "est ce", and an apostrophe or a question mark must not make a word unknown.
 */
function plain(text: string): string {
  return wordsOf(text).join(' ');
}

/** Training utterances per language and class; `offTopic` trains what the model does not answer. */
export type Corpora<I extends string> = Readonly<Record<Locale, Readonly<Record<I | 'offTopic', readonly string[]>>>>;

async function train<I extends string>(corpora: Corpora<I>): Promise<NlpInstance> {
  const container = await containerBootstrap();
  // nlp.js's own defaults for its classifiers, less the training log it prints to the console by default.
  container.registerConfiguration('nlu-??', {
    keepStopwords: true,
    nonefeatureValue: 1,
    nonedeltaMultiplier: 1.2,
    spellCheck: true,
    spellCheckDistance: 1,
    filterZeros: true,
    log: false,
  });
  // No model file on disk: the corpus trains in well under a second.
  container.registerConfiguration('nlp', { autoSave: false, autoLoad: false, threshold: MIN_SCORE, calculateSentiment: false });
  container.use(Nlp);
  container.use(LangEn);
  container.use(LangFr);
  container.use(LangEs);
  const nlp = container.get('nlp');
  nlp.addLanguage([...LOCALES]);
  for (const locale of LOCALES) {
    for (const [intent, utterances] of Object.entries<readonly string[]>(corpora[locale])) {
      for (const utterance of utterances) {
        nlp.addDocument(locale, plain(utterance.replaceAll('{token}', TOKEN_WORD)), intent === 'offTopic' ? NONE : intent);
      }
    }
  }
  await nlp.train();
  return nlp;
}

/**
 * The language a message is written in: the one whose question words it uses most (ties go to the user's language).
 * Classifying with every language's model and keeping the most confident does not work: a model that knows one word
 * of a foreign sentence ("a", "un") is as sure of itself as one that knows them all.
 */
function messageLocale(text: string, preferred: Locale, vocabularies: Readonly<Record<Locale, ReadonlySet<string>>>): Locale {
  const words = wordsOf(text).filter((word) => word !== TOKEN_WORD);
  let best = preferred;
  let bestCount = -1;
  for (const locale of [preferred, ...LOCALES.filter((l) => l !== preferred)]) {
    const count = words.filter((word) => vocabularies[locale].has(word)).length;
    if (count > bestCount) [best, bestCount] = [locale, count];
  }
  return best;
}

export interface Classifier<I extends string> {
  /** The trained model, trained on the first call (a failed training is retried on the next call). */
  model(): Promise<NlpInstance>;
  /**
   * The class of a message whose token mentions are already replaced by TOKEN_WORD; null when not understood. A class
   * of `strict` is taken only when most of the message's words are words of that class's own utterances.
   */
  recognise(text: string, preferred: Locale, strict?: ReadonlySet<I>): Promise<{ intent: I | null; locale: Locale }>;
}

/** A classifier over `corpora`, trained once per process on first use and shared by every request. */
export function createClassifier<I extends string>(corpora: Corpora<I>): Classifier<I> {
  const vocabularies: Record<Locale, ReadonlySet<string>> = {
    en: corpusWords(corpora.en),
    fr: corpusWords(corpora.fr),
    es: corpusWords(corpora.es),
  };
  const intentVocabularies: Record<Locale, ReadonlySet<string>> = {
    en: corpusWords(withoutOffTopic(corpora.en)),
    fr: corpusWords(withoutOffTopic(corpora.fr)),
    es: corpusWords(withoutOffTopic(corpora.es)),
  };
  const classWords = (locale: Locale, intent: string) =>
    corpusWords({ [intent]: (corpora[locale] as Readonly<Record<string, readonly string[]>>)[intent] ?? [] });
  let model: Promise<NlpInstance> | null = null;
  const trained = (): Promise<NlpInstance> => {
    if (!model) {
      model = train(corpora);
      model.catch(() => {
        model = null;
      });
    }
    return model;
  };
  return {
    model: trained,
    async recognise(text, preferred, strict) {
      const nlp = await trained();
      const locale = messageLocale(text, preferred, vocabularies);
      const result = await nlp.classify(locale, plain(text));
      const understood =
        result.intent !== NONE &&
        result.score >= MIN_SCORE &&
        (!OWN_DATA_INTENTS.has(result.intent) || coverage(text, intentVocabularies[locale]) >= MIN_COVERAGE) &&
        (!strict?.has(result.intent as I) || coverage(text, classWords(locale, result.intent)) >= MIN_STRICT_COVERAGE);
      return { intent: understood ? (result.intent as I) : null, locale };
    },
  };
}

const intents = createClassifier<Intent>(CORPORA);

/** The signed-in agent's model, trained on the first call (a failed training is retried on the next call). */
export const intentModel = (): Promise<NlpInstance> => intents.model();

/** The intent of a message whose token mentions are already replaced by TOKEN_WORD; null when not understood. */
export function recognise(text: string, preferred: Locale): Promise<Recognition> {
  return intents.recognise(text, preferred);
}
