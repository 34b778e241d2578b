import { AI_ANSWER_MAX, AI_CONVERSATION_MAX, STORAGE_KEYS, type ChatMessage } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { clearStoredChat, readStoredChat, saveStoredChat } from './chat-storage';

const message = (i: number, text = `m${i}`): ChatMessage => ({ id: `id${i}`, sender: i % 2 ? 'agent' : 'user', message: text });

describe('k3-chat storage', () => {
  it('keeps the chat of its wallet only', () => {
    saveStoredChat({ wallet: '0xA', chatId: 'c-1', sharable: true, messages: [message(0), message(1)] });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.chat) ?? 'null')).toMatchObject({ wallet: '0xA', chatId: 'c-1' });
    expect(readStoredChat('0xA')?.messages).toHaveLength(2);
    expect(readStoredChat('0xB')).toBeNull();
    clearStoredChat();
    expect(readStoredChat('0xA')).toBeNull();
  });

  it('leaves out empty answers and keeps the newest messages', () => {
    const messages = Array.from({ length: AI_CONVERSATION_MAX + 5 }, (_, i) => message(i));
    saveStoredChat({ wallet: '0xA', chatId: null, sharable: false, messages: [...messages, message(999, '')] });
    const stored = readStoredChat('0xA');
    expect(stored?.messages).toHaveLength(AI_CONVERSATION_MAX);
    expect(stored?.messages.at(-1)?.id).toBe(`id${AI_CONVERSATION_MAX + 4}`);
  });

  it('cuts a long answer to AI_ANSWER_MAX without splitting an emoji, which the API would refuse as history', () => {
    const long = `${'x'.repeat(AI_ANSWER_MAX - 1)}🚀 and more`;
    saveStoredChat({ wallet: '0xA', chatId: null, sharable: false, messages: [message(1, long), message(3, '🚀'.repeat(5000))] });
    const [first, second] = readStoredChat('0xA')?.messages ?? [];
    expect(first?.message).toBe('x'.repeat(AI_ANSWER_MAX - 1));
    expect(second?.message).toBe('🚀'.repeat(AI_ANSWER_MAX / 2));
  });

  it('reads nothing from a corrupt or foreign value', () => {
    window.localStorage.setItem(STORAGE_KEYS.chat, '{not json');
    expect(readStoredChat('0xA')).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.chat, JSON.stringify({ wallet: '0xA', messages: 'no' }));
    expect(readStoredChat('0xA')).toBeNull();
  });
});
