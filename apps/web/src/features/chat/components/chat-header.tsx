// The panel's header (spec §2 "Chat panel: clear, fullscreen, share, login by QR, logout, report"): the title with
// the "Offline assistant" label when no AI model answers, then icon buttons named for screen readers. On the /chat
// routes full screen is the page itself: "Exit full screen" is a link to the dashboard, where the chat stays open
// beside it. `account` is the login by QR (visitors) or the logout chooser (signed in), composed by the layout.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChatIcon, CloseIcon } from '../../../components/icons/icons';
import { paths } from '../../../config/paths';
import { setChatDock } from '../../../lib/chat-dock';
import { useChatTexts } from '../hooks/use-chat-texts';
import { ClearIcon, CollapseIcon, ExpandIcon, FlagIcon, ShareIcon } from './chat-icons';

interface ChatHeaderProps {
  titleId: string;
  isOffline: boolean;
  isChatRoute: boolean;
  isFullscreen: boolean;
  account: ReactNode;
  /** Absent when the control does not apply (a visitor cannot share nor report). */
  onClear?: () => void;
  onShare?: () => void;
  onReport?: () => void;
  isShareDisabled: boolean;
  onToggleFullscreen: () => void;
  onClose: () => void;
}

export function ChatHeader(props: ChatHeaderProps) {
  const { t } = useChatTexts();
  const { titleId, isOffline, isChatRoute, isFullscreen, account } = props;
  return (
    <header className="chat-header">
      <div className="chat-title">
        <h2 id={titleId}>
          <ChatIcon /> {t('chat.title')}
        </h2>
        {isOffline ? (
          <span className="chat-badge" title={t('chat.status.offlineHint')}>
            {t('chat.status.offline')}
            <span className="visually-hidden">: {t('chat.status.offlineHint')}</span>
          </span>
        ) : null}
      </div>
      <div className="chat-header-actions">
        {props.onClear ? (
          <IconButton label={t('chat.actions.clear')} onClick={props.onClear}>
            <ClearIcon />
          </IconButton>
        ) : null}
        {props.onShare ? (
          <IconButton label={t('chat.actions.share')} onClick={props.onShare} disabled={props.isShareDisabled} hasPopup>
            <ShareIcon />
          </IconButton>
        ) : null}
        {props.onReport ? (
          <IconButton label={t('chat.actions.report')} onClick={props.onReport} hasPopup>
            <FlagIcon />
          </IconButton>
        ) : null}
        {isChatRoute ? (
          <Link
            to={paths.dashboard.getHref()}
            className="icon-button"
            aria-label={t('chat.actions.exitFullscreen')}
            title={t('chat.actions.exitFullscreen')}
            onClick={() => setChatDock({ isOpen: true, isFullscreen: false })}
          >
            <CollapseIcon />
          </Link>
        ) : (
          <button
            type="button"
            className="icon-button chat-fullscreen-toggle"
            aria-label={t('chat.actions.fullscreen')}
            title={t('chat.actions.fullscreen')}
            aria-pressed={isFullscreen}
            onClick={props.onToggleFullscreen}
          >
            {isFullscreen ? <CollapseIcon /> : <ExpandIcon />}
          </button>
        )}
        {account}
        <IconButton label={t('chat.actions.close')} onClick={props.onClose}>
          <CloseIcon />
        </IconButton>
      </div>
    </header>
  );
}

interface IconButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  hasPopup?: boolean;
  children: ReactNode;
}

function IconButton({ label, onClick, disabled, hasPopup, children }: IconButtonProps) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      disabled={disabled}
      aria-haspopup={hasPopup ? 'dialog' : undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
