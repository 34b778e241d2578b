// The feedback report form (spec §5 "a category select and a free description"; docs/chat-ui.md rules): every rule
// shown under its field on send, the first invalid field focused, nothing sent until both hold; then the report goes
// with the conversation and the success dialog shows its id; a refusal stays in the form.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@k3/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { loadChatTexts } from '../hooks/use-chat-texts';
import { ReportDialog } from './report-dialog';

beforeAll(async () => {
  await loadChatTexts();
});

const MESSAGES: ChatMessage[] = [
  { id: 'm1', sender: 'user', message: 'What are my quests?' },
  { id: 'm2', sender: 'agent', message: 'You have two quests.' },
  { id: 'm3', sender: 'agent', message: '' },
];

function renderDialog() {
  return renderWithProviders(<ReportDialog open onClose={() => undefined} messages={MESSAGES} route="/chat" page="Chat" />);
}

describe('ReportDialog', () => {
  it('names each broken rule under its field, focuses the first one and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderDialog();

    await user.click(screen.getByRole('button', { name: 'Send report' }));
    const category = screen.getByLabelText('Category');
    const description = screen.getByLabelText('What went wrong?');
    expect(await screen.findByText('Choose a category.')).toBeInTheDocument();
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(category).toHaveAccessibleDescription('Choose a category.');
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription(expect.stringMatching(/^Write at least 10 characters\./));
    expect(category).toHaveFocus();

    await user.selectOptions(category, 'Inaccurate answer');
    await user.type(description, '   short   ');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(category).not.toHaveAttribute('aria-invalid'));
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed report with the conversation and shows its id', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ code: 200, data: { report: { id: 'rep_42' } } }));
    vi.stubGlobal('fetch', fetchMock);
    renderDialog();

    await user.selectOptions(screen.getByLabelText('Category'), 'Inaccurate answer');
    await user.type(screen.getByLabelText('What went wrong?'), '  The quest list looks out of date.  ');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByRole('dialog', { name: 'Report sent' })).toHaveTextContent('rep_42');
    const body = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ category: 'inaccurate', description: 'The quest list looks out of date.', route: '/chat' });
    expect(body.chat_history).toHaveLength(2);
  });

  it('keeps the form and says why when the server refuses the report', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(jsonResponse({ code: 429, error: 'rate_limited', message: 'Too many reports' }, 429)),
    );
    renderDialog();
    await user.selectOptions(screen.getByLabelText('Category'), 'Inaccurate answer');
    await user.type(screen.getByLabelText('What went wrong?'), 'The quest list looks out of date.');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reports');
    expect(screen.getByRole('button', { name: 'Send report' })).toBeEnabled();
  });
});
