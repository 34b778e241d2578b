// A pacer for tests of the offline answer's reading pace (services/agent/pace.ts): each wait ends only when the test
// steps it, so a test drives the stream piece by piece and never waits on time.
import type { Pacer } from '../../src/services/agent/pace';

/** A pacer whose waits end only when the test steps them; `random` replays `draws` in turn. */
export function steppedPacer(draws: number[] = [0]) {
  const waiting: (() => void)[] = [];
  const asked: number[] = [];
  let draw = 0;
  const pacer: Pacer = {
    wait: (ms, signal) =>
      new Promise<void>((resolve) => {
        asked.push(ms);
        if (signal.aborted) return resolve();
        waiting.push(resolve);
        // A stop ends the wait at once, as the real pacer's does, and it is no longer pending.
        signal.addEventListener(
          'abort',
          () => {
            const index = waiting.indexOf(resolve);
            if (index >= 0) waiting.splice(index, 1);
            resolve();
          },
          { once: true },
        );
      }),
    random: () => draws[draw++ % draws.length]!,
  };
  return { pacer, asked, pending: () => waiting.length, step: () => waiting.shift()?.() };
}

export type SteppedPacer = ReturnType<typeof steppedPacer>;

/** Lets pending promises settle (one turn of the event loop): a condition loop's step, not a timed wait. */
export const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The next piece: the pending wait, once the generator asks for it, is stepped (a condition, never a time). */
export async function nextPiece(generator: AsyncGenerator<string>, stepped: SteppedPacer) {
  const result = generator.next();
  let settled = false;
  const settle = () => (settled = true);
  result.then(settle, settle);
  while (!settled && stepped.pending() === 0) await turn();
  if (!settled) stepped.step();
  return result;
}

/** Every piece to the end, each wait stepped. */
export async function drain(generator: AsyncGenerator<string>, stepped: SteppedPacer): Promise<string[]> {
  const out: string[] = [];
  for (;;) {
    const result = await nextPiece(generator, stepped);
    if (result.done) return out;
    out.push(result.value);
  }
}
