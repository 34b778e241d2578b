// Shared chats (spec §7 `POST /ai/chat/share` "returns tweetdata", `GET /ai/chat/getshare/{id}` "cached 240 s";
// issue 12 §1 "its owner can withdraw it"): share the conversation, read a shared one (public; stored like every
// query for CACHE_TTL_S.sharedChat), list one's live shares (GET /me/chat-shares) and withdraw one.
import { z } from 'zod';
import { AiShareSchema, CACHE_TTL_S, MyShareSchema, SharedChatSchema, type AiShareBody } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { persistedQueryOptions } from '../../../lib/persisted-query';

export const createShare = (body: AiShareBody, signal?: AbortSignal) =>
  apiRequest({ path: '/ai/chat/share', method: 'POST', body, schema: AiShareSchema, signal });

export const withdrawShare = (id: string) =>
  apiRequest({
    path: `/ai/chat/share/${encodeURIComponent(id)}`,
    method: 'DELETE',
    schema: z.object({ id: z.string() }).loose(),
  });

export const sharedChatQueryOptions = (id: string) =>
  persistedQueryOptions({
    queryKey: ['ai-shared-chat', id] as const,
    queryFn: ({ signal }) =>
      apiRequest({ path: `/ai/chat/getshare/${encodeURIComponent(id)}`, schema: SharedChatSchema, signal }),
    ttlSeconds: CACHE_TTL_S.sharedChat,
    schema: SharedChatSchema,
  });

const MySharesSchema = z.object({ shares: z.array(MyShareSchema) });

/** The signed-in user's live shares, newest first (not stored: a withdrawal elsewhere must show at once). */
export const mySharesQueryOptions = (wallet: string) => ({
  queryKey: ['chat-shares', wallet] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest({ path: '/me/chat-shares', schema: MySharesSchema, signal }),
});
