// Prometheus metrics (issue 15 §1; docs/operations.md "Metrics"). With METRICS_TOKEN set: the app's own registry
// (metrics/registry.ts), an onResponse hook timing every request by its route pattern, and `app.metrics.job` counting
// background job runs. Without it nothing is measured: no hook, no registry, and `job` only runs the job; prom-client
// is not even loaded.
import fp from 'fastify-plugin';
import { type AppMetrics, createAppMetrics } from '../../metrics/registry';
import { listJobStates } from '../../repositories/job-states';

export interface Metrics {
  /** What GET /api/metrics serves: every metric in the Prometheus text format; null when metrics are off. */
  render: AppMetrics['render'] | null;
  contentType: string;
  job: AppMetrics['job'];
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export default fp(
  async (app) => {
    if (app.config.metricsToken === null) {
      app.decorate('metrics', { render: null, contentType: 'text/plain', job: (_name, run) => run() } satisfies Metrics);
      return;
    }
    const metrics = await createAppMetrics({ readJobStates: () => listJobStates(app.db) });
    app.decorate('metrics', { render: metrics.render, contentType: metrics.contentType, job: metrics.job } satisfies Metrics);
    // Callback style, like request-id.ts: an async hook costs a promise per request on the benchmarked /api/health.
    app.addHook('onResponse', (request, reply, next) => {
      metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
      next();
    });
    app.addHook('onClose', (_instance, next) => {
      metrics.close();
      next();
    });
  },
  { name: 'metrics' },
);
