// Each outside source's state (issue 31 §3; docs/live-mode.md "Each source's state"): the HTTP layer and the EVM reader
// report how each call ended (metrics/events.ts SOURCE_CHANNEL); this plugin keeps the latest per source and writes it
// to source_states every few seconds and at close, so every process's view reaches the dashboard and the admin
// console. `app.sources.flush()` writes at once (tests, and before a read that must see the latest).
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import fp from 'fastify-plugin';
import { SOURCE_CHANNEL, type SourceEvent } from '../../metrics/events';
import { saveSourceEvents } from '../../repositories/source-states';

const FLUSH_EVERY_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    sources: { flush(): Promise<void> };
  }
}

export default fp(
  (app, _options, done) => {
    /** Per source: its last success and its last other outcome, written in the order they happened. */
    const pending = new Map<string, { ok?: SourceEvent; other?: SourceEvent }>();
    const onEvent = (message: unknown) => {
      const event = message as SourceEvent;
      const entry = pending.get(event.source) ?? {};
      if (event.outcome === 'ok' || event.outcome === 'slow') entry.ok = event;
      else entry.other = event;
      pending.set(event.source, entry);
    };
    let writing: Promise<void> = Promise.resolve();
    const flush = () => {
      const batch = [...pending.values()].flatMap((entry) =>
        [entry.ok, entry.other].filter((event): event is SourceEvent => event !== undefined).sort((a, b) => a.at - b.at),
      );
      pending.clear();
      writing = writing.then(async () => {
        if (batch.length === 0) return;
        try {
          await saveSourceEvents(app.db, batch);
        } catch (error) {
          app.log.warn({ err: error, sources: batch.length }, 'source states not saved');
        }
      });
      return writing;
    };
    subscribe(SOURCE_CHANNEL, onEvent);
    const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
    timer.unref();
    app.decorate('sources', { flush });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      unsubscribe(SOURCE_CHANNEL, onEvent);
      await flush();
    });
    done();
  },
  { name: 'sources', dependencies: ['database'] },
);
