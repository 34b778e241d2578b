// CORS allowlist (issue 2 §2): only CORS_ORIGINS (default PUBLIC_ORIGIN) may call the API from a browser.
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import type { Config } from '../../config';

export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(cors, { origin: [...config.corsOrigins] });
  },
  { name: 'cors' },
);
