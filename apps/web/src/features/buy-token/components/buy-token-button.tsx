// Opens the Buy token dialog (spec §2 header "Buy token button"; also the pricing and dashboard calls to action).
import { BuyIcon } from '../../../components/icons/icons';
import { openBuyTokenDialog } from '../hooks/use-buy-token-dialog';
import { useAppTranslation } from '../../../lib/i18n';

interface BuyTokenButtonProps {
  /** Visible text; "Buy token" by default. */
  label?: string;
  className?: string;
  /** The header's button: on phones its text shrinks to an icon and stays its name (issue 26 §6). */
  compact?: boolean;
}

export function BuyTokenButton({ label, className = 'button button-primary', compact = false }: BuyTokenButtonProps) {
  const { t } = useAppTranslation();
  const text = label ?? t('buyToken.button');
  return (
    <button
      type="button"
      className={compact ? `${className} topbar-compact` : className}
      aria-haspopup="dialog"
      onClick={openBuyTokenDialog}
    >
      {compact ? (
        <>
          <BuyIcon className="topbar-phone-icon" width={18} height={18} />
          <span className="topbar-link-text">{text}</span>
        </>
      ) : (
        text
      )}
    </button>
  );
}
