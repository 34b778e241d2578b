// Chooses the news scorer (issue 10 §2): the LLM one, with the offline scorer as its fallback, when an LLM endpoint is
// configured (LLM_BASE_URL); the offline scorer otherwise.
import type { NewsScorer } from '../types';
import { createLlmScorer, type LlmScorerOptions } from './llm';
import { createOfflineScorer } from './offline';

export { createLlmScorer } from './llm';
export { createOfflineScorer, OFFLINE_SCORER_ID } from './offline';

export interface NewsScorerConfig {
  llm: { baseUrl: string; apiKey: string | null; model: string } | null;
}

export function createNewsScorer(
  config: NewsScorerConfig,
  options: Pick<LlmScorerOptions, 'onError' | 'timeoutMs' | 'fetch'> = {},
): NewsScorer {
  const offline = createOfflineScorer();
  if (!config.llm) return offline;
  return createLlmScorer({ ...config.llm, fallback: offline, ...options });
}
