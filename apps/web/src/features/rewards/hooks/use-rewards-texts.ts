// The rewards' texts: the `rewards` namespace (locales/*/rewards.json), one of the lazy namespaces of lib/i18n.ts, so
// they stay off every other page's first load. The rewards route and the dashboard's current quests wait for
// `loadRewardsTexts` before they render.
import { useTranslation } from 'react-i18next';
import { i18n, NAMESPACES } from '../../../lib/i18n';

const REWARDS_NAMESPACES = [...NAMESPACES, 'rewards'] as const;

export const loadRewardsTexts = () => i18n.loadNamespaces('rewards');

export function useRewardsTexts() {
  return useTranslation(REWARDS_NAMESPACES);
}
