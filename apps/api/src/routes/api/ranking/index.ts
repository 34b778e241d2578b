// GET /api/ranking (spec §7 "GET /ranking … cached 1800 s", §3 Ranking entry, §5 ranking rules; docs/rewards.md
// "Ranking"): public, the top users by XP with competition ranks. The table is computed at most once a minute per
// process (services/rewards/ranking.ts) and may be kept 1800 s by clients and shared caches. Several API processes
// each keep their own copy; a shared cache (Redis) is the step past one machine.
import { ErrorBodySchema, RankingResponseSchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

export const RANKING_CACHE_CONTROL = 'public, max-age=1800';

const ranking: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['rewards'],
        summary: 'The ranking: top users by XP (xp descending, then wallet; equal XP, equal rank)',
        response: { 200: RankingResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', RANKING_CACHE_CONTROL);
      return { code: 200, data: await app.rewards.ranking.get() } as const;
    },
  );
  done();
};
export default ranking;
