// Page building blocks shared by every screen: the page header (title, description, mock label, actions)
// and the empty state shown until a feature has content.
import type { ReactNode } from 'react';
import { InboxIcon } from '../icons/icons';
import { useAppTranslation } from '../../lib/i18n';

interface PageHeaderProps {
  title: string;
  description?: string;
  /** The page is a mock variant (spec §2 "marked as mock pages in the configuration"). */
  isMock?: boolean;
  actions?: ReactNode;
}

export function MockLabel() {
  const { t } = useAppTranslation();
  return (
    <span className="mock-label" title={t('common.mock.description')}>
      {t('common.mock.label')}
    </span>
  );
}

export function PageHeader({ title, description, isMock = false, actions }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="page-header-text">
        <div className="page-title-row">
          <h1 className="page-title">{title}</h1>
          {isMock ? <MockLabel /> : null}
        </div>
        {description ? <p className="page-description">{description}</p> : null}
      </div>
      {actions ? <div className="page-actions">{actions}</div> : null}
    </header>
  );
}

interface EmptyStateProps {
  title: string;
  text?: string;
  icon?: ReactNode;
  action?: ReactNode;
  /** Heading level inside the page (h2 by default). */
  level?: 2 | 3;
}

export function EmptyState({ title, text, icon, action, level = 2 }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="empty-state">
      <div className="empty-state-icon">{icon ?? <InboxIcon width={28} height={28} />}</div>
      <Heading className="empty-state-title">{title}</Heading>
      {text ? <p className="empty-state-text">{text}</p> : null}
      {action ? <div className="empty-state-action">{action}</div> : null}
    </div>
  );
}

/** A card container with an optional heading. */
export function Card({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <section className={`card ${className ?? ''}`}>
      {title ? <h2 className="card-title">{title}</h2> : null}
      {children}
    </section>
  );
}
