// What a visitor sees in an empty chat and after a replay (spec §4 "Not-logged-in users can only replay a shared chat,
// then see login suggestions", §6 "sees a Login button; the chat shows a login prompt in three languages"): the
// prompt in English, French and Spanish together, the login propositions and the Login button. A proposition they
// click is kept and sent once they have signed in (lib/chat-dock.ts `pendingPrompt`).
import { LOCALES, type AiLoginProposition, type Locale } from '@k3/shared';
import { setChatDock } from '../../../lib/chat-dock';
import { useChatTexts } from '../hooks/use-chat-texts';
import { LOGIN_PROMPT } from '../utils/login-prompt';
import { ChatSuggestions } from './chat-suggestions';

interface VisitorPromptProps {
  propositions: readonly AiLoginProposition[];
  lang: Locale;
  onLogin: () => void;
}

export function VisitorPrompt({ propositions, lang, onLogin }: VisitorPromptProps) {
  const { t } = useChatTexts();
  return (
    <div className="chat-visitor">
      <div className="chat-login-prompt">
        {LOCALES.map((locale) => (
          <p key={locale} lang={locale}>
            {LOGIN_PROMPT[locale]}
          </p>
        ))}
      </div>
      <ChatSuggestions
        label={t('chat.suggestions.visitorLabel')}
        items={propositions}
        lang={lang}
        onPick={(text) => {
          setChatDock({ pendingPrompt: text });
          onLogin();
        }}
      />
      <button type="button" className="button button-primary" onClick={onLogin}>
        {t('chat.visitor.login')}
      </button>
    </div>
  );
}
