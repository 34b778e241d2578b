// How /portfolio, /xray and /news write figures and HTML (issue 14 §3): amounts and percentages exactly as the web app
// shows them (@k3/shared formatUsd and formatPercent, spec §9 "Amount formatting"), links and buttons Telegram
// accepts, and answers kept within Telegram's 4096-character message limit.
import { formatPercent, formatUsd, type Locale } from '@k3/shared';
import { InlineKeyboard } from 'grammy';
import { escapeHtml } from '../texts';

/** Bot API sendMessage: "1-4096 characters after entities parsing"; the HTML source is longer, so this is safe. */
export const MESSAGE_MAX = 4096;

/** Every answer: Telegram HTML, no link preview (a preview of the first link would bury the figures). */
export const HTML = { parse_mode: 'HTML', link_preview_options: { is_disabled: true } } as const;

/** "$12.35K", "-$3", "$0.0₄123": the dashboard's format. */
export const usd = (value: number, lang: Locale): string => formatUsd(value, lang);

/** A signed change as the dashboard's 24 h / 30 d figures: "+$120.5 (+0.98%)"; "—" when unknown. */
export function usdChange(change: { value: number; percent: number | null } | null, lang: Locale): string {
  if (!change) return '—';
  const abs = change.value > 0 ? `+${formatUsd(change.value, lang)}` : formatUsd(change.value, lang);
  return change.percent === null ? abs : `${abs} (${formatPercent(change.percent, lang)})`;
}

/** A share given as a fraction, as the dashboard's chain list writes it: 0.648 → "64.8%". */
export const share = (fraction: number, lang: Locale): string => formatPercent(fraction * 100, lang).replace('+', '');

/** At most `max` characters (whole code points), an ellipsis marking the cut: feed texts have no length limit. */
export function clip(text: string, max: number): string {
  const points = Array.from(text.trim());
  return points.length <= max ? points.join('') : `${points.slice(0, max - 1).join('')}…`;
}

const isWebUrl = (url: string) => /^https?:\/\/[^\s]+$/i.test(url);

/** `text` linked to `url` when it is a web address (a feed's link is not trusted to be one), else plain. */
export function link(url: string, text: string): string {
  return isWebUrl(url) ? `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>` : escapeHtml(text);
}

/**
 * Telegram refuses a URL button whose address it cannot open (BUTTON_URL_INVALID, and the whole message with it):
 * only http(s) addresses on a public-looking host get a button; a local PUBLIC_ORIGIN keeps its links in the text.
 */
function buttonUrl(url: string): boolean {
  if (!isWebUrl(url)) return false;
  const host = new URL(url).hostname;
  return host.includes('.') && !host.endsWith('.localhost') && !/^(127\.|0\.0\.0\.0$|\[)/.test(host);
}

/** URL buttons, one per row; undefined when none is possible. */
export function linkButtons(buttons: readonly { text: string; url: string }[]): InlineKeyboard | undefined {
  const usable = buttons.filter((button) => buttonUrl(button.url));
  return usable.length ? InlineKeyboard.from(usable.map((button) => [InlineKeyboard.url(button.text, button.url)])) : undefined;
}

/**
 * The message's lines: `head`, then as many of `items` as fit within the limit (the first ones, in order), then
 * `tail`. Dynamic texts are clipped before they get here, so head and tail alone always fit.
 */
export function withinLimit(head: readonly string[], items: readonly string[], tail: readonly string[] = []): string {
  const join = (middle: readonly string[]) => [...head, ...middle, ...tail].join('\n');
  let count = items.length;
  while (count > 0 && join(items.slice(0, count)).length > MESSAGE_MAX) count -= 1;
  return join(items.slice(0, count));
}
