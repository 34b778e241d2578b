// Modal dialog on the native <dialog> element: showModal() gives the focus trap, Escape and the inert page;
// it is named by its title, has a "Close" button, closes on a backdrop click, and gives focus back to
// the element that opened it.
import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { CloseIcon } from '../icons/icons';
import { useAppTranslation } from '../../lib/i18n';

interface DialogProps {
  open: boolean;
  /** Called whenever the dialog closes (Escape, close button, backdrop). */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Extra class for sizing. */
  className?: string;
}

export function Dialog({ open, onClose, title, children, className }: DialogProps) {
  const { t } = useAppTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const titleId = useId();

  // The open prop is the one source of truth: every way out (Escape, close button, backdrop) asks the parent to
  // close first, and the effect then closes the element. The native `close` event arrives a task later, so a
  // dialog reopened in between (a quick Escape then Enter) must not be closed by it.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    }
  }, [open]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  // Closed by other means (a form with method="dialog"): tell the parent, unless it has reopened the dialog since.
  const onNativeClose = () => {
    if (!ref.current?.open) onClose();
  };

  // A click on the dialog element itself (not its content) is a click on the backdrop.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`dialog ${className ?? ''}`}
      onCancel={onCancel}
      onClose={onNativeClose}
      onClick={onBackdropClick}
    >
      <div className="dialog-content">
        <header className="dialog-header">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={t('common.actions.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        <div className="dialog-body">{open ? children : null}</div>
      </div>
    </dialog>
  );
}
