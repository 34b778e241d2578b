// The admin console's view of Agent K usage (issue 22 §4; docs/admin.md "Agent K usage"): the rows of ai_usage_days of
// the last `days` UTC days, each marked when it reached the daily ceiling per user (AI_DAILY_TOKEN_LIMIT).
import type { AdminAiUsage } from '@k3/shared';
import type { Database } from '../../db/client';
import { listUsage, usageDay } from '../../repositories/ai-usage';

const DAY_MS = 86_400_000;

export async function aiUsageView(
  deps: { db: Database; now: Date; dailyTokenLimit: number },
  query: { days: number; limit: number; offset: number },
): Promise<{ dailyTokenLimit: number | null; usage: AdminAiUsage[] }> {
  const since = usageDay(new Date(deps.now.getTime() - (query.days - 1) * DAY_MS));
  const limit = deps.dailyTokenLimit;
  const rows = await listUsage(deps.db, { since, limit: query.limit, offset: query.offset });
  return {
    dailyTokenLimit: limit > 0 ? limit : null,
    usage: rows.map((row) => ({ ...row, overLimit: limit > 0 && row.promptTokens + row.completionTokens >= limit })),
  };
}
