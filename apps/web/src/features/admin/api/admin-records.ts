// The console's read-only records (issue 13 §4; docs/admin.md): the news feeds' status (GET /api/admin/news-feeds),
// the background jobs' state (GET /api/admin/jobs), the outside sources' state (GET /api/admin/sources), the chat's feedback reports (GET /api/admin/reports) and the
// audit log (GET /api/admin/audit).
import { useQuery } from '@tanstack/react-query';
import {
  AdminFeedListResponseSchema,
  AdminJobListResponseSchema,
  AdminSourceListResponseSchema,
  AdminReportListResponseSchema,
  AuditListResponseSchema,
} from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './admin-keys';

export function useNewsFeeds() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'news-feeds'],
    queryFn: ({ signal }) => apiRequest({ path: '/admin/news-feeds', schema: AdminFeedListResponseSchema.shape.data, signal }),
  });
}

export function useSources() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'sources'],
    queryFn: ({ signal }) => apiRequest({ path: '/admin/sources', schema: AdminSourceListResponseSchema.shape.data, signal }),
    // Sources change with every call: the tab stays current while it is open.
    refetchInterval: 30_000,
  });
}

export function useJobs() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'jobs'],
    queryFn: ({ signal }) => apiRequest({ path: '/admin/jobs', schema: AdminJobListResponseSchema.shape.data, signal }),
    // Jobs move on their own: the tab stays current while it is open.
    refetchInterval: 30_000,
  });
}

export function useReports() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'reports'],
    queryFn: ({ signal }) => apiRequest({ path: '/admin/reports', schema: AdminReportListResponseSchema.shape.data, signal }),
  });
}

export function useAuditLog() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'audit'],
    queryFn: ({ signal }) => apiRequest({ path: '/admin/audit', schema: AuditListResponseSchema.shape.data, signal }),
  });
}
