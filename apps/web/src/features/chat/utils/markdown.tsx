// The chat's markdown (spec §5 "Chat markdown supports bold, italic and links; link text is truncated at 30
// characters"; docs/architecture.md "chat markdown rendered without raw HTML, links limited to http(s)"). The answer is
// turned into React elements, never into HTML: a `<script>` in an answer is text. `**bold**` / `__bold__`,
// `*italic*` / `_italic_` (an underscore inside a word, as in snake_case, is a plain underscore) and
// `[text](url)`; a link opens only an http(s) address (in a new tab) or a path of this app (`/x-ray/bitcoin`, in
// place); any other target (`javascript:`, `data:`, `//host`) leaves its text as plain text. Line breaks are kept by
// the stylesheet (white-space: pre-wrap). Anything else is text as written.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CHAT_LINK_TEXT_MAX } from '@k3/shared';

type Target = { kind: 'external'; href: string } | { kind: 'internal'; to: string };

/** Where a link may go, or null when it must stay text. */
export function linkTarget(url: string): Target | null {
  const trimmed = url.trim();
  // A path of this app: one leading slash, not `//host` nor `/\host` (browsers read both as another host).
  if (/^\/(?![/\\])/.test(trimmed)) return { kind: 'internal', to: trimmed };
  if (!/^https?:\/\//i.test(trimmed) || !URL.canParse(trimmed)) return null;
  return { kind: 'external', href: new URL(trimmed).href };
}

/** spec §5: link text cut at 30 characters, an ellipsis marking the cut. */
export function truncateLinkText(text: string): string {
  const chars = Array.from(text);
  return chars.length > CHAT_LINK_TEXT_MAX ? `${chars.slice(0, CHAT_LINK_TEXT_MAX).join('')}…` : text;
}

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

function renderLink(label: string, url: string, key: string): ReactNode {
  const target = linkTarget(url);
  const text = truncateLinkText(label);
  const title = text === label ? undefined : label;
  if (!target) return text;
  if (target.kind === 'internal') {
    return (
      <Link key={key} to={target.to} title={title}>
        {text}
      </Link>
    );
  }
  return (
    <a key={key} href={target.href} target="_blank" rel="noopener noreferrer" title={title}>
      {text}
    </a>
  );
}

function renderInline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  let index = 0;
  while (rest !== '') {
    const found = firstMatch(rest);
    if (!found) {
      nodes.push(rest);
      break;
    }
    const { rule, match } = found;
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const key = `${keyPrefix}${index++}`;
    const inner = match[1] ?? '';
    if (rule.kind === 'link') nodes.push(renderLink(inner, match[2] ?? '', key));
    else if (rule.kind === 'bold') nodes.push(<strong key={key}>{renderInline(inner, `${key}.`)}</strong>);
    else nodes.push(<em key={key}>{renderInline(inner, `${key}.`)}</em>);
    rest = rest.slice(match.index + match[0].length);
  }
  return nodes;
}

/** An answer as React nodes: text, <strong>, <em> and safe links only. */
export function renderMarkdown(text: string): ReactNode[] {
  return renderInline(text, 'md');
}
