// Serves the built SPA from WEB_DIST (issue 2 §2): hashed files under /assets/ are cached for a year as immutable,
// everything else (index.html first) must be revalidated. When WEB_DIST is missing, non-API GETs get a 404 saying so.
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a GET outside /api that matched no route and no file (used by the not-found handler). */
    spaFallback: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const root = config.webDist;
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn({ webDist: root }, 'web app not built: run `npm run build`');
      app.decorate('spaFallback', (request, reply) =>
        reply.code(404).send({ code: 404, error: 'web_app_not_built', message: 'The web app is not built: run `npm run build`' }),
      );
      return;
    }
    const assetsDir = join(root, 'assets') + sep;
    await app.register(fastifyStatic, {
      root,
      cacheControl: false,
      setHeaders: (reply, path) => void reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : NO_CACHE),
    });
    // The router lives in the browser: any other GET outside /api gets the app shell.
    app.decorate('spaFallback', (_request, reply) => reply.code(200).header('cache-control', NO_CACHE).sendFile('index.html'));
  },
  { name: 'web-app' },
);
