// The security section's audit alerts grouped as tokenomics, governance, security, transparency (spec §3 "audit alerts
// grouped as tokenomics, governance, security, transparency"): every alert of the project, whatever section fired it.
// A group none of whose checks ran reads "Not checked" (issue 25 §1): no alert is then no verdict, never a clean one.
import { ALERT_GROUPS, type XrayAlert, type XrayCheck } from '@k3/shared';
import { useXrayTexts } from '../hooks/use-xray-texts';
import { SeverityBadge } from '../../../lib/severity-badge';
import { bySeverity } from './alert-item';

export function AlertGroups({ alerts, checks }: { alerts: readonly XrayAlert[]; checks: readonly XrayCheck[] }) {
  const { t, alertTitle } = useXrayTexts();
  return (
    <section className="xray-groups" aria-labelledby="xray-groups-title">
      <h3 id="xray-groups-title" className="xray-subtitle">
        {t('xray.detail.groupsTitle')}
      </h3>
      <div className="xray-groups-grid">
        {ALERT_GROUPS.map((group) => {
          const inGroup = bySeverity(alerts.filter((alert) => alert.group === group));
          const groupChecks = checks.filter((check) => check.group === group);
          const isUnchecked =
            inGroup.length === 0 && groupChecks.length > 0 && groupChecks.every((check) => check.status === 'not-checked');
          return (
            <section key={group} className="xray-group" aria-labelledby={`xray-group-${group}`}>
              <h4 id={`xray-group-${group}`}>
                {t(`xray.detail.groups.${group}`)} <span className="xray-count-pill">{isUnchecked ? '–' : inGroup.length}</span>
              </h4>
              {isUnchecked ? (
                <p className="muted">{t('xray.detail.groupsNotChecked', { count: groupChecks.length })}</p>
              ) : inGroup.length === 0 ? (
                <p className="muted">{t('xray.detail.groupsEmpty')}</p>
              ) : (
                <ul>
                  {inGroup.map((alert) => (
                    <li key={alert.key}>
                      <SeverityBadge severity={alert.severity} /> {alertTitle(alert.key)}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </section>
  );
}
