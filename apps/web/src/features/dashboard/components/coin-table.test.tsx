import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render';
import { auditScoresOf } from '../../../lib/audit-score';
import { myXray, xrayHolding } from '../../../lib/my-xray-fixtures';
import { coin } from '../testing/fixtures';
import { CoinTable } from './coin-table';

const COINS = Array.from({ length: 7 }, (_, index) =>
  coin({ cg_id: `coin-${index}`, name: `Coin ${String.fromCharCode(71 - index)}`, rank: index + 1, value: (index + 1) * 10 }),
);
const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('CoinTable (spec §2 "Coin table")', () => {
  it('lists the 5 largest holdings first (issue 26 §6), then all with More, and 5 again with Less', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CoinTable coins={COINS} />);
    expect(screen.getAllByRole('rowheader')).toHaveLength(5);
    // Coin A is the largest holding though ranked last: it is never hidden behind "More".
    expect(names()[0]).toContain('Coin A');
    expect(screen.getByRole('columnheader', { name: /Holding/ })).toHaveAttribute('aria-sort', 'descending');
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getAllByRole('rowheader')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Less' }));
    expect(screen.getAllByRole('rowheader')).toHaveLength(5);
  });

  it('sorts by a header click, toggles on the next one, and says so with aria-sort', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CoinTable coins={COINS} />);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).not.toHaveAttribute('aria-sort');

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()[0]).toContain('Coin A');

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toContain('Coin G');

    // A first click on a figure shows the largest first.
    const holding = screen.getByRole('columnheader', { name: /Holding/ });
    await user.click(within(holding).getByRole('button'));
    expect(holding).toHaveAttribute('aria-sort', 'descending');
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    expect(names()[0]).toContain('Coin A');

    // The spec's rank order (§2) is the "#" column.
    const rank = screen.getByRole('columnheader', { name: /Market rank/ });
    await user.click(within(rank).getByRole('button'));
    expect(rank).toHaveAttribute('aria-sort', 'ascending');
    expect(names()[0]).toContain('Coin G');
  });

  it('links each name to its X-Ray page and leaves news unsortable; no news is a muted 0, not a link', () => {
    renderWithProviders(<CoinTable coins={COINS.slice(0, 1)} scores={new Map()} />);
    expect(screen.getByRole('link', { name: /^Coin G.*COI$/ })).toHaveAttribute('href', '/x-ray/coin-0');
    const news = screen.getByRole('columnheader', { name: 'News' });
    expect(within(news).queryByRole('button')).toBeNull();
    expect(screen.getByText('No news in the last 24 hours')).toHaveClass('visually-hidden');
    // The name and the audit badge link to X-Ray; the news count of 0 does not link.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/x-ray/coin-0', '/x-ray/coin-0']);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('links the count of the last 24 h news to the news hub filtered on the coin', () => {
    renderWithProviders(
      <CoinTable
        coins={[
          coin({
            cg_id: 'bitcoin',
            name: 'Bitcoin',
            rank: 1,
            news: { count24h: 7, count24hByLang: { en: 7, fr: 0 }, sentiment7d: 0.2 },
          }),
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: '7 news items about Bitcoin in the last 24 hours' });
    expect(link).toHaveAttribute('href', '/news?coin=bitcoin');
    expect(link).toHaveTextContent('7');
  });

  it('counts the stories in the reader’s news language, so the link opens exactly those', async () => {
    // Ethereum's only story of the day is French: an English reader sees a muted 0, a French reader a link to 1.
    const ethereum = coin({
      cg_id: 'ethereum',
      name: 'Ethereum',
      rank: 2,
      news: { count24h: 1, count24hByLang: { en: 0, fr: 1 }, sentiment7d: 0.1 },
    });
    const { unmount } = renderWithProviders(<CoinTable coins={[ethereum]} />);
    expect(screen.queryByRole('link', { name: /news items about Ethereum/ })).toBeNull();
    expect(screen.getByText('No news in the last 24 hours')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('fr');
    try {
      renderWithProviders(<CoinTable coins={[ethereum]} />);
      const link = screen.getByRole('link', { name: '1 actualités sur Ethereum ces dernières 24 heures' });
      expect(link).toHaveAttribute('href', '/news?coin=ethereum');
      expect(link).toHaveTextContent('1');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('CoinTable audit column (issue 11 §3)', () => {
  const coins = [
    coin({ cg_id: 'bitcoin', name: 'Bitcoin', rank: 1 }),
    coin({ cg_id: 'kryll', name: 'KRYLL', rank: 2 }),
    coin({ cg_id: 'pepe', name: 'Pepe', rank: 3 }),
    coin({ cg_id: 'usd-coin', name: 'USDC', rank: 4 }),
  ];
  const scores = auditScoresOf(
    myXray({
      holdings: [
        xrayHolding({ id: 'bitcoin', score: 70, confidence: 'low' }),
        xrayHolding({ id: 'kryll', score: 69 }),
        xrayHolding({ id: 'pepe', score: 12 }),
        xrayHolding({ id: 'usd-coin', score: null, confidence: null }),
      ],
    }),
  );

  it('shows each score as a badge coloured by its band, named for a screen reader, linking to X-Ray', () => {
    renderWithProviders(<CoinTable coins={coins} scores={scores} />);
    const badge = (name: string) => screen.getByRole('link', { name });
    const bitcoin = badge('Audit score of Bitcoin: 70 of 100, low confidence');
    expect(bitcoin).toHaveClass('audit-band-good');
    expect(bitcoin).toHaveTextContent('70');
    expect(bitcoin).toHaveAttribute('href', '/x-ray/bitcoin');
    // The confidence is written beside the score (issue 25 §1).
    expect(bitcoin.parentElement).toHaveTextContent('Low');
    expect(badge('Audit score of KRYLL: 69 of 100, high confidence')).toHaveClass('audit-band-fair');
    expect(badge('Audit score of Pepe: 12 of 100, high confidence')).toHaveClass('audit-band-poor');
    const none = badge('USDC is not audited yet');
    expect(none).toHaveClass('audit-band-none');
    expect(none).toHaveTextContent('–');
    expect(none).toHaveAttribute('href', '/x-ray/usd-coin');
  });

  it('says the scores are not available while they are unknown', () => {
    renderWithProviders(<CoinTable coins={coins.slice(0, 1)} />);
    expect(screen.getByRole('link', { name: 'Audit score of Bitcoin not available' })).toHaveTextContent('…');
  });

  it('sorts by score from a header click, coins without a score last', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CoinTable coins={coins} scores={scores} />);
    const header = screen.getByRole('columnheader', { name: /Audit/ });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['BitcoinBIT', 'KRYLLKRY', 'PepePEP', 'USDCUSD']);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['PepePEP', 'KRYLLKRY', 'BitcoinBIT', 'USDCUSD']);
  });
});
