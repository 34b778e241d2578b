// The polls (spec §2 "Current Poll", "Past polls"): `GET /api/polls?status=current|past&lang=`. Public; the client
// sends the bearer when signed in so each poll carries the caller's `myBallot`. One query per status, language and
// wallet, so a sign-in or a sign-out never shows another visitor's ballot.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PollListResponseSchema, type Locale } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { currentLocale } from '../../../lib/i18n';

export type PollListStatus = 'current' | 'past';

export const POLLS_QUERY_KEY = ['polls'] as const;
/** Results and ballot counts move while a poll runs; a minute old is recent enough between visits. */
const POLLS_STALE_MS = 60_000;

export const getPolls = (status: PollListStatus, lang: Locale, signal?: AbortSignal) =>
  apiRequest({
    path: `/polls?status=${status}&lang=${lang}`,
    schema: PollListResponseSchema.shape.data,
    signal,
  }).then((data) => data.polls);

export const pollsQueryOptions = (status: PollListStatus, lang: Locale, wallet: string) =>
  queryOptions({
    queryKey: [...POLLS_QUERY_KEY, status, lang, wallet] as const,
    queryFn: ({ signal }) => getPolls(status, lang, signal),
    staleTime: POLLS_STALE_MS,
  });

export function usePolls(status: PollListStatus) {
  const auth = useAuth();
  return useQuery(pollsQueryOptions(status, currentLocale(), auth?.wallet ?? ''));
}
