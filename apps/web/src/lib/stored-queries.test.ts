// Invalidation reaches local storage (issue 8 §14): the app's query client forgets the `k3-cache` copies and the
// dashboard memory of what it invalidates, so a reload within the TTL does not bring an out-of-date dashboard back.
import { createElement, type ReactNode } from 'react';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { STORAGE_KEYS, type Portfolio } from '@k3/shared';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/render';
import { cacheStorageKey, clientCache } from './cache';
import { DASHBOARD_QUERY_KEY, useAddWallet, useDeletePortfolio } from './portfolio';
import { createQueryClient } from './query-client';
import { storageKeyOf } from './stored-queries';

const WALLET = '0x1111111111111111111111111111111111111111';
const OTHER = '0x52908400098527886E0F7030069857D2E4169EE7';

const DASHBOARD = ['dashboard', WALLET, 0.01] as const;
const SMARTFOLIO_DASHBOARD = ['dashboard', WALLET, 0] as const;
const PORTFOLIOS = ['portfolios', WALLET] as const;
const ME = ['me', WALLET] as const;
const HEALTH = ['health'] as const;

const store = (key: QueryKey) => clientCache.set(storageKeyOf(key), { stored: true }, 60);
const isStored = (key: QueryKey) => window.localStorage.getItem(cacheStorageKey(storageKeyOf(key))) !== null;
const rememberDashboard = () =>
  window.localStorage.setItem(STORAGE_KEYS.dashboardMemory, JSON.stringify({ [WALLET]: { savedAt: '', data: {} } }));
const isDashboardRemembered = () => window.localStorage.getItem(STORAGE_KEYS.dashboardMemory) !== null;

function storeEverything() {
  for (const key of [DASHBOARD, SMARTFOLIO_DASHBOARD, PORTFOLIOS, ME, HEALTH]) store(key);
  rememberDashboard();
}

const ADDED: Portfolio = {
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'wallet',
  address: OTHER,
  network: 'evm',
  exchange: null,
  alias: null,
  primary: false,
  verified: false,
  chains: ['ethereum'],
  worth: 250,
  demo: true,
  syncedAt: null,
  stale: false,
};

function renderWithAppClient<T>(hook: () => T) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return { queryClient, ...renderHook(hook, { wrapper }) };
}

describe('invalidation through the app query client', () => {
  it('forgets the stored copies under the key, held in memory on this page or not, and leaves the others', async () => {
    storeEverything();
    const queryClient = createQueryClient();
    queryClient.setQueryData(SMARTFOLIO_DASHBOARD, { stored: true });

    await queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });

    expect(isStored(DASHBOARD)).toBe(false);
    expect(isStored(SMARTFOLIO_DASHBOARD)).toBe(false);
    expect(isDashboardRemembered()).toBe(false);
    expect(queryClient.getQueryState(SMARTFOLIO_DASHBOARD)?.isInvalidated).toBe(true);
    expect([PORTFOLIOS, ME, HEALTH].map(isStored)).toEqual([true, true, true]);
  });

  it('honours exact keys and predicates', async () => {
    storeEverything();
    const queryClient = createQueryClient();
    await queryClient.invalidateQueries({ queryKey: ['dashboard', WALLET], exact: true });
    expect(isStored(DASHBOARD)).toBe(true);

    // A predicate is asked about the queries held in memory only: the stored ones it cannot see stay.
    queryClient.setQueryData(ME, { stored: true });
    await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'me' });
    expect(isStored(ME)).toBe(false);
    expect([DASHBOARD, PORTFOLIOS, HEALTH].map(isStored)).toEqual([true, true, true]);
  });

  it('adding a wallet forgets the stored dashboards, portfolios and user, and the dashboard memory', async () => {
    storeEverything();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ code: 200, data: ADDED })));
    const { result } = renderWithAppClient(() => useAddWallet());

    await act(() => result.current.mutateAsync({ address: OTHER }));

    expect([DASHBOARD, SMARTFOLIO_DASHBOARD, PORTFOLIOS, ME].map(isStored)).toEqual([false, false, false, false]);
    expect(isDashboardRemembered()).toBe(false);
    expect(isStored(HEALTH)).toBe(true);
  });

  it('deleting a wallet does too, and a failed delete forgets nothing', async () => {
    storeEverything();
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse({ code: 404, error: 'not_found', message: 'No such wallet' }, 404))
      .mockResolvedValueOnce(jsonResponse({ code: 200, data: { deleted: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderWithAppClient(() => useDeletePortfolio());
    const target = { kind: 'wallet' as const, id: ADDED.id, address: OTHER };

    await act(() => expect(result.current.mutateAsync(target)).rejects.toThrow('No such wallet'));
    expect(isStored(DASHBOARD)).toBe(true);
    expect(isDashboardRemembered()).toBe(true);

    await act(() => result.current.mutateAsync(target));
    expect([DASHBOARD, SMARTFOLIO_DASHBOARD, PORTFOLIOS, ME].map(isStored)).toEqual([false, false, false, false]);
    expect(isDashboardRemembered()).toBe(false);
  });
});
