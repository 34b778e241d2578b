// The note under the total naming the coins valued with an old price or with none (issue 8 §11: a price over 2 days
// old is still used, and said; a coin without any price counts for nothing). Dates are the prices' UTC days.
import type { Dashboard } from '@k3/shared';
import { currentLocale, useAppTranslation } from '../../../lib/i18n';

export function StalePricesNote({ entries }: { entries: Dashboard['stalePrices'] }) {
  const { t } = useAppTranslation();
  if (!entries.length) return null;
  const locale = currentLocale();
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  const old = entries.flatMap((entry) =>
    entry.priceDate ? [`${entry.symbol} (${dates.format(new Date(`${entry.priceDate}T00:00:00Z`))})`] : [],
  );
  const missing = entries.flatMap((entry) => (entry.priceDate ? [] : [entry.symbol]));
  return (
    <>
      {old.length ? (
        <p className="wallet-stale" role="note">
          {t('pages.dashboard.wallet.stalePrices', { list: list(old) })}
        </p>
      ) : null}
      {missing.length ? (
        <p className="wallet-stale" role="note">
          {t('pages.dashboard.wallet.noPrices', { list: list(missing) })}
        </p>
      ) : null}
    </>
  );
}
