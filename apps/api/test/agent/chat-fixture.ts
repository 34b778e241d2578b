// A stored Agent K conversation for the share and report tests, put in place through the repository (no chat route,
// no kredits), and a signed-in user who had it.
import type { ChatMessage } from '@k3/shared';
import type { App } from '../../src/app';
import { startConversation } from '../../src/repositories/ai-conversations';
import { signIn, solanaWallet, type TestWallet } from '../auth/helpers';

/** What Agent K said to a user: the stored conversation, with the server's ids. */
export const CONVERSATION = [
  { id: 's1', sender: 'user', message: 'What is my portfolio worth?' },
  { id: 's2', sender: 'agent', message: 'Your portfolio is worth $12,345.67 across 3 wallets.' },
  { id: 's3', sender: 'user', message: 'Is kryll safe?' },
  { id: 's4', sender: 'agent', message: 'Kryll scores 78/100 on X-Ray, with one medium alert.' },
] as const satisfies ChatMessage[];

/** The client's copy of it: its own ids, answers as the stream left them (a trailing newline). */
export const clientCopy = (messages: readonly ChatMessage[]): ChatMessage[] =>
  messages.map((m, i) => ({ id: `c${i}`, sender: m.sender, message: m.sender === 'agent' ? `${m.message}\n` : m.message }));

export interface ChatUser {
  wallet: TestWallet;
  token: string;
}

/**
 * Signs a user in (a fresh Solana wallet unless given) and stores `conversation` as theirs unless it is null, as the
 * server records its own messages (origin `server`: the prompts it received and the answers it streamed).
 */
export async function chatUser(
  app: App,
  now: Date,
  wallet: TestWallet = solanaWallet(),
  conversation: readonly ChatMessage[] | null = CONVERSATION,
): Promise<ChatUser> {
  const token = await signIn(app, wallet);
  if (conversation) {
    const recorded = conversation.map((m) => ({ ...m, origin: 'server' as const }));
    await startConversation(app.db, wallet.address, 'conv-1', recorded, now);
  }
  return { wallet, token };
}
