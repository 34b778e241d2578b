// GET /api/news?window={hours}&lang= (spec §7 "GET /news/?window={hours}", cached 120; issue 10 §3): public, the
// stories of the last `window` hours (1 to 8760, default 24), newest first, in both news languages unless `lang`
// names one. The answer is kept 30 s per (window, lang) on the server (services/news/list-cache.ts) and may be kept
// 120 s by clients and shared caches (Cache-Control).
import { ErrorBodySchema, NewsListResponseSchema, NewsWindowQuerySchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listNews } from '../../../services/news/news';

export const NEWS_CACHE_CONTROL = 'public, max-age=120';

const news: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['news'],
        summary: 'Scored crypto news of the last `window` hours (impact 1–10, sentiment, coins, sources)',
        description:
          'Each story once, with every outlet that carried it in `sources`. Both English and French items unless `lang` is given: the client shows the reader’s language (French readers French items, everyone else English).',
        querystring: NewsWindowQuerySchema,
        response: { 200: NewsListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { window, lang } = request.query;
      const now = app.clock();
      const body = await app.news.listCache.get(`${window}:${lang ?? '*'}`, now.getTime(), async () => {
        const { assets } = await app.news.pipeline();
        const items = await listNews(app.db, assets, { window, lang, now });
        return JSON.stringify(NewsListResponseSchema.parse({ code: 200, data: { window, items, demo: app.config.isDemo } }));
      });
      void reply.header('cache-control', NEWS_CACHE_CONTROL).header('vary', 'accept-encoding');
      void reply.type('application/json; charset=utf-8');
      // The body was validated when cached; a client that takes gzip gets the copy compressed once for everyone.
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        return reply.header('content-encoding', 'gzip').send(body.gzipped as never);
      }
      return reply.send(body.json as never);
    },
  );
  done();
};
export default news;
