// The chat's states and transitions (spec §4 "Chat: idle, typing (answer streams; input disabled; stop button
// appears), loading, replaying, done replaying. Stop aborts and removes empty messages."), as a pure reducer.
// `loading` is the wait before the first words (a live prompt, or a shared chat being fetched); `typing` is a live
// answer streaming; `replaying` / `replayed` belong to a shared chat shown in place of the user's own (`source`).
import type { ChatMessage } from '@k3/shared';
import type { ChatFailureKind } from '../api/chat-stream';
import type { StoredChat } from './chat-storage';

export type ChatStatus = 'idle' | 'loading' | 'typing' | 'replaying' | 'replayed';

/** A prompt that got no answer: shown under the conversation with its reason (and a retry where one helps). */
export interface ChatFailure {
  /** `empty`: the stream ended before any answer text. */
  kind: ChatFailureKind | 'empty';
  prompt: string;
  message: string;
}

export interface ChatState {
  source: 'own' | 'replay';
  status: ChatStatus;
  messages: ChatMessage[];
  chatId: string | null;
  sharable: boolean;
  /**
   * The id of the last message from before the server's current conversation (the one `chatId` names); null when every
   * message is of it. A conversation the server restarted from our history (the 406 retry) holds that history only as
   * context, never as something it will share (docs/agent.md "What can be shared"): only the messages after this one
   * are offered to share.
   */
  conversationAfter: string | null;
  failure: ChatFailure | null;
  /** The live or replayed exchange in progress. */
  turn: { userId: string | null; answerId: string } | null;
  replayError: 'notFound' | 'failed' | null;
}

export type ChatAction =
  | { type: 'load'; chat: StoredChat | null }
  | { type: 'send'; user: ChatMessage; answer: ChatMessage }
  | { type: 'start'; chatId: string | null; sharable: boolean | null }
  | { type: 'text'; id: string; text: string }
  | { type: 'finish' }
  | { type: 'fail'; failure: ChatFailure }
  | { type: 'clear' }
  | { type: 'replayLoad' }
  | { type: 'replayUser'; message: ChatMessage }
  | { type: 'replayAnswer'; message: ChatMessage }
  | { type: 'replayDone' }
  | { type: 'replayError'; error: 'notFound' | 'failed' };

export function initialChatState(chat: StoredChat | null = null): ChatState {
  return {
    source: 'own',
    status: 'idle',
    messages: chat?.messages ?? [],
    chatId: chat?.chatId ?? null,
    sharable: chat?.sharable ?? false,
    conversationAfter: chat?.conversationAfter ?? null,
    failure: null,
    turn: null,
    replayError: null,
  };
}

/** The messages of the server's current conversation: the ones a share may hold (all when the marker is gone). */
export function conversationMessages(state: ChatState): ChatMessage[] {
  const after = state.conversationAfter === null ? -1 : state.messages.findIndex((m) => m.id === state.conversationAfter);
  return after < 0 ? state.messages : state.messages.slice(after + 1);
}

/** True while a live answer is on its way (the prompt box is disabled and Stop is shown). */
export const isAnswering = (state: ChatState) =>
  state.source === 'own' && (state.status === 'loading' || state.status === 'typing');
/** True while a shared chat is being fetched or replayed (spec §4 "a replay is pending"). */
export const isReplayPending = (state: ChatState) =>
  state.source === 'replay' && (state.status === 'loading' || state.status === 'replaying');

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'load':
      return initialChatState(action.chat);
    case 'clear':
      return initialChatState();
    case 'send':
      return {
        ...state,
        status: 'loading',
        messages: [...state.messages, action.user, action.answer],
        failure: null,
        turn: { userId: action.user.id, answerId: action.answer.id },
      };
    case 'start': {
      const chatId = action.chatId ?? state.chatId;
      // A new conversation on the server starts with this turn's prompt: what came before is not part of it.
      const isNew = chatId !== state.chatId;
      const before = state.messages.findIndex((message) => message.id === state.turn?.userId) - 1;
      const conversationAfter = isNew ? (state.messages[before]?.id ?? null) : state.conversationAfter;
      return { ...state, chatId, sharable: action.sharable ?? state.sharable, conversationAfter };
    }
    case 'text': {
      const messages = state.messages.map((message) =>
        message.id === action.id ? { ...message, message: message.message + action.text } : message,
      );
      const status = state.source === 'own' ? 'typing' : state.status;
      return { ...state, messages, status };
    }
    case 'finish': {
      // Stop (or an answer that ended empty) removes the empty answer.
      const messages = state.messages.filter((message) => message.id !== state.turn?.answerId || message.message !== '');
      return { ...state, status: 'idle', messages, turn: null };
    }
    case 'fail': {
      const turn = state.turn;
      const messages = state.messages.filter((message) => message.id !== turn?.userId && message.id !== turn?.answerId);
      return { ...state, status: 'idle', messages, turn: null, failure: action.failure };
    }
    case 'replayLoad':
      return { ...initialChatState(), source: 'replay', status: 'loading' };
    case 'replayUser':
      return { ...state, status: 'replaying', messages: [...state.messages, action.message] };
    case 'replayAnswer':
      return {
        ...state,
        status: 'replaying',
        messages: [...state.messages, action.message],
        turn: { userId: null, answerId: action.message.id },
      };
    case 'replayDone':
      return { ...state, status: 'replayed', turn: null };
    case 'replayError':
      return { ...state, status: 'replayed', turn: null, replayError: action.error };
  }
}
