// GET /api/news?window={hours}&lang= (spec §7 "GET /news/?window={hours}", cached 120; issue 10 §3): public, the
// stories of the last `window` hours (1 to 8760, default 24), newest first, in both news languages unless `lang`
// names one. The answer is kept 30 s per (window, lang) on the server (services/news/list-cache.ts) and may be kept
// 120 s by clients and shared caches (Cache-Control).
// GET /api/news/items/{id} (issue 24 §3): public, one story by the id of one of its items, in the list's shape: the
// in-app article page `/news/{id}` a demo item links to (a live item keeps its outlet's link). 404 `news_item_not_found`
// for an id no item has; a string that is not an item id is a 400 naming `id`, before the database is asked.
import {
  ErrorBodySchema,
  NewsItemParamsSchema,
  NewsItemResponseSchema,
  NewsListResponseSchema,
  NewsWindowQuerySchema,
} from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../plugins/app/errors';
import { getNewsStory, listNews } from '../../../services/news/news';

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
      void reply.header('cache-control', NEWS_CACHE_CONTROL).header('vary', 'Origin, Accept-Encoding');
      void reply.type('application/json; charset=utf-8');
      // The body was validated when cached; a client that takes gzip gets the copy compressed once for everyone.
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        return reply.header('content-encoding', 'gzip').send(body.gzipped as never);
      }
      return reply.send(body.json as never);
    },
  );

  app.get(
    '/items/:id',
    {
      schema: {
        tags: ['news'],
        summary: 'One news story by the id of one of its items (impact 1–10, sentiment, coins, every outlet)',
        description:
          'The item asked for, in the shape of the list’s items, with every outlet that carried its story in `sources` (that item’s first) and the story’s highest impact. A demo item’s `link` and `sources[].link` are in-app article paths (`/news/{id}`).',
        params: NewsItemParamsSchema,
        response: { 200: NewsItemResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { assets } = await app.news.pipeline();
      const item = await getNewsStory(app.db, assets, id);
      if (!item) {
        throw new HttpError(
          404,
          'news_item_not_found',
          `No news item has the id ${id}: it was never stored, or it is older than the news kept`,
        );
      }
      void reply.header('cache-control', NEWS_CACHE_CONTROL);
      return { code: 200, data: item } as const;
    },
  );
  done();
};
export default news;
