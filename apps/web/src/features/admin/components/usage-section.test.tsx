// Agent K usage in the console (issue 22 §4; docs/admin.md "Agent K usage"): the daily ceiling per user, then each
// user's prompts and tokens per UTC day, a day that reached the ceiling marked.
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { loadAdminTexts } from '../hooks/use-admin-texts';
import { ADMIN_WALLET, ok, scriptAdminApi } from '../testing/admin-api';
import { UsageSection } from './usage-section';

beforeAll(async () => {
  await loadAdminTexts();
});

const row = (day: string, promptTokens: number, overLimit: boolean) => ({
  day,
  userId: ADMIN_WALLET,
  prompts: 3,
  promptTokens,
  completionTokens: 500,
  overLimit,
});

describe('UsageSection', () => {
  it('shows the ceiling and each day’s tokens, marking a day that reached it', async () => {
    scriptAdminApi({
      'GET /admin/ai-usage': [
        ok({ dailyTokenLimit: 200_000, usage: [row('2026-11-21', 1_000, false), row('2026-11-20', 199_500, true)] }),
      ],
    });
    renderWithProviders(<UsageSection />);

    expect(
      await screen.findByText('Daily ceiling per user: 200,000 tokens (AI_DAILY_TOKEN_LIMIT). The last 7 days (UTC).'),
    ).toBeInTheDocument();
    const [, today, reached] = screen.getAllByRole('row');
    expect(within(today!).getByText('2026-11-21')).toBeInTheDocument();
    expect(within(today!).getByText('1,500')).toBeInTheDocument();
    expect(within(today!).queryByText('Ceiling reached')).not.toBeInTheDocument();
    expect(within(reached!).getByText('200,000')).toBeInTheDocument();
    expect(within(reached!).getByText('Ceiling reached')).toBeInTheDocument();
  });

  it('says when there is no ceiling, and when nobody asked anything', async () => {
    scriptAdminApi({ 'GET /admin/ai-usage': [ok({ dailyTokenLimit: null, usage: [] })] });
    renderWithProviders(<UsageSection />);
    expect(
      await screen.findByText('No daily ceiling per user (AI_DAILY_TOKEN_LIMIT is 0). The last 7 days (UTC).'),
    ).toBeInTheDocument();
    expect(screen.getByText('No Agent K prompt in the last 7 days.')).toBeInTheDocument();
  });
});
