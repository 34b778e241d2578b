// Keeps `process.nextTick` fast for the life of the process (docs/performance.md "Health, issue 27 §2, third session").
// Node queues each nextTick callback in an object literal with symbol keys. V8 holds that object's hidden classes
// only weakly: a full garbage collection that runs while no tick is queued drops them, and the next tick builds new
// ones. The start (migrations, the dataset, the plugins) runs several full collections; after a few rebuilds the
// inline caches that fill the queue entry see too many classes, turn megamorphic and stay so. Every nextTick then
// costs about ten times as much, and Node's HTTP and stream code calls it 7 times per request: on /api/health that
// was about a fifth of the server's CPU. One queue entry held from the start keeps the classes alive, so they are
// built once and the caches stay monomorphic.
import { executionAsyncResource } from 'node:async_hooks';

let held: object | undefined;

/** Holds one `process.nextTick` queue entry for good; call it first thing at start, before the app is built. */
export function holdTickShape(): void {
  // Inside a nextTick callback, the execution resource is the callback's queue entry.
  process.nextTick(() => {
    held = executionAsyncResource();
  });
}

/** The queue entry held, once its tick has run. */
export const heldTickEntry = (): object | undefined => held;
