// The shared shape of the quests and polls tabs (docs/admin.md "Quests", "Polls"): a "New" button beside the
// heading, the create / edit form in a card above the list, and a table whose last column holds Edit plus the
// publish / unpublish / archive actions, each confirmed in a dialog (TransitionActions). Both tabs manage the same
// kind of record — published or not, archivable — so only their columns, cells, form and API calls differ.
import { Fragment, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { QuestTransition } from '../api/admin-quests';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { AdminSection } from './admin-section';
import { AdminTable, type AdminColumn } from './admin-table';
import { statusOf } from './status-badge';
import { TransitionActions } from './transition-actions';

interface Publishable {
  id: string | number;
  published: boolean;
  archivedAt: string | null;
}

interface PublishableSectionProps<D, T extends Publishable> {
  /** The section's slug (see AdminSection). */
  id: string;
  heading: string;
  newLabel: string;
  empty: string;
  /** Every column header, the actions column last. */
  columns: readonly AdminColumn[];
  query: UseQueryResult<D>;
  items: (data: D) => readonly T[];
  /** The item's name in the action buttons' labels and the confirmation text. */
  nameOf: (item: T) => string;
  /** Every cell of the item's row but the actions one. */
  cells: (item: T) => ReactNode;
  /** The form creating an item (no item) or editing one; it calls onDone once saved or cancelled. */
  form: (item: T | undefined, onDone: () => void) => ReactNode;
  transition: (item: T, transition: QuestTransition) => Promise<unknown>;
}

export function PublishableSection<D, T extends Publishable>(props: PublishableSectionProps<D, T>) {
  const { id, heading, newLabel, empty, columns, query, items, nameOf, cells, form, transition } = props;
  const { t } = useAdminTexts();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const close = () => setEditing(null);

  return (
    <AdminSection
      id={id}
      heading={heading}
      action={
        editing === null ? (
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            {newLabel}
          </button>
        ) : null
      }
    >
      {editing !== null ? (
        <div className="card admin-form-card">
          {/* Keyed by the item so switching from one edit to another starts a fresh form, not the last one's values. */}
          <Fragment key={editing === 'new' ? 'new' : editing.id}>{form(editing === 'new' ? undefined : editing, close)}</Fragment>
        </div>
      ) : null}
      <AdminTable
        query={query}
        rows={items}
        empty={empty}
        columns={columns}
        row={(item) => (
          <tr key={item.id}>
            {cells(item)}
            <td>
              <div className="admin-row-actions">
                <button
                  type="button"
                  className="button button-ghost admin-row-button"
                  aria-label={`${t('admin.common.edit')} ${nameOf(item)}`}
                  onClick={() => setEditing(item)}
                >
                  {t('admin.common.edit')}
                </button>
                <TransitionActions name={nameOf(item)} status={statusOf(item)} run={(action) => transition(item, action)} />
              </div>
            </td>
          </tr>
        )}
      />
    </AdminSection>
  );
}
