// The account page's personal access tokens for AI assistants (issue 28 §4; docs/mcp.md): GET /api/me/mcp-tokens,
// POST /api/me/mcp-tokens {name} (the only answer holding the token) and DELETE /api/me/mcp-tokens/{id}. Not cached:
// the list is what the user checks for a token they no longer use.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { McpTokenCreatedSchema, McpTokenSchema, McpTokenRevokedResponseSchema, type McpTokenCreateBody } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

/** Prefix of the list queries, one per wallet so a later sign-in never shows the previous user's tokens. */
export const MCP_TOKENS_QUERY_KEY = ['mcp-tokens'] as const;

export const getMcpTokens = (signal?: AbortSignal) =>
  apiRequest({ path: '/me/mcp-tokens', schema: z.array(McpTokenSchema), signal });

export const createMcpToken = (body: McpTokenCreateBody) =>
  apiRequest({ path: '/me/mcp-tokens', method: 'POST', body, schema: McpTokenCreatedSchema });

export const revokeMcpToken = (id: string) =>
  apiRequest({
    path: `/me/mcp-tokens/${encodeURIComponent(id)}`,
    method: 'DELETE',
    schema: McpTokenRevokedResponseSchema.shape.data,
  });

export function useMcpTokens() {
  const auth = useAuth();
  return useQuery({
    queryKey: [...MCP_TOKENS_QUERY_KEY, auth?.wallet ?? ''],
    queryFn: ({ signal }) => getMcpTokens(signal),
    enabled: auth !== null,
  });
}

export function useCreateMcpToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMcpToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MCP_TOKENS_QUERY_KEY }),
  });
}

/** Revokes; the list is read again either way (a 404 means it was revoked elsewhere). */
export function useRevokeMcpToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeMcpToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MCP_TOKENS_QUERY_KEY }),
  });
}
