// One of the six audit sections (spec §1 "X-Ray: … sections financial, fundamental, social, onchain, security and
// technical analysis. Each section has a 'tell me more' action"): its measures, its alerts and the rules that read it.
// A locked section (spec §6: a visitor sees 'connect to unlock'; a plan without X-Ray sees the upgrade) shows a blurred
// stand-in under the way to unlock it.
import { useId } from 'react';
import { Link } from 'react-router';
import type { XrayAlert, XrayCheck, XrayOpenSection, XraySection, XraySectionContent } from '@k3/shared';
import { paths } from '../../../config/paths';
import { useXrayTexts } from '../hooks/use-xray-texts';
import { AlertGroups } from './alert-groups';
import { AlertItem, bySeverity } from './alert-item';
import { FieldRow } from './field-row';

interface AuditSectionProps {
  section: XraySection;
  content: XraySectionContent;
  /** Every alert of the project: the security section groups them (spec §3). */
  allAlerts: readonly XrayAlert[];
  /** Every check of the project: a group none of whose checks ran reads "Not checked", never "No alert". */
  allChecks: readonly XrayCheck[];
  onTellMeMore: (section: XraySection) => void;
  onConnect: () => void;
}

const STAND_IN_ROWS = 4;

function LockedContent({
  reason,
  onConnect,
  titleId,
}: {
  reason: 'connect' | 'upgrade';
  onConnect: () => void;
  titleId: string;
}) {
  const { t } = useXrayTexts();
  return (
    <div className="xray-locked">
      {/* A stand-in for the hidden measures, blurred: nothing of the real audit is sent to a locked viewer. */}
      <div className="xray-locked-stand-in" aria-hidden="true">
        {Array.from({ length: STAND_IN_ROWS }, (_, index) => (
          <div key={index} className="xray-field">
            <span className="xray-stand-in-label" />
            <span className="xray-stand-in-value" />
          </div>
        ))}
      </div>
      <div className="xray-locked-overlay">
        {reason === 'connect' ? (
          <>
            <p className="xray-locked-title">{t('xray.detail.locked.connect')}</p>
            <p className="muted">{t('xray.detail.locked.connectText')}</p>
            <button type="button" className="button button-primary" aria-describedby={titleId} onClick={onConnect}>
              {t('xray.detail.locked.connectButton')}
            </button>
          </>
        ) : (
          <>
            <p className="xray-locked-title">{t('xray.detail.locked.upgrade')}</p>
            <p className="muted">{t('xray.detail.locked.upgradeText')}</p>
            <Link to={paths.pricing.getHref()} className="button button-primary" aria-describedby={titleId}>
              {t('xray.detail.locked.upgradeLink')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

function OpenContent({
  section,
  content,
  allAlerts,
  allChecks,
}: {
  section: XraySection;
  content: XrayOpenSection;
  allAlerts: readonly XrayAlert[];
  allChecks: readonly XrayCheck[];
}) {
  const { t } = useXrayTexts();
  const counts = { passed: 0, fired: 0, notChecked: 0 };
  for (const check of content.checks) {
    if (check.status === 'passed') counts.passed += 1;
    else if (check.status === 'fired') counts.fired += 1;
    else counts.notChecked += 1;
  }
  return (
    <>
      <h3 className="xray-subtitle">{t('xray.detail.fields')}</h3>
      {content.fields.length === 0 ? (
        <p className="muted">{t('xray.detail.noFields')}</p>
      ) : (
        <dl className="xray-fields">
          {content.fields.map((field) => (
            <FieldRow key={field.key} section={section} field={field} />
          ))}
        </dl>
      )}
      <h3 className="xray-subtitle">{t('xray.detail.alerts')}</h3>
      {content.alerts.length === 0 ? (
        // No check ran: no alert is no verdict, and the section says so instead of reading clean.
        <p className="muted">
          {counts.passed === 0 && counts.notChecked > 0
            ? t('xray.detail.noChecksRan', { count: counts.notChecked })
            : t('xray.detail.noAlerts')}
        </p>
      ) : (
        <ul className="xray-alerts">
          {bySeverity(content.alerts).map((alert) => (
            <AlertItem key={alert.key} alert={alert} />
          ))}
        </ul>
      )}
      {content.checks.length > 0 ? <ChecksList checks={content.checks} summary={t('xray.detail.checks', counts)} /> : null}
      {section === 'security' ? <AlertGroups alerts={allAlerts} checks={allChecks} /> : null}
    </>
  );
}

function ChecksList({ checks, summary }: { checks: XrayOpenSection['checks']; summary: string }) {
  const { t, alertTitle, reasonText } = useXrayTexts();
  return (
    <details className="xray-checks">
      <summary>{summary}</summary>
      <ul>
        {checks.map((check) => (
          <li key={check.key} className={`xray-check xray-check-${check.status}`}>
            <span className="xray-check-status">{t(`xray.detail.checkStatus.${check.status}`)}</span>
            <span>{alertTitle(check.key)}</span>
            {check.reason ? <span className="xray-reason">{reasonText(check.reason)}</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function AuditSection({ section, content, allAlerts, allChecks, onTellMeMore, onConnect }: AuditSectionProps) {
  const { t, sectionTitle } = useXrayTexts();
  const titleId = useId();
  const title = sectionTitle(section);
  return (
    <section
      className={`card xray-section${content.locked ? ' xray-section-locked' : ''}`}
      aria-labelledby={titleId}
      data-section={section}
    >
      <header className="xray-section-header">
        <h2 id={titleId} className="xray-section-title">
          {title}
        </h2>
        <button
          type="button"
          className="button button-ghost xray-tell-more"
          aria-describedby={titleId}
          onClick={() => onTellMeMore(section)}
        >
          <span className="xray-capitalize">{t('xray.detail.tellMeMore')}</span>
        </button>
      </header>
      {content.locked ? (
        <LockedContent reason={content.reason} onConnect={onConnect} titleId={titleId} />
      ) : (
        <OpenContent section={section} content={content} allAlerts={allAlerts} allChecks={allChecks} />
      )}
    </section>
  );
}
