// The waiting message (spec §4 "advances through 8 stages with rotating progress texts"; utils/waiting.ts): the text
// of the moment and one dot per stage, the stages passed filled.
import { useChatTexts } from '../hooks/use-chat-texts';
import { useWaitingStep } from '../hooks/use-waiting-step';
import { WAITING_STAGE_COUNT } from '../utils/waiting';

export function WaitingMessage() {
  const { t } = useChatTexts();
  const step = useWaitingStep();
  return (
    <span className="chat-waiting">
      <span className="chat-waiting-text">{t(`chat.waiting.${step.text}`)}</span>
      <span className="chat-waiting-dots" aria-hidden="true">
        {Array.from({ length: WAITING_STAGE_COUNT }, (_, stage) => (
          <span key={stage} className="chat-waiting-dot" data-done={stage <= step.stage} />
        ))}
      </span>
      <span className="visually-hidden">{t('chat.waiting.step', { step: step.stage + 1, total: WAITING_STAGE_COUNT })}</span>
    </span>
  );
}
