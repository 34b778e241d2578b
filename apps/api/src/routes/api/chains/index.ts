// GET /api/chains (issue 4 §4; spec §3 "Chain: id, name, logo, explorer URL, in_smartfolio flag", short codes):
// public reference data, the same for every user, so it is cacheable by browsers and proxies for an hour.
import { ChainsResponseSchema } from '@k3/shared';
import { asc } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { chains as chainsTable } from '../../../db/schema';

const CACHE_SECONDS = 3600;

const chains: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '',
    { schema: { tags: ['reference'], summary: 'The chains K3 knows', response: { 200: ChainsResponseSchema } } },
    async (_request, reply) => {
      const rows = await app.db.select().from(chainsTable).orderBy(asc(chainsTable.id));
      void reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
      return { code: 200, data: rows } as const;
    },
  );
  done();
};
export default chains;
