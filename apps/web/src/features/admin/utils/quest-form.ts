// The quest form's values and schema (issue 13 §4; spec §3 Quest). The form holds text (inputs give strings: numbers,
// datetime-local values); its schema turns them into a QuestInput and checks that with @k3/shared's QuestInputSchema,
// plus what the API checks beyond it (docs/admin.md "Quest types"): the params each type needs, and an active window
// that ends after it starts. Issues keep QuestInput's paths (name.en, reward.xp, params.minKrl), which are the form's
// field names, so each message lands under its field.
import { z } from 'zod';
import {
  QUEST_TYPE_PARAMS,
  QuestInputSchema,
  type AdminQuest,
  type LOCALES,
  type QuestInput,
  type QuestParams,
  type QuestType,
} from '@k3/shared';
import { fromLocalInput, toLocalInput, toNumber } from './datetime';

type Localized = Record<(typeof LOCALES)[number], string>;
export type QuestParamKey = keyof QuestParams;

export { QUEST_TYPE_PARAMS };

export interface QuestFormValues {
  id: string;
  name: Localized;
  desc: Localized;
  image: string;
  reward: { xp: string; kredits: string };
  priority: string;
  url: string;
  hint: QuestInput['hint'];
  type: QuestType;
  recurrence: QuestInput['recurrence'];
  cooldownHours: string;
  params: Record<QuestParamKey, string>;
  startsAt: string;
  endsAt: string;
}

const EMPTY_TEXT: Localized = { en: '', fr: '', es: '' };
const EMPTY_PARAMS: Record<QuestParamKey, string> = { minKrl: '', xpPerKrl: '', prompts: '', friends: '', platformQuestId: '' };

export function emptyQuestValues(): QuestFormValues {
  return {
    id: '',
    name: { ...EMPTY_TEXT },
    desc: { ...EMPTY_TEXT },
    image: '',
    reward: { xp: '', kredits: '0' },
    priority: '0',
    url: '',
    hint: 'per_quest',
    type: 'share_and_earn',
    recurrence: 'once',
    cooldownHours: '0',
    params: { ...EMPTY_PARAMS },
    startsAt: '',
    endsAt: '',
  };
}

/** A stored quest as form values (for editing). */
export function questToValues(quest: AdminQuest): QuestFormValues {
  const params = { ...EMPTY_PARAMS };
  for (const [key, value] of Object.entries(quest.params) as [QuestParamKey, string | number | undefined][])
    if (value !== undefined) params[key] = String(value);
  return {
    id: quest.id,
    name: { ...quest.name },
    desc: { ...quest.desc },
    image: quest.image ?? '',
    reward: { xp: String(quest.reward.xp), kredits: String(quest.reward.kredits) },
    priority: String(quest.priority),
    url: quest.url ?? '',
    hint: quest.hint,
    type: quest.type,
    recurrence: quest.recurrence,
    cooldownHours: String(quest.cooldownHours),
    params,
    startsAt: toLocalInput(quest.startsAt),
    endsAt: toLocalInput(quest.endsAt),
  };
}

/** The QuestInput the values describe (before the schema's check); only the params the type reads are kept. */
export function valuesToInput(values: QuestFormValues): Record<string, unknown> {
  const { required, optional } = QUEST_TYPE_PARAMS[values.type] ?? { required: [], optional: [] };
  const params: Record<string, unknown> = {};
  for (const key of [...required, ...optional]) {
    const raw = values.params[key] ?? '';
    params[key] = key === 'platformQuestId' ? (raw.trim() === '' ? undefined : raw.trim()) : toNumber(raw);
  }
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    id: values.id.trim(),
    name: values.name,
    desc: values.desc,
    image: orNull(values.image),
    reward: { xp: toNumber(values.reward.xp), kredits: toNumber(values.reward.kredits) },
    priority: toNumber(values.priority) ?? 0,
    url: orNull(values.url),
    hint: values.hint,
    type: values.type,
    recurrence: values.recurrence,
    cooldownHours: toNumber(values.cooldownHours) ?? 0,
    params,
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * QuestInputSchema plus the API's own checks. They run even when another field fails (its value may then be
 * malformed, hence the guards), so one submit names every field to fix.
 */
const CheckedQuestInputSchema = QuestInputSchema.superRefine(
  (input: unknown, context) => {
    if (!isRecord(input)) return;
    const params = isRecord(input.params) ? input.params : {};
    for (const key of QUEST_TYPE_PARAMS[input.type as QuestType]?.required ?? [])
      if (params[key] === undefined) context.addIssue({ code: 'custom', path: ['params', key], message: 'required' });
    const { startsAt, endsAt } = input;
    if (typeof startsAt === 'string' && typeof endsAt === 'string' && Date.parse(endsAt) <= Date.parse(startsAt))
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'endsAfterStart' });
  },
  // Run even after a field's type was refused (an empty number), which would otherwise skip this check.
  { when: () => true },
);

export const QuestFormSchema = z.custom<QuestFormValues>(isRecord).transform(valuesToInput).pipe(CheckedQuestInputSchema);
