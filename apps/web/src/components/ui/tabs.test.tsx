import { STORAGE_KEYS } from '@k3/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { Tabs } from './tabs';

const LOCAL_TABS = [
  { id: 'current', label: 'Current Poll' },
  { id: 'past', label: 'Past polls' },
];

function LocalTabs() {
  return (
    <Tabs label="Polls" tabs={LOCAL_TABS} storageId="votes">
      {(selected) => <p>panel {selected}</p>}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('remembers the selected local tab under its storage id and restores it', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<LocalTabs />);
    expect(screen.getByRole('tab', { name: 'Current Poll' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Past polls' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel past');
    expect(window.localStorage.getItem(`${STORAGE_KEYS.tabPrefix}votes`)).toBe('past');
    unmount();

    renderWithProviders(<LocalTabs />);
    expect(screen.getByRole('tab', { name: 'Past polls' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel past');
  });

  it('moves between tabs with the arrow keys and keeps one tab in the tab order', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LocalTabs />);
    const first = screen.getByRole('tab', { name: 'Current Poll' });
    const second = screen.getByRole('tab', { name: 'Past polls' });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('tabindex', '-1');

    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}');
    expect(second).toHaveFocus();
  });

  it('selects route-linked tabs from the address and stores the shown tab', async () => {
    const user = userEvent.setup();
    const tabs = [
      { id: 'earn', label: 'Earn', to: '/rewards' },
      { id: 'quests', label: 'Quests', to: '/rewards/quests' },
    ];
    const { router } = renderWithProviders(
      <Tabs label="Rewards" tabs={tabs} storageId="rewards">
        <p>content</p>
      </Tabs>,
      { path: '/rewards/quests' },
    );
    expect(screen.getByRole('tab', { name: 'Quests' })).toHaveAttribute('aria-selected', 'true');
    expect(window.localStorage.getItem(`${STORAGE_KEYS.tabPrefix}rewards`)).toBe('quests');

    await user.click(screen.getByRole('tab', { name: 'Earn' }));
    expect(router.state.location.pathname).toBe('/rewards');
    expect(screen.getByRole('tab', { name: 'Earn' })).toHaveAttribute('aria-selected', 'true');
    expect(window.localStorage.getItem(`${STORAGE_KEYS.tabPrefix}rewards`)).toBe('earn');
  });
});
