// What the demo news reads of the market (issue 24 §3; docs/demo-data.md "Demo news that follows the market"): the
// stored daily closes, a coin's move over a day, a three-month high, and whether a story's condition holds on a day.
import type { EventAsset } from '../../demo/events';
import type { StoryCondition } from './demo-templates';

const DAY_MS = 86_400_000;

/** The market the stories follow: the stored daily closes and who each asset is for the event calendar. */
export interface DemoMarket {
  /** Per asset, its daily close by ISO day (the series the app shows), covering at least 91 days before the window. */
  closes: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** Per asset, its rank and market class as demo/events.ts reads them. */
  events: ReadonlyMap<string, EventAsset>;
}

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const shiftDay = (day: string, days: number) => isoDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/** The asset's move over the day (close of the day against the close of the day before), percent; null without both. */
export function dayMove(closes: ReadonlyMap<string, number> | undefined, day: string): number | null {
  const close = closes?.get(day);
  const before = closes?.get(shiftDay(day, -1));
  return close === undefined || before === undefined || before <= 0 ? null : ((close - before) / before) * 100;
}

/** True when the day's close is above every close of the 90 days before it (all 90 known). */
export function isThreeMonthHigh(closes: ReadonlyMap<string, number> | undefined, day: string): boolean {
  const close = closes?.get(day);
  if (close === undefined) return false;
  for (let back = 1; back <= 90; back += 1) {
    const earlier = closes?.get(shiftDay(day, -back));
    if (earlier === undefined || earlier >= close) return false;
  }
  return true;
}

/** What one day looked like: each subject's move, and the market's (the median move of the largest coins). */
export interface DayFacts {
  moves: Map<string, number>;
  market: number | null;
}

/** Whether a story's condition (demo-templates.ts StoryCondition) holds for the subject's move on the day. */
export function conditionHolds(
  when: StoryCondition | undefined,
  move: number,
  day: string,
  facts: DayFacts,
  closes: ReadonlyMap<string, number> | undefined,
): boolean {
  switch (when) {
    case undefined:
      return true;
    case 'threeMonthHigh':
      return isThreeMonthHigh(closes, day);
    case 'outpaced':
      return facts.market !== null && Math.abs(facts.market) < 1.5 && move - facts.market >= 2;
    case 'marketDown':
      return facts.market !== null && facts.market < 0;
    case 'afterWeekOfGains': {
      const start = closes?.get(shiftDay(day, -8));
      const end = closes?.get(shiftDay(day, -1));
      return start !== undefined && end !== undefined && end >= start * 1.03;
    }
    case 'up':
      return move >= 1;
    case 'flat':
      return Math.abs(move) < 1;
    case 'down':
      return move <= -0.5;
  }
}
