// The conversation (spec §3 "Chat message: id, sender (user or agent), message"): the user's messages as written, the
// answers through the chat's markdown (utils/markdown.tsx), the waiting message in an answer that has no text yet. A
// log region, busy while an answer is written, so a screen reader reads each answer once it is whole rather than
// chunk by chunk. It keeps the newest text in view unless the reader has scrolled up.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { type ChatMessage, splitChatSources } from '@k3/shared';
import { useChatTexts } from '../hooks/use-chat-texts';
import { renderMarkdown } from '../utils/markdown';
import { AnswerSources } from './answer-sources';
import { WaitingMessage } from './waiting-message';

interface ChatMessagesProps {
  messages: ChatMessage[];
  /** An answer is being written (live or replayed). */
  isBusy: boolean;
  /** What follows the conversation: notices, failure, suggestions. */
  children?: ReactNode;
  /** Shown before the messages (the replay banner). */
  before?: ReactNode;
}

/** An answer through the markdown, its sources line (when it ends with one) as a compact expandable line. */
function AgentAnswer({ text }: { text: string }) {
  const { body, sources } = splitChatSources(text);
  if (!sources) return <>{renderMarkdown(text)}</>;
  return (
    <>
      {renderMarkdown(body)}
      <AnswerSources sources={sources} />
    </>
  );
}

/** Within this many pixels of the bottom, the view follows new text. */
const FOLLOW_SLACK_PX = 80;

export function ChatMessages({ messages, isBusy, children, before }: ChatMessagesProps) {
  const { t } = useChatTexts();
  const scrollRef = useRef<HTMLDivElement>(null);
  const isFollowingRef = useRef(true);
  const lastText = messages.at(-1)?.message ?? '';

  useLayoutEffect(() => {
    const element = scrollRef.current;
    // An empty chat (its notices, the visitor's prompt) is read from the top.
    if (element && isFollowingRef.current && messages.length > 0) element.scrollTop = element.scrollHeight;
  }, [messages.length, lastText, children]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    isFollowingRef.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_SLACK_PX;
  };

  return (
    <div ref={scrollRef} className="chat-messages" onScroll={onScroll}>
      {before}
      {messages.length > 0 ? (
        <div role="log" aria-label={t('chat.messages.label')} aria-busy={isBusy}>
          <ol className="chat-list">
            {messages.map((message) => (
              <li key={message.id} className="chat-message" data-sender={message.sender}>
                <span className="visually-hidden">
                  {message.sender === 'user' ? t('chat.messages.you') : t('chat.messages.agent')}:{' '}
                </span>
                <div className="chat-bubble">
                  {message.sender === 'user' ? (
                    message.message
                  ) : message.message === '' ? (
                    <WaitingMessage />
                  ) : (
                    <AgentAnswer text={message.message} />
                  )}
                </div>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {children}
    </div>
  );
}
