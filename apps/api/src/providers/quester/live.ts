// The live quest-platform adapter: GET {QUESTER_BASE_URL}/quests/{platformQuestId}/completions/{wallet} with the key in
// the x-api-key header, through the one HTTP layer (timeouts, retries with backoff). The platform answers
// `{ "completed": boolean }`; a 404 (no completion recorded for that wallet) means not done; any other failure is
// QuestPlatformUnavailableError, never a silent "not done".
import { z } from 'zod';
import { createHttpClient, type HttpClientOptions, ProviderError } from '../http';
import { QuestPlatformUnavailableError, type QuesterPort } from './port';

const CompletionSchema = z.object({ completed: z.boolean() });

export interface LiveQuesterOptions {
  baseUrl: string;
  apiKey: string | null;
  /** HTTP layer overrides (tests pass a manual clock and fewer retries). */
  http?: Partial<Omit<HttpClientOptions, 'name' | 'baseUrl' | 'headers'>>;
}

export function createLiveQuester(options: LiveQuesterOptions): QuesterPort {
  const client = createHttpClient({
    name: 'quester',
    baseUrl: options.baseUrl,
    timeoutMs: 5_000,
    retries: 2,
    backoffBaseMs: 200,
    ...(options.apiKey ? { headers: { 'x-api-key': options.apiKey } } : {}),
    ...options.http,
  });
  return {
    demo: false,
    async completed({ platformQuestId, wallet }) {
      const path = `/quests/${encodeURIComponent(platformQuestId)}/completions/${encodeURIComponent(wallet)}`;
      try {
        return (await client.getJson(path, undefined, CompletionSchema)).completed;
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) return false;
        throw new QuestPlatformUnavailableError(error instanceof Error ? error.message : String(error), { cause: error });
      }
    },
  };
}
