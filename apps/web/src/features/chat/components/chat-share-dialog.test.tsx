import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@k3/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { renderWithProviders } from '../../../testing/render';
import { loadChatTexts } from '../hooks/use-chat-texts';
import { WALLET, stubChatApi } from '../testing/chat-api';
import { ChatShareDialog } from './chat-share-dialog';

beforeAll(async () => {
  await loadChatTexts();
});

const messages: ChatMessage[] = [
  { id: 'u1', sender: 'user', message: 'What is my portfolio worth?' },
  { id: 'a1', sender: 'agent', message: 'It is worth **$1,000**.' },
];

describe('ChatShareDialog', () => {
  it('shares the conversation, shows the post and its link, withdraws it, and lists the other shares', async () => {
    setAuth({ token: 't', wallet: WALLET });
    const { calls } = stubChatApi();
    const onShared = vi.fn();
    renderWithProviders(<ChatShareDialog open onClose={() => undefined} messages={messages} memo={null} onShared={onShared} />);
    const dialog = screen.getByRole('dialog', { name: 'Share this chat' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Preparing your tweet…');
    expect(await within(dialog).findByRole('button', { name: 'Share on X' }, { timeout: 3000 })).toBeInTheDocument();
    expect(within(dialog).getByText('My chat with Agent K #K3')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Link to this chat' })).toHaveValue(
      'http://localhost/chat/share#chatID=share123',
    );
    expect(calls.find((call) => call.path === '/api/ai/chat/share')?.body).toEqual({ chat_history: messages, lang: 'en' });
    expect(onShared).toHaveBeenCalledWith(expect.objectContaining({ key: '2:a1' }));

    // The other live share (not this one) is listed, folded, with its own Stop sharing.
    await userEvent.click(await within(dialog).findByText('Your other shared chats: 1'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing “Is bitcoin safe?”' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/ai/chat/share/older456')).toBe(true),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    expect(await within(dialog).findByText('This chat is no longer shared: its link shows nothing now.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/ai/chat/share/share123')).toBe(true);
    expect(onShared).toHaveBeenLastCalledWith(null);
  });

  it('reopened on the same conversation, shows the same share without making another', async () => {
    setAuth({ token: 't', wallet: WALLET });
    const { calls } = stubChatApi();
    const memo = {
      key: '2:a1',
      share: {
        id: 'share123',
        tweetdata: { text: 'Kept', hashtags: [], url: 'http://localhost/chat/share#chatID=share123', extra: '' },
      },
    };
    renderWithProviders(<ChatShareDialog open onClose={() => undefined} messages={messages} memo={memo} onShared={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Share on X' }, { timeout: 3000 })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/ai/chat/share')).toBe(false);
  });
});
