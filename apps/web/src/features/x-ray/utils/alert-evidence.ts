// How an alert's source time and evidence read (issue 25 §2): the as-of time in the viewer's language (a bare day, or a
// midnight-UTC day mark, as a calendar day), and where an evidence link may lead — an in-app path through the router,
// an https page in a new tab, anything else as plain text.
import type { XrayAlertEvidence } from '@k3/shared';

/** "20 Nov 2026" for a day; "20 Nov 2026, 09:58" for a time. An unreadable value is shown as sent. */
export function formatAsOf(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value) || /T00:00:00(\.000)?Z$/.test(value);
  const options: Intl.DateTimeFormatOptions = isDay
    ? { dateStyle: 'medium', timeZone: 'UTC' }
    : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

export type EvidenceTarget = { type: 'route'; to: string } | { type: 'external'; href: string } | { type: 'text' };

/**
 * In-app paths ("/news/123": a slash then a letter, digit, "_" or "-", so never "//host", "/\\host" or a slash then a
 * control character, which browsers read as another host) go through the router; https pages open outside; the rest
 * is text.
 */
export function evidenceTarget(evidence: XrayAlertEvidence): EvidenceTarget {
  if (evidence.kind !== 'link') return { type: 'text' };
  if (/^\/[A-Za-z0-9_-]/.test(evidence.value)) return { type: 'route', to: evidence.value };
  try {
    const url = new URL(evidence.value);
    return url.protocol === 'https:' ? { type: 'external', href: url.href } : { type: 'text' };
  } catch {
    return { type: 'text' };
  }
}
