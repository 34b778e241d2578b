// What every answer is composed with: the reader's phrases and number formats, and the tool runner wrapped so that
// each call is reported (onTool), stops with the user's abort, and marks the answer as demo when its data is.
import type { Locale } from '@k3/shared';
import type { ToolName } from '../tools/catalogue';
import type { AgentRequest, ToolResult } from '../types';
import { type Figures, figuresFor } from './format';
import { PHRASES, type Phrases } from './phrases';
import type { NamedAsset } from './tokens';

export interface AnswerContext {
  lang: Locale;
  say: Phrases;
  fig: Figures;
  call(name: ToolName, args: Record<string, unknown>): Promise<ToolResult>;
  /** True once any tool answered with demo data. */
  readonly demo: boolean;
}

export function answerContext(request: AgentRequest): AnswerContext {
  let demo = false;
  return {
    lang: request.lang,
    say: PHRASES[request.lang],
    fig: figuresFor(request.lang),
    async call(name, args) {
      request.onTool?.(name);
      const result = await request.tools.call(name, args, request.signal);
      if (result.ok && result.demo) demo = true;
      return result;
    },
    get demo() {
      return demo;
    },
  };
}

/** A token as answers name it: **Bitcoin** (BTC). */
export function tokenLabel(asset: NamedAsset): string {
  return asset.symbol && asset.symbol.toLowerCase() !== asset.name.toLowerCase()
    ? `**${asset.name}** (${asset.symbol.toUpperCase()})`
    : `**${asset.name}**`;
}

/** A failed tool call in words: an unknown token with the tool's close matches, or the data being unavailable. */
export function failure(ctx: AnswerContext, result: Extract<ToolResult, { ok: false }>, asked?: string): string {
  if (asked !== undefined && result.suggestions) {
    const suggestions = result.suggestions.slice(0, 3).map((s) => `**${s}**`);
    return ctx.say.unknownToken(asked, suggestions.length ? ctx.say.or(suggestions) : null);
  }
  return ctx.say.toolFailed;
}

/** Sentences joined into one paragraph, empty ones left out. */
export function sentences(...parts: (string | null | undefined | false)[]): string {
  return parts.filter(Boolean).join(' ');
}

/** A short list, one item a line. */
export function bullets(items: string[]): string {
  return items.map((item) => `• ${item}`).join('\n');
}
