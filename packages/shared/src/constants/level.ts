// Level maths (spec §3 "levelInfo (level, xp, fullXp, next)"). The spec gives no thresholds, so levels are a flat
// LEVEL_XP_STEP of xp each until the quests feature decides otherwise: fullXp is the xp at which the current level
// started, next the xp at which the next one starts (docs/auth.md "The user").
export const LEVEL_XP_STEP = 1000;

export interface LevelInfo {
  level: number;
  xp: number;
  fullXp: number;
  next: number;
}

export function levelInfo(xp: number): LevelInfo {
  const safe = Math.max(0, Math.floor(xp));
  const level = Math.floor(safe / LEVEL_XP_STEP) + 1;
  return { level, xp: safe, fullXp: (level - 1) * LEVEL_XP_STEP, next: level * LEVEL_XP_STEP };
}
