// The news feeds' status (issue 13 §4 "see the news feeds' status (last fetch, errors, items)"; docs/admin.md).
import { AdminFeedListResponseSchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listFeedStatus } from '../../../repositories/admin-views';
import { ADMIN_TAGS, adminErrors, adminSecurity } from './shared';

const newsFeeds: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Each polled news feed: last successful fetch, last error, consecutive failures, items stored',
        description:
          'Feeds appear once the news job has polled them (DATA_MODE=live); demo items come from no feed. `items` counts the items from the feed stored now (after retention), `lastError` is cleared by the next success.',
        security: adminSecurity,
        response: { 200: AdminFeedListResponseSchema, ...adminErrors },
      },
    },
    async () => ({ code: 200, data: { feeds: await listFeedStatus(app.db) } }) as const,
  );
  done();
};
export default newsFeeds;
