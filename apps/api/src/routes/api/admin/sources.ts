// Each outside source's state (issue 31 §3; docs/admin.md "Sources"): per chain node, explorer, CoinGecko and news
// feed, its state (ok, slow, rate-limited, failing), last answer, last error with its time and when a rate-limited
// source may be called again, as the processes calling them wrote it in source_states.
import { AdminSourceListResponseSchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listSourceStates } from '../../../repositories/source-states';
import { toSourceStatus } from '../../../services/sources';
import { ADMIN_TAGS, adminErrors, adminSecurity } from './shared';

const sources: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Each outside source: state, last answer, last error, retry time',
        description:
          'A source appears once a process has called it. The state is the last call’s: ok, slow (over 5 s), rate-limited (429, with the time it asked to be called again) or failing (with the error, secrets redacted).',
        security: adminSecurity,
        response: { 200: AdminSourceListResponseSchema, ...adminErrors },
      },
    },
    async () => {
      await app.sources.flush();
      const rows = await listSourceStates(app.db);
      return {
        code: 200,
        data: {
          sources: rows.map((row) => ({
            ...toSourceStatus(row),
            lastError: row.lastError,
            updatedAt: row.updatedAt.toISOString(),
          })),
        },
      } as const;
    },
  );
  done();
};
export default sources;
