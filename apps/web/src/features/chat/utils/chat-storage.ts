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
  /** chat-state.ts `conversationAfter`; absent in chats saved before it (then every message is offered to share). */
  conversationAfter: z.string().nullable().default(null),
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

/**
 * At most `max` UTF-16 units of `text`, never half of a surrogate pair: the API refuses text holding an unpaired one
 * (400 invalid_text), and a saved answer cut inside an emoji goes back to it as `history`.
 */
function cutText(text: string, max: number): string {
  const head = text.slice(0, max);
  return head.length === max && /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

/** Saves the chat; messages without text (a stopped answer that had not begun) are left out. */
export function saveStoredChat(chat: z.input<typeof StoredChatSchema>): void {
  const messages: ChatMessage[] = chat.messages
    .filter((message) => message.message !== '')
    .slice(-AI_CONVERSATION_MAX)
    .map((message) => ({ ...message, message: cutText(message.message, AI_ANSWER_MAX) }));
  writeStorage(
    STORAGE_KEYS.chat,
    JSON.stringify({ ...chat, conversationAfter: chat.conversationAfter ?? null, messages } satisfies StoredChat),
  );
}

export function clearStoredChat(): void {
  removeStorage(STORAGE_KEYS.chat);
}
