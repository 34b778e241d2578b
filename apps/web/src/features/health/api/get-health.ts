// GET /api/health: server status and whether figures are demo data (issue 2 §2, docs/architecture.md "Providers").
import { useQuery } from '@tanstack/react-query';
import { HealthSchema } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { persistedQueryOptions } from '../../../lib/persisted-query';

/** The data mode only changes when the server is redeployed; a minute keeps the badge right after a switch. */
const HEALTH_TTL_S = 60;

export const getHealth = (signal?: AbortSignal) => apiRequest({ path: '/health', schema: HealthSchema, signal });

export const healthQueryOptions = () =>
  persistedQueryOptions({
    queryKey: ['health'] as const,
    queryFn: ({ signal }) => getHealth(signal),
    ttlSeconds: HEALTH_TTL_S,
    schema: HealthSchema,
  });

export const useHealth = () => useQuery(healthQueryOptions());
