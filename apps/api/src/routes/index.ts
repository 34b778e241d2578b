// The route registry: each module's folder is its URL (routes/api/health → /api/health).
import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import ai from './api/ai/index';
import chains from './api/chains/index';
import health from './api/health/index';
import me from './api/me/index';
import news from './api/news/index';
import preregistrations from './api/preregistrations/index';
import tweets from './api/tweets/index';
import user from './api/user/index';
import xray from './api/x-ray/index';
import nft from './nft';

const ROUTES: ReadonlyArray<[prefix: string, plugin: FastifyPluginCallback | FastifyPluginAsync]> = [
  ['/api/health', health],
  ['/api/chains', chains],
  ['/api/preregistrations', preregistrations],
  ['/api/user', user],
  ['/api/me', me],
  ['/api/news', news],
  ['/api/tweets', tweets],
  ['/api/x-ray', xray],
  ['/api/ai', ai],
  ['/nft', nft],
];

const routes: FastifyPluginAsync = async (app) => {
  for (const [prefix, plugin] of ROUTES) await app.register(plugin, { prefix });
};
export default routes;
