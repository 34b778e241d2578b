// Feed text and links made safe to store and show (issue 10 §1 "Ingestion": titles and descriptions are plain text,
// capped; links are http(s) only). Feeds carry HTML (escaped or in CDATA) with scripts, styles, tracking pixels and
// javascript: links; what leaves this module is plain text with no markup, entities decoded, whitespace collapsed, cut
// at a word boundary to NEWS_TEXT_CAPS, and absolute http(s) URLs without fragment or utm_* tracking. HTML is read by
// htmlparser2 (a maintained, forgiving tokenizer: unclosed tags, legacy entities without ';'), never by regex.
import { NEWS_TEXT_CAPS } from '@k3/shared';
import { Parser } from 'htmlparser2';

/** Elements whose content is never text a reader sees: dropped whole. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'head', 'select']);
/** Elements inside a run of text ("Bit<b>coin</b>" is one word); every other element separates words. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);
/** Zero-width and control characters (tabs and line breaks are whitespace, handled by the collapse). */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200D\u2060\uFEFF]/g;
/** C1 controls (U+0080–U+009F): in a feed they are Windows-1252 bytes mislabelled as Latin-1 ("don\u0092t"). */
const C1 = /[\u0080-\u009F]/g;
/**
 * Each C1 control as the Windows-1252 character of the same byte, as HTML reads &#146; ('’'); the five bytes
 * Windows-1252 leaves undefined map to '' (WHATWG's decoder gives them back as C1 controls).
 */
const WINDOWS_1252 = new Map(
  Array.from({ length: 32 }, (_, index) => {
    const char = new TextDecoder('windows-1252').decode(Uint8Array.of(0x80 + index));
    return [String.fromCharCode(0x80 + index), /[\u0080-\u009F]/.test(char) ? '' : char] as const;
  }),
);
/** A tag opener left in decoded text: the markup was escaped twice (&amp;lt;script&amp;gt;), so it is read again. */
const MARKUP = /<[A-Za-z!/?]/;
/** Passes of the HTML reader over one text; deeper escaping than this loses its tag openers' "<" instead. */
const MAX_PASSES = 4;
const ELLIPSIS = '…';
/** A category label longer than this is not a label. */
const LABEL_CAP = 100;

/**
 * HTML (or plain text, which is HTML without tags) to one line of plain text: no markup, entities decoded. Text that
 * still holds something shaped like a tag once decoded (escaped twice) is read again, so what leaves here never
 * carries a tag whatever sink shows it; a title about the "<blink>" tag loses the word, the price of that rule.
 */
export function htmlToText(html: string): string {
  let text = readHtml(html);
  for (let pass = 1; pass < MAX_PASSES && MARKUP.test(text); pass += 1) text = readHtml(text);
  return MARKUP.test(text) ? text.replace(/<(?=[A-Za-z!/?])/g, '') : text;
}

/** One pass of the HTML reader: text nodes outside hidden elements, entities decoded, whitespace collapsed. */
function readHtml(html: string): string {
  const parts: string[] = [];
  let hidden = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (HIDDEN.has(name)) hidden += 1;
        else if (!INLINE.has(name)) parts.push(' ');
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (!INLINE.has(name)) parts.push(' ');
      },
      ontext(text) {
        if (hidden === 0) parts.push(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return parts
    .join('')
    .replace(C1, (char) => WINDOWS_1252.get(char) ?? '')
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * `text` in at most `max` characters: cut at the last word boundary that keeps most of it, with an ellipsis. A text
 * with no space near the cap (a long URL, CJK) is cut mid-word, never inside a surrogate pair.
 */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - ELLIPSIS.length);
  // The cut already ends a word when a space follows it; otherwise back to the last space.
  const space = text[cut.length] === ' ' ? cut.length : cut.lastIndexOf(' ');
  if (space >= max * 0.6) cut = cut.slice(0, space);
  else if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}${ELLIPSIS}`;
}

/** A feed title as stored: plain text, at most NEWS_TEXT_CAPS.title characters. */
export const cleanTitle = (raw: string | null | undefined): string => capText(htmlToText(raw ?? ''), NEWS_TEXT_CAPS.title);

/** A feed description as stored: plain text, at most NEWS_TEXT_CAPS.description characters. */
export const cleanDescription = (raw: string | null | undefined): string =>
  capText(htmlToText(raw ?? ''), NEWS_TEXT_CAPS.description);

/** Category labels as plain text, blank and repeated ones (whatever their case) dropped, in feed order. */
export function cleanLabels(raw: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of raw) {
    const label = capText(htmlToText(value ?? ''), LABEL_CAP);
    const key = label.toLowerCase();
    if (label === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(label);
  }
  return out;
}

/** An absolute http(s) URL, lower-case host, no credentials, no fragment, no utm_* parameters; null otherwise. */
function parseHttpUrl(raw: string | null | undefined): URL | null {
  const trimmed = raw?.trim();
  if (!trimmed || !URL.canParse(trimmed)) return null;
  const url = new URL(trimmed);
  // javascript:, data:, mailto:, file: and relative links (which canParse refuses without a base) are not stories.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  url.username = '';
  url.password = '';
  url.hash = '';
  // The query is filtered as written (not re-serialised by URLSearchParams, which would turn %20 into +), so a link
  // keeps the encoding its site expects and the same link with or without tracking gets the same identity.
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !/^utm_/i.test(pair));
  url.search = kept.length > 0 ? `?${kept.join('&')}` : '';
  return url;
}

/** The link to show and follow: an absolute http(s) URL, normalised; null for javascript:, data:, relative… */
export function safeLink(raw: string | null | undefined): string | null {
  return parseHttpUrl(raw)?.href ?? null;
}

/**
 * The link as an identity key (the ingest's dedupe, issue 10 §1): safeLink's form, and a trailing slash on the path
 * dropped too ("/story/" and "/story" are one story). null when the link is not a safe one.
 */
export function normaliseLink(raw: string | null | undefined): string | null {
  const url = parseHttpUrl(raw);
  if (!url) return null;
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) url.pathname = url.pathname.replace(/\/+$/, '') || '/';
  return url.href;
}
