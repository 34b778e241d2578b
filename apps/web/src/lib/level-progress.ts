// The level progress bar (spec §2 "a level progress bar"; spec §3 levelInfo): @k3/shared levelInfo gives the total xp,
// fullXp = the xp where the current level starts and next = the xp of the next level, so progress is the share of
// that step already earned.
import type { User } from '@k3/shared';

export function levelProgress({ xp, fullXp, next }: User['levelInfo']): number {
  const span = next - fullXp;
  if (!(span > 0)) return 0;
  return Math.min(1, Math.max(0, (xp - fullXp) / span));
}
