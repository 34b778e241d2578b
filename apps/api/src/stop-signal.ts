// The abort signal of the work in progress (docs/reliability.md "Stopping", issue 22 §12): when K3 stops, every job run
// and every outside call ends at once instead of running its course (an X-Ray batch paced by CoinGecko's rate limit
// takes minutes). Work is tied to a signal by running it in a scope: the scheduler runs each job in its run's scope,
// the app runs each request in its stop signal's scope (plugins/app/lifecycle.ts), and the one HTTP layer
// (providers/http.ts) reads the scope on every call, so no port has to pass a signal through its methods.
import { AsyncLocalStorage } from 'node:async_hooks';
import { setMaxListeners } from 'node:events';

/** From the stop signal, in-flight requests and job runs have this long to end before their connections are cut. */
export const STOP_GRACE_MS = 5_000;
/** The process is gone this long after the stop signal, whatever is still running (server.ts; the cluster's primary). */
export const STOP_BOUND_MS = 10_000;

/** The reason work ends when K3 stops: what a job's record and a cut request say. */
export class StopError extends Error {
  override name = 'AbortError';
  constructor(message = 'K3 is stopping') {
    super(message);
  }
}

const scope = new AsyncLocalStorage<AbortSignal>();

/** A controller for a stop: its signal may have many listeners at once (a batch of calls queued on a rate limit). */
export function createStopController(): AbortController {
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  return controller;
}

/** Runs `work` (and everything it starts) in `signal`'s scope; inside another scope, either signal aborts it. */
export function withAbortSignal<T>(signal: AbortSignal, work: () => T): T {
  const outer = scope.getStore();
  if (!outer || outer === signal) return scope.run(signal, work);
  const both = AbortSignal.any([outer, signal]);
  setMaxListeners(0, both);
  return scope.run(both, work);
}

/** The signal of the work this code runs for (a job's run, a request), if any. */
export function currentAbortSignal(): AbortSignal | undefined {
  return scope.getStore();
}

/** `promise`, or a rejection with the signal's reason as soon as the signal is aborted (whichever comes first). */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    // Its outcome no longer matters, but must not surface as an unhandled rejection.
    promise.catch(() => {});
    return Promise.reject(reasonOf(signal));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(reasonOf(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The signal's reason as an Error (a bare abort() gives a DOMException, already one). */
export function reasonOf(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new StopError();
}
