// The tokens one answer cost (issue 22 §4; docs/agent-llm.md "Token usage"): the sum over its rounds of the usage the
// model reported. A round whose server reports none — a backend without `include_usage`, or a round cut short by the
// user's stop or a failure — counts an estimate from the characters sent and received (budget.ts CHARS_PER_TOKEN), so
// the per-user daily ceiling cannot be slipped past by a backend that stays silent.
import type { AgentUsage } from '../types';
import { estimateTokens } from './budget';

/** A round's characters: its request body as sent, and what its reader received (text and tool-call deltas). */
export interface RoundMeter {
  sent: number;
  received: number;
}

export class UsageMeter {
  readonly total: AgentUsage = { promptTokens: 0, completionTokens: 0 };
  private open: RoundMeter | null = null;

  /** A round starts; a round still open is closed as unreported. */
  start(): RoundMeter {
    this.close(null);
    this.open = { sent: 0, received: 0 };
    return this.open;
  }

  /** The open round ended, with the usage its server reported (null: none, estimated). */
  close(reported: AgentUsage | null): void {
    const round = this.open;
    this.open = null;
    if (!round) return;
    const usage = reported ?? {
      promptTokens: estimateTokens(round.sent),
      completionTokens: estimateTokens(round.received),
    };
    this.total.promptTokens += usage.promptTokens;
    this.total.completionTokens += usage.completionTokens;
  }
}
