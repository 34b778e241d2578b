// Level maths (spec §3 "levelInfo (level, xp, fullXp, next)"; issue 13 §1 "a documented level curve"). The spec gives
// no thresholds; K3's curve is quadratic: level L starts at LEVEL_XP_BASE × (L − 1)² xp, so level 2 needs 100 xp,
// level 3 400, level 5 1,600, level 10 8,100, level 20 36,100 (docs/rewards.md "Levels"). fullXp is the xp at which the
// current level started, next the xp at which the next one starts.
export const LEVEL_XP_BASE = 100;

export interface LevelInfo {
  level: number;
  xp: number;
  fullXp: number;
  next: number;
}

/** The xp at which `level` (1-based) starts. */
export function levelStartXp(level: number): number {
  const steps = Math.max(0, Math.floor(level) - 1);
  return LEVEL_XP_BASE * steps * steps;
}

export function levelInfo(xp: number): LevelInfo {
  const safe = Math.max(0, Math.floor(Number.isFinite(xp) ? xp : 0));
  let level = Math.floor(Math.sqrt(safe / LEVEL_XP_BASE)) + 1;
  // Float square roots can land one off at exact boundaries: settle on the integer comparison.
  while (level > 1 && levelStartXp(level) > safe) level -= 1;
  while (levelStartXp(level + 1) <= safe) level += 1;
  return { level, xp: safe, fullXp: levelStartXp(level), next: levelStartXp(level + 1) };
}
