// The in-process app the API benches load (bench/dashboard.ts, bench/news.ts): a fresh data folder, silent logs, no
// rate limit in the way, on PGlite or on DATABASE_URL when set.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannonUntyped from 'autocannon';
import { privateKeyToAccount } from 'viem/accounts';
import { type Config, loadConfig } from '../apps/api/src/config';

export function benchConfig(name: string): { config: Config; dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), `k3-bench-${name}-`));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000000',
    // On PostgreSQL the exchange-secrets key must be given (config.ts); the benches store no secrets, any key does.
    ...(process.env.DATABASE_URL
      ? { DATABASE_URL: process.env.DATABASE_URL, SECRETS_KEY: process.env.SECRETS_KEY ?? randomBytes(32).toString('hex') }
      : {}),
  });
  return { config, dataDir };
}

/** The part of autocannon's result the API benches read (the package ships no types). */
export interface LoadResult {
  errors: number;
  non2xx: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
  requests: { average: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
}

/** autocannon, typed with the options the benches pass. */
export const autocannon = autocannonUntyped as unknown as (options: {
  url: string;
  connections: number;
  duration: number;
  workers?: number;
  headers?: Record<string, string>;
  requests?: { path: string }[];
}) => Promise<LoadResult>;

/** Signs `key`'s wallet in to the running app at `address` with a real signature; answers the bearer token. */
export async function signInBench(address: string, key: `0x${string}`): Promise<{ token: string; wallet: string }> {
  const account = privateKeyToAccount(key);
  const challenge = (await (await fetch(`${address}/api/user/auth/${account.address}`)).json()) as { data: { msg: string } };
  const signed = await fetch(`${address}/api/user/auth/${account.address}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ signature: await account.signMessage({ message: challenge.data.msg }) }),
  });
  return { token: ((await signed.json()) as { data: { token: string } }).data.token, wallet: account.address };
}
