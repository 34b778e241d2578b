// The demo community's polls (docs/votes.md "Demo poll"): two closed polls, so /votes/past shows results from the
// first start, and the leaning of each poll's ballots, the open demo poll's included. Texts in en, fr and es.
import type { LocalizedText } from '@k3/shared';

export interface DemoPastPoll {
  key: string;
  question: LocalizedText;
  choices: LocalizedText[];
  budget: number;
  /** Days before the seeding it opened and closed. */
  openedDaysAgo: number;
  closedDaysAgo: number;
  weights: number[];
  turnout: number;
}

export const DEMO_PAST_POLLS: readonly DemoPastPoll[] = [
  {
    key: 'next-chain',
    question: {
      en: 'Which chain should K3 support next?',
      fr: 'Quelle blockchain K3 doit-il prendre en charge ensuite ?',
      es: '¿Qué cadena debería admitir K3 a continuación?',
    },
    choices: [
      { en: 'Scroll', fr: 'Scroll', es: 'Scroll' },
      { en: 'Sonic', fr: 'Sonic', es: 'Sonic' },
      { en: 'Berachain', fr: 'Berachain', es: 'Berachain' },
      { en: 'Tron', fr: 'Tron', es: 'Tron' },
    ],
    budget: 100,
    openedDaysAgo: 75,
    closedDaysAgo: 45,
    weights: [3, 5, 4, 1.5],
    turnout: 0.45,
  },
  {
    key: 'next-language',
    question: {
      en: 'Which language should K3 speak next?',
      fr: 'Quelle langue K3 doit-il parler ensuite ?',
      es: '¿Qué idioma debería hablar K3 a continuación?',
    },
    choices: [
      { en: 'German', fr: 'Allemand', es: 'Alemán' },
      { en: 'Portuguese', fr: 'Portugais', es: 'Portugués' },
      { en: 'Japanese', fr: 'Japonais', es: 'Japonés' },
      { en: 'Turkish', fr: 'Turc', es: 'Turco' },
    ],
    budget: 10,
    openedDaysAgo: 40,
    closedDaysAgo: 12,
    weights: [4, 5, 2.5, 2],
    turnout: 0.38,
  },
];

/** The open demo poll's leaning (its choices in services/votes/demo-poll.ts) and turnout so far. */
export const DEMO_OPEN_POLL_WEIGHTS = [5, 4, 2.5, 3.5];
export const DEMO_OPEN_POLL_TURNOUT = 0.3;
