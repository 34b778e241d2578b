// The offline answer at a reading pace (issue 26 §5; spec §9 "fake stream chunks of 2 to 5 characters every 25 to
// 50 ms"). The offline assistant composes its answer at once; sent at once, the chat's waiting, typing and stop states
// (spec §4) would never show. The chat routes pass the offline agent's text through `paced`: pieces of 2 to 5
// characters (whole code points, so an emoji is never split), each after a wait of 25 to 50 ms. The waits go through
// a `Pacer`, so tests drive the pace step by step instead of waiting; the user's stop (the signal) ends the wait at
// once and nothing more is sent.
import { CHAT_REPLAY_MS } from '@k3/shared';

export interface Pacer {
  /** Resolves after `ms` (or at once when `signal` aborts). */
  wait(ms: number, signal: AbortSignal): Promise<void>;
  /** A number in [0, 1): picks each piece's length and wait. */
  random(): number;
}

/** Real time: setTimeout, ended early by the user's stop. */
export const readingPacer: Pacer = {
  wait: (ms, signal) =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
    }),
  random: Math.random,
};

/** No wait at all (API tests that are not about the pace; the pieces are the same). */
export const instantPacer: Pacer = { wait: () => Promise.resolve(), random: () => 0.5 };

const between = (min: number, max: number, random: number) => min + Math.floor(random * (max - min + 1));

/** The text of `source` re-cut into 2–5 character pieces, each after a 25–50 ms wait; stops when `signal` aborts. */
export async function* paced(source: AsyncIterable<string>, pacer: Pacer, signal: AbortSignal): AsyncGenerator<string> {
  const { chunkMin, chunkMax, tickMin, tickMax } = CHAT_REPLAY_MS;
  let pending: string[] = [];
  let size = between(chunkMin, chunkMax, pacer.random());
  // An answer that fails after some text keeps all the text it produced: what is held back is sent, then the error.
  let failure: { error: unknown } | null = null;
  try {
    for await (const chunk of source) {
      pending.push(...Array.from(chunk));
      while (pending.length >= size) {
        await pacer.wait(between(tickMin, tickMax, pacer.random()), signal);
        if (signal.aborted) return;
        yield pending.slice(0, size).join('');
        pending = pending.slice(size);
        size = between(chunkMin, chunkMax, pacer.random());
      }
    }
  } catch (error) {
    failure = { error };
  }
  if (pending.length > 0) {
    await pacer.wait(between(tickMin, tickMax, pacer.random()), signal);
    if (!signal.aborted) yield pending.join('');
  }
  if (failure) throw failure.error;
}
