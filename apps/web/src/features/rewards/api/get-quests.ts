// The signed-in user's quests (spec §3 Quest, §4 quest states): `GET /api/me/quests?lang=` → {quests} with each one's
// status, reward, hint, progress and, for recurring ones, when they are available again. Kept under the /me key prefix
// so that anything that changes the user (a claim, a share) reads them again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { QuestListResponseSchema, type Locale } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { currentLocale, useAppTranslation } from '../../../lib/i18n';
import { ME_QUERY_KEY } from '../../../lib/me';

/** Progress (prompts answered, KRL held) moves while the user is away: read again after 30 s. */
const QUESTS_STALE_MS = 30_000;

/** The prefix of every quest list: invalidate it after a start or a claim. */
export const QUESTS_QUERY_KEY = [...ME_QUERY_KEY, 'quests'] as const;

export const getQuests = (lang: Locale, signal?: AbortSignal) =>
  apiRequest({ path: `/me/quests?lang=${lang}`, schema: QuestListResponseSchema.shape.data, signal });

export const questsQueryOptions = (wallet: string, lang: Locale) =>
  queryOptions({
    queryKey: [...QUESTS_QUERY_KEY, wallet, lang] as const,
    queryFn: ({ signal }) => getQuests(lang, signal),
    staleTime: QUESTS_STALE_MS,
  });

/** The quests in the interface language; idle for a visitor. */
export function useQuests() {
  const auth = useAuth();
  // Re-rendered on a language switch, so the names follow it.
  useAppTranslation();
  return useQuery({ ...questsQueryOptions(auth?.wallet ?? '', currentLocale()), enabled: auth !== null });
}
