// Data written survives a restart (issue 2 §2): the app opens its database from the config (PGlite in a temp
// DATA_DIR, or a PostgreSQL database in the postgres lane), is closed, and a new app on the same store reads it back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError } from '../src/config';
import { findPreregistrations } from '../src/repositories/preregistrations';
import { createPostgresDatabase, TEST_LANE, tempDir, testConfig } from './helpers/build-test-app';

let env: Record<string, string>;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  if (TEST_LANE === 'postgres') {
    const database = await createPostgresDatabase();
    // A shared database needs the shared key of every process (config.ts).
    env = { DATABASE_URL: database.url, SECRETS_KEY: '44'.repeat(32) };
    cleanup = database.drop;
  } else {
    const dir = await tempDir('k3-data-');
    env = { DATA_DIR: dir.path };
    cleanup = dir.remove;
  }
});
afterAll(() => cleanup());

describe('the data mode a database was started in', () => {
  it('refuses the other mode with one line saying what to do, and keeps its data', async () => {
    // The first start (demo, the default) records the mode; the restart in demo goes on.
    const demo = await buildApp(testConfig({ ...env, DATA_MODE: 'demo' }));
    await demo.close();
    const where = TEST_LANE === 'postgres' ? 'this database (DATABASE_URL)' : /this data folder \(.*k3-data-.*\)/;
    const refused = await buildApp(testConfig({ ...env, DATA_MODE: 'live' })).then(
      async (app) => {
        await app.close();
        return null;
      },
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ConfigError);
    const message = (refused as Error).message;
    expect(message).toMatch(/^DATA_MODE=live, but .* holds demo data: start with DATA_MODE=demo, or give live mode its own /);
    if (typeof where === 'string') expect(message).toContain(where);
    else expect(message).toMatch(where);
    const again = await buildApp(testConfig({ ...env, DATA_MODE: 'demo' }));
    await again.close();
  });
});

describe('restart', () => {
  it('keeps a pre-registration written before the restart', async () => {
    const first = await buildApp(testConfig(env));
    try {
      expect((await first.inject('/api/health')).json()).toMatchObject({ data: { db: TEST_LANE } });
      const response = await first.inject({
        method: 'POST',
        url: '/api/preregistrations',
        payload: { page: 'harpoon', contact: 'eve@k3.example' },
      });
      expect(response.json()).toEqual({ code: 200, data: { page: 'harpoon', kind: 'email' } });
    } finally {
      await first.close();
    }

    const second = await buildApp(testConfig(env));
    try {
      expect(await findPreregistrations(second.db, { page: 'harpoon', contact: 'eve@k3.example' })).toHaveLength(1);
      const repeat = await second.inject({
        method: 'POST',
        url: '/api/preregistrations',
        payload: { page: 'harpoon', contact: 'eve@k3.example' },
      });
      // The repeat answers exactly the same (nothing tells whether the contact was known) and stores nothing twice.
      expect(repeat.json()).toEqual({ code: 200, data: { page: 'harpoon', kind: 'email' } });
    } finally {
      await second.close();
    }
  });
});
