import { CHAT_REPLAY_MS, type ChatMessage } from '@k3/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startReplay, type ReplayClock } from './replay';

const messages: ChatMessage[] = [
  { id: 'u1', sender: 'user', message: 'Is bitcoin safe?' },
  { id: 'a1', sender: 'agent', message: 'Its X-Ray score is **82/100**.' },
  { id: 'u2', sender: 'user', message: 'Thanks' },
  { id: 'a2', sender: 'agent', message: 'You are welcome.' },
];

function recorder() {
  const log: string[] = [];
  const chunks: { id: string; chunk: string; at: number }[] = [];
  let start = 0;
  return {
    log,
    chunks,
    begin: () => {
      start = Date.now();
    },
    events: {
      onUserMessage: (message: ChatMessage) => log.push(`${Date.now() - start} user ${message.id}`),
      onAnswerStart: (message: ChatMessage) => log.push(`${Date.now() - start} answer ${message.id} "${message.message}"`),
      onAnswerChunk: (id: string, chunk: string) => chunks.push({ id, chunk, at: Date.now() - start }),
      onDone: () => log.push(`${Date.now() - start} done`),
    },
  };
}

describe('replay scheduler (spec §9 replay timings)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 1000 ms before a user message, 2000 ms before an answer, 200 ms after typing', () => {
    const rec = recorder();
    rec.begin();
    startReplay(messages, rec.events);
    vi.runAllTimers();

    const a1 = rec.chunks.filter((c) => c.id === 'a1');
    const a2 = rec.chunks.filter((c) => c.id === 'a2');
    expect(a1.map((c) => c.chunk).join('')).toBe(messages[1]?.message);
    expect(a2.map((c) => c.chunk).join('')).toBe(messages[3]?.message);

    const u1At = CHAT_REPLAY_MS.beforeUser;
    expect(rec.log[0]).toBe(`${u1At} user u1`);
    expect(rec.log[1]).toBe(`${u1At} answer a1 ""`);
    expect(a1[0]?.at).toBe(u1At + CHAT_REPLAY_MS.beforeAnswer);
    // The last chunk's tick, then 200 ms after typing, then 1000 ms before the next user message.
    const typedAt = rec.log[2]?.split(' ')[0];
    const lastTick = Number(typedAt) - CHAT_REPLAY_MS.beforeUser - CHAT_REPLAY_MS.afterTyping;
    expect(lastTick - (a1.at(-1)?.at ?? 0)).toBeGreaterThanOrEqual(CHAT_REPLAY_MS.tickMin);
    expect(lastTick - (a1.at(-1)?.at ?? 0)).toBeLessThanOrEqual(CHAT_REPLAY_MS.tickMax);
    expect(rec.log.slice(2, 4).map((line) => line.split(' ').slice(1).join(' '))).toEqual(['user u2', 'answer a2 ""']);
    expect(rec.log.at(-1)).toMatch(/ done$/);
  });

  it('types chunks of 2 to 5 characters every 25 to 50 ms', () => {
    const rec = recorder();
    rec.begin();
    startReplay([{ id: 'a', sender: 'agent', message: 'x'.repeat(400) }], rec.events);
    vi.runAllTimers();
    const sizes = rec.chunks.map((c) => c.chunk.length);
    expect(sizes.slice(0, -1).every((size) => size >= CHAT_REPLAY_MS.chunkMin && size <= CHAT_REPLAY_MS.chunkMax)).toBe(true);
    const gaps = rec.chunks.slice(1).map((c, i) => c.at - (rec.chunks[i]?.at ?? 0));
    expect(gaps.every((gap) => gap >= CHAT_REPLAY_MS.tickMin && gap <= CHAT_REPLAY_MS.tickMax)).toBe(true);
    // A fair random source reaches both ends of each range.
    expect(new Set(sizes.slice(0, -1))).toEqual(new Set([2, 3, 4, 5]));
  });

  it('uses the clock it is given: the lowest random makes 2-character chunks every 25 ms', () => {
    const scheduled: { run: () => void; ms: number }[] = [];
    const clock: ReplayClock = {
      setTimeout: (run, ms) => scheduled.push({ run, ms }),
      clearTimeout: () => undefined,
      random: () => 0,
    };
    const chunks: string[] = [];
    startReplay(
      [{ id: 'a', sender: 'agent', message: 'abcdef' }],
      { ...recorder().events, onAnswerChunk: (_id, c) => chunks.push(c) },
      clock,
    );
    while (scheduled.length) scheduled.shift()?.run();
    expect(chunks).toEqual(['ab', 'cd', 'ef']);
  });

  it('stops where it is when cancelled', () => {
    const rec = recorder();
    rec.begin();
    const cancel = startReplay(messages, rec.events);
    vi.advanceTimersByTime(CHAT_REPLAY_MS.beforeUser + CHAT_REPLAY_MS.beforeAnswer + 100);
    const seen = rec.chunks.length;
    cancel();
    vi.runAllTimers();
    expect(rec.chunks.length).toBe(seen);
    expect(rec.log.some((line) => line.endsWith('done'))).toBe(false);
  });
});
