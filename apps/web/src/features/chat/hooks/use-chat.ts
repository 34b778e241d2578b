// The user's own chat with Agent K (spec §4 chat states): send a prompt and stream its answer, stop it, retry a prompt
// that failed, clear the chat; a visitor's questions about K3 go to the free visitor chat (issue 26 §4); the saved chat (`k3-chat`, utils/chat-storage.ts) is loaded for the signed-in wallet
// and saved after each answer. Replays of shared chats use the same state (use-chat-replay.ts).
import { useCallback, useEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { AI_HISTORY_MAX, type AiQuestion, type AiZone, type ChatMessage } from '@k3/shared';
import { currentLocale } from '../../../lib/i18n';
import { clearConversation } from '../api/conversation';
import { getPropositions } from '../api/questions';
import { ChatStreamError, streamChat, streamVisitorChat } from '../api/chat-stream';
import { clearStoredChat, readStoredChat, saveStoredChat } from '../utils/chat-storage';
import { chatReducer, initialChatState, isAnswering, type ChatAction, type ChatState } from '../utils/chat-state';
import { newMessageId } from '../utils/message-id';
import { useUpdateMeKredits } from './use-me-kredits';

export interface UseChat {
  state: ChatState;
  dispatch: Dispatch<ChatAction>;
  /** Who answered the last prompt (the `x-agent` header); null before any answer. */
  agent: 'offline' | 'llm' | null;
  /** The propositions drawn after the last answer (spec §5); null until then. */
  proposals: AiQuestion[] | null;
  /** A visitor's last question was about their own data: the answer invites them to log in (issue 26 §4). */
  needsSignIn: boolean;
  send: (text: string) => void;
  stop: () => void;
  retry: () => void;
  clear: () => void;
  /** Shows the user's own saved chat again (after a replay). */
  restore: () => void;
}

export function useChat({ wallet, zone }: { wallet: string | null; zone: AiZone | null }): UseChat {
  const [state, dispatch] = useReducer(chatReducer, wallet, (owner) => initialChatState(owner ? readStoredChat(owner) : null));
  const [agent, setAgent] = useState<UseChat['agent']>(null);
  const [proposals, setProposals] = useState<AiQuestion[] | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  const updateMe = useUpdateMeKredits(wallet);

  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  // Another wallet (or none): the running answer stops and that wallet's saved chat shows (a replay stays on screen).
  const [shownWallet, setShownWallet] = useState(wallet);
  if (wallet !== shownWallet) {
    setShownWallet(wallet);
    setProposals(null);
    setNeedsSignIn(false);
    if (state.source === 'own') dispatch({ type: 'load', chat: wallet ? readStoredChat(wallet) : null });
  }
  useEffect(() => () => controllerRef.current?.abort(), [wallet]);

  // spec §4 "Finished answers are saved": each time the own chat comes to rest with messages.
  const { source, status, messages, chatId, sharable, conversationAfter } = state;
  useEffect(() => {
    if (!wallet || source !== 'own' || status !== 'idle' || messages.length === 0) return;
    saveStoredChat({ wallet, chatId, sharable, messages, conversationAfter });
  }, [wallet, source, status, messages, chatId, sharable, conversationAfter]);

  const restore = useCallback(() => dispatch({ type: 'load', chat: wallet ? readStoredChat(wallet) : null }), [wallet]);

  /** The end of an answer, live or a visitor's: finished, stopped, or failed with its reason. */
  const settle = useCallback((answering: Promise<string>, text: string, controller: AbortController, onAnswered: () => void) => {
    answering
      .then((answered) => {
        if (answered === '') {
          dispatch({ type: 'fail', failure: { kind: 'empty', prompt: text, message: '' } });
          return;
        }
        dispatch({ type: 'finish' });
        onAnswered();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) {
          dispatch({ type: 'finish' });
          return;
        }
        const failure =
          error instanceof ChatStreamError
            ? { kind: error.kind, prompt: text, message: error.message }
            : { kind: 'failed' as const, prompt: text, message: error instanceof Error ? error.message : String(error) };
        dispatch({ type: 'fail', failure });
      })
      .finally(() => {
        if (controllerRef.current === controller) controllerRef.current = null;
      });
  }, []);

  /** A visitor's question about K3 (issue 26 §4): answered free, nothing stored; own-data questions invite a sign-in. */
  const sendAsVisitor = useCallback(
    (text: string) => {
      if (stateRef.current.source === 'replay') dispatch({ type: 'load', chat: null });
      const user: ChatMessage = { id: newMessageId(), sender: 'user', message: text };
      const answer: ChatMessage = { id: newMessageId(), sender: 'agent', message: '' };
      dispatch({ type: 'send', user, answer });
      setNeedsSignIn(false);
      const controller = new AbortController();
      controllerRef.current = controller;
      const answering = streamVisitorChat({
        body: { message: text, lang: currentLocale() },
        signal: controller.signal,
        onStart: (start) => {
          setAgent('offline');
          setNeedsSignIn(start.needsSignIn);
        },
        onText: (chunk) => dispatch({ type: 'text', id: answer.id, text: chunk }),
      });
      settle(answering, text, controller, () => undefined);
    },
    [settle],
  );

  const send = useCallback(
    (raw: string) => {
      const text = raw.trim();
      if (text === '' || isAnswering(stateRef.current)) return;
      if (!wallet) {
        sendAsVisitor(text);
        return;
      }
      let base = stateRef.current;
      if (base.source === 'replay') {
        // After a replay the user's own conversation takes the screen again and continues.
        const stored = readStoredChat(wallet);
        dispatch({ type: 'load', chat: stored });
        base = initialChatState(stored);
      }
      const user: ChatMessage = { id: newMessageId(), sender: 'user', message: text };
      const answer: ChatMessage = { id: newMessageId(), sender: 'agent', message: '' };
      dispatch({ type: 'send', user, answer });
      setProposals(null);
      const controller = new AbortController();
      controllerRef.current = controller;
      const lang = currentLocale();
      const answering = streamChat({
        body: { message: text, lang, ...(base.chatId ? { chat_id: base.chatId } : {}) },
        history: base.messages.filter((message) => message.message !== '').slice(-AI_HISTORY_MAX),
        signal: controller.signal,
        onStart: ({ head, chatId, agent: who }) => {
          dispatch({ type: 'start', chatId, sharable: head?.sharable ?? null });
          if (head) updateMe(head);
          if (who) setAgent(who);
        },
        onText: (chunk) => dispatch({ type: 'text', id: answer.id, text: chunk }),
      });
      settle(answering, text, controller, () => {
        getPropositions({ message: text, lang, ...(zone ? { zone } : {}) }).then(
          (drawn) => setProposals(drawn.propositions),
          () => undefined,
        );
      });
    },
    [wallet, zone, updateMe, settle, sendAsVisitor],
  );

  const stop = useCallback(() => controllerRef.current?.abort(), []);

  const retry = useCallback(() => {
    const failure = stateRef.current.failure;
    if (failure) send(failure.prompt);
  }, [send]);

  const clear = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    dispatch({ type: 'clear' });
    setProposals(null);
    setNeedsSignIn(false);
    clearStoredChat();
    // The server forgets the conversation too; the chat is already empty here whatever it answers.
    if (wallet) clearConversation().catch(() => undefined);
  }, [wallet]);

  return { state, dispatch, agent, proposals, needsSignIn, send, stop, retry, clear, restore };
}
