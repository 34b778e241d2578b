// The app's clock: every time-bound rule (challenge expiry, code validity, session idle limit, rate windows) reads
// `app.clock()` so tests can move time forward instead of waiting (buildApp option `clock`).
import fp from 'fastify-plugin';

export type Clock = () => Date;

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export default fp<{ clock?: Clock | undefined }>(
  (app, { clock }, done) => {
    app.decorate('clock', clock ?? (() => new Date()));
    done();
  },
  { name: 'clock' },
);
