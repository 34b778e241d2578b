// Quest periods (docs/rewards.md "Periods and cooldowns"): a one-off quest has the single period `once`; a daily quest
// one per UTC day (`2026-11-26`); a weekly quest one per ISO week, Monday to Sunday UTC (`2026-W48`). A user's quest
// row is keyed by its period, so a recurring quest is completed at most once per period.
import type { QuestRecurrence } from '@k3/shared';

const DAY_MS = 86_400_000;

/** ISO 8601 week of a UTC date: the week's Thursday decides its year. */
export function isoWeek(date: Date): { year: number; week: number } {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = new Date(day).getUTCDay() || 7;
  const thursday = new Date(day + (4 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return { year, week };
}

export function periodOf(recurrence: QuestRecurrence, now: Date): string {
  if (recurrence === 'daily') return now.toISOString().slice(0, 10);
  if (recurrence === 'weekly') {
    const { year, week } = isoWeek(now);
    return `${year}-W${String(week).padStart(2, '0')}`;
  }
  return 'once';
}

/** When the period after the one holding `now` starts (null for one-off quests: there is no next period). */
export function nextPeriodStart(recurrence: QuestRecurrence, now: Date): Date | null {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (recurrence === 'daily') return new Date(midnight + DAY_MS);
  if (recurrence === 'weekly') {
    const weekday = now.getUTCDay() || 7;
    return new Date(midnight + (8 - weekday) * DAY_MS);
  }
  return null;
}

/**
 * When a recurring quest completed at `completedAt` may be claimed again: the next period, and not before
 * `cooldownHours` after that completion.
 */
export function nextAvailable(recurrence: QuestRecurrence, cooldownHours: number, completedAt: Date, now: Date): Date | null {
  if (recurrence === 'once') return null;
  const byCooldown = new Date(completedAt.getTime() + cooldownHours * 3_600_000);
  const samePeriod = periodOf(recurrence, completedAt) === periodOf(recurrence, now);
  const byPeriod = samePeriod ? nextPeriodStart(recurrence, now) : null;
  const candidates = [byCooldown, byPeriod].filter((d): d is Date => d !== null && d.getTime() > now.getTime());
  if (candidates.length === 0) return null;
  return new Date(Math.max(...candidates.map((d) => d.getTime())));
}
