// The cost-basis method (issue 29 §2 "chosen per user (default FIFO)"; `PUT /api/me/pnl/method`). Saving it reads
// every figure and explain view again, computed with the new method.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PnlMethodResponseSchema, type CostBasisMethodId } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { PNL_QUERY_KEY } from '../../../lib/pnl';

export const setPnlMethod = (method: CostBasisMethodId) =>
  apiRequest({ path: '/me/pnl/method', method: 'PUT', body: { method }, schema: PnlMethodResponseSchema.shape.data });

export function useSetPnlMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPnlMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PNL_QUERY_KEY }),
  });
}
