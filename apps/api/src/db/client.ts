// The database handle (docs/architecture.md "Data"): embedded PGlite when DATABASE_URL is unset, node-postgres when it is
// set. Both are exposed as one Drizzle type so repositories take either, and migrations are applied on open.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { MIGRATIONS_DIR } from '../paths';
import { useNamedStatements } from './pglite-named';
import * as schema from './schema';

/** A database or a transaction on it: what every repository function takes. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  close(): Promise<void>;
}

/** Where to open: PGlite on disk (dataDir), PGlite in memory (dataDir null, tests only) or PostgreSQL. */
export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export function databaseTarget(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseTarget {
  return config.databaseUrl === null
    ? { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') }
    : { kind: 'postgres', url: config.databaseUrl };
}

/**
 * Opens the database and applies pending migrations (drizzle-kit output in apps/api/drizzle).
 * `onIdleError` hears about pooled PostgreSQL connections that fail while idle (server restart, admin termination):
 * node-postgres drops them from the pool and the next query reconnects, but an unheard pool error ends the process.
 */
export async function openDatabase(
  target: DatabaseTarget,
  onIdleError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url });
    pool.on('error', onIdleError);
    const db = drizzleNodePg({ client: pool, schema });
    try {
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { kind: 'postgres', db, close: () => pool.end() };
  }
  if (target.dataDir !== null) await mkdir(target.dataDir, { recursive: true });
  return pgliteHandle(target.dataDir === null ? await PGlite.create() : await PGlite.create(target.dataDir));
}

/** Wraps an open PGlite client (on disk, in memory or restored from a dump) and applies pending migrations. */
export async function pgliteHandle(client: PGlite): Promise<DatabaseHandle> {
  useNamedStatements(client);
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { kind: 'pglite', db, close: () => client.close() };
}
