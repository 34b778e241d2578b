// The fix in tick-shape.ts rests on Node giving a nextTick callback its queue entry as the execution resource; a Node
// upgrade that changed this would silently bring back the slow nextTick (docs/performance.md).
import { describe, expect, it } from 'vitest';
import { heldTickEntry, holdTickShape } from './tick-shape';

describe('holdTickShape', () => {
  it("holds a process.nextTick queue entry (the callback's own) once its tick has run", async () => {
    holdTickShape();
    await new Promise((resolve) => process.nextTick(resolve));
    const entry = heldTickEntry() ?? {};
    // Its async ids and context are symbol-keyed; the callback is the one just queued.
    expect(Object.getOwnPropertySymbols(entry).length).toBeGreaterThanOrEqual(2);
    expect(entry).toHaveProperty('callback', expect.any(Function));
  });
});
