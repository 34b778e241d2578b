// Casting a ballot (spec §1 "a signed-in user distributes points", §5 "voting needs a signed-in user"):
// `POST /api/polls/{id}/ballot?lang= {points: {"<choice index>": n}}` with the bearer; the answer is the poll after the
// ballot (its `myBallot`, and its results when the poll shows them live), written into this wallet's cached lists.
// A ballot is final: there is no call to change one. After `already_voted` (a ballot cast from another tab) the lists
// are fetched again so the page shows the ballot that counts; after other refusals the page stays as it is, its
// message beside the ballot.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BallotResponseSchema, type BallotBody, type Locale, type Poll } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { currentLocale } from '../../../lib/i18n';
import { POLLS_QUERY_KEY } from './get-polls';

export const castBallot = (pollId: number, body: BallotBody, lang: Locale) =>
  apiRequest({
    path: `/polls/${pollId}/ballot?lang=${lang}`,
    method: 'POST',
    body,
    schema: BallotResponseSchema.shape.data,
  });

export function useCastBallot(pollId: number) {
  const queryClient = useQueryClient();
  const wallet = useAuth()?.wallet ?? '';
  // The lists of this wallet, in any language: [...POLLS_QUERY_KEY, status, lang, wallet].
  const isThisWallets = {
    queryKey: POLLS_QUERY_KEY,
    predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[3] === wallet,
  };
  return useMutation({
    mutationFn: (body: BallotBody) => castBallot(pollId, body, currentLocale()),
    onSuccess: (poll) => {
      // Lists in another language keep their own wording of the question and choices.
      queryClient.setQueriesData<Poll[]>(isThisWallets, (polls) =>
        polls?.map((known) => (known.id === poll.id ? { ...poll, question: known.question, choices: known.choices } : known)),
      );
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.error === 'already_voted') await queryClient.invalidateQueries(isThisWallets);
    },
  });
}
