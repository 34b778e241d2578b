import { describe, expect, it } from 'vitest';
import { chatPromptState, readChatPrompt } from './chat-prompt';

describe('chat prompt hand-off', () => {
  it('reads back the prompt it stored', () => {
    expect(readChatPrompt(chatPromptState('Tell me more'))).toBe('Tell me more');
  });

  it('reads nothing from another state', () => {
    expect(readChatPrompt(null)).toBeNull();
    expect(readChatPrompt({ chatPrompt: '  ' })).toBeNull();
    expect(readChatPrompt({ chatPrompt: 3 })).toBeNull();
    expect(readChatPrompt('text')).toBeNull();
  });
});
