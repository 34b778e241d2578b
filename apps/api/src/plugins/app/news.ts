// News dependencies (issue 10): the pipeline (assets, tagger, scorer) built once the reference data is loaded, the
// feed reader for live mode, and the public list cache. Tests may pass their scorer or feed reader.
import fp from 'fastify-plugin';
import { createFeedReader } from '../../providers/news/rss';
import type { NewsPipeline } from '../../services/news/ingest';
import { NewsListCache } from '../../services/news/list-cache';
import { createNewsPipeline } from '../../services/news/pipeline';
import type { NewsFeedPort, NewsScorer } from '../../services/news/types';

declare module 'fastify' {
  interface FastifyInstance {
    news: {
      /** Built on first use, after the reference data is loaded. */
      pipeline(): Promise<NewsPipeline>;
      feedReader: NewsFeedPort;
      listCache: NewsListCache;
    };
  }
}

export interface NewsPluginOptions {
  scorer?: NewsScorer | undefined;
  feedReader?: NewsFeedPort | undefined;
}

export default fp<NewsPluginOptions>(
  (app, { scorer, feedReader }, done) => {
    let pipeline: Promise<NewsPipeline> | undefined;
    app.decorate('news', {
      pipeline: () => {
        pipeline ??= createNewsPipeline(app.db, app.config, { scorer });
        pipeline.catch(() => {
          pipeline = undefined;
        });
        return pipeline;
      },
      feedReader: feedReader ?? createFeedReader(),
      listCache: new NewsListCache(app.sharedCache),
    });
    done();
  },
  { name: 'news', dependencies: ['database', 'redis'] },
);
