// Reads answered from memory while nothing was written (docs/performance.md "Signed-in paths", issue 27 §2). The
// embedded database (PGlite) lives in this process and no other process can open its folder, so every write passes
// through this process's client, which counts them (db/pglite-named.ts `writeGeneration`). A read repeated while that
// count has not moved would get the same rows from the database; it gets the copy kept from the last time instead.
// Any write at all — any statement but a `select`, any transaction, any `exec()` — drops every kept read, so a kept
// read is never older than the database. On PostgreSQL other processes write to the same database, so nothing is
// kept: every read goes to the database.
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './client';
import { namedStatementStats } from './pglite-named';

/** Reads kept per database, at most: past it, the oldest is dropped. */
export const READ_CACHE_MAX = 4096;

interface Kept {
  generation: number;
  values: Map<string, unknown>;
}

const kept = new WeakMap<PGlite, Kept>();

/** The embedded client behind a Drizzle handle; undefined for PostgreSQL and for a transaction's handle. */
function embeddedClient(db: Database): PGlite | undefined {
  const client = (db as { $client?: unknown }).$client as PGlite | undefined;
  return client && namedStatementStats(client) ? client : undefined;
}

/**
 * `read()`'s answer, or on the embedded database a copy of the one kept for `key` when nothing was written since it was
 * read. `key` must name everything the read depends on. The caller gets its own copy (`structuredClone`), so changing
 * it changes nothing kept.
 */
export async function readThrough<T>(db: Database, key: string, read: () => Promise<T>): Promise<T> {
  const client = embeddedClient(db);
  const stats = client && namedStatementStats(client);
  if (!client || !stats) return read();
  let cache = kept.get(client);
  if (!cache || cache.generation !== stats.writeGeneration) {
    cache = { generation: stats.writeGeneration, values: new Map() };
    kept.set(client, cache);
  }
  if (cache.values.has(key)) return structuredClone(cache.values.get(key) as T);
  const generation = stats.writeGeneration;
  const value = await read();
  // Kept only when no write started or ended while it was read: the rows may predate or follow that write.
  if (stats.writeGeneration === generation && kept.get(client) === cache) {
    if (cache.values.size >= READ_CACHE_MAX) cache.values.delete(cache.values.keys().next().value as string);
    cache.values.set(key, structuredClone(value));
  }
  return value;
}
