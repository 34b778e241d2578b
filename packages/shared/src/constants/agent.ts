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

/** Messages of `history` the API reads on a retry (issue 12 §1 "history size is bounded"); the newest are kept. */
export const AI_HISTORY_MAX = 40;
/** Messages a stored conversation keeps (the oldest go first); also the most a shared chat holds. */
export const AI_CONVERSATION_MAX = 60;
/** A conversation idle this long is forgotten by the server: the client's next prompt gets 406 (docs/agent.md). */
export const AI_CONVERSATION_IDLE_S = 24 * 3600;

/**
 * The first line of a chat stream (spec §7 "starts with 'kredits:xp:sharable|'"): the user's kredits after this
 * prompt, their XP and whether the conversation may be shared, then `|`, then the answer text as it is produced.
 */
export function formatChatHeader(head: ChatStreamHeader): string {
  return `${head.kredits}:${head.xp}:${head.sharable ? 'true' : 'false'}|`;
}
export interface ChatStreamHeader {
  kredits: number;
  xp: number;
  sharable: boolean;
}
/** Reads the header off the start of a stream; null until the `|` has arrived (or when the text is not a header). */
export function parseChatHeader(text: string): { head: ChatStreamHeader; rest: string } | null {
  const bar = text.indexOf('|');
  if (bar < 0) return null;
  const match = /^(\d+):(\d+):(true|false)$/.exec(text.slice(0, bar));
  if (!match) return null;
  return {
    head: { kredits: Number(match[1]), xp: Number(match[2]), sharable: match[3] === 'true' },
    rest: text.slice(bar + 1),
  };
}

/**
 * The sources line that ends an answer stating figures (issue 28 §2; docs/agent.md "Sources"): its last paragraph,
 * `📎 Sources: portfolio, 28 Nov 2026, 13:40 UTC · market, 28 Nov 2026 ⚠ stale` in the reader's language. It is plain
 * markdown text in the stream, so a client that does not know it shows it as written; the web chat shows it as a compact
 * line that expands to the list.
 */
export const CHAT_SOURCES_MARK = '📎';
/** Ends a source whose figures are older than their documented age. */
export const CHAT_SOURCES_STALE = '⚠';
/** Between two sources of the line. */
export const CHAT_SOURCES_SEPARATOR = ' · ';

export interface ChatSource {
  /** The source as written: "market, 28 Nov 2026". */
  text: string;
  stale: boolean;
}

/** An answer's text and its sources line, when its last paragraph is one; `sources` null otherwise. */
export function splitChatSources(message: string): { body: string; label: string; sources: ChatSource[] | null } {
  const trimmed = message.replace(/\s+$/u, '');
  const cut = trimmed.lastIndexOf('\n\n');
  const last = trimmed.slice(cut + 2 * Number(cut >= 0));
  const colon = last.indexOf(': ');
  if (!last.startsWith(`${CHAT_SOURCES_MARK} `) || last.includes('\n') || colon < 0) {
    return { body: message, label: '', sources: null };
  }
  const sources = last
    .slice(colon + 2)
    .split(CHAT_SOURCES_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf(CHAT_SOURCES_STALE);
      return at < 0 ? { text: part, stale: false } : { text: part.slice(0, at).trim(), stale: true };
    });
  return {
    body: cut >= 0 ? trimmed.slice(0, cut) : '',
    label: last.slice(CHAT_SOURCES_MARK.length + 1, colon),
    sources,
  };
}

/** Error keys of POST /api/ai/chat the client turns into messages (never 403: the client reads 403 as signed out). */
export const AI_CHAT_ERRORS = {
  /** 402: no kredit left this period. */
  noKredits: 'no_kredits',
  /** 402: under the 1 KRL minimum for AI (spec §6, §9). */
  krlRequired: 'krl_required',
  /** 406: the server does not know the conversation the client continues; retry once with `history`. */
  unknownConversation: 'unknown_conversation',
  /** 429: the user's Agent K tokens today reached the server's daily ceiling (AI_DAILY_TOKEN_LIMIT); nothing spent. */
  dailyLimit: 'ai_daily_limit',
} as const;

/** Feedback report categories (spec §3 "Feedback report: category"; §5 "required rules: not shown" — docs/agent.md). */
export const AI_REPORT_CATEGORIES = ['inaccurate', 'unhelpful', 'harmful', 'bug', 'other'] as const;
export type AiReportCategory = (typeof AI_REPORT_CATEGORIES)[number];
export const AI_REPORT_DESCRIPTION_MIN = 10;
export const AI_REPORT_DESCRIPTION_MAX = 2000;
/** Reports a user may send per hour. */
export const AI_REPORTS_PER_HOUR = 10;
/** Shares a user may create per UTC day. */
export const AI_SHARES_PER_DAY = 20;

/** The 8 waiting stages of spec §4, in order, each with its rotating progress texts (keys of chat.waiting.*). */
export const CHAT_WAITING_STAGES = [
  ['searching', 'retrieving'],
  ['thinking'],
  ['analyzing'],
  ['creating'],
  ['preparing'],
  ['finalizing', 'refining'],
  ['takingLonger', 'processing'],
  ['compiling', 'validating'],
] as const;
/** spec §9 "waiting message interval about 2 s plus growth across 8 stages": stage n lasts base + n × growth. */
export const CHAT_WAITING_INTERVAL_MS = { base: 2000, growth: 500 } as const;
/** spec §9 replay timings. */
export const CHAT_REPLAY_MS = {
  beforeUser: 1000,
  beforeAnswer: 2000,
  afterTyping: 200,
  chunkMin: 2,
  chunkMax: 5,
  tickMin: 25,
  tickMax: 50,
} as const;
/** Link text in chat markdown is cut at this many characters (spec §5). */
export const CHAT_LINK_TEXT_MAX = 30;
