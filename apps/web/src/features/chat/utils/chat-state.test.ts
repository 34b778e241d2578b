import type { ChatMessage } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { chatReducer, conversationMessages, initialChatState, isAnswering, isReplayPending, type ChatState } from './chat-state';

const user: ChatMessage = { id: 'u1', sender: 'user', message: 'Hi' };
const answer: ChatMessage = { id: 'a1', sender: 'agent', message: '' };

const sent = (): ChatState => chatReducer(initialChatState(), { type: 'send', user, answer });

describe('chat states (spec §4)', () => {
  it('idle → loading → typing → idle', () => {
    let state = sent();
    expect(state.status).toBe('loading');
    expect(isAnswering(state)).toBe(true);
    state = chatReducer(state, { type: 'start', chatId: 'c-1', sharable: true });
    state = chatReducer(state, { type: 'text', id: 'a1', text: 'Hel' });
    state = chatReducer(state, { type: 'text', id: 'a1', text: 'lo' });
    expect(state.status).toBe('typing');
    state = chatReducer(state, { type: 'finish' });
    expect(state).toMatchObject({ status: 'idle', chatId: 'c-1', sharable: true, turn: null });
    expect(state.messages.map((m) => m.message)).toEqual(['Hi', 'Hello']);
  });

  it('stop removes the empty answer and keeps a partial one', () => {
    expect(chatReducer(sent(), { type: 'finish' }).messages).toEqual([user]);
    const partial = chatReducer(sent(), { type: 'text', id: 'a1', text: 'Part' });
    expect(chatReducer(partial, { type: 'finish' }).messages).toEqual([user, { ...answer, message: 'Part' }]);
  });

  it('offers to share only the server’s current conversation: after a restart from our history, what follows', () => {
    const say = (state: ChatState, id: string, chatId: string) => {
      const asked = chatReducer(state, {
        type: 'send',
        user: { id: `u-${id}`, sender: 'user', message: `Q ${id}` },
        answer: { id: `a-${id}`, sender: 'agent', message: '' },
      });
      const started = chatReducer(asked, { type: 'start', chatId, sharable: true });
      return chatReducer(chatReducer(started, { type: 'text', id: `a-${id}`, text: `A ${id}` }), { type: 'finish' });
    };
    let state = say(initialChatState(), '1', 'c-1');
    state = say(state, '2', 'c-1');
    expect(conversationMessages(state).map((m) => m.id)).toEqual(['u-1', 'a-1', 'u-2', 'a-2']);
    // The server no longer knew c-1: it started c-2 from our history (the 406 retry), which it will never share.
    state = say(state, '3', 'c-2');
    expect(state.conversationAfter).toBe('a-2');
    state = say(state, '4', 'c-2');
    expect(conversationMessages(state).map((m) => m.id)).toEqual(['u-3', 'a-3', 'u-4', 'a-4']);
    // Saved and loaded again, the marker stays; once it has gone from the saved messages, all of them are offered.
    const loaded = initialChatState({
      wallet: 'w',
      chatId: 'c-2',
      sharable: true,
      messages: state.messages,
      conversationAfter: 'a-2',
    });
    expect(conversationMessages(loaded)).toEqual(conversationMessages(state));
    const trimmed = initialChatState({
      wallet: 'w',
      chatId: 'c-2',
      sharable: true,
      messages: state.messages.slice(4),
      conversationAfter: 'a-2',
    });
    expect(conversationMessages(trimmed)).toHaveLength(4);
  });

  it('a failure takes the prompt out of the conversation and keeps it with the failure', () => {
    const failure = { kind: 'network' as const, prompt: 'Hi', message: 'offline' };
    const state = chatReducer(sent(), { type: 'fail', failure });
    expect(state).toMatchObject({ status: 'idle', messages: [], failure });
  });

  it('a replay loads, replays and ends', () => {
    let state = chatReducer(sent(), { type: 'replayLoad' });
    expect(state).toMatchObject({ source: 'replay', status: 'loading', messages: [] });
    expect(isReplayPending(state)).toBe(true);
    state = chatReducer(state, { type: 'replayUser', message: user });
    state = chatReducer(state, { type: 'replayAnswer', message: answer });
    state = chatReducer(state, { type: 'text', id: 'a1', text: 'Hello' });
    expect(state.status).toBe('replaying');
    expect(isAnswering(state)).toBe(false);
    state = chatReducer(state, { type: 'replayDone' });
    expect(state.status).toBe('replayed');
    expect(isReplayPending(state)).toBe(false);
    expect(
      chatReducer(chatReducer(initialChatState(), { type: 'replayLoad' }), { type: 'replayError', error: 'notFound' }),
    ).toMatchObject({ status: 'replayed', replayError: 'notFound' });
  });
});
