// What a visitor (no session) may ask Agent K (issue 26 §4): questions about K3 itself, answered free from the
// repository's facts (plans constants, the sign-in message, the kredit rules). A question about the visitor's own
// portfolio, tokens or plan (`account`, the signed-in intents' corpus) is answered with an invitation to log in.
import type { Locale } from '@k3/shared';

export const VISITOR_TOPICS = ['k3.signin', 'k3.connect', 'k3.kredits', 'k3.plans', 'k3.about', 'k3.demo', 'k3.xray'] as const;
export type VisitorTopic = (typeof VISITOR_TOPICS)[number];
/** The classes of the visitor's model: the topics, and `account` for questions only a signed-in user can ask. */
export type VisitorIntent = VisitorTopic | 'account';

/** Training utterances of one language per topic (the `account` and off-topic ones come from the signed-in corpus). */
export type VisitorCorpus = Readonly<Record<VisitorTopic, readonly string[]>>;

/** Facts an answer is built from: all from the repository, never typed into a sentence. */
export interface VisitorFacts {
  /** DATA_MODE=demo: figures are generated and labelled demo. */
  isDemo: boolean;
}

export interface VisitorPhrases {
  signin(ttlMinutes: number): string;
  connect(codeLength: number): string;
  kredits(allowances: string, minKrl: string): string;
  /** One plan: name, KRL to hold, questions a month, wallets and accounts, features. */
  plan(name: string, holding: string, prompts: string, sources: string, features: string): string;
  plans(list: string): string;
  feature(key: string): string;
  about: string;
  demo(isDemo: boolean): string;
  xray(alertRules: number, planName: string, holding: string): string;
  account: string;
  notUnderstood: string;
  /** The questions offered after an answer. */
  examples: readonly [string, string, string];
  tryThese(examples: readonly string[]): string;
  list(items: string[]): string;
}

export type VisitorPhrasebook = Readonly<Record<Locale, VisitorPhrases>>;
