// The prompt box (spec §2 "prompt box, stop button"; §4 "typing (answer streams; input disabled; stop button
// appears)"): at most AI_MESSAGE_MAX characters, Enter sends and Shift+Enter starts a new line; while an answer is on
// its way the box is disabled and Stop takes the Send button's place. A visitor asks about K3 (issue 26 §4); the
// placeholder says so. Focus comes back to the box when an answer is over.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { AI_MESSAGE_MAX } from '@k3/shared';
import { useChatTexts } from '../hooks/use-chat-texts';
import { SendIcon, StopIcon } from './chat-icons';

interface ChatPromptBoxProps {
  isSignedIn: boolean;
  /** An answer is on its way: Stop is offered. */
  isAnswering: boolean;
  /** Nothing can be sent now (answering, or a replay running). */
  isLocked: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
  /** Id of the disclaimer, read as the box's description. */
  describedBy: string;
}

/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.8;

export function ChatPromptBox({ isSignedIn, isAnswering, isLocked, onSend, onStop, describedBy }: ChatPromptBoxProps) {
  const { t } = useChatTexts();
  const [text, setText] = useState('');
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const wasSentHereRef = useRef(false);
  const promptId = useId();
  const hintId = useId();
  const isDisabled = isLocked;

  useEffect(() => {
    // Sent from here, or from a suggestion button that is gone now (focus fell back to the page).
    const isFocusLost = document.activeElement === null || document.activeElement === document.body;
    if (isDisabled || !(wasSentHereRef.current || isFocusLost)) return;
    wasSentHereRef.current = false;
    boxRef.current?.focus();
  }, [isDisabled]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isDisabled || text.trim() === '') return;
    wasSentHereRef.current = true;
    onSend(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="chat-prompt" onSubmit={submit}>
      <label htmlFor={promptId} className="visually-hidden">
        {t('chat.prompt.label')}
      </label>
      <textarea
        ref={boxRef}
        id={promptId}
        className="input"
        rows={2}
        maxLength={AI_MESSAGE_MAX}
        value={text}
        disabled={isDisabled}
        placeholder={isSignedIn ? t('chat.prompt.placeholder') : t('chat.prompt.visitor')}
        aria-describedby={`${hintId} ${describedBy}`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <span id={hintId} className="visually-hidden">
        {t('chat.prompt.hint')}
      </span>
      {text.length >= AI_MESSAGE_MAX * COUNTER_FROM ? (
        <span className="chat-counter" aria-live="polite">
          {text.length} / {AI_MESSAGE_MAX}
        </span>
      ) : null}
      {isAnswering ? (
        <button type="button" className="button button-secondary chat-send" aria-label={t('chat.prompt.stop')} onClick={onStop}>
          <StopIcon /> <span>{t('chat.prompt.stopShort')}</span>
        </button>
      ) : (
        <button type="submit" className="button button-primary chat-send" disabled={isDisabled || text.trim() === ''}>
          <SendIcon /> <span>{t('chat.prompt.send')}</span>
        </button>
      )}
    </form>
  );
}
