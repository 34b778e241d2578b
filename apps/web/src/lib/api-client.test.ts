import { STORAGE_KEYS } from '@k3/shared';
import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse } from '../testing/render';
import { ApiError, apiRequest, createApiClient } from './api-client';
import { getAuth, setAuth, subscribeAuth } from './auth';

const DataSchema = z.object({ value: z.number() });

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  beforeEach(() => {
    vi.spyOn(toast, 'error');
  });

  afterEach(() => {
    window.localStorage.clear();
  });

  it('calls the configured base, sends the bearer token and returns the envelope data', async () => {
    setAuth({ token: 'tok-1', wallet: '0xabc' });
    const fetchMock = stubFetch(jsonResponse({ code: 200, data: { value: 7 } }));

    await expect(apiRequest({ path: '/things', schema: DataSchema })).resolves.toEqual({ value: 7 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-1');
  });

  it('logs out locally and shows "Authentication error" on a 403 to an authenticated call', async () => {
    setAuth({ token: 'expired', wallet: '0xabc' });
    const listener = vi.fn();
    const unsubscribe = subscribeAuth(listener);
    stubFetch(jsonResponse({ code: 403, error: 'forbidden', message: 'Invalid session' }, 403));

    const error = await apiRequest({ path: '/me', schema: DataSchema }).catch((e: unknown) => e);
    unsubscribe();

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, error: 'forbidden', message: 'Invalid session' });
    expect(getAuth()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(listener).toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Authentication error', expect.objectContaining({ autoClose: 5000 }));
  });

  it('does not log out on a 403 to a call made without a token', async () => {
    stubFetch(jsonResponse({ code: 403, error: 'forbidden', message: 'No' }, 403));
    await expect(apiRequest({ path: '/me', schema: DataSchema })).rejects.toMatchObject({ status: 403 });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('raises the response message on a non-2xx answer', async () => {
    stubFetch(jsonResponse({ code: 400, error: 'validation_error', message: 'body/contact is required' }, 400));
    await expect(apiRequest({ path: '/preregistrations', method: 'POST', body: {}, schema: DataSchema })).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      error: 'validation_error',
      message: 'body/contact is required',
    });
  });

  it('raises the body message when the HTTP status is 200 but the body code is not', async () => {
    stubFetch(jsonResponse({ code: 406, error: 'NOT_INVITED', message: 'Wallet not invited' }));
    await expect(apiRequest({ path: '/user/auth/0x1', schema: DataSchema })).rejects.toMatchObject({
      status: 406,
      error: 'NOT_INVITED',
      message: 'Wallet not invited',
    });
  });
});

describe('createApiClient', () => {
  const base = { baseUrl: 'https://api.example.test', getToken: () => null, onAuthRejected: vi.fn() };

  it('sends a JSON body and rejects a response of the wrong shape', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ code: 200, data: { value: 'nope' } }));
    const request = createApiClient({ ...base, fetch: fetchMock });
    await expect(request({ path: '/x', method: 'POST', body: { a: 1 }, schema: DataSchema })).rejects.toMatchObject({
      error: 'invalid_response',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.test/x');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('turns a failed connection into a network_error and a non-JSON error page into its status text', async () => {
    const offline = createApiClient({
      ...base,
      fetch: vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')),
    });
    await expect(offline({ path: '/x', schema: DataSchema })).rejects.toMatchObject({ status: 0, error: 'network_error' });

    const gateway = createApiClient({
      ...base,
      fetch: vi
        .fn<typeof fetch>()
        .mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    });
    await expect(gateway({ path: '/x', schema: DataSchema })).rejects.toMatchObject({
      status: 502,
      error: 'http_error',
      message: 'Bad Gateway',
    });
  });
});
