// Agent K's inline markdown (spec §5 "Chat markdown supports bold, italic and links; link text is truncated at 30
// characters"), read once for every place that shows an answer: the web chat renders the tokens as React elements,
// the Telegram bot as HTML. `**bold**` / `__bold__`, `*italic*` / `_italic_` (an underscore inside a word, as in
// snake_case, is a plain underscore) and `[text](url)`; anything else is text as written. Where a link may go is each
// renderer's decision (http(s) or a path of the app).
import { CHAT_LINK_TEXT_MAX } from '../constants/agent';

export type ChatToken =
  | { kind: 'text'; text: string }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'bold' | 'italic'; children: ChatToken[] };

interface Rule {
  kind: 'link' | 'bold' | 'italic';
  pattern: RegExp;
}

// Tried in this order at the earliest position: bold before italic so `**` is not read as two italics.
const RULES: readonly Rule[] = [
  // The target may hold one level of parentheses (`…/Bitcoin_(currency)`, `javascript:alert(1)`).
  { kind: 'link', pattern: /\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/ },
  { kind: 'bold', pattern: /\*\*(?=\S)([\s\S]*?\S)\*\*/ },
  { kind: 'bold', pattern: /(?<![\p{L}\p{N}_])__(?=\S)([\s\S]*?\S)__(?![\p{L}\p{N}_])/u },
  { kind: 'italic', pattern: /\*(?=[^\s*])([^*]*?[^\s*])\*/ },
  { kind: 'italic', pattern: /(?<![\p{L}\p{N}_])_(?=[^\s_])([^_]*?[^\s_])_(?![\p{L}\p{N}_])/u },
];

function firstMatch(text: string): { rule: Rule; match: RegExpExecArray } | null {
  let best: { rule: Rule; match: RegExpExecArray } | null = null;
  for (const rule of RULES) {
    const match = rule.pattern.exec(text);
    if (match && (!best || match.index < best.match.index)) best = { rule, match };
  }
  return best;
}

/** The answer as tokens: plain text, links, and bold or italic spans holding tokens of their own. */
export function parseChatMarkdown(text: string): ChatToken[] {
  const tokens: ChatToken[] = [];
  let rest = text;
  while (rest !== '') {
    const found = firstMatch(rest);
    if (!found) {
      tokens.push({ kind: 'text', text: rest });
      break;
    }
    const { rule, match } = found;
    if (match.index > 0) tokens.push({ kind: 'text', text: rest.slice(0, match.index) });
    const inner = match[1] ?? '';
    if (rule.kind === 'link') tokens.push({ kind: 'link', label: inner, url: match[2] ?? '' });
    else tokens.push({ kind: rule.kind, children: parseChatMarkdown(inner) });
    rest = rest.slice(match.index + match[0].length);
  }
  return tokens;
}

/** spec §5: link text cut at 30 characters, an ellipsis marking the cut. */
export function truncateLinkText(text: string): string {
  const chars = Array.from(text);
  return chars.length > CHAT_LINK_TEXT_MAX ? `${chars.slice(0, CHAT_LINK_TEXT_MAX).join('')}…` : text;
}
