// Agent K's markdown as Telegram HTML (issue 14 §3), read by @k3/shared's parseChatMarkdown as in the web chat (spec §5 "bold, italic and links; link text is truncated at 30 characters"): `**bold**` / `__bold__`,
// `*italic*` / `_italic_` (not inside a word, as in snake_case) and `[text](url)` where the url is http(s) or a path
// of the app (made absolute with PUBLIC_ORIGIN); any other target leaves its text as plain text. Everything else is
// text, escaped: a `<b>` the agent writes is shown, never parsed.
// A long answer is cut into pages of at most TELEGRAM_TEXT_MAX characters of visible text (Telegram counts the text
// after entity parsing), at a line break or a space when one is near; a bold span cut in two is bold on both pages.
import { type ChatToken, parseChatMarkdown, truncateLinkText } from '@k3/shared';
import { escapeHtml } from './texts';

/** Telegram's limit for one message: 4096 characters after entity parsing (Bot API sendMessage). */
export const TELEGRAM_TEXT_MAX = 4096;

/** A piece of text with one style. */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  href?: string;
}

/** Where a link may go (absolute), or null when it must stay text. */
export function linkHref(url: string, origin: string): string | null {
  const trimmed = url.trim();
  // A path of the app: one leading slash, not `//host` nor `/\host`.
  if (/^\/(?![/\\])/.test(trimmed)) return `${origin}${trimmed}`;
  if (!/^https?:\/\//i.test(trimmed) || !URL.canParse(trimmed)) return null;
  return new URL(trimmed).href;
}

function toRuns(runs: Run[], tokens: readonly ChatToken[], style: Omit<Run, 'text'>, origin: string): void {
  for (const token of tokens) {
    if (token.kind === 'text') runs.push({ ...style, text: token.text });
    else if (token.kind === 'link') {
      const href = linkHref(token.url, origin);
      runs.push({ ...style, text: truncateLinkText(token.label), ...(href ? { href } : {}) });
    } else toRuns(runs, token.children, token.kind === 'bold' ? { ...style, bold: true } : { ...style, italic: true }, origin);
  }
}

/** The answer's markdown as styled runs (app paths made absolute with `origin`). */
export function parseMarkdown(text: string, origin: string): Run[] {
  const runs: Run[] = [];
  toRuns(runs, parseChatMarkdown(text), {}, origin);
  return runs;
}

const sameStyle = (a: Run, b: Run) => !!a.bold === !!b.bold && !!a.italic === !!b.italic && a.href === b.href;

/** Runs as Telegram HTML (parse_mode HTML): <b>, <i> and <a href> around escaped text. */
export function renderRuns(runs: readonly Run[]): string {
  const merged: Run[] = [];
  for (const run of runs) {
    const last = merged.at(-1);
    if (last && sameStyle(last, run)) last.text += run.text;
    else if (run.text) merged.push({ ...run });
  }
  return merged
    .map((run) => {
      let html = escapeHtml(run.text);
      if (run.href) html = `<a href="${escapeHtml(run.href)}">${html}</a>`;
      if (run.italic) html = `<i>${html}</i>`;
      if (run.bold) html = `<b>${html}</b>`;
      return html;
    })
    .join('');
}

/** Where a page of `text` starting at `start` ends: a line break or a space in its second half, else the limit. */
function pageEnd(text: string, start: number, limit: number): number {
  if (text.length - start <= limit) return text.length;
  const window = text.slice(start, start + limit);
  for (const separator of ['\n', ' ']) {
    const at = window.lastIndexOf(separator);
    if (at >= limit / 2) return start + at + 1;
  }
  // Never between the two halves of a surrogate pair (an emoji).
  const code = text.charCodeAt(start + limit - 1);
  return start + limit - (code >= 0xd800 && code <= 0xdbff ? 1 : 0);
}

/** The runs cut into pages of at most `limit` characters of visible text, each rendered as HTML. */
export function paginate(runs: readonly Run[], limit = TELEGRAM_TEXT_MAX): string[] {
  const plain = runs.map((run) => run.text).join('');
  const pages: string[] = [];
  let start = 0;
  while (start < plain.length) {
    const end = pageEnd(plain, start, limit);
    const page: Run[] = [];
    let offset = 0;
    for (const run of runs) {
      const from = Math.max(start, offset);
      const to = Math.min(end, offset + run.text.length);
      if (from < to) page.push({ ...run, text: run.text.slice(from - offset, to - offset) });
      offset += run.text.length;
    }
    // Telegram refuses an empty text, and trims blank edges anyway.
    if (page.some((run) => run.text.trim() !== '')) pages.push(renderRuns(page));
    start = end;
  }
  return pages;
}

/** Markdown straight to HTML pages, with an optional italic footer after a blank line. */
export function markdownPages(text: string, origin: string, footer?: string, limit = TELEGRAM_TEXT_MAX): string[] {
  const runs = parseMarkdown(text.trimEnd(), origin);
  if (footer) runs.push({ text: '\n\n' }, { text: footer, italic: true });
  return paginate(runs, limit);
}
