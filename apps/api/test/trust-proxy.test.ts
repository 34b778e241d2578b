// TRUST_PROXY (issue 8 §2): every limit keys on `request.ip`. Off (the default), X-Forwarded-For is ignored and the
// socket peer is the client; with a hop count or a list of trusted proxies, clients behind them get a limit each,
// while a header sent by a peer outside the list is ignored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { evmWallet, manualClock, TEST_ENV } from './auth/helpers';
import { buildTestApp, createTestDatabase, type TestDatabase } from './helpers/build-test-app';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('TRUST_PROXY', () => {
  it('is off by default and reads a hop count or a list of addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1, fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('stops on a bad value with one line naming TRUST_PROXY', () => {
    for (const value of ['0', 'true', 'proxy.example', '10.0.0.0/33', '10.0.0.1,,10.0.0.2', '1.5'])
      expect(configError({ TRUST_PROXY: value }), value).toBe(
        `Invalid configuration: TRUST_PROXY must be a number of proxy hops (1 or more) or a comma-separated list of IP addresses or CIDR ranges (got ${JSON.stringify(value)})`,
      );
  });
});

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** The database counters' windows are fixed minutes: a still clock keeps each test inside one. */
const clock = manualClock();

/** An app with AUTH_RATE_LIMIT 2 and CODE_FAILURE_LIMIT 2, run against the shared test database. */
async function withApp(trustProxy: string | null, run: (app: Awaited<ReturnType<typeof buildTestApp>>['app']) => Promise<void>) {
  const env = { ...TEST_ENV, AUTH_RATE_LIMIT: '2', CODE_FAILURE_LIMIT: '2', ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) };
  const t = await buildTestApp({ env, database, clock: clock.now });
  try {
    await run(t.app);
  } finally {
    await t.close();
  }
}

const wallet = evmWallet().address;
type App = Parameters<Parameters<typeof withApp>[1]>[0];
/** A sign-in challenge (route limit) and a bad code (database counter) from `peer`, forwarding for `client`. */
async function attempts(app: App, peer: string, client: string) {
  const headers = { 'x-forwarded-for': client };
  const challenge = await app.inject({ url: `/api/user/auth/${wallet}`, remoteAddress: peer, headers });
  const code = await app.inject({ url: '/api/user/auth-link-token/AAAAAAAAAAAAAA', remoteAddress: peer, headers });
  return [challenge.statusCode, code.statusCode];
}

describe('limits behind a proxy', () => {
  it('off: X-Forwarded-For is ignored, so every client of one peer shares its limits', async () => {
    await withApp(null, async (app) => {
      expect(await attempts(app, '192.0.2.10', '198.51.100.1')).toEqual([200, 401]);
      expect(await attempts(app, '192.0.2.10', '198.51.100.2')).toEqual([200, 401]);
      expect(await attempts(app, '192.0.2.10', '198.51.100.3')).toEqual([429, 429]);
    });
  });

  it('with a hop count: two forwarded clients get a limit each', async () => {
    await withApp('1', async (app) => {
      for (let i = 0; i < 2; i++) expect(await attempts(app, '192.0.2.20', '198.51.100.11')).toEqual([200, 401]);
      expect(await attempts(app, '192.0.2.20', '198.51.100.11')).toEqual([429, 429]);
      expect(await attempts(app, '192.0.2.20', '198.51.100.12')).toEqual([200, 401]);
      // The proxy appends the address it saw: what the client wrote before it is not believed.
      expect(await attempts(app, '192.0.2.20', '203.0.113.99, 198.51.100.11')).toEqual([429, 429]);
    });
  });

  it('with a CIDR list: forwarded clients of a trusted proxy get a limit each; a spoofed header from another peer is ignored', async () => {
    await withApp('10.0.0.0/8', async (app) => {
      for (let i = 0; i < 2; i++) expect(await attempts(app, '10.1.2.3', '198.51.100.21')).toEqual([200, 401]);
      expect(await attempts(app, '10.1.2.3', '198.51.100.22')).toEqual([200, 401]);
      expect(await attempts(app, '10.1.2.3', '198.51.100.21')).toEqual([429, 429]);

      expect(await attempts(app, '203.0.113.7', '198.51.100.31')).toEqual([200, 401]);
      expect(await attempts(app, '203.0.113.7', '198.51.100.32')).toEqual([200, 401]);
      expect(await attempts(app, '203.0.113.7', '198.51.100.33')).toEqual([429, 429]);
    });
  });
});
