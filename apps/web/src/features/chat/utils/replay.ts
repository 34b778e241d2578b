// The replay of a shared chat (spec §4 "Replay simulates typing", §9 "replay 1000 ms before a user message, 2000 ms
// before an answer, 200 ms after typing; fake stream chunks of 2 to 5 characters every 25 to 50 ms"): each message is
// scheduled on timers; an answer arrives in chunks like a live stream. `cancel` stops it where it is.
import { CHAT_REPLAY_MS, type ChatMessage } from '@k3/shared';

export interface ReplayEvents {
  /** A user message appears whole. */
  onUserMessage: (message: ChatMessage) => void;
  /** The wait before an answer starts: its message is there, empty (the chat shows its waiting message). */
  onAnswerStart: (message: ChatMessage) => void;
  /** The next characters of the answer being typed. */
  onAnswerChunk: (id: string, chunk: string) => void;
  onDone: () => void;
}

export interface ReplayClock {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
  /** A number in [0, 1). */
  random: () => number;
}

const defaultClock: ReplayClock = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
  random: Math.random,
};

/** An integer in [min, max]. */
function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Replays `messages` from now on; returns `cancel`. */
export function startReplay(messages: readonly ChatMessage[], events: ReplayEvents, clock: ReplayClock = defaultClock) {
  let timer: unknown = null;
  let isCancelled = false;
  const later = (ms: number, run: () => void) => {
    timer = clock.setTimeout(() => {
      if (!isCancelled) run();
    }, ms);
  };

  const play = (index: number) => {
    const message = messages[index];
    if (!message) {
      events.onDone();
      return;
    }
    if (message.sender === 'user') {
      later(CHAT_REPLAY_MS.beforeUser, () => {
        events.onUserMessage(message);
        play(index + 1);
      });
      return;
    }
    events.onAnswerStart({ ...message, message: '' });
    const chars = Array.from(message.message);
    const type = (from: number) => {
      if (from >= chars.length) {
        later(CHAT_REPLAY_MS.afterTyping, () => play(index + 1));
        return;
      }
      const size = between(clock.random, CHAT_REPLAY_MS.chunkMin, CHAT_REPLAY_MS.chunkMax);
      events.onAnswerChunk(message.id, chars.slice(from, from + size).join(''));
      later(between(clock.random, CHAT_REPLAY_MS.tickMin, CHAT_REPLAY_MS.tickMax), () => type(from + size));
    };
    later(CHAT_REPLAY_MS.beforeAnswer, () => type(0));
  };

  play(0);
  return () => {
    isCancelled = true;
    if (timer !== null) clock.clearTimeout(timer);
  };
}
