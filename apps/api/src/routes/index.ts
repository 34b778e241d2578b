// The route registry: each module's folder is its URL (routes/api/health → /api/health).
import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import admin from './api/admin/index';
import ai from './api/ai/index';
import chains from './api/chains/index';
import health from './api/health/index';
import mcp from './api/mcp/index';
import me from './api/me/index';
import metrics from './api/metrics/index';
import news from './api/news/index';
import polls from './api/polls/index';
import preregistrations from './api/preregistrations/index';
import ranking from './api/ranking/index';
import telegram from './api/telegram/index';
import tweets from './api/tweets/index';
import user from './api/user/index';
import xray from './api/x-ray/index';
import nft from './nft';

const ROUTES: ReadonlyArray<[prefix: string, plugin: FastifyPluginCallback | FastifyPluginAsync]> = [
  ['/api/health', health],
  ['/api/metrics', metrics],
  ['/api/chains', chains],
  ['/api/preregistrations', preregistrations],
  ['/api/user', user],
  ['/api/me', me],
  ['/api/news', news],
  ['/api/polls', polls],
  ['/api/ranking', ranking],
  ['/api/telegram', telegram],
  ['/api/tweets', tweets],
  ['/api/x-ray', xray],
  ['/api/ai', ai],
  ['/api/mcp', mcp],
  ['/api/admin', admin],
  ['/nft', nft],
];

const routes: FastifyPluginAsync = async (app) => {
  for (const [prefix, plugin] of ROUTES) await app.register(plugin, { prefix });
};
export default routes;
