// One console tab's frame: a section named by its h2 (aria-labelledby, so assistive tech lists it as a named region)
// with an optional action beside the heading, such as "New quest". Every section renders through it so the heading
// ids and the layout classes cannot drift apart between tabs.
import type { ReactNode } from 'react';

interface AdminSectionProps {
  /** The section's slug: the heading's id is `admin-<id>-heading`. */
  id: string;
  heading: string;
  action?: ReactNode;
  children: ReactNode;
}

export function AdminSection({ id, heading, action, children }: AdminSectionProps) {
  const headingId = `admin-${id}-heading`;
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <div className="admin-section-head">
        <h2 id={headingId}>{heading}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
