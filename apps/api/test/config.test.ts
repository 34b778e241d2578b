// Configuration: defaults, one-line errors naming the variable, the README's env table, and the process's
// behaviour on a bad value (one line on stderr, exit 1, no stack).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARS, ENV_VAR_FAMILIES, loadConfig } from '../src/config';
import { API_DIR, DEFAULT_WEB_DIST, REPO_ROOT } from '../src/paths';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/k3');
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/k3/data',
      databaseUrl: null,
      dataMode: 'demo',
      isDemo: true,
      publicOrigin: 'http://127.0.0.1:8080',
      corsOrigins: ['http://127.0.0.1:8080'],
      logLevel: 'info',
      webDist: DEFAULT_WEB_DIST,
      rateLimit: { max: 300, windowMs: 60_000 },
      preregisterRateLimit: 10,
    });
    expect(DEFAULT_WEB_DIST).toBe(join(REPO_ROOT, 'apps/web/dist'));
  });

  it('derives the public origin from PORT and parses the CORS list; empty values count as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_MODE: 'live',
      CORS_ORIGINS: 'https://k3.example, http://localhost:5173/',
      HOST: '',
    });
    expect(config.publicOrigin).toBe('http://127.0.0.1:9000');
    expect(config.corsOrigins).toEqual(['https://k3.example', 'http://localhost:5173']);
    expect(config.isDemo).toBe(false);
    expect(config.host).toBe('127.0.0.1');
  });

  it('rejects a bad PORT with one line naming PORT and what it must be', () => {
    const message = configError({ PORT: 'eighty' });
    expect(message).toBe('Invalid configuration: PORT must be an integer from 0 to 65535 (got "eighty")');
    expect(configError({ PORT: '70000' })).toContain('PORT must be an integer from 0 to 65535');
  });

  it('requires DATA_MODE to be demo or live', () => {
    expect(configError({ DATA_MODE: 'prod' })).toBe('Invalid configuration: DATA_MODE must be demo or live (got "prod")');
  });

  it('names every bad variable on the same line and never echoes DATABASE_URL', () => {
    const message = configError({ DATABASE_URL: 'mysql://root:hunter2@db/k3', LOG_LEVEL: 'loud' });
    expect(message).not.toContain('\n');
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(message).toContain('LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent');
    expect(message).not.toContain('hunter2');
  });
});

describe('RPC_URL_<CHAIN>', () => {
  it('reads one endpoint per known EVM chain and names an unknown chain or a bad URL', () => {
    const config = loadConfig({ RPC_URL_ETHEREUM: 'https://eth.example/v2/key', RPC_URL_POLYGON_POS: 'http://127.0.0.1:8545' });
    expect(config.evmRpcUrls).toEqual({ ethereum: 'https://eth.example/v2/key', 'polygon-pos': 'http://127.0.0.1:8545' });
    expect(configError({ RPC_URL_DOGECHAIN: 'https://x.example' })).toContain('RPC_URL_DOGECHAIN names no EVM chain');
    const bad = configError({ RPC_URL_BASE: 'ftp://base.example/secret' });
    expect(bad).toContain('RPC_URL_BASE must be an http(s) URL');
    expect(bad).not.toContain('secret');
  });
});

describe('README.md', () => {
  it('has a row in its environment table for every variable', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const firstCells = readme
      .split('\n')
      .filter((line) => line.trimStart().startsWith('|'))
      .map((line) => line.split('|')[1]?.replaceAll('`', '').trim() ?? '');
    const missing = [...ENV_VARS, ...ENV_VAR_FAMILIES].map((v) => v.name).filter((name) => !firstCells.includes(name));
    expect(missing, 'variables missing from the README env table (first cell of a row)').toEqual([]);
  });
});

describe('server process', () => {
  it('stops on a bad value with one line on stderr and exit code 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: { ...process.env, PORT: 'abc', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: PORT must be an integer from 0 to 65535 (got "abc")',
    ]);
  });
});
