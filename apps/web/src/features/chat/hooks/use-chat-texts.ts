// The chat's texts: the `chat` namespace (locales/*/chat.json), one of the lazy namespaces of lib/i18n.ts that load
// with their feature. The chat's entry (chat-panel.tsx's lazy import) waits for `loadChatTexts` before it renders.
import { useTranslation } from 'react-i18next';
import { i18n, NAMESPACES } from '../../../lib/i18n';

const CHAT_NAMESPACES = [...NAMESPACES, 'chat'] as const;

export const loadChatTexts = () => i18n.loadNamespaces('chat');

export function useChatTexts() {
  return useTranslation(CHAT_NAMESPACES);
}
