// OpenAPI document generated from the routes' zod schemas (issue 2 §2): JSON at /api/docs/json, UI at /api/docs.
// Schemas carrying a zod `meta({ id })` (ErrorBody, Health, …) become shared components.
// The docs UI sets inline styles, so its own responses (and only those) allow 'unsafe-inline' styles; scripts stay
// 'self' only (checked in headless Chromium: the UI renders with no CSP violation).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../version';

export const DOCS_PREFIX = '/api/docs';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'K3 API',
          description: 'K3: portfolio, token audit, news and AI agent for crypto investors',
          version: APP_VERSION,
        },
        // Authenticated routes declare `security: [{ bearerAuth: [] }]` (docs/auth.md "Sessions"); /api/mcp declares
        // `personalToken`, a personal access token, which opens nothing else (docs/mcp.md).
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer' },
            personalToken: { type: 'http', scheme: 'bearer', bearerFormat: 'k3_pat_…' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      transformStaticCSP: (header) => header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
    });
  },
  { name: 'swagger' },
);
