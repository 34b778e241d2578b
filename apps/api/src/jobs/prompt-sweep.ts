// Agent K prompts cut by a crash (docs/reliability.md "Crashes"): a prompt's kredit is debited, and the prompt recorded
// pending, before the first byte; its outcome is written when the answer ends. A process killed in between leaves the
// prompt pending and the kredit spent. This job, every 5 minutes, marks prompts pending for over ABANDONED_PROMPT_MS
// abandoned and gives each one's kredit back, in one transaction: the user is not charged for an answer the crash cut.
// No answer lasts that long (at most 4 tool rounds, each bounded by LLM_TIMEOUT_MS between chunks), and a late end of
// an answer the sweep already took does not refund it twice (finishPrompt is conditional on pending).
import type { App } from '../app';
import { abandonPendingPrompts } from '../repositories/ai-prompts';
import { refundKredit } from '../services/agent/kredits';
import type { JobDefinition } from './scheduler';

export const ABANDONED_PROMPT_MS = 30 * 60_000;
const SWEEP_EVERY_MS = 5 * 60_000;

/** Refunds the prompts pending since before `now − ABANDONED_PROMPT_MS`; returns how many. */
export async function sweepAbandonedPrompts(app: Pick<App, 'db'>, now: Date): Promise<number> {
  return app.db.transaction(async (tx) => {
    const owners = await abandonPendingPrompts(tx, new Date(now.getTime() - ABANDONED_PROMPT_MS));
    for (const userId of owners) await refundKredit(tx, userId);
    return owners.length;
  });
}

export function promptSweepJob(app: App): JobDefinition<number> {
  return {
    name: 'prompt-sweep',
    everyMs: SWEEP_EVERY_MS,
    runAtStart: true,
    run: async () => {
      const refunded = await sweepAbandonedPrompts(app, app.clock());
      if (refunded > 0) app.log.warn({ prompts: refunded }, 'abandoned Agent K prompts refunded');
      return refunded;
    },
  };
}
