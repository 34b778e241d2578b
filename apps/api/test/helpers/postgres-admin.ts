// Creating, cloning and dropping PostgreSQL databases on the TEST_DATABASE_URL server (the PostgreSQL lane's
// templates, test/global-setup.ts, and the per-file databases cloned from them, helpers/build-test-app.ts).
import pg from 'pg';

/** Runs `run` on one connection to the server's admin database (the one TEST_DATABASE_URL names). */
export async function postgresAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the same server. */
export function postgresUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Waits until no session is connected to `name`. pg's Pool.end() resolves before its connections have finished
 * closing: a forced drop would terminate them mid-close (their FATAL notice surfaces as an unhandled error), and a
 * template still connected to cannot be cloned.
 */
async function untilUnused(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 250; i++) {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
      name,
    ]);
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Creates database `name` as a copy of `template` (which no session may be connected to). */
export async function clonePostgresDatabase(adminUrl: string, template: string, name: string): Promise<void> {
  await postgresAdmin(adminUrl, async (client) => {
    await untilUnused(client, template);
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  });
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  await postgresAdmin(adminUrl, async (client) => {
    await untilUnused(client, name);
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}
