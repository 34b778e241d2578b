// Configuration: defaults, one-line errors naming the variable, the README's env table, and the process's
// behaviour on a bad value (one line on stderr, exit 1, no stack).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ConfigError, ENV_VARS, ENV_VAR_FAMILIES, loadConfig } from '../src/config';
import { API_DIR, DEFAULT_WEB_DIST, REPO_ROOT } from '../src/paths';
import { PUBLIC_EVM_RPC, PUBLIC_EXPLORERS } from '../src/env/public-endpoints';
import { CHAINS } from '@k3/shared';

/** 32 bytes in hex: a well-formed key for the tests that need one. */
const TEST_SECRETS_KEY = '11'.repeat(32);

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
      SECRETS_KEY: TEST_SECRETS_KEY,
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

describe('SECRETS_KEY', () => {
  const missing =
    'Invalid configuration: SECRETS_KEY must be set when DATABASE_URL is set (32 bytes as 64 hex characters or base64, the same for every process)';

  it('is required whenever DATABASE_URL is set (processes share the database), in one line naming it', () => {
    expect(configError({ DATABASE_URL: 'postgres://k3:hunter2@db/k3' })).toBe(missing);
    expect(configError({ DATA_MODE: 'live', DATABASE_URL: 'postgres://db/k3', SECRETS_KEY: '' })).toBe(missing);
    expect(configError({ DATABASE_URL: 'postgres://k3:hunter2@db/k3' })).not.toContain('hunter2');
  });

  it('is optional on the embedded database, demo or live (one is generated into DATA_DIR), and taken as given otherwise', () => {
    expect(loadConfig({}).secretsKey).toBeNull();
    expect(loadConfig({ DATA_MODE: 'live' }).secretsKey).toBeNull();
    expect(loadConfig({ DATA_MODE: 'live', SECRETS_KEY: TEST_SECRETS_KEY }).secretsKey).toBe(TEST_SECRETS_KEY);
    const shared = loadConfig({ DATABASE_URL: 'postgres://db/k3', SECRETS_KEY: TEST_SECRETS_KEY });
    expect(shared).toMatchObject({ databaseUrl: 'postgres://db/k3', secretsKey: TEST_SECRETS_KEY });
  });
});

describe('live mode with no other variable (PUBLIC_ENDPOINTS)', () => {
  it('reads every EVM chain and Solana through keyless public endpoints, each RPC_URL_<CHAIN> winning', () => {
    const live = loadConfig({ DATA_MODE: 'live', RPC_URL_BASE: 'https://base.example/rpc' });
    const evmChains = CHAINS.filter((chain) => chain.evmChainId !== null).map((chain) => chain.id);
    expect(Object.keys(live.evmRpcUrls).sort()).toEqual([...evmChains].sort());
    expect(live.evmRpcUrls.ethereum).toBe(PUBLIC_EVM_RPC.ethereum!.urls[0]);
    expect(live.evmRpcUrls.base).toBe('https://base.example/rpc');
    expect(live.solanaRpcUrl).toBe('https://api.mainnet-beta.solana.com');
    for (const url of Object.values(live.evmRpcUrls)) expect(url).toMatch(/^https:\/\/[^$]+$/);
  });

  it('lists each endpoint used, with its source, in docs/live-mode.md', () => {
    const doc = readFileSync(join(REPO_ROOT, 'docs/live-mode.md'), 'utf8');
    for (const [chain, list] of Object.entries(PUBLIC_EVM_RPC)) {
      const row = doc.split('\n').find((line) => line.startsWith(`| ${chain} |`));
      expect(row, chain).toContain(`\`${list.urls[0]}\``);
      expect(row, chain).toContain(list.source.split(' ')[1]);
    }
  });

  it("reads each chain's public Blockscout instance for every token a wallet holds, a set BLOCKSCOUT_URL_<CHAIN> winning", () => {
    const live = loadConfig({ DATA_MODE: 'live', BLOCKSCOUT_URL_BASE: 'https://base.example/explorer' });
    expect(live.explorerUrls.ethereum).toBe('https://eth.blockscout.com');
    expect(live.explorerUrls.base).toBe('https://base.example/explorer');
    expect(Object.keys(live.explorerUrls).sort()).toEqual(Object.keys(PUBLIC_EXPLORERS).sort());
    expect(loadConfig({ DATA_MODE: 'live', PUBLIC_ENDPOINTS: 'false' }).explorerUrls).toEqual({});
    const doc = readFileSync(join(REPO_ROOT, 'docs/live-mode.md'), 'utf8');
    for (const [chain, list] of Object.entries(PUBLIC_EXPLORERS)) {
      const row = doc.split('\n').find((line) => line.startsWith(`| ${chain} | explorer |`));
      expect(row, chain).toContain(`\`${list.urls[0]}\``);
    }
  });

  it('keeps demo and live data apart by default: each mode its own folder', () => {
    expect(loadConfig({}, '/srv/k3').dataDir).toBe('/srv/k3/data');
    expect(loadConfig({ DATA_MODE: 'live' }, '/srv/k3').dataDir).toBe('/srv/k3/data-live');
    expect(loadConfig({ DATA_MODE: 'live', DATA_DIR: './mine' }, '/srv/k3').dataDir).toBe('/srv/k3/mine');
  });

  it('uses none in demo mode, nor with PUBLIC_ENDPOINTS=false', () => {
    expect(loadConfig({}).evmRpcUrls).toEqual({});
    expect(loadConfig({}).solanaRpcUrl).toBeNull();
    const own = loadConfig({ DATA_MODE: 'live', PUBLIC_ENDPOINTS: 'false', RPC_URL_BASE: 'https://base.example/rpc' });
    expect(own.evmRpcUrls).toEqual({ base: 'https://base.example/rpc' });
    expect(own.solanaRpcUrl).toBeNull();
    expect(configError({ PUBLIC_ENDPOINTS: 'yes' })).toBe(
      'Invalid configuration: PUBLIC_ENDPOINTS must be true or false (got "yes")',
    );
  });
});

