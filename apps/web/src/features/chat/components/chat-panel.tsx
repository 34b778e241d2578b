// The full-screen chat frame of the /chat routes (spec §2 "Chat panel"): title, exit, the conversation area,
// the disclaimer and the prompt box. Agent K answers arrive with the chat feature; until then the box is disabled.
import { useId, type ReactNode } from 'react';
import { ChatIcon } from '../../../components/icons/icons';
import { EmptyState } from '../../../components/ui/page';
import './chat.css';
import { useAppTranslation } from '../../../lib/i18n';

/**
 * `actions`: extra header controls composed by the route, e.g. the visitors' "login by QR" (spec §2 "Chat panel").
 * `pendingPrompt`: a prompt another page handed over (X-Ray's "tell me more", lib/chat-prompt.ts), shown ready in the
 * prompt box; Agent K will send it at once when it lands.
 */
export function ChatPanel({
  exitLink,
  actions,
  pendingPrompt,
}: {
  exitLink: ReactNode;
  actions?: ReactNode;
  pendingPrompt?: string | null;
}) {
  const { t } = useAppTranslation();
  const titleId = useId();
  const promptId = useId();
  const hintId = useId();
  return (
    <section className="chat-panel" aria-labelledby={titleId}>
      <header className="chat-header">
        <h2 id={titleId}>
          <ChatIcon /> {t('pages.chat.title')}
        </h2>
        <div className="chat-header-actions">
          {actions}
          {exitLink}
        </div>
      </header>
      <div className="chat-messages">
        <EmptyState
          level={3}
          icon={<ChatIcon width={28} height={28} />}
          title={t('pages.chat.emptyTitle')}
          text={t('pages.chat.emptyText')}
        />
      </div>
      <form className="chat-prompt" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={promptId} className="visually-hidden">
          {t('pages.chat.promptLabel')}
        </label>
        <textarea
          id={promptId}
          className="input"
          rows={2}
          disabled
          defaultValue={pendingPrompt ?? undefined}
          placeholder={t('pages.chat.promptPlaceholder')}
          aria-describedby={hintId}
        />
        <button type="submit" className="button button-primary" disabled>
          {t('pages.chat.send')}
        </button>
      </form>
      <p id={hintId} className="chat-disclaimer">
        {t('pages.chat.unavailable')} {t('pages.chat.disclaimer')}
      </p>
    </section>
  );
}
