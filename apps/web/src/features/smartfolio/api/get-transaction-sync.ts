// Where reading each wallet's and exchange account's history stands (issue 29 §1 "progress visible in the UI";
// `GET /api/me/transactions/sync`). Asked again every few seconds while one is being read; when a read ends, the
// figures are read again, since they now include what it stored.
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SyncStatesResponseSchema } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { PNL_QUERY_KEY } from '../../../lib/pnl';
import { TRANSACTIONS_QUERY_KEY } from './get-transactions';

const POLL_MS = 5000;
/** After "Read history now", the states are polled this long even before a read shows as running (it starts soon). */
const AFTER_START_MS = 60_000;
let startedAt = 0;

export const getTransactionSync = (signal?: AbortSignal) =>
  apiRequest({ path: '/me/transactions/sync', schema: SyncStatesResponseSchema.shape.data, signal });

export function useTransactionSync() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['transaction-sync', auth?.wallet ?? ''] as const,
    queryFn: ({ signal }) => getTransactionSync(signal),
    enabled: auth !== null,
    refetchInterval: (current) =>
      current.state.data?.some((state) => state.status === 'running') || Date.now() - startedAt < AFTER_START_MS
        ? POLL_MS
        : false,
  });
  // What the reads have stored so far: when it changes and nothing is being read any more, the figures are read again
  // (a short read can start and end between two polls, so a read seen running is not required).
  const running = query.data?.some((state) => state.status === 'running') ?? false;
  const ended = query.data?.map((state) => `${state.portfolioId}:${state.finishedAt ?? ''}:${state.stored}`).join('|');
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (running || ended === undefined) return;
    if (seen.current !== undefined && seen.current !== ended) {
      void queryClient.invalidateQueries({ queryKey: PNL_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY });
    }
    seen.current = ended;
  }, [running, ended, queryClient]);
  return query;
}

/**
 * `POST /api/me/transactions/sync`: reads every account's history now, in the background (an account read in the last
 * minute is left alone); the states are then asked again, and polled while one is being read.
 */
export function useStartTransactionSync() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest({ path: '/me/transactions/sync', method: 'POST', body: {}, schema: SyncStatesResponseSchema.shape.data }),
    onSuccess: () => {
      startedAt = Date.now();
      return queryClient.invalidateQueries({ queryKey: ['transaction-sync', auth?.wallet ?? ''] });
    },
  });
}
