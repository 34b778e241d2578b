// The app's stop (docs/reliability.md "Stopping", issue 22 §12). `app.close()` (server.ts on SIGTERM, tests) first
// aborts `app.lifecycle.signal`: every request runs in that signal's scope (stop-signal.ts), so the outside calls of
// the requests in flight end at once, and what was registered with onStop (the job scheduler, the Telegram poller) is
// stopped, which aborts the job runs. Intake stops at once: Fastify closes the listening socket, a request that still
// arrives on an open connection is answered 503 `stopping`, and a keep-alive connection is closed once its answer is
// sent. In-flight requests and stopped work have STOP_GRACE_MS to end; then the connections left are cut, and the
// close goes on to the database (registered before this plugin, so closed after it), which rolls back whatever
// transaction was still open.
import fp from 'fastify-plugin';
import { createStopController, currentAbortSignal, STOP_GRACE_MS, StopError, withAbortSignal } from '../../stop-signal';

export interface Lifecycle {
  /** Aborted as soon as the app starts closing. */
  readonly signal: AbortSignal;
  /** `stop` is called when the app starts closing; the close waits for it (within the grace) before the database. */
  onStop(stop: () => unknown): void;
  /** Runs background work in the stop signal's scope; the close waits for it likewise. */
  background<T>(work: () => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** How often a stopping app closes the keep-alive connections whose answer has been sent. */
const IDLE_SWEEP_MS = 50;

/** The answer to a request that arrives while the app stops (Fastify's own 503 is turned off in app.ts). */
export const STOPPING_BODY = { code: 503, error: 'stopping', message: 'K3 is stopping: try again in a moment' } as const;

export default fp<{ graceMs?: number | undefined }>(
  (app, { graceMs = STOP_GRACE_MS }, done) => {
    const controller = createStopController();
    const stops: (() => unknown)[] = [];
    const pending = new Set<Promise<void>>();
    let deadline = 0;
    let cut: NodeJS.Timeout | undefined;
    let sweep: NodeJS.Timeout | undefined;

    const track = (work: Promise<unknown>): void => {
      const settled = work.then(
        () => undefined,
        () => undefined,
      );
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
    };
    const runStop = (stop: () => unknown) => track(Promise.resolve().then(stop));

    app.decorate('lifecycle', {
      signal: controller.signal,
      onStop: (stop) => (controller.signal.aborted ? runStop(stop) : void stops.push(stop)),
      background: (work) => {
        const run = withAbortSignal(controller.signal, work);
        track(run);
        return run;
      },
    } satisfies Lifecycle);

    app.addHook('onRequest', (_request, reply, next) => {
      if (controller.signal.aborted) return void reply.code(503).header('connection', 'close').send(STOPPING_BODY);
      // A listening server is already in the scope (`listen` below): every connection it accepts inherits it, so a
      // request pays nothing here. Only an injected request (tests) enters it per request.
      if (currentAbortSignal() === controller.signal) return next();
      withAbortSignal(controller.signal, next);
    });

    app.addHook('preClose', (next) => {
      deadline = Date.now() + graceMs;
      controller.abort(new StopError());
      for (const stop of stops.splice(0)) runStop(stop);
      // Fastify's close waits for every open connection. Node closes the idle ones once; one whose answer is sent later
      // would stay open until its keep-alive timeout (72 s): swept here, at no cost to requests. Past the grace, the
      // connections of the requests still in flight are cut.
      sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
      cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
      sweep.unref();
      cut.unref();
      next();
    });

    app.addHook('onClose', async () => {
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
      await Promise.race([Promise.all(pending), graceOver]);
      clearTimeout(timer);
      clearTimeout(cut);
      clearInterval(sweep);
      if (pending.size > 0)
        app.log.warn({ running: pending.size }, 'background work still running after the stop grace: closing under it');
    });
    done();
  },
  { name: 'lifecycle', dependencies: ['database'] },
);
