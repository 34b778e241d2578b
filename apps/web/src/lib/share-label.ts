// spec §2 "a Share button (its text adds '& Earn' when the user has not shared today, UTC day)".

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** True when `lastShare` (ISO date-time or null) falls on the same UTC day as `now`. */
export function hasSharedToday(lastShare: string | null, now: Date = new Date()): boolean {
  if (!lastShare) return false;
  const shared = new Date(lastShare);
  return !Number.isNaN(shared.getTime()) && utcDay(shared) === utcDay(now);
}
