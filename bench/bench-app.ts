// The in-process app the API benches load (bench/dashboard.ts, bench/news.ts): a fresh data folder, silent logs, no
// rate limit in the way, on PGlite or on DATABASE_URL when set.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
