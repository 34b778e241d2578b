// The database as an app decoration (fastify/demo "external/db"): opened from the config (and closed with the app)
// unless the caller hands over an open handle it keeps owning (tests share one database between app builds).
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { type Database, type DatabaseHandle, type DatabaseKind, databaseTarget, openDatabase } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
  }
}

export default fp<{ config: Config; database?: DatabaseHandle | undefined }>(
  async (app, { config, database }) => {
    const handle =
      database ??
      (await openDatabase(databaseTarget(config), (error) => app.log.warn({ err: error }, 'idle database connection lost')));
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    if (!database) app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
