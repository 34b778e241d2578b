// Publish, unpublish and archive for a quest or a poll, each confirmed in a dialog (docs/admin.md). What is offered
// follows the state: a draft can be published or archived, a published item unpublished or archived, an archived one
// published again. Success is a toast; a refusal stays in the dialog.
import { useState } from 'react';
import { notify } from '../../../lib/toast';
import type { QuestTransition } from '../api/admin-quests';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { ConfirmDialog } from './confirm-dialog';
import type { AdminStatus } from './status-badge';

const OFFERED: Record<AdminStatus, QuestTransition[]> = {
  draft: ['publish', 'archive'],
  published: ['unpublish', 'archive'],
  archived: ['publish'],
};

interface TransitionActionsProps {
  name: string;
  status: AdminStatus;
  run: (transition: QuestTransition) => Promise<unknown>;
}

export function TransitionActions({ name, status, run }: TransitionActionsProps) {
  const { t } = useAdminTexts();
  const [asked, setAsked] = useState<QuestTransition | null>(null);
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setAsked(null);
    setFailure(null);
  };
  const confirm = async () => {
    if (!asked) return;
    setPending(true);
    setFailure(null);
    try {
      await run(asked);
      notify.success(t(`admin.actions.done.${asked}`));
      setAsked(null);
    } catch (error) {
      setFailure(t('admin.actions.failed', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      {OFFERED[status].map((transition) => (
        <button
          key={transition}
          type="button"
          className="button button-ghost admin-row-button"
          aria-label={`${t(`admin.actions.${transition}`)} ${name}`}
          onClick={() => setAsked(transition)}
        >
          {t(`admin.actions.${transition}`)}
        </button>
      ))}
      <ConfirmDialog
        open={asked !== null}
        title={asked ? t(`admin.actions.${asked}`) : ''}
        text={asked ? t(`admin.actions.confirm.${asked}`, { name }) : ''}
        isPending={isPending}
        failure={failure}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    </>
  );
}
