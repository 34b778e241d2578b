// The waiting message before the first words of an answer (spec §4 "A waiting message advances through 8 stages with
// rotating progress texts", §9 "waiting message interval about 2 s plus growth across 8 stages"). Stage n (from 0)
// lasts base + n × growth ms (CHAT_WAITING_INTERVAL_MS: 2 s, 2.5 s, … 5.5 s); its texts share that time in turn. Past
// the last stage its texts keep taking turns at the last stage's pace, so a long wait still shows movement.
import { CHAT_WAITING_INTERVAL_MS, CHAT_WAITING_STAGES } from '@k3/shared';

export type WaitingText = (typeof CHAT_WAITING_STAGES)[number][number];

export interface WaitingStep {
  /** 0 to 7. */
  stage: number;
  text: WaitingText;
  /** Milliseconds from `elapsedMs` until the text changes. */
  nextInMs: number;
}

export const WAITING_STAGE_COUNT = CHAT_WAITING_STAGES.length;

export function stageDurationMs(stage: number): number {
  return CHAT_WAITING_INTERVAL_MS.base + stage * CHAT_WAITING_INTERVAL_MS.growth;
}

/** The stage and text shown `elapsedMs` after the prompt was sent. */
export function waitingStepAt(elapsedMs: number): WaitingStep {
  let start = 0;
  for (let stage = 0; stage < WAITING_STAGE_COUNT; stage++) {
    const duration = stageDurationMs(stage);
    const texts = CHAT_WAITING_STAGES[stage] ?? [];
    const isLast = stage === WAITING_STAGE_COUNT - 1;
    if (elapsedMs < start + duration || isLast) {
      const slot = duration / texts.length;
      const turn = Math.floor(Math.max(0, elapsedMs - start) / slot);
      const text = texts[turn % texts.length] ?? texts[0];
      if (text === undefined) break;
      return { stage, text, nextInMs: start + (turn + 1) * slot - elapsedMs };
    }
    start += duration;
  }
  throw new Error('CHAT_WAITING_STAGES is empty');
}
