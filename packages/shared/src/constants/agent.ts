// Agent K constants (issue 12; spec §2 chat panel, §5 "Chat proposals", §7 `/ai/questions`, §9 "proposals 3"): plain
// values with no zod, so a web route that only needs the zone list does not pull the schemas into its first load.

/** The pages whose chat shows its own questions (spec §7 `GET /ai/questions/{zone}`). */
export const AI_ZONES = ['dashboard', 'smartfolio', 'news', 'x-ray'] as const;
export type AiZone = (typeof AI_ZONES)[number];

/** Every spelling of a zone the API accepts: the zones, and `xray` (spec §7 "xray becomes x-ray"). */
export const AI_ZONE_SPELLINGS = [...AI_ZONES, 'xray'] as const;
export type AiZoneSpelling = (typeof AI_ZONE_SPELLINGS)[number];

/** The zone each other spelling stands for; typed so that a new spelling cannot be left without its zone. */
export const AI_ZONE_ALIASES: Readonly<Record<Exclude<AiZoneSpelling, AiZone>, AiZone>> = { xray: 'x-ray' };

/** The zone a spelling names (`xray` → `x-ray`), or null when it names none. */
export function aiZoneOf(value: string): AiZone | null {
  if ((AI_ZONES as readonly string[]).includes(value)) return value as AiZone;
  return Object.hasOwn(AI_ZONE_ALIASES, value) ? AI_ZONE_ALIASES[value as keyof typeof AI_ZONE_ALIASES] : null;
}

/** spec §5 and §9: proposals drawn per call. */
export const AI_PROPOSALS_COUNT = 3;
/** The longest chat message the API reads, in characters (issue 12 §1 "message length is bounded"). */
export const AI_MESSAGE_MAX = 2000;
