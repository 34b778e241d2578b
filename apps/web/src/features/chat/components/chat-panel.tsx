// The Agent K panel (spec §2 "Chat panel: clear, fullscreen, share, login by QR, logout, report, prompt box, stop
// button, suggestion buttons, disclaimer"; §4 chat states; issue 12 §3): a drawer at the right of any page, full
// screen on demand, and the page itself on the /chat routes. It holds the conversation (use-chat.ts), the replay of a
// shared chat (use-chat-replay.ts), the suggestions of the page it is opened on, and the share and report dialogs.
// Closed, it stays mounted (hidden), so an answer goes on streaming. Opening it moves focus to the prompt box (or to
// the panel when the box is disabled); Escape closes the drawer and focus goes back to the header's launcher.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { CHAT_LAUNCHER_ID, CHAT_PANEL_ID, setChatDock } from '../../../lib/chat-dock';
import { currentLocale } from '../../../lib/i18n';
import { useMe } from '../../../lib/me';
import { useQuestionSet } from '../api/questions';
import { useChat } from '../hooks/use-chat';
import { useChatReplay } from '../hooks/use-chat-replay';
import { useChatRoute } from '../hooks/use-chat-route';
import { useChatTexts } from '../hooks/use-chat-texts';
import { conversationMessages, isAnswering, isReplayPending } from '../utils/chat-state';
import { formatDay } from '../utils/format-day';
import { zoneOfPath } from '../utils/zone';
import { ChatHeader } from './chat-header';
import { ChatMessages } from './chat-messages';
import { FailureNotice, ReplayBanner } from './chat-notices';
import { ChatPromptBox } from './chat-prompt-box';
import { ChatShareDialog, type ChatShareMemo } from './chat-share-dialog';
import { ChatStatus } from './chat-status';
import { ChatSuggestions } from './chat-suggestions';
import { ReportDialog } from './report-dialog';
import { VisitorPrompt } from './visitor-prompt';
import './chat.css';

export interface ChatPanelProps {
  /** The login by QR (visitors) or the logout chooser (signed in). */
  account: ReactNode;
  /** Opens the sign-in flow: the visitor's Login button. */
  onLogin: () => void;
}

export function ChatPanel({ account, onLogin }: ChatPanelProps) {
  const { t } = useChatTexts();
  const wallet = useAuth()?.wallet ?? null;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const zone = zoneOfPath(pathname);
  const chat = useChat({ wallet, zone });
  const { state } = chat;
  const replay = useChatReplay(chat.dispatch);
  const { isChatRoute, dock } = useChatRoute({
    isSignedIn: wallet !== null,
    isReplayPending: isReplayPending(state),
    send: chat.send,
    replay: replay.replay,
    cancelReplay: replay.cancel,
    restore: chat.restore,
  });
  const questions = useQuestionSet(zone);
  const me = useMe();
  const [dialog, setDialog] = useState<'share' | 'report' | null>(null);
  const [shareMemo, setShareMemo] = useState<ChatShareMemo | null>(null);
  const titleId = useId();
  const disclaimerId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const lang = currentLocale();

  const isOpen = isChatRoute || dock.isOpen;
  const isFullscreen = isChatRoute || dock.isFullscreen;
  const answering = isAnswering(state);
  const isBusy = state.turn !== null;
  const isLocked = answering || isReplayPending(state);
  const isOffline = (chat.agent ?? questions.data?.agent) === 'offline';
  // Only the server's current conversation can be shared (after a 406 retry, the history before it cannot).
  const shareable = conversationMessages(state);
  const hasExchange = shareable.some((message) => message.sender === 'agent' && message.message !== '');

  useEffect(() => {
    const element = panelRef.current;
    if (!isOpen || !element) return;
    const box = element.querySelector<HTMLTextAreaElement>('textarea:enabled');
    (box ?? element).focus();
  }, [isOpen]);

  const close = () => {
    setChatDock({ isOpen: false, isFullscreen: false });
    if (isChatRoute) void navigate(paths.dashboard.getHref());
    document.getElementById(CHAT_LAUNCHER_ID)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || isChatRoute || (event.target as Element).closest('dialog')) return;
    close();
  };

  const suggestions = wallet && !isLocked ? (chat.proposals ?? questions.data?.propositions ?? []) : [];
  const showVisitorPrompt = !wallet && (state.source === 'own' || state.status === 'replayed');
  const refill = me.data ? formatDay(me.data.chat.refillAt, lang) : null;

  return (
    <section
      ref={panelRef}
      id={CHAT_PANEL_ID}
      tabIndex={-1}
      className="chat-panel"
      data-fullscreen={isFullscreen}
      hidden={!isOpen}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <ChatHeader
        titleId={titleId}
        isOffline={isOffline}
        isChatRoute={isChatRoute}
        isFullscreen={isFullscreen}
        account={account}
        onClear={state.messages.length > 0 || state.failure ? chat.clear : undefined}
        onShare={wallet ? () => setDialog('share') : undefined}
        isShareDisabled={isLocked || state.source !== 'own' || !hasExchange || !state.sharable}
        onReport={wallet ? () => setDialog('report') : undefined}
        onToggleFullscreen={() => setChatDock({ isFullscreen: !dock.isFullscreen })}
        onClose={close}
      />
      {wallet ? <ChatStatus kredits={me.data?.chat} /> : null}
      <ChatMessages messages={state.messages} isBusy={isBusy} before={<ReplayBanner state={state} />}>
        {state.messages.length === 0 && state.source === 'own' && wallet ? (
          <div className="chat-empty">
            <p className="chat-empty-title">{t('chat.empty.title')}</p>
            <p>{t('chat.empty.text')}</p>
          </div>
        ) : null}
        {state.failure ? <FailureNotice failure={state.failure} refill={refill} onRetry={chat.retry} /> : null}
        <ChatSuggestions label={t('chat.suggestions.label')} items={suggestions} lang={lang} onPick={chat.send} />
        {showVisitorPrompt ? (
          <VisitorPrompt
            propositions={questions.data?.login_propositions ?? []}
            lang={lang}
            isIntro={state.messages.length === 0 || state.source === 'replay'}
            asked={state.source === 'own' ? state.messages.filter((m) => m.sender === 'user').map((m) => m.message) : []}
            isLocked={isLocked}
            needsSignIn={chat.needsSignIn}
            onAsk={chat.send}
            onLogin={onLogin}
          />
        ) : null}
      </ChatMessages>
      <ChatPromptBox
        isSignedIn={wallet !== null}
        isAnswering={answering}
        isLocked={isLocked}
        onSend={chat.send}
        onStop={chat.stop}
        describedBy={disclaimerId}
      />
      <p id={disclaimerId} className="chat-disclaimer">
        {t('chat.disclaimer')}
      </p>
      {wallet ? (
        <>
          <ChatShareDialog
            open={dialog === 'share'}
            onClose={() => setDialog(null)}
            messages={shareable}
            memo={shareMemo}
            onShared={setShareMemo}
          />
          <ReportDialog
            open={dialog === 'report'}
            onClose={() => setDialog(null)}
            messages={state.messages}
            route={pathname}
            page={zone ?? (pathname.split('/')[1] || 'dashboard')}
          />
        </>
      ) : null}
    </section>
  );
}
