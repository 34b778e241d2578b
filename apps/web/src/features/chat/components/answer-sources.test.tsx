// An answer's sources line (issue 28 §2): shown as a compact line naming the data, opening to each source's date, stale
// ones flagged; an answer without one is shown as written.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadChatTexts } from '../hooks/use-chat-texts';
import { ChatMessages } from './chat-messages';

const ANSWER =
  'Ethereum is at **$2,413.36**.\n\n📎 Sources: portfolio, Nov 20, 2026, 10:00 AM UTC · market, Nov 10, 2026 ⚠ stale';

describe('an answer’s sources', () => {
  beforeAll(async () => {
    await loadChatTexts();
  });

  it('are a compact line that opens to every source with its date, the stale one flagged', async () => {
    render(<ChatMessages isBusy={false} messages={[{ id: 'a1', sender: 'agent', message: ANSWER }]} />);
    expect(screen.getByText('$2,413.36')).toBeInTheDocument();
    const summary = screen.getByText(/Sources: portfolio · market/);
    expect(summary.closest('summary')).toHaveTextContent('⚠ stale');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    expect(screen.queryByText(/📎 Sources: portfolio, Nov 20/)).not.toBeInTheDocument();
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    expect(screen.getByText('portfolio, Nov 20, 2026, 10:00 AM UTC')).toBeVisible();
    expect(screen.getByText('market, Nov 10, 2026').closest('li')).toHaveTextContent('⚠ stale');
  });

  it('leave an answer without them as written', () => {
    render(<ChatMessages isBusy={false} messages={[{ id: 'a1', sender: 'agent', message: 'Hi! 📎 not a line' }]} />);
    expect(screen.getByText('Hi! 📎 not a line')).toBeInTheDocument();
    expect(document.querySelector('.chat-sources')).toBeNull();
  });
});
