// Which quests the dashboard shows and in what order (spec §4 "Current quests shown: started first, then pending, at
// most 3"), and the Quests tab's order: open quests first, completed ones last, the API's priority order within — a
// card does not jump when it is started, so keyboard focus stays where the user is.
import { CURRENT_QUESTS_MAX, type Quest } from '@k3/shared';

const STATUS_ORDER: Record<Quest['status'], number> = { started: 0, pending: 1, completed: 2 };

/** Open quests (pending or started) first, then completed ones; stable within each. */
export function openFirst(quests: readonly Quest[]): Quest[] {
  return [...quests].sort((a, b) => Number(a.status === 'completed') - Number(b.status === 'completed'));
}

/** Started quests, then pending ones, at most `max`; the API's priority order within each. */
export function currentQuests(quests: readonly Quest[], max: number = CURRENT_QUESTS_MAX): Quest[] {
  return quests
    .filter((quest) => quest.status !== 'completed')
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status])
    .slice(0, max);
}
