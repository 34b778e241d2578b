import { CHAT_WAITING_INTERVAL_MS } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { stageDurationMs, waitingStepAt } from './waiting';

describe('waiting message stages (spec §4, §9)', () => {
  it('lasts about 2 s per stage, growing across the 8 stages', () => {
    expect(stageDurationMs(0)).toBe(CHAT_WAITING_INTERVAL_MS.base);
    expect(stageDurationMs(7)).toBe(CHAT_WAITING_INTERVAL_MS.base + 7 * CHAT_WAITING_INTERVAL_MS.growth);
  });

  it('goes through every stage in order, the stage texts taking turns', () => {
    const seen: string[] = [];
    let elapsed = 0;
    for (let i = 0; i < 14; i++) {
      const step = waitingStepAt(elapsed);
      seen.push(`${step.stage}:${step.text}`);
      elapsed += step.nextInMs;
    }
    expect(seen).toEqual([
      '0:searching',
      '0:retrieving',
      '1:thinking',
      '2:analyzing',
      '3:creating',
      '4:preparing',
      '5:finalizing',
      '5:refining',
      '6:takingLonger',
      '6:processing',
      '7:compiling',
      '7:validating',
      // Past the last stage its texts keep taking turns.
      '7:compiling',
      '7:validating',
    ]);
  });

  it('says when the text changes next', () => {
    expect(waitingStepAt(0)).toEqual({ stage: 0, text: 'searching', nextInMs: 1000 });
    expect(waitingStepAt(1500)).toEqual({ stage: 0, text: 'retrieving', nextInMs: 500 });
    expect(waitingStepAt(2000)).toEqual({ stage: 1, text: 'thinking', nextInMs: 2500 });
  });
});
