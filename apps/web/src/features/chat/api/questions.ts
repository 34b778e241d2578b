// The chat's suggestions (spec §7 `GET /ai/questions[/{zone}]` "cached 60 s", `POST /ai/questions`; §5 "Chat
// proposals: pick 3 random questions, excluding any that match the last user message"): the question set of the page
// the user is on (stored like every query, CACHE_TTL_S.questions), and 3 new propositions after each answer.
import { useQuery } from '@tanstack/react-query';
import { AiPropositionsSchema, AiQuestionSetSchema, CACHE_TTL_S, type AiPropositionsBody, type AiZone } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { persistedQueryOptions } from '../../../lib/persisted-query';

export const questionSetQueryOptions = (zone: AiZone | null) =>
  persistedQueryOptions({
    queryKey: ['ai-questions', zone ?? 'all'] as const,
    queryFn: ({ signal }) =>
      apiRequest({ path: zone ? `/ai/questions/${zone}` : '/ai/questions', schema: AiQuestionSetSchema, signal }),
    ttlSeconds: CACHE_TTL_S.questions,
    schema: AiQuestionSetSchema,
  });

export function useQuestionSet(zone: AiZone | null) {
  return useQuery(questionSetQueryOptions(zone));
}

export const getPropositions = (body: AiPropositionsBody, signal?: AbortSignal) =>
  apiRequest({ path: '/ai/questions', method: 'POST', body, schema: AiPropositionsSchema, signal });
