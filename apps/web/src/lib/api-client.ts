// The API client (spec §7, docs/architecture.md "API conventions"): base address from config (default /api),
// bearer token from k3.auth, the `{ code, data }` / `{ code, error, message }` envelope parsed and checked.
// Non-2xx or a body code other than 200 raises ApiError with the server's message; a 403 on an
// authenticated call logs out locally and shows "Authentication error" (spec §4 and §8).
import type { z } from 'zod';
import { ErrorBodySchema } from '@k3/shared';
import { env } from '../config/env';
import { ApiError } from './api-error';
import { clearAuth, getAuth } from './auth';
import { i18n } from './i18n';
import { notify } from './toast';

export { ApiError };

export interface ApiRequest<T> {
  /** Path under the API base, starting with `/`, e.g. `/health`. */
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Schema of the envelope's `data`. */
  schema: z.ZodType<T>;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  baseUrl: string;
  fetch: typeof fetch;
  getToken: () => string | null;
  /** Called when the server rejects the token (403 on an authenticated call). */
  onAuthRejected: () => void;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function createApiClient(options: ApiClientOptions) {
  return async function request<T>({ path, method = 'GET', body, schema, signal }: ApiRequest<T>): Promise<T> {
    const token = options.getToken();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await options.fetch(`${options.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(0, 'network_error', cause instanceof Error ? cause.message : 'Network error');
    }

    const payload = await readJson(response);
    const bodyCode = isRecord(payload) ? payload.code : undefined;
    if (!response.ok || bodyCode !== 200) {
      const status = response.ok && typeof bodyCode === 'number' ? bodyCode : response.status;
      if (status === 403 && token) options.onAuthRejected();
      const failure = ErrorBodySchema.safeParse(payload);
      throw failure.success
        ? new ApiError(status, failure.data.error, failure.data.message, {
            url: failure.data.url,
            nextAvailableAt: failure.data.nextAvailableAt,
            field: failure.data.field,
            reason: failure.data.reason,
            params: failure.data.params,
          })
        : new ApiError(status, 'http_error', response.statusText || `HTTP ${status}`);
    }

    const data = schema.safeParse(isRecord(payload) ? payload.data : undefined);
    if (!data.success) throw new ApiError(response.status, 'invalid_response', `Unexpected response from ${path}`);
    return data.data;
  };
}

/** The app's client: configured base, token from k3.auth, local logout and toast on a rejected token. */
export const apiRequest = createApiClient({
  baseUrl: env.apiUrl,
  fetch: (input, init) => window.fetch(input, init),
  getToken: () => getAuth()?.token ?? null,
  onAuthRejected: () => {
    // Several calls refused together (a page's profile, sessions, Telegram link): the user is told once.
    if (!getAuth()) return;
    clearAuth();
    notify.error(i18n.t('common.errors.authentication'));
  },
});
