// Opens the Buy token dialog (spec §2 header "Buy token button"; also the pricing and dashboard calls to action).
import { openBuyTokenDialog } from '../hooks/use-buy-token-dialog';
import { useAppTranslation } from '../../../lib/i18n';

interface BuyTokenButtonProps {
  /** Visible text; "Buy token" by default. */
  label?: string;
  className?: string;
}

export function BuyTokenButton({ label, className = 'button button-primary' }: BuyTokenButtonProps) {
  const { t } = useAppTranslation();
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={openBuyTokenDialog}>
      {label ?? t('buyToken.button')}
    </button>
  );
}
