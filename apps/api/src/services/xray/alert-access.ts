// Who may read X-Ray alert details (issue 22 §8; spec §9 "Plans": X-Ray from Shrimp up; docs/xray.md "Who sees the
// alerts"). One rule for every surface: the audit page (GET /api/x-ray/projects/{id}), Agent K's xray_audit tool (and
// the Telegram bot's /xray, which answers from that tool) and the audits of what a user holds (GET /api/me/x-ray).
// With a plan that includes X-Ray a caller gets every alert with its rule, values and "because" sentence; below it (a
// Free user, a visitor) only how many alerts fired, by severity, and no sentence that quotes them (the danger and
// warning tags cite the alerts' own sentences, so those tag reasons are replaced by the counts).
import {
  ALERT_GROUPS,
  type LocalizedText,
  PLANS,
  type Severity,
  SEVERITIES,
  type XrayAlert,
  type XrayProjectDetail,
} from '@k3/shared';

export type XrayAccess = 'full' | 'connect' | 'upgrade';
export type AlertCounts = XrayProjectDetail['alertCounts'];
type TagReason = XrayProjectDetail['tagReasons'][number];

/** Which plans include X-Ray (spec §9: Shrimp and above). */
export function planHasXray(planId: string): boolean {
  return PLANS.find((p) => p.id === planId)?.features.includes('x-ray') ?? false;
}

/** A signed-in user's access from their plan. */
export function accessForPlan(planId: string): 'full' | 'upgrade' {
  return planHasXray(planId) ? 'full' : 'upgrade';
}

/** The rule itself: alert details (rule, group, values, sentences) only with a plan that includes X-Ray. */
export function seesAlertDetails(access: XrayAccess): boolean {
  return access === 'full';
}

/** How many alerts fired, by severity and by group (visibleAlertCounts decides what a caller reads). */
export function countAlerts(alerts: readonly Pick<XrayAlert, 'severity' | 'group'>[]): AlertCounts {
  const count = <K extends string>(keys: readonly K[], of: (alert: (typeof alerts)[number]) => K) =>
    Object.fromEntries(keys.map((key) => [key, alerts.filter((alert) => of(alert) === key).length])) as Record<K, number>;
  return {
    total: alerts.length,
    bySeverity: count(SEVERITIES, (alert) => alert.severity),
    byGroup: count(ALERT_GROUPS, (alert) => alert.group),
  };
}

/** The alerts a caller may read: all of them with details, none below the plan. */
export function visibleAlerts<T>(access: XrayAccess, alerts: readonly T[]): T[] {
  return seesAlertDetails(access) ? [...alerts] : [];
}

/** The stored counts as a caller may read them: below the plan, the total and the counts by severity only. */
export function visibleAlertCounts(access: XrayAccess, counts: AlertCounts): AlertCounts {
  return seesAlertDetails(access) ? counts : { total: counts.total, bySeverity: counts.bySeverity, byGroup: {} };
}

function severityList(counts: AlertCounts, lang: keyof LocalizedText): string {
  const names: Record<keyof LocalizedText, Record<Severity, string>> = {
    en: { info: 'info', low: 'low', medium: 'medium', high: 'high', critical: 'critical' },
    fr: { info: 'info', low: 'faible', medium: 'moyenne', high: 'élevée', critical: 'critique' },
    es: { info: 'info', low: 'baja', medium: 'media', high: 'alta', critical: 'crítica' },
  };
  return [...SEVERITIES]
    .reverse()
    .filter((severity) => (counts.bySeverity[severity] ?? 0) > 0)
    .map((severity) => `${counts.bySeverity[severity]} ${names[lang][severity]}`)
    .join(', ');
}

/** A tag reason that only counts the alerts, for callers below the plan. */
function countedReason(counts: AlertCounts): LocalizedText {
  return {
    en: `Alerts fired (${severityList(counts, 'en')}); their details come with a plan that includes X-Ray.`,
    fr: `Des alertes se sont déclenchées (${severityList(counts, 'fr')}) ; leur détail est inclus dans les offres avec X-Ray.`,
    es: `Se activaron alertas (${severityList(counts, 'es')}); su detalle se incluye en los planes con X-Ray.`,
  };
}

/**
 * The tags' reasons as a caller may read them: below the plan, a reason quoting an alert's sentence (danger from a
 * critical alert, warning from a high one) becomes the counts by severity; the other reasons (score, hype, technical
 * analysis) say nothing about the alerts and are kept.
 */
export function visibleTagReasons(
  access: XrayAccess,
  tags: readonly TagReason[],
  alerts: readonly Pick<XrayAlert, 'severity' | 'group' | 'because'>[],
): TagReason[] {
  if (seesAlertDetails(access)) return [...tags];
  const quotes = (tag: TagReason) => alerts.some((alert) => alert.because.en !== '' && tag.because.en.includes(alert.because.en));
  return tags.map((tag) => (quotes(tag) ? { tag: tag.tag, because: countedReason(countAlerts(alerts)) } : tag));
}
