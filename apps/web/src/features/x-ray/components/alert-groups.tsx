// The security section's audit alerts grouped as tokenomics, governance, security, transparency (spec §3 "audit alerts
// grouped as tokenomics, governance, security, transparency"): every alert of the project, whatever section fired it.
import { ALERT_GROUPS, type XrayAlert } from '@k3/shared';
import { useXrayTexts } from '../hooks/use-xray-texts';
import { SeverityBadge } from '../../../lib/severity-badge';
import { bySeverity } from './alert-item';

export function AlertGroups({ alerts }: { alerts: readonly XrayAlert[] }) {
  const { t, alertTitle } = useXrayTexts();
  return (
    <section className="xray-groups" aria-labelledby="xray-groups-title">
      <h3 id="xray-groups-title" className="xray-subtitle">
        {t('xray.detail.groupsTitle')}
      </h3>
      <div className="xray-groups-grid">
        {ALERT_GROUPS.map((group) => {
          const inGroup = bySeverity(alerts.filter((alert) => alert.group === group));
          return (
            <section key={group} className="xray-group" aria-labelledby={`xray-group-${group}`}>
              <h4 id={`xray-group-${group}`}>
                {t(`xray.detail.groups.${group}`)} <span className="xray-count-pill">{inGroup.length}</span>
              </h4>
              {inGroup.length === 0 ? (
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
