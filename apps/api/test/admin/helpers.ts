// The admin tests' setup: an app whose ADMIN_WALLETS names wallet A, wallet A and wallet B signed in for real, and
// shortcuts for admin calls.
import type { ErrorBody, QuestInputForm } from '@k3/shared';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import { bearer, EVM_KEY_A, EVM_KEY_B, evmWallet, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

export const ADMIN = evmWallet(EVM_KEY_A);
export const OTHER = evmWallet(EVM_KEY_B);

export interface AdminSetup {
  t: TestApp;
  clock: ReturnType<typeof manualClock>;
  /** Bearer of the wallet in ADMIN_WALLETS. */
  admin: string;
  /** Bearer of a signed-in user who is no admin. */
  user: string;
}

export async function adminSetup(): Promise<AdminSetup> {
  const clock = manualClock(new Date('2026-11-20T12:00:00Z'));
  const t = await buildTestApp({ env: { ...TEST_ENV, ADMIN_WALLETS: ADMIN.address }, clock: clock.now });
  return { t, clock, admin: await signIn(t.app, ADMIN), user: await signIn(t.app, OTHER) };
}

interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string | null;
  payload?: object;
}

export function call(app: App, { method = 'GET', url, token = null, payload }: Call) {
  return app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

/** Calls, expects 200 and answers the envelope's data. */
export async function ok<T>(app: App, request: Call): Promise<T> {
  const response = await call(app, request);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

/** Calls, expects `status` with `error` and answers the message. */
export async function fails(app: App, request: Call, status: number, error: string): Promise<string> {
  const response = await call(app, request);
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ErrorBody>();
  expect(body.error).toBe(error);
  return body.message;
}

/** A share-and-earn quest with every field set, as the console's form sends it. */
export function questInput(id: string, overrides: Partial<QuestInputForm> = {}): QuestInputForm {
  return {
    id,
    name: { en: `Quest ${id}`, fr: `Quête ${id}`, es: `Misión ${id}` },
    desc: { en: 'Share K3 on X today', fr: 'Partagez K3 sur X', es: 'Comparte K3 en X' },
    image: '/quests/share.png',
    reward: { xp: 50, kredits: 2 },
    priority: 10,
    url: null,
    hint: 'per_chat_share',
    type: 'share_and_earn',
    recurrence: 'daily',
    cooldownHours: 0,
    params: {},
    startsAt: null,
    endsAt: null,
    ...overrides,
  };
}
