// The database as an app decoration (fastify/demo "external/db"): opened from the config (and closed with the app)
// unless the caller hands over an open handle it keeps owning (tests share one database between app builds).
//
// Live and demo data never mix (issue 31 §1; README "Live mode"): a database records the mode it was first started in,
// and a start in the other mode stops with one line saying what to do, before anything is read or written.
import fp from 'fastify-plugin';
import { type Config, ConfigError } from '../../config';
import { type Database, type DatabaseHandle, type DatabaseKind, databaseTarget, openDatabase } from '../../db/client';
import { claimDataMode } from '../../repositories/reference-data';

/** The one line a start in the other mode stops with. */
export function mixedModeMessage(config: Pick<Config, 'isDemo' | 'databaseUrl' | 'dataDir'>, recorded: 'demo' | 'live'): string {
  const wanted = config.isDemo ? 'demo' : 'live';
  const where = config.databaseUrl ? 'this database (DATABASE_URL)' : `this data folder (${config.dataDir})`;
  const own = config.databaseUrl ? 'its own database (another DATABASE_URL)' : 'its own folder (another DATA_DIR)';
  return `DATA_MODE=${wanted}, but ${where} holds ${recorded} data: start with DATA_MODE=${recorded}, or give ${wanted} mode ${own}`;
}

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
    if (!database) {
      const recorded = await claimDataMode(handle.db, config.isDemo ? 'demo' : 'live');
      if (recorded !== (config.isDemo ? 'demo' : 'live')) {
        await handle.close();
        throw new ConfigError(mixedModeMessage(config, recorded));
      }
    }
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    if (!database) app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
