// Every figure sourced and dated (issue 28 §2; docs/agent.md "Sources"): an answer that read K3's data ends with one
// line naming which data it read — the portfolio, its profit and loss (issue 29 §3), the market, the X-Ray audit, the
// news, the plan — and as of when, flagging figures older than their documented age as stale. The line is made here
// from the tool results the agent really used, for the offline agent and the LLM alike (the model cannot drop or
// invent it), and travels as the last paragraph of the streamed text (`📎 Sources: …`, CHAT_SOURCES_MARK in
// @k3/shared): plain markdown for any client, a compact expandable line in the web chat, a short line in Telegram.
import { CHAT_SOURCES_MARK, CHAT_SOURCES_SEPARATOR, CHAT_SOURCES_STALE, type Locale } from '@k3/shared';
import type { Agent, AgentRequest, ToolResult, ToolRunner } from './types';

export const SOURCE_KINDS = ['portfolio', 'pnl', 'market', 'audit', 'news', 'plan'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/**
 * How old a source's figures may be before the line flags them stale (documented in docs/agent.md "Sources"): the
 * portfolio is valued when asked (an hour covers a cached valuation), profit and loss is computed when asked from the
 * stored history (issue 29 §3; never stale), market figures are daily closes (two days), an audit is redone weekly,
 * news is searched when asked and the plan read when asked (never stale).
 */
export const STALE_AFTER_MS: Readonly<Record<SourceKind, number | null>> = {
  portfolio: 3_600_000,
  pnl: null,
  market: 2 * 86_400_000,
  audit: 7 * 86_400_000,
  news: null,
  plan: null,
};

export interface Source {
  kind: SourceKind;
  /** ISO time, or a day (YYYY-MM-DD) for daily market data; null when the tool could not say. */
  asOf: string | null;
}

const TOOL_KINDS: Readonly<Record<string, SourceKind>> = {
  portfolio_summary: 'portfolio',
  portfolio_holdings: 'portfolio',
  holding_detail: 'portfolio',
  market_asset: 'market',
  xray_audit: 'audit',
  news_search: 'news',
  plan_status: 'plan',
  pnl: 'pnl',
};

/** The source a successful tool result stands for, with its as-of time; null for a tool that states no figure. */
export function sourceOf(tool: string, result: ToolResult): Source | null {
  const kind = TOOL_KINDS[tool];
  if (!kind || !result.ok) return null;
  const data = result.data;
  const asOf = kind === 'audit' ? data.auditedAt : data.asOf;
  return { kind, asOf: typeof asOf === 'string' ? asOf : null };
}

/** A day's end in ms (daily figures are as of the end of their day), or the instant itself. */
function timeOf(asOf: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? Date.parse(`${asOf}T23:59:59Z`) : Date.parse(asOf);
}

export function isStale(source: Source, now: Date): boolean {
  const limit = STALE_AFTER_MS[source.kind];
  if (limit === null || source.asOf === null) return false;
  return now.getTime() - timeOf(source.asOf) > limit;
}

const WORDS: Readonly<Record<Locale, { sources: string; stale: string; kinds: Record<SourceKind, string> }>> = {
  en: {
    sources: 'Sources',
    stale: 'stale',
    kinds: {
      portfolio: 'portfolio',
      pnl: 'profit and loss',
      market: 'market',
      audit: 'X-Ray audit',
      news: 'news',
      plan: 'plan',
    },
  },
  fr: {
    sources: 'Sources',
    stale: 'ancien',
    kinds: {
      portfolio: 'portefeuille',
      pnl: 'plus et moins-values',
      market: 'marché',
      audit: 'audit X-Ray',
      news: 'actualités',
      plan: 'offre',
    },
  },
  es: {
    sources: 'Fuentes',
    stale: 'desactualizado',
    kinds: {
      portfolio: 'cartera',
      pnl: 'ganancias y pérdidas',
      market: 'mercado',
      audit: 'auditoría X-Ray',
      news: 'noticias',
      plan: 'plan',
    },
  },
};

/** The agent's date formats (offline/format.ts): Nov 20, 2026, 10:00 AM UTC · 20 nov. 2026, 10:00 UTC. */
const TAGS: Readonly<Record<Locale, string>> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES' };

/** A source's name in the reader's language, as the line writes it. */
export function sourceName(kind: SourceKind, lang: Locale): string {
  return WORDS[lang].kinds[kind];
}

/** When, in the reader's language: a day for daily figures, else the day and time in UTC. */
function when(asOf: string, lang: Locale): string {
  const daily = /^\d{4}-\d{2}-\d{2}$/.test(asOf);
  const format = new Intl.DateTimeFormat(TAGS[lang], {
    dateStyle: 'medium',
    ...(daily ? {} : { timeStyle: 'short' }),
    timeZone: 'UTC',
  });
  return `${format.format(new Date(daily ? `${asOf}T12:00:00Z` : asOf))}${daily ? '' : ' UTC'}`;
}

/**
 * The sources line of an answer, or null when it read no data: one entry per kind, in a fixed order, each dated by
 * its oldest reading (two market days: the older one), stale ones flagged.
 */
export function sourcesLine(sources: readonly Source[], lang: Locale, now: Date): string | null {
  if (!sources.length) return null;
  const words = WORDS[lang];
  const parts = SOURCE_KINDS.flatMap((kind) => {
    const of = sources.filter((source) => source.kind === kind);
    if (!of.length) return [];
    const dated = of.filter((source) => source.asOf !== null).sort((a, b) => timeOf(a.asOf!) - timeOf(b.asOf!));
    const oldest = dated[0];
    const stale = of.some((source) => isStale(source, now));
    const name = words.kinds[kind];
    return [`${oldest ? `${name}, ${when(oldest.asOf!, lang)}` : name}${stale ? ` ${CHAT_SOURCES_STALE} ${words.stale}` : ''}`];
  });
  return `${CHAT_SOURCES_MARK} ${words.sources}: ${parts.join(CHAT_SOURCES_SEPARATOR)}`;
}

/** The runner with every successful figure-bearing result noted in `sources`. */
export function recordingTools(tools: ToolRunner, sources: Source[]): ToolRunner {
  return {
    specs: tools.specs,
    findAssets: (text) => tools.findAssets(text),
    async call(name, args, signal) {
      const result = await tools.call(name, args, signal);
      const source = sourceOf(name, result);
      if (source) sources.push(source);
      return result;
    },
  };
}

/**
 * The agent whose answers end with their sources line: the tools it is given are recorded, and once its text is out
 * the line follows as the last paragraph. An answer that produced no text, or read no data, gets no line.
 */
export function withSources(agent: Agent, clock: () => Date): Agent {
  return {
    kind: agent.kind,
    async *answer(request: AgentRequest) {
      const sources: Source[] = [];
      let text = '';
      for await (const chunk of agent.answer({ ...request, tools: recordingTools(request.tools, sources) })) {
        text += chunk;
        yield chunk;
      }
      if (request.signal.aborted || !text.trim()) return;
      const line = sourcesLine(sources, request.lang, clock());
      if (line) yield `${/\n\s*$/.test(text) ? '\n' : '\n\n'}${line}`;
    },
  };
}
