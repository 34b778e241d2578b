// GET /api/me/nfts (issue 4 §4 "NFTs by portfolio"; spec §2 SmartFolio "NFT tab"): the NFTs of every wallet of the
// signed-in user, kept 60 s and stored per wallet like /me (lib/me.ts), so a revisit shows them at once.
import { useQuery } from '@tanstack/react-query';
import { NftsSchema } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { persistedQueryOptions } from '../../../lib/persisted-query';

export const NFTS_QUERY_KEY = ['nfts'] as const;
/** The API keeps the answer 60 s per user; the browser keeps it as long. */
export const NFTS_TTL_S = 60;

export const getNfts = (signal?: AbortSignal) => apiRequest({ path: '/me/nfts', schema: NftsSchema, signal });

export const nftsQueryOptions = (wallet: string) =>
  persistedQueryOptions({
    queryKey: [...NFTS_QUERY_KEY, wallet] as const,
    queryFn: ({ signal }) => getNfts(signal),
    ttlSeconds: NFTS_TTL_S,
    schema: NftsSchema,
  });

/** The user's NFTs; idle (no request) for a visitor. */
export function useNfts() {
  const auth = useAuth();
  return useQuery({ ...nftsQueryOptions(auth?.wallet ?? ''), enabled: auth !== null });
}
