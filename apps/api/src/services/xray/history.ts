// The score history (GET /api/x-ray/projects/{id}/history; issue 25 §3): each audited day's score and alert count, and
// why it moved since the previous audited day — the score's delta and the alerts that appeared and disappeared. Below
// the plan that includes X-Ray the change counts the alerts without naming them (alert-access.ts; docs/xray.md "Who
// sees the alerts").
import { ALERT_KEYS, type AlertKey, type XrayHistoryPoint, type XrayScoreChange } from '@k3/shared';
import { seesAlertDetails, type XrayAccess } from './alert-access';

/** One stored audit as the history reads it (repositories/xray.ts auditHistory). */
export interface AuditDay {
  day: string;
  score: number | null;
  alertCount: number;
  alertKeys: readonly string[];
}

const KNOWN_KEYS: ReadonlySet<string> = new Set(ALERT_KEYS);
/** A key a later version of the rules no longer has is counted, not named (the contract names known keys only). */
const named = (keys: readonly string[]) => keys.filter((key): key is AlertKey => KNOWN_KEYS.has(key));

export function scoreChange(before: AuditDay, after: AuditDay, access: XrayAccess): XrayScoreChange {
  const was = new Set(before.alertKeys);
  const is = new Set(after.alertKeys);
  const appeared = [...is].filter((key) => !was.has(key));
  const disappeared = [...was].filter((key) => !is.has(key));
  const full = seesAlertDetails(access);
  return {
    since: before.day,
    scoreDelta: before.score === null || after.score === null ? null : after.score - before.score,
    appeared: full ? named(appeared) : [],
    disappeared: full ? named(disappeared) : [],
    appearedCount: appeared.length,
    disappearedCount: disappeared.length,
  };
}

/** The days oldest first, each with its change since the day before it in `rows` (none for the first). */
export function historyDays(rows: readonly AuditDay[], access: XrayAccess): XrayHistoryPoint[] {
  return rows.map((row, index) => {
    const previous = index > 0 ? rows[index - 1] : undefined;
    return {
      day: row.day,
      score: row.score,
      alerts: row.alertCount,
      change: previous ? scoreChange(previous, row, access) : null,
    };
  });
}
