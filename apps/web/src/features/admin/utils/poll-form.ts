// The poll form's values and schema (issue 13 §3 and §4). Inputs give text; the schema turns the values into a
// PollInput and checks it with @k3/shared's PollInputSchema (2 to 10 choices, a whole budget, a window that closes
// after it opens), keeping its paths (question.en, choices.1.fr, budget) so each message lands under its field.
import { z } from 'zod';
import { PollInputSchema, type AdminPoll, type LOCALES } from '@k3/shared';
import { fromLocalInput, toLocalInput, toNumber } from './datetime';

type Localized = Record<(typeof LOCALES)[number], string>;

export interface PollFormValues {
  question: Localized;
  choices: Localized[];
  budget: string;
  startsAt: string;
  endsAt: string;
  liveResults: boolean;
}

export const emptyChoice = (): Localized => ({ en: '', fr: '', es: '' });

export function emptyPollValues(): PollFormValues {
  return {
    question: emptyChoice(),
    choices: [emptyChoice(), emptyChoice()],
    budget: '100',
    startsAt: '',
    endsAt: '',
    liveResults: false,
  };
}

export function pollToValues(poll: AdminPoll): PollFormValues {
  return {
    question: { ...poll.question },
    choices: poll.choices.map((choice) => ({ ...choice })),
    budget: String(poll.budget),
    startsAt: toLocalInput(poll.startsAt),
    endsAt: toLocalInput(poll.endsAt),
    liveResults: poll.liveResults,
  };
}

export function valuesToPollInput(values: PollFormValues): Record<string, unknown> {
  return {
    question: values.question,
    choices: values.choices,
    budget: toNumber(values.budget),
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    liveResults: values.liveResults,
  };
}

export const PollFormSchema = z
  .custom<PollFormValues>((value) => typeof value === 'object' && value !== null)
  .transform(valuesToPollInput)
  .pipe(PollInputSchema);
