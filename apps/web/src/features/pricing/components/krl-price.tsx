// The KRL price the pricing page values each plan's holding at (issue 26 §3: "what that is worth today"): the latest
// close of KRL's daily series, `GET /api/x-ray/projects/kryll/prices?days=7` (the last day with a close: today's may
// not be there yet just after midnight UTC) — the figure X-Ray and the dashboard
// show. A lazy chunk: the visitor's /pricing renders without it, and the values appear once it has loaded. Renders
// nothing; it hands the price to the page.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { XrayPricesResponseSchema } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';

/** The reference asset id of KRL (the token whose holding unlocks the plans). */
export const KRL_ASSET_ID = 'kryll';
const PRICE_STALE_MS = 5 * 60_000;

export interface KrlPrice {
  /** USD per KRL. */
  price: number;
  /** The UTC day of the close, yyyy-mm-dd. */
  date: string;
}

export default function KrlPriceLoader({ onPrice }: { onPrice: (price: KrlPrice | null) => void }) {
  const query = useQuery({
    queryKey: ['pricing', 'krl-price'] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/x-ray/projects/${KRL_ASSET_ID}/prices?days=7`,
        schema: XrayPricesResponseSchema.shape.data,
        signal,
      }),
    staleTime: PRICE_STALE_MS,
    retry: 1,
  });
  const last = query.data?.at(-1);
  useEffect(() => {
    onPrice(last && last.close > 0 ? { price: last.close, date: last.date } : null);
  }, [last, onPrice]);
  return null;
}
