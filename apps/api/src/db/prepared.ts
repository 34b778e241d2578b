// A statement Drizzle builds once per database handle (issue 27 §2): building a query's text (its entity checks and
// parameter lists) cost as much of the server's thread as running it on PGlite, so the statements every signed-in
// request runs are built once with placeholders and `.prepare(name)`d — a named statement on node-postgres, and on
// PGlite one that db/pglite-named.ts prepares once. Lists of keys are passed as arrays (`= any($1::text[])`), so one
// statement serves any number of them. A transaction is another handle: its statement is built for it.
import type { Database } from './client';
import { readThrough } from './read-cache';

export function preparedOnce<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const built = new WeakMap<Database, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}

/**
 * A read built once per database handle, as `preparedOnce`, whose answers are kept on the embedded database while
 * nothing is written (db/read-cache.ts), by `name` and its values: the reads every signed-in request repeats.
 */
export function preparedRead<P extends Record<string, unknown>, R>(
  name: string,
  build: (db: Database) => { execute: (params: P) => Promise<R> },
): (db: Database) => { execute: (params: P) => Promise<R> } {
  const query = preparedOnce(build);
  return (db) => ({
    execute: (params) => readThrough(db, `${name}:${JSON.stringify(params)}`, () => query(db).execute(params)),
  });
}
