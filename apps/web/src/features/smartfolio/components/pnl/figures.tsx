// The small pieces every profit-and-loss screen shows figures with (issue 29 §3; docs/pnl-ui.md "Figures"): money to
// the cent, gains and losses with a sign and an arrow (colour is the third cue), "—" with its reason where K3 has no
// price, and how an account is named.
import { currentLocale } from '../../../../lib/i18n';
import { formatMoney, formatSignedMoney, TREND_MARK, trendOf } from '../../../../lib/pnl-format';
import { usePnlTranslation } from '../../../../lib/pnl-texts';
import { importedExchange, importedName } from '../../utils/pnl';

/** A gain or loss: "▲ +$12.30" in green, "▼ -$4.00" in red, "• $0.00". */
export function Gain({ value }: { value: string | null }) {
  const locale = currentLocale();
  if (value === null) return <NoPrice />;
  const trend = trendOf(value);
  return (
    <span className={`pnl-gain trend-${trend}`}>
      <span aria-hidden="true">{TREND_MARK[trend]} </span>
      {formatSignedMoney(value, locale)}
    </span>
  );
}

/** A USD figure, "—" when the value is unknown (a holding without a price). */
export function Money({ value }: { value: string | null }) {
  return value === null ? <NoPrice /> : <>{formatMoney(value, currentLocale())}</>;
}

/** "—" where K3 has no price: the reason as a tooltip, and for screen readers in the text itself. */
export function NoPrice() {
  const { t } = usePnlTranslation();
  return (
    <span className="pnl-no-price" title={t('pnl.noPrice.hint')}>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('pnl.noPrice.label')}</span>
    </span>
  );
}

/** An account's name: an imported export named in the interface language, a wallet or exchange as the API labels it. */
export function useAccountName() {
  const { t } = usePnlTranslation();
  return (account: string, label?: string) => {
    const exchange = importedExchange(account);
    if (exchange !== null) return t('pnl.accounts.imported', { name: importedName(exchange) });
    return label ?? account;
  };
}
