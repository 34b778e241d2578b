// "Other tokens in your wallets" (issue 31 §2; docs/live-mode.md "Every token"): the tokens outside K3's catalogue the
// wallets hold, each with its exact amount and its price by contract address, or "Unpriced". Tokens meeting a spam
// rule are hidden; "Show hidden (n)" lists them with the reason of each. They are not in the worth nor the chart. Each
// symbol opens the token's X-Ray audit by address; the X-Ray watch checks those not hidden (docs/xray-watch.md).
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { chainName, formatAmount, formatUsd, type FoundToken } from '@k3/shared';
import { currentLocale, useAppTranslation } from '../../../lib/i18n';
import { Toggle } from './toggle';

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** X-Ray's search on the token's address with its chain picked: its audit is one "Audit" away. */
export const auditHref = (token: Pick<FoundToken, 'chain' | 'address'>) =>
  paths.xray.getHref({ search: token.address, chain: token.chain });

function TokenRow({ token, showReasons }: { token: FoundToken; showReasons: boolean }) {
  const { t } = useAppTranslation();
  const locale = currentLocale();
  const label = token.symbol ?? t('pages.smartfolio.portfolio.found.notPublished');
  return (
    <tr>
      <th scope="row">
        {/* Names are the token's own text: isolated, so a direction override cannot reorder what follows. The symbol opens
            X-Ray's audit by address, chain chosen (issue 30 §1: "or hold it in a wallet"). */}
        <Link
          className="sf-found-symbol"
          to={auditHref(token)}
          aria-label={t('pages.smartfolio.portfolio.found.audit', { symbol: label })}
          title={t('pages.smartfolio.portfolio.found.audit', { symbol: label })}
        >
          <bdi>{label}</bdi>
        </Link>
        <span className="muted sf-found-name">
          {token.name ? (
            <>
              <bdi>{token.name}</bdi>
              {' · '}
            </>
          ) : null}
          <span title={token.address}>{shortAddress(token.address)}</span>
          <span className="sf-found-chain-inline"> · {chainName(token.chain)}</span>
        </span>
      </th>
      <td className="sf-found-chain">{chainName(token.chain)}</td>
      <td className="numeric" title={token.amount}>
        {formatAmount(Number(token.amount), locale)}
      </td>
      <td className="numeric">
        {token.price === null ? (
          <span className="muted">{t('pages.smartfolio.portfolio.found.unpriced')}</span>
        ) : (
          <span title={token.priceSource ? t(`pages.smartfolio.portfolio.found.priceSource.${token.priceSource}`) : undefined}>
            {formatUsd(token.price, locale)}
          </span>
        )}
      </td>
      <td className="numeric">{token.value === null ? '—' : formatUsd(token.value, locale)}</td>
      {showReasons && (
        <td className="sf-found-why">
          {token.spam.map((rule) => t(`pages.smartfolio.portfolio.found.spam.${rule}`)).join('; ')}
        </td>
      )}
    </tr>
  );
}

export function FoundTokens({ tokens }: { tokens: readonly FoundToken[] }) {
  const { t } = useAppTranslation();
  const [showHidden, setShowHidden] = useState(false);
  const titleId = useId();
  if (tokens.length === 0) return null;
  const hidden = tokens.filter((token) => token.spam.length > 0);
  const shown = showHidden ? tokens : tokens.filter((token) => token.spam.length === 0);
  return (
    <section className="card sf-holdings sf-found" aria-labelledby={titleId}>
      <div className="sf-list-head">
        <h2 id={titleId} className="card-title">
          {t('pages.smartfolio.portfolio.found.title')}
        </h2>
        {hidden.length > 0 && (
          <Toggle
            label={t('pages.smartfolio.portfolio.found.showHidden', { count: hidden.length })}
            checked={showHidden}
            onChange={setShowHidden}
          />
        )}
      </div>
      <p className="muted sf-note">
        {t('pages.smartfolio.portfolio.found.note')}
        {hidden.length > 0 && !showHidden ? ` ${t('pages.smartfolio.portfolio.found.hiddenNote', { count: hidden.length })}` : ''}
      </p>
      {shown.length > 0 && (
        <div className="sf-table-wrap">
          <table className="sf-table sf-found-table">
            <caption className="visually-hidden">{t('pages.smartfolio.portfolio.found.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pages.smartfolio.portfolio.found.columns.token')}</th>
                <th scope="col" className="sf-found-chain">
                  {t('pages.smartfolio.portfolio.found.columns.chain')}
                </th>
                <th scope="col" className="numeric">
                  {t('pages.smartfolio.portfolio.found.columns.amount')}
                </th>
                <th scope="col" className="numeric">
                  {t('pages.smartfolio.portfolio.found.columns.price')}
                </th>
                <th scope="col" className="numeric">
                  {t('pages.smartfolio.portfolio.found.columns.value')}
                </th>
                {showHidden && <th scope="col">{t('pages.smartfolio.portfolio.found.columns.why')}</th>}
              </tr>
            </thead>
            <tbody>
              {shown.map((token) => (
                <TokenRow key={`${token.chain}:${token.address}`} token={token} showReasons={showHidden} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
