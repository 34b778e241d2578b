// What a visitor sees under the chat (spec §4 "Not-logged-in users … see login suggestions", §6 "sees a Login button;
// the chat shows a login prompt in three languages"; issue 26 §4): in an empty chat and after a replay, the prompt in
// English, French and Spanish together; the login propositions, which Agent K now answers at once and free (a click
// sends, spec §4) — those already asked are left out; when the last question was about the visitor's own data, a line
// saying a sign-in answers it; and the Log in button.
import { LOCALES, type AiLoginProposition, type Locale } from '@k3/shared';
import { useChatTexts } from '../hooks/use-chat-texts';
import { LOGIN_PROMPT } from '../utils/login-prompt';
import { ChatSuggestions } from './chat-suggestions';

interface VisitorPromptProps {
  propositions: readonly AiLoginProposition[];
  lang: Locale;
  /** Show the login prompt in three languages (an empty chat, or after a replay). */
  isIntro: boolean;
  /** Questions already on screen: their propositions are not offered again. */
  asked: readonly string[];
  /** An answer is on its way: no suggestion is offered meanwhile. */
  isLocked: boolean;
  /** The last answer invited the visitor to log in. */
  needsSignIn: boolean;
  onAsk: (text: string) => void;
  onLogin: () => void;
}

export function VisitorPrompt({ propositions, lang, isIntro, asked, isLocked, needsSignIn, onAsk, onLogin }: VisitorPromptProps) {
  const { t } = useChatTexts();
  const offered = isLocked ? [] : propositions.filter((proposition) => !asked.includes(proposition.text[lang]));
  return (
    <div className="chat-visitor">
      {isIntro ? (
        <div className="chat-login-prompt">
          {LOCALES.map((locale) => (
            <p key={locale} lang={locale}>
              {LOGIN_PROMPT[locale]}
            </p>
          ))}
        </div>
      ) : null}
      {needsSignIn && !isLocked ? <p className="chat-visitor-note">{t('chat.visitor.needsSignIn')}</p> : null}
      <ChatSuggestions label={t('chat.suggestions.visitorLabel')} items={offered} lang={lang} onPick={onAsk} />
      <button type="button" className="button button-primary" onClick={onLogin}>
        {t('chat.visitor.login')}
      </button>
    </div>
  );
}
