// The saved chat, local storage `k3-chat` (spec §4 "Finished answers are saved", §9 storage keys): the signed-in
// wallet's messages (the newest AI_CONVERSATION_MAX), the conversation id the API last answered (`x-chat-id`, sent
// back as `chat_id`) and whether the conversation may be shared. One chat per browser, tagged with its wallet: after
// a sign-in with another wallet the stored chat is not shown, and the next saved answer replaces it.
import { z } from 'zod';
import { AI_ANSWER_MAX, AI_CONVERSATION_MAX, ChatMessageSchema, STORAGE_KEYS, type ChatMessage } from '@k3/shared';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';

const StoredChatSchema = z.object({
  wallet: z.string(),
  chatId: z.string().nullable(),
  sharable: z.boolean(),
  messages: z.array(ChatMessageSchema),
});
export type StoredChat = z.infer<typeof StoredChatSchema>;

/** The stored chat of `wallet`, or null (none, another wallet's, or unreadable). */
export function readStoredChat(wallet: string): StoredChat | null {
  const raw = readStorage(STORAGE_KEYS.chat);
  if (raw === null) return null;
  try {
    const parsed = StoredChatSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.wallet === wallet ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Saves the chat; messages without text (a stopped answer that had not begun) are left out. */
export function saveStoredChat(chat: StoredChat): void {
  const messages: ChatMessage[] = chat.messages
    .filter((message) => message.message !== '')
    .slice(-AI_CONVERSATION_MAX)
    .map((message) => ({ ...message, message: message.message.slice(0, AI_ANSWER_MAX) }));
  writeStorage(STORAGE_KEYS.chat, JSON.stringify({ ...chat, messages } satisfies StoredChat));
}

export function clearStoredChat(): void {
  removeStorage(STORAGE_KEYS.chat);
}
