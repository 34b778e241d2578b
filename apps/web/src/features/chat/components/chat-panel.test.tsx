import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@k3/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { askAgentK, getChatDock, setChatDock } from '../../../lib/chat-dock';
import { chatPromptState } from '../../../lib/chat-prompt';
import { renderWithProviders } from '../../../testing/render';
import { loadChatTexts } from '../hooks/use-chat-texts';
import { WALLET, chatStream, fail, me, stubChatApi, visitorStream } from '../testing/chat-api';
import { ChatPanel } from './chat-panel';

beforeAll(async () => {
  await loadChatTexts();
});

function renderPanel(path = '/chat', state?: unknown) {
  const onLogin = vi.fn();
  const rendered = renderWithProviders(null, {
    path,
    routes: [{ path: '*', element: <ChatPanel account={null} onLogin={onLogin} /> }],
  });
  if (state !== undefined) void rendered.router.navigate(path, { state, replace: true });
  return { ...rendered, onLogin };
}

const box = () => screen.getByRole('textbox', { name: 'Message Agent K' });
const log = () => screen.getByRole('log', { name: 'Conversation with Agent K' });
const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.chat) ?? 'null') as Record<string, unknown> | null;

describe('ChatPanel, signed in', () => {
  it('sends on Enter, streams the answer, saves it, updates the kredits and shows new propositions', async () => {
    setAuth({ token: 't', wallet: WALLET });
    const { calls } = stubChatApi({ chats: [chatStream(['6:100:tr', 'ue|Your portfolio is worth ', '**$1,234**.'])] });
    renderPanel();
    expect(await screen.findByText('Kredits: 7 of 20 · refills Dec 1')).toBeInTheDocument();
    expect(screen.getByText('Offline assistant')).toBeInTheDocument();

    await userEvent.type(box(), 'What is my portfolio worth?{Enter}');
    await waitFor(() => expect(within(log()).getByText('$1,234')).toBeInTheDocument());
    expect(within(log()).getByText('$1,234').tagName).toBe('STRONG');
    expect(await screen.findByText('Kredits: 6 of 20 · refills Dec 1')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Any news about my coins?' })).toBeInTheDocument();

    expect(calls.find((call) => call.path === '/api/ai/chat')?.body).toEqual({
      message: 'What is my portfolio worth?',
      lang: 'en',
    });
    expect(calls.find((call) => call.path === '/api/ai/questions' && call.method === 'POST')?.body).toEqual({
      message: 'What is my portfolio worth?',
      lang: 'en',
      zone: 'dashboard',
    });
    await waitFor(() =>
      expect(stored()).toMatchObject({
        wallet: WALLET,
        chatId: 'c-1',
        sharable: true,
        messages: [
          { sender: 'user', message: 'What is my portfolio worth?' },
          { sender: 'agent', message: 'Your portfolio is worth **$1,234**.' },
        ],
      }),
    );
    expect(box()).toHaveFocus();
  });

  it('a suggestion click sends at once; the next prompt continues the conversation (chat_id)', async () => {
    setAuth({ token: 't', wallet: WALLET });
    const { calls } = stubChatApi({ chats: [chatStream(['6:100:true|Up 3%.']), chatStream(['5:100:true|No news.'])] });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'How did it move this week?' }));
    expect(await within(log()).findByText('Up 3%.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Any news about my coins?' }));
    expect(await within(log()).findByText('No news.')).toBeInTheDocument();
    const prompts = calls.filter((call) => call.path === '/api/ai/chat').map((call) => call.body);
    expect(prompts).toEqual([
      { message: 'How did it move this week?', lang: 'en' },
      { message: 'Any news about my coins?', lang: 'en', chat_id: 'c-1' },
    ]);
  });

  it('Stop aborts the answer, keeps what was written and gives the box back', async () => {
    setAuth({ token: 't', wallet: WALLET });
    stubChatApi({ chats: [chatStream(['6:100:true|The first part'], { hold: true })] });
    renderPanel();
    await userEvent.type(box(), 'Tell me a long story{Enter}');
    expect(await within(log()).findByText('The first part')).toBeInTheDocument();
    expect(box()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Stop the answer' }));
    await waitFor(() => expect(box()).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Stop the answer' })).not.toBeInTheDocument();
    expect(within(log()).getByText('The first part')).toBeInTheDocument();
    await waitFor(() => expect((stored()?.messages as unknown[]).length).toBe(2));
  });

  it('Stop before any text removes the empty answer, the waiting message with it', async () => {
    setAuth({ token: 't', wallet: WALLET });
    stubChatApi({ chats: [chatStream(['6:100:true|'], { hold: true })] });
    renderPanel();
    await userEvent.type(box(), 'Hello{Enter}');
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop the answer' }));
    await waitFor(() => expect(screen.queryByText('Searching…')).not.toBeInTheDocument());
    expect(within(log()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('out of kredits: the refill day and a link to the plans; the prompt stays, unsent', async () => {
    setAuth({ token: 't', wallet: WALLET });
    stubChatApi({ chats: [fail(402, 'no_kredits', 'No kredits left')], user: me(0) });
    renderPanel();
    await screen.findByText('Kredits: 0 of 20 · refills Dec 1');
    await userEvent.type(box(), 'Hi{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have no kredits left. They refill Dec 1.');
    expect(within(alert).getByRole('link', { name: 'See the plans for more' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText('Hi')).toBeInTheDocument();
  });

  it('under 1 KRL: a message and a link to buy KRL; 429: wait a moment', async () => {
    setAuth({ token: 't', wallet: WALLET });
    stubChatApi({ chats: [fail(402, 'krl_required', 'Hold 1 KRL'), fail(429, 'rate_limited', 'Slow')] });
    renderPanel();
    await userEvent.type(box(), 'Hi{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Agent K needs at least 1 KRL held in your wallets.');
    expect(within(alert).getByRole('link', { name: 'Buy KRL or see the plans' })).toHaveAttribute('href', '/pricing');
    await userEvent.type(box(), 'Again{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages, wait a moment');
  });

  it('a network failure keeps the prompt with a retry that sends it again', async () => {
    setAuth({ token: 't', wallet: WALLET });
    stubChatApi({ chats: [new TypeError('Failed to fetch'), chatStream(['6:100:true|Back online.'])] });
    renderPanel();
    await userEvent.type(box(), 'Are you there?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message could not reach Agent K.');
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await within(log()).findByText('Back online.')).toBeInTheDocument();
    expect(within(log()).getByText('Are you there?')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a prompt handed over by another page is sent at once and dropped from the history entry', async () => {
    setAuth({ token: 't', wallet: WALLET });
    const { calls } = stubChatApi({ chats: [chatStream(['6:100:true|Security is fine.'])] });
    const { router } = renderPanel('/chat', chatPromptState('Tell me more about Security'));
    expect(await screen.findByText('Security is fine.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/ai/chat')).toHaveLength(1);
    expect(router.state.location.state).toBeNull();
  });

  it('a prompt handed over with the panel beside the page (X-Ray’s tell me more) is sent once, the page kept', async () => {
    setAuth({ token: 't', wallet: WALLET });
    const { calls } = stubChatApi({ chats: [chatStream(['6:100:true|Security is fine.'])] });
    const { router } = renderPanel('/x-ray/kryll');
    act(() => askAgentK('Tell me more about the Security section of the X-Ray audit of KRYLL (KRL).'));
    expect(await within(log()).findByText('Security is fine.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/ai/chat').map((call) => call.body)).toEqual([
      { message: 'Tell me more about the Security section of the X-Ray audit of KRYLL (KRL).', lang: 'en' },
    ]);
    expect(getChatDock()).toMatchObject({ isOpen: true, queuedPrompt: null });
    expect(router.state.location.pathname).toBe('/x-ray/kryll');
    expect(screen.getByRole('region', { name: /Agent K/ })).toBeVisible();
  });

  it('a visitor’s handed-over prompt waits for their sign-in', async () => {
    const { calls } = stubChatApi();
    renderPanel('/x-ray/kryll');
    act(() => askAgentK('Tell me more about Security'));
    await waitFor(() =>
      expect(getChatDock()).toMatchObject({ queuedPrompt: null, pendingPrompt: 'Tell me more about Security' }),
    );
    expect(calls.some((call) => call.path === '/api/ai/chat' || call.path === '/api/ai/visitor-chat')).toBe(false);
    act(() => setChatDock({ pendingPrompt: null }));
  });

  it('Clear empties the chat, k3-chat and the server conversation', async () => {
    setAuth({ token: 't', wallet: WALLET });
    window.localStorage.setItem(
      STORAGE_KEYS.chat,
      JSON.stringify({
        wallet: WALLET,
        chatId: 'c-9',
        sharable: true,
        messages: [{ id: 'a', sender: 'user', message: 'Old question' }],
      }),
    );
    const { calls } = stubChatApi();
    renderPanel();
    expect(await screen.findByText('Old question')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the chat' }));
    expect(screen.queryByText('Old question')).not.toBeInTheDocument();
    expect(stored()).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/ai/chat' && call.method === 'DELETE')).toBe(true));
  });
});

describe('ChatPanel, visitor', () => {
  it('sees the login prompt in three languages; a login proposition is answered at once, free, instead of opening Log in', async () => {
    const { calls } = stubChatApi({ visitorChats: [visitorStream(['K3 helps crypto ', 'investors follow their money.'])] });
    const { onLogin } = renderPanel();
    expect(await screen.findByText(/^Log in with your wallet to ask Agent K/)).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/^Connectez-vous avec votre wallet/)).toHaveAttribute('lang', 'fr');
    expect(screen.getByText(/^Inicia sesión con tu wallet/)).toHaveAttribute('lang', 'es');
    expect(screen.queryByRole('button', { name: 'Share this chat' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'What can Agent K do?' }));
    expect(await within(log()).findByText('K3 helps crypto investors follow their money.')).toBeInTheDocument();
    expect(within(log()).getByText('What can Agent K do?')).toBeInTheDocument();
    expect(onLogin).not.toHaveBeenCalled();
    expect(calls.find((call) => call.path === '/api/ai/visitor-chat')?.body).toEqual({
      message: 'What can Agent K do?',
      lang: 'en',
    });
    expect(calls.some((call) => call.path === '/api/ai/chat')).toBe(false);
    // Asked once, the proposition is not offered again; nothing is stored for a visitor.
    expect(screen.queryByRole('button', { name: 'What can Agent K do?' })).not.toBeInTheDocument();
    expect(stored()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('can type a question; one about their own portfolio says a sign-in answers it, with Log in', async () => {
    stubChatApi({
      visitorChats: [
        visitorStream(['That question is about your own portfolio: **log in with your wallet**.'], { signIn: true }),
      ],
    });
    const { onLogin } = renderPanel();
    expect(box()).toBeEnabled();
    await userEvent.type(box(), 'What is my portfolio worth?{Enter}');
    expect(await within(log()).findByText('log in with your wallet')).toBeInTheDocument();
    expect(
      await screen.findByText('Log in with your wallet and Agent K answers that from your own portfolio.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('Stop ends a visitor’s answer where it is', async () => {
    stubChatApi({ visitorChats: [visitorStream(['Kredits pay for'], { hold: true })] });
    renderPanel();
    await userEvent.type(box(), 'What are kredits?{Enter}');
    expect(await within(log()).findByText('Kredits pay for')).toBeInTheDocument();
    expect(box()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Stop the answer' }));
    await waitFor(() => expect(box()).toBeEnabled());
    expect(within(log()).getByText('Kredits pay for')).toBeInTheDocument();
  });

  it('a 429 from the visitor chat says to wait a moment, with Send again', async () => {
    stubChatApi({ visitorChats: [fail(429, 'rate_limited', 'Too many requests')] });
    renderPanel();
    await userEvent.type(box(), 'What are kredits?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages, wait a moment');
  });

  it('a withdrawn or unknown shared chat says it is not available', async () => {
    stubChatApi({ shared: null });
    renderPanel('/chat/share#chatID=gone12345');
    expect(await screen.findByText('This shared chat is not available')).toBeInTheDocument();
    expect(screen.getByText(/^Log in with your wallet/)).toBeInTheDocument();
  });
});
