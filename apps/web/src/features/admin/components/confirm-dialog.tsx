// A change confirmed before it is sent (publish, unpublish, archive, a role): the question, then Confirm or Cancel.
// A refusal by the API stays in the dialog, so the admin reads why before closing it.
import { Dialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-field';
import { useAdminTexts } from '../hooks/use-admin-texts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  isPending: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ open, title, text, isPending, failure, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useAdminTexts();
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <p>{text}</p>
      <FormError>{failure}</FormError>
      <div className="admin-actions">
        <button type="button" className="button button-ghost" onClick={onClose}>
          {t('admin.common.cancel')}
        </button>
        <button type="button" className="button button-primary" disabled={isPending} onClick={onConfirm}>
          {t('admin.common.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
