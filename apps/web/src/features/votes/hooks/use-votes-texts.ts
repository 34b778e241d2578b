// The votes' texts: the `votes` namespace (locales/*/votes.json), one of the lazy namespaces of lib/i18n.ts, so they
// stay off the first load of other pages. The votes route waits for `loadVotesTexts` before its tabs render.
import { useTranslation } from 'react-i18next';
import { i18n, NAMESPACES } from '../../../lib/i18n';

const VOTES_NAMESPACES = [...NAMESPACES, 'votes'] as const;

export const loadVotesTexts = () => i18n.loadNamespaces('votes');

export function useVotesTexts() {
  return useTranslation(VOTES_NAMESPACES);
}