describe('email sending limits', () => {
  it('default to 5 per user and 3 per recipient an hour, and must be positive integers', () => {
    expect(loadConfig({}).emailSendsPerHour).toEqual({ perUser: 5, perRecipient: 3 });
    const set = loadConfig({ EMAIL_SENDS_PER_USER_HOUR: '10', EMAIL_SENDS_PER_RECIPIENT_HOUR: '1' });
    expect(set.emailSendsPerHour).toEqual({ perUser: 10, perRecipient: 1 });
    expect(configError({ EMAIL_SENDS_PER_USER_HOUR: '0' })).toBe(
      'Invalid configuration: EMAIL_SENDS_PER_USER_HOUR must be a positive integer (got "0")',
    );
    expect(configError({ EMAIL_SENDS_PER_RECIPIENT_HOUR: 'many' })).toContain(
      'EMAIL_SENDS_PER_RECIPIENT_HOUR must be a positive integer',
    );
  });
});

describe('EXCHANGE_ADD_ATTEMPTS_PER_HOUR', () => {
  it('defaults to 10 and must be a positive integer', () => {
    expect(loadConfig({}).exchangeAddAttemptsPerHour).toBe(10);
    expect(loadConfig({ EXCHANGE_ADD_ATTEMPTS_PER_HOUR: '3' }).exchangeAddAttemptsPerHour).toBe(3);
    expect(configError({ EXCHANGE_ADD_ATTEMPTS_PER_HOUR: '-1' })).toBe(
      'Invalid configuration: EXCHANGE_ADD_ATTEMPTS_PER_HOUR must be a positive integer (got "-1")',
    );
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
    const result = spawnSync(process.execPath, [inject('serverBundle')], {
      cwd: API_DIR,
      env: { ...process.env, PORT: 'abc', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: PORT must be an integer from 0 to 65535 (got "abc")',
    ]);
  });

  it('refuses to start on a shared database without SECRETS_KEY, in one line naming it', () => {
    const { SECRETS_KEY: _key, DATABASE_URL: _url, ...env } = process.env;
    const result = spawnSync(process.execPath, [inject('serverBundle'), '--role', 'worker'], {
      cwd: API_DIR,
      env: { ...env, DATA_MODE: 'live', DATABASE_URL: 'postgres://127.0.0.1:1/k3', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Invalid configuration: SECRETS_KEY must be set/)]);
  });
});
