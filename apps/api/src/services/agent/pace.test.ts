// The reading pace of offline answers (spec §9 "fake stream chunks of 2 to 5 characters every 25 to 50 ms"), driven by
// a stepped pacer: no test waits on time.
import { describe, expect, it } from 'vitest';
import { drain, nextPiece, steppedPacer, turn } from '../../../test/helpers/stepped-pacer';
import { paced } from './pace';

async function* source(chunks: string[]) {
  for (const chunk of chunks) yield await Promise.resolve(chunk);
}

describe('paced', () => {
  it('re-cuts the text into pieces of 2 to 5 characters, each after a wait of 25 to 50 ms', async () => {
    const stepped = steppedPacer([0, 0.99, 0.5]);
    const text = 'Kredits pay for Agent K’s answers: one question costs one kredit. 🦀 Done.';
    const chunks = ['Kredits pay for ', 'Agent K’s answers: one question', ' costs one kredit. 🦀 Done.'];
    const pieces = await drain(paced(source(chunks), stepped.pacer, new AbortController().signal), stepped);
    expect(pieces.join('')).toBe(text);
    for (const piece of pieces.slice(0, -1)) expect(Array.from(piece).length).toBeGreaterThanOrEqual(2);
    for (const piece of pieces) expect(Array.from(piece).length).toBeLessThanOrEqual(5);
    const sizes = new Set(pieces.map((piece) => Array.from(piece).length));
    expect(sizes.has(2) && sizes.has(5)).toBe(true);
    expect(stepped.asked).toHaveLength(pieces.length);
    for (const ms of stepped.asked) {
      expect(ms).toBeGreaterThanOrEqual(25);
      expect(ms).toBeLessThanOrEqual(50);
    }
    expect(Math.min(...stepped.asked)).toBe(25);
    expect(Math.max(...stepped.asked)).toBe(50);
  });

  it('never splits an emoji (whole code points)', async () => {
    const stepped = steppedPacer([0]);
    const pieces = await drain(paced(source(['a🦀b🦀🦀c']), stepped.pacer, new AbortController().signal), stepped);
    expect(pieces).toEqual(['a🦀', 'b🦀', '🦀c']);
  });

  it('stops at once when the signal aborts: the pending wait ends and nothing more is sent', async () => {
    const stepped = steppedPacer([0]);
    const controller = new AbortController();
    const generator = paced(source(['one two three four five']), stepped.pacer, controller.signal);
    expect(await nextPiece(generator, stepped)).toEqual({ done: false, value: 'on' });
    const second = generator.next();
    while (stepped.pending() === 0) await turn();
    controller.abort();
    expect(await second).toEqual({ done: true, value: undefined });
  });
});

describe('paced, on a failing answer', () => {
  it('sends every piece produced before the failure, then fails', async () => {
    const stepped = steppedPacer([0.5]);
    async function* failing() {
      yield await Promise.resolve('Partial');
      throw new Error('cut');
    }
    const generator = paced(failing(), stepped.pacer, new AbortController().signal);
    const pieces: string[] = [];
    await expect(
      (async () => {
        for (;;) {
          const result = await nextPiece(generator, stepped);
          if (result.done) return;
          pieces.push(result.value);
        }
      })(),
    ).rejects.toThrow('cut');
    expect(pieces.join('')).toBe('Partial');
  });
});
