// The sources note (issue 31 §3): prices as of their last answer, a rate-limited node with its retry time, a failing
// one with its time and reason; nothing when there is no source (demo mode).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SourceStatus } from '@k3/shared';
import { renderWithProviders } from '../testing/render';
import { SourcesNote } from './sources-note';

const NOW = Date.parse('2026-11-29T10:45:00Z');
const status = (fields: Partial<SourceStatus> & Pick<SourceStatus, 'source' | 'kind'>): SourceStatus => ({
  chain: null,
  state: 'ok',
  lastOkAt: null,
  lastErrorAt: null,
  retryAt: null,
  reason: null,
  ...fields,
});

describe('SourcesNote', () => {
  it('says when the prices are from, and each source that is not ok', () => {
    renderWithProviders(
      <SourcesNote
        now={NOW}
        sources={[
          status({ source: 'coingecko', kind: 'prices', lastOkAt: '2026-11-29T10:42:00Z' }),
          status({ source: 'rpc-base', kind: 'chain', chain: 'base', state: 'rate-limited', retryAt: '2026-11-29T10:47:00Z' }),
          status({
            source: 'solana-rpc',
            kind: 'chain',
            chain: 'solana',
            state: 'failing',
            lastErrorAt: '2026-11-29T10:40:00Z',
            reason: 'HTTP 503',
          }),
          status({ source: 'blockscout-ethereum', kind: 'explorer', chain: 'ethereum', state: 'slow' }),
          status({ source: 'exchange-okx', kind: 'exchange', chain: 'okx', state: 'rate-limited' }),
        ]}
      />,
    );
    const note = screen.getByRole('note', { name: 'Data sources' });
    const time = (iso: string) => new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(iso));
    expect(note).toHaveTextContent(`Prices as of ${time('2026-11-29T10:42:00Z')}`);
    expect(note).toHaveTextContent('Base: rate-limited, retrying in 2 minutes');
    expect(note).toHaveTextContent(
      `Solana: failing since ${time('2026-11-29T10:40:00Z')} (HTTP 503); figures from its last answer`,
    );
    expect(note).toHaveTextContent('Ethereum explorer: slow');
    expect(note).toHaveTextContent('OKX: rate-limited, retrying shortly');
  });

  it('says a retry time already passed as "shortly", without a "prices as of" the prices never answered', () => {
    renderWithProviders(
      <SourcesNote
        now={NOW}
        sources={[status({ source: 'coingecko', kind: 'prices', state: 'rate-limited', retryAt: '2026-11-29T10:44:00Z' })]}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(/^Prices: rate-limited, retrying shortly$/);
  });

  it('shows nothing without sources', () => {
    const { container } = renderWithProviders(<SourcesNote sources={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
