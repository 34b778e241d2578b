// The chat's markdown (spec §5 "Chat markdown supports bold, italic and links; link text is truncated at 30
// characters"; docs/architecture.md "chat markdown rendered without raw HTML, links limited to http(s)"). The answer is
// read by @k3/shared's parseChatMarkdown (also the Telegram bot's) and turned into React elements, never into HTML:
// a `<script>` in an answer is text. A link opens only an http(s) address (in a new tab) or a path of this app
// (`/x-ray/bitcoin`, in place); any other target (`javascript:`, `data:`, `//host`) leaves its text as plain text. Line breaks are kept by
// the stylesheet (white-space: pre-wrap). Anything else is text as written.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type ChatToken, parseChatMarkdown, truncateLinkText } from '@k3/shared';

type Target = { kind: 'external'; href: string } | { kind: 'internal'; to: string };

/** Where a link may go, or null when it must stay text. */
export function linkTarget(url: string): Target | null {
  const trimmed = url.trim();
  // A path of this app: one leading slash, not `//host` nor `/\host` (browsers read both as another host).
  if (/^\/(?![/\\])/.test(trimmed)) return { kind: 'internal', to: trimmed };
  if (!/^https?:\/\//i.test(trimmed) || !URL.canParse(trimmed)) return null;
  return { kind: 'external', href: new URL(trimmed).href };
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

function render(tokens: readonly ChatToken[], keyPrefix: string): ReactNode[] {
  return tokens.map((token, index) => {
    const key = `${keyPrefix}${index}`;
    if (token.kind === 'text') return token.text;
    if (token.kind === 'link') return renderLink(token.label, token.url, key);
    const children = render(token.children, `${key}.`);
    return token.kind === 'bold' ? <strong key={key}>{children}</strong> : <em key={key}>{children}</em>;
  });
}

/** An answer as React nodes: text, <strong>, <em> and safe links only. */
export function renderMarkdown(text: string): ReactNode[] {
  return render(parseChatMarkdown(text), 'md');
}
