// The review queue of spread-the-word posts (issue 22 §7; docs/admin.md "Post reviews"): GET
// /api/admin/quest-submissions?status&limit&offset, POST /api/admin/quest-submissions/{id}/approve and …/reject.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminSubmissionListResponseSchema, AdminSubmissionReviewResponseSchema, type QuestSubmissionStatus } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './admin-keys';

export const ADMIN_REVIEWS_PAGE = 50;
export type ReviewVerdict = 'approve' | 'reject';

export function useSubmissions(status: QuestSubmissionStatus, offset: number) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'quest-submissions', status, offset],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/admin/quest-submissions?status=${status}&limit=${ADMIN_REVIEWS_PAGE}&offset=${offset}`,
        schema: AdminSubmissionListResponseSchema.shape.data,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verdict }: { id: string; verdict: ReviewVerdict }) =>
      apiRequest({
        path: `/admin/quest-submissions/${encodeURIComponent(id)}/${verdict}`,
        method: 'POST',
        schema: AdminSubmissionReviewResponseSchema.shape.data,
      }),
    // The queue, the users' XP and the audit log all moved.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
