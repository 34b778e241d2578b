// The state of the sources behind the figures shown (issue 31 §3; docs/live-mode.md "Each source's state"): "Prices as
// of 10:42", and each chain node or explorer that is not ok — "Base: rate-limited, retrying in 2 minutes", "Solana:
// failing since 10:40 (HTTP 503); figures from its last answer". Live mode only: the dashboard sends none in demo.
import { useState } from 'react';
import { chainName, EXCHANGES, type SourceStatus } from '@k3/shared';
import { currentLocale, useAppTranslation } from '../lib/i18n';

function timeOf(iso: string, locale: string, now: number): string {
  const date = new Date(iso);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  return new Intl.DateTimeFormat(locale, sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

function inTime(iso: string, locale: string, now: number): string | null {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (seconds <= 0) return null;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return seconds < 90 ? format.format(seconds, 'second') : format.format(Math.round(seconds / 60), 'minute');
}

export function SourcesNote({ sources, now: given }: { sources: readonly SourceStatus[]; now?: number }) {
  const { t } = useAppTranslation();
  // The time the note was first shown: "retrying in 2 minutes" is read against it (the dashboard refetches every 30 s).
  const [shownAt] = useState(() => Date.now());
  const now = given ?? shownAt;
  if (sources.length === 0) return null;
  const locale = currentLocale();
  const prices = sources.find((source) => source.kind === 'prices');
  const lines: string[] = [];
  // "Prices as of", or, before any answer, "not answered yet" unless the line of its failure below says more.
  if (prices?.lastOkAt) lines.push(t('common.sources.pricesAsOf', { time: timeOf(prices.lastOkAt, locale, now) }));
  else if (prices?.state === 'ok') lines.push(t('common.sources.pricesNone'));
  for (const source of sources) {
    if (source.state === 'ok') continue;
    const name =
      source.kind === 'prices'
        ? t('common.sources.names.prices')
        : source.kind === 'explorer'
          ? t('common.sources.names.explorer', { chain: chainName(source.chain ?? '') })
          : source.kind === 'exchange'
            ? (EXCHANGES.find((exchange) => exchange.id === source.chain)?.name ?? source.chain ?? source.source)
            : chainName(source.chain ?? source.source);
    if (source.state === 'slow') lines.push(t('common.sources.state.slow', { name }));
    else if (source.state === 'rate-limited') {
      const when = source.retryAt ? inTime(source.retryAt, locale, now) : null;
      lines.push(
        when ? t('common.sources.state.rate-limited', { name, when }) : t('common.sources.state.rate-limitedNow', { name }),
      );
    } else
      lines.push(
        t('common.sources.state.failing', {
          name,
          time: source.lastErrorAt ? timeOf(source.lastErrorAt, locale, now) : '—',
          reason: source.reason ?? '—',
        }),
      );
  }
  return (
    <p className="sources-note muted" role="note" aria-label={t('common.sources.label')}>
      {lines.map((line, index) => (
        <span key={index} className="sources-note-item">
          {line}
        </span>
      ))}
    </p>
  );
}
