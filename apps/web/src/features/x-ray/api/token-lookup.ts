// A token audited by its address (issue 30 §1): `GET /api/x-ray/tokens/chains` lists the chains an address can be
// audited on (those with an RPC in live mode; none in the demo), and `POST /api/x-ray/tokens {chain, address}`
// (signed in, a plan with X-Ray) reads the token on its chain and answers its audit, whose id is the catalogue's when
// the address is a known project's contract and `<chain>:<address>` otherwise. The answer seeds the audit page's query,
// so the page opens on it without asking again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { XrayProjectDetailSchema, XrayTokenChainsResponseSchema, type XrayTokenLookup } from '@k3/shared';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { projectQueryKey } from './get-project';
import { XRAY_QUERY_KEY } from './get-projects';

/** The chains follow the server's configuration: they change with a restart, not while a page is open. */
const CHAINS_STALE_MS = 10 * 60_000;

const TokenChainsSchema = XrayTokenChainsResponseSchema.shape.data;
export type XrayTokenChain = z.infer<typeof TokenChainsSchema>[number];

export const getTokenChains = (signal?: AbortSignal) =>
  apiRequest({ path: '/x-ray/tokens/chains', schema: TokenChainsSchema, signal });

export const lookupToken = (body: XrayTokenLookup) =>
  apiRequest({ path: '/x-ray/tokens', method: 'POST', body, schema: XrayProjectDetailSchema });

/** The chains an address can be audited on; idle until `enabled` (an address was typed, or a token's audit is shown). */
export function useTokenChains(enabled = true) {
  return useQuery({
    queryKey: [...XRAY_QUERY_KEY, 'token-chains'] as const,
    queryFn: ({ signal }) => getTokenChains(signal),
    staleTime: CHAINS_STALE_MS,
    enabled,
  });
}

export function useLookupToken() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lookupToken,
    onSuccess: (detail) => queryClient.setQueryData(projectQueryKey(detail.id, auth?.wallet ?? ''), detail),
  });
}
