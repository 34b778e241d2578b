// A link to another site: opens in a new tab without giving it access to this window. The "opens in a new tab"
// hint is its accessible description (a hidden element), so the link's name and visible text stay the label.
import { useId, type ReactNode } from 'react';
import { useAppTranslation } from '../../lib/i18n';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  title?: string;
}

export function ExternalLink({ href, children, className, title }: ExternalLinkProps) {
  const { t } = useAppTranslation();
  const hintId = useId();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} title={title} aria-describedby={hintId}>
      {children}
      <span id={hintId} hidden>
        {t('common.newTab')}
      </span>
    </a>
  );
}
