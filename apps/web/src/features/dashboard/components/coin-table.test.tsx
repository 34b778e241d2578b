import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { coin } from '../testing/fixtures';
import { CoinTable } from './coin-table';

const COINS = Array.from({ length: 7 }, (_, index) =>
  coin({ cg_id: `coin-${index}`, name: `Coin ${String.fromCharCode(71 - index)}`, rank: index + 1, value: (index + 1) * 10 }),
);
const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('CoinTable (spec §2 "Coin table")', () => {
  it('lists 5 coins by rank, then all with More, and 5 again with Less', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CoinTable coins={[...COINS].reverse()} />);
    expect(screen.getAllByRole('rowheader')).toHaveLength(5);
    expect(names()[0]).toContain('Coin G');
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

    const holding = screen.getByRole('columnheader', { name: /Holding/ });
    await user.click(within(holding).getByRole('button'));
    expect(holding).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    expect(names()[0]).toContain('Coin G');
  });

  it('links each name to its X-Ray page and leaves news unsortable with a named placeholder', () => {
    renderWithProviders(<CoinTable coins={COINS.slice(0, 1)} />);
    expect(screen.getByRole('link', { name: /Coin G/ })).toHaveAttribute('href', '/x-ray/coin-0');
    const news = screen.getByRole('columnheader', { name: 'News' });
    expect(within(news).queryByRole('button')).toBeNull();
    expect(screen.getByText('No news yet')).toHaveClass('visually-hidden');
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });
});
