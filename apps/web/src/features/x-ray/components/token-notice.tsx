// Under the head of a token audited by its address (issue 30 §1; `detail.token` set): the token is not in K3's
// catalogue, so its market and social sections were not checked, and its name and symbol are what its own contract
// claims. The chain (named from GET /api/x-ray/tokens/chains) and the whole address, copyable, say which token this is.
import type { XrayProjectDetail } from '@k3/shared';
import { useTokenChains } from '../api/token-lookup';
import { useXrayTexts } from '../hooks/use-xray-texts';
import { copyText } from '../utils/copy-text';
import { chainNameOf } from '../utils/token-address';
import './xray-token.css';

export function TokenNotice({ token }: { token: NonNullable<XrayProjectDetail['token']> }) {
  const { t } = useXrayTexts();
  const chains = useTokenChains();
  const addressLabel = t('xray.token.address');
  const copy = () => copyText(token.address, { copied: t('xray.detail.copied'), copyFailed: t('xray.detail.copyFailed') });
  return (
    <div className="xray-token-notice" role="note">
      <p>{t('xray.token.notice')}</p>
      <dl className="xray-token-facts">
        <div>
          <dt>{t('xray.token.chain')}</dt>
          <dd>{chainNameOf(token.chain, chains.data)}</dd>
        </div>
        <div>
          <dt>{addressLabel}</dt>
          <dd className="xray-token-address">
            <code>{token.address}</code>
            <button
              type="button"
              className="button button-ghost xray-evidence-copy"
              aria-label={t('xray.detail.copyLabel', { label: addressLabel })}
              onClick={() => void copy()}
            >
              {t('xray.detail.copy')}
            </button>
          </dd>
        </div>
      </dl>
    </div>
  );
}
