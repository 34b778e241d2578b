// The transactions view (issue 29 §3 "a transactions view per wallet with filters"; `GET /api/me/transactions`):
// newest first, 50 a page, the next page asked for with the cursor the last one gave (`next`).
import { useInfiniteQuery } from '@tanstack/react-query';
import { TransactionsPageSchema } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { transactionsQuery, type TransactionFilter } from '../utils/pnl';

export const TRANSACTIONS_QUERY_KEY = ['transactions'] as const;

export const getTransactions = (filter: TransactionFilter, cursor: string | null, signal?: AbortSignal) =>
  apiRequest({ path: `/me/transactions?${transactionsQuery(filter, cursor)}`, schema: TransactionsPageSchema, signal });

export function useTransactions(filter: TransactionFilter) {
  const auth = useAuth();
  return useInfiniteQuery({
    queryKey: [...TRANSACTIONS_QUERY_KEY, auth?.wallet ?? '', filter] as const,
    queryFn: ({ pageParam, signal }) => getTransactions(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    enabled: auth !== null,
  });
}
