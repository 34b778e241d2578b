// The user's quests (spec §3 Quest, §4 quest states; docs/rewards.md): the live catalogue with each quest's status in
// its current period (pending is the absence of a row), when a recurring one is available again, progress toward a
// counting goal and a spread-the-word post's review; starting one (idempotent). Claims are in claim.ts.
import type { Locale, Quest, QuestRecurrence, QuestSubmissionStatus } from '@k3/shared';
import { HttpError } from '../../plugins/app/errors';
import { submissionStates } from '../../repositories/quest-submissions';
import {
  findLiveQuest,
  lastCompletions,
  startUserQuest,
  userQuestsIn,
  type QuestRow,
  type UserQuestRow,
} from '../../repositories/quests';
import type { UserRow } from '../../repositories/users';
import { nextAvailable, periodOf } from './periods';
import { measure, type Progress, type VerifyDeps } from './verify';

export type RewardsDeps = Omit<VerifyDeps, 'now'> & {
  clock: () => Date;
  /** The live quests at a time, from the cached catalogue (catalogue.ts). */
  liveQuests: (now: Date) => Promise<QuestRow[]>;
};

export const questNotFound = () => new HttpError(404, 'quest_not_found', 'No such quest is open');

export function localized(text: Record<string, string>, lang: Locale): string {
  return text[lang] || text.en || '';
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A quest as the API answers it, for one user at `now`. */
export function questView(
  quest: QuestRow,
  lang: Locale,
  now: Date,
  state: {
    row?: UserQuestRow | undefined;
    lastCompletedAt?: Date | undefined;
    progress?: Progress | null;
    /** A spread-the-word post's review state (an approved one has completed the quest). */
    review?: QuestSubmissionStatus | undefined;
  },
): Quest {
  const recurrence = quest.recurrence as QuestRecurrence;
  const row = state.row;
  const last = state.lastCompletedAt;
  return {
    id: quest.id,
    name: localized(quest.name, lang),
    desc: localized(quest.desc, lang),
    image: quest.image,
    reward: { xp: quest.rewardXp, kredits: quest.rewardKredits },
    priority: quest.priority,
    url: quest.url,
    hint: quest.hint as Quest['hint'],
    type: quest.type as Quest['type'],
    recurrence,
    status: (row?.status as Quest['status'] | undefined) ?? 'pending',
    startedAt: iso(row?.startedAt),
    completedAt: iso(row?.completedAt),
    nextAvailableAt: last ? iso(nextAvailable(recurrence, quest.cooldownHours, last, now)) : null,
    progress: state.progress ?? null,
    review: state.review === 'pending' || state.review === 'rejected' ? state.review : null,
  };
}

/** The review states of the user's spread-the-word posts for these quests in their current periods (no query when none is one). */
function reviewsOf(deps: Pick<RewardsDeps, 'db'>, userId: string, quests: readonly QuestRow[], now: Date) {
  const keys = quests
    .filter((quest) => quest.type === 'spread_the_word')
    .map((quest) => ({ questId: quest.id, period: periodOf(quest.recurrence as QuestRecurrence, now) }));
  return submissionStates(deps.db, userId, keys);
}

/** GET /api/me/quests: live quests, highest priority first, with the user's status in the current period. */
export async function listQuests(deps: RewardsDeps, user: UserRow, lang: Locale): Promise<Quest[]> {
  const now = deps.clock();
  const live = await deps.liveQuests(now);
  const keys = live.map((quest) => ({ questId: quest.id, period: periodOf(quest.recurrence as QuestRecurrence, now) }));
  const [rows, lasts, reviews] = await Promise.all([
    userQuestsIn(deps.db, user.id, keys),
    lastCompletions(
      deps.db,
      user.id,
      live.filter((quest) => quest.recurrence !== 'once').map((quest) => quest.id),
    ),
    reviewsOf(deps, user.id, live, now),
  ]);
  const rowOf = new Map(rows.map((row) => [`${row.questId}|${row.period}`, row]));
  const verify = { ...deps, now };
  return Promise.all(
    live.map(async (quest, index) => {
      const row = rowOf.get(`${quest.id}|${keys[index]!.period}`);
      // Progress only while it can still change: a completed quest's goal was met.
      const progress = row?.status === 'completed' ? null : await measure(verify, quest, user, row?.startedAt ?? null);
      return questView(quest, lang, now, { row, lastCompletedAt: lasts.get(quest.id), progress, review: reviews.get(quest.id) });
    }),
  );
}

/** POST /api/me/quests/start: starts the quest for its current period; a started or completed one is returned as is. */
export async function startQuest(deps: RewardsDeps, user: UserRow, questId: string, lang: Locale): Promise<Quest> {
  const now = deps.clock();
  const quest = await findLiveQuest(deps.db, questId, now);
  if (!quest) throw questNotFound();
  const row = await startUserQuest(deps.db, {
    userId: user.id,
    questId,
    period: periodOf(quest.recurrence as QuestRecurrence, now),
    at: now,
  });
  const lasts = quest.recurrence === 'once' ? new Map<string, Date>() : await lastCompletions(deps.db, user.id, [quest.id]);
  const progress = row.status === 'completed' ? null : await measure({ ...deps, now }, quest, user, row.startedAt);
  const review = (await reviewsOf(deps, user.id, [quest], now)).get(quest.id);
  return questView(quest, lang, now, { row, lastCompletedAt: lasts.get(quest.id), progress, review });
}

/** /api/me's fullQuests: the user's started or completed quests in their current periods (two small indexed reads). */
export async function currentQuests(
  deps: Pick<RewardsDeps, 'db' | 'clock' | 'liveQuests'>,
  userId: string,
): Promise<{ id: string; status: string; startedAt: string; completedAt: string | null }[]> {
  const now = deps.clock();
  const live = await deps.liveQuests(now);
  const rows = await userQuestsIn(
    deps.db,
    userId,
    live.map((quest) => ({ questId: quest.id, period: periodOf(quest.recurrence as QuestRecurrence, now) })),
  );
  const order = new Map(live.map((quest, index) => [quest.id, index]));
  return rows
    .sort((a, b) => (order.get(a.questId) ?? 0) - (order.get(b.questId) ?? 0))
    .map((row) => ({
      id: row.questId,
      status: row.status,
      startedAt: row.startedAt.toISOString(),
      completedAt: iso(row.completedAt),
    }));
}
