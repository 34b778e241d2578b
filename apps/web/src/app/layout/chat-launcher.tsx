// The header's "Agent K" button (spec §2 "Chat panel", issue 12 §3): opens the chat as a drawer beside the page, or
// closes it. On the /chat routes, where the chat is the page, it closes the chat by going to the dashboard. Below
// 480 px its text shrinks to the icon and stays the button's name.
import { useLocation, useNavigate } from 'react-router';
import { ChatIcon } from '../../components/icons/icons';
import { paths } from '../../config/paths';
import { CHAT_LAUNCHER_ID, CHAT_PANEL_ID, isChatPath, setChatDock, useChatDock } from '../../lib/chat-dock';
import { useAppTranslation } from '../../lib/i18n';

export function ChatLauncher() {
  const { t } = useAppTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dock = useChatDock();
  const isChatRoute = isChatPath(pathname);
  const isOpen = isChatRoute || dock.isOpen;

  const toggle = () => {
    if (isChatRoute) {
      setChatDock({ isOpen: false, isFullscreen: false });
      void navigate(paths.dashboard.getHref());
      return;
    }
    setChatDock({ isOpen: !dock.isOpen });
  };

  return (
    <button
      id={CHAT_LAUNCHER_ID}
      type="button"
      className="button button-secondary"
      aria-label={t('common.header.chat')}
      aria-expanded={isOpen}
      aria-controls={isOpen ? CHAT_PANEL_ID : undefined}
      title={t('common.header.chatOpen')}
      onClick={toggle}
    >
      <ChatIcon width={18} height={18} />
      <span className="topbar-link-text">{t('common.header.chat')}</span>
    </button>
  );
}
