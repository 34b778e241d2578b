// "Audit this token by its address" (issue 30 §1), above the search results when the typed words are a token address:
// the chains of the address's kind (from GET /api/x-ray/tokens/chains, the first chosen) and "Audit", which reads the
// token on its chain (POST /api/x-ray/tokens) and opens its audit. A visitor is asked to connect (`onConnect`, from the
// route); with no chain configured (the demo, or no RPC for that kind) the panel says why instead of offering a form.
// The server's refusal is shown in the reader's language from its reason (a checksum typo, no contract there…: see
// utils/token-lookup-error.ts), one the catalogue does not know as the server words it; a plan without X-Ray with the
// link to the plans.
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { useLookupToken, useTokenChains, type XrayTokenChain } from '../api/token-lookup';
import { useXrayTexts } from '../hooks/use-xray-texts';
import { chainsOfKind, type TokenAddressKind } from '../utils/token-address';
import { lookupErrorText } from '../utils/token-lookup-error';
import './xray-token.css';

const isPlanRequired = (error: unknown) => error instanceof ApiError && (error.status === 402 || error.error === 'plan_required');

interface LookupFormProps {
  address: string;
  chains: readonly XrayTokenChain[];
  titleId: string;
  initialChain: string | undefined;
}

function LookupForm({ address, chains, titleId, initialChain }: LookupFormProps) {
  const { t } = useXrayTexts();
  const navigate = useNavigate();
  const chainId = useId();
  const lookup = useLookupToken();
  const [picked, setPicked] = useState(initialChain ?? '');
  // The chain named by the link, else the first, until another is picked (the list may arrive or change under the form).
  const chain = chains.some((entry) => entry.id === picked) ? picked : (chains[0]?.id ?? '');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookup.isPending || !chain) return;
    lookup.mutate({ chain, address }, { onSuccess: (detail) => void navigate(paths.xrayProject.getHref(detail.id)) });
  };

  return (
    <form className="xray-token-form" aria-labelledby={titleId} onSubmit={onSubmit}>
      <div className="xray-token-chain">
        <label htmlFor={chainId} className="field-label">
          {t('xray.token.chain')}
        </label>
        <select
          id={chainId}
          className="input"
          value={chain}
          disabled={lookup.isPending}
          onChange={(event) => {
            setPicked(event.target.value);
            lookup.reset();
          }}
        >
          {chains.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-primary xray-token-submit" disabled={lookup.isPending}>
        {t('xray.token.submit')}
      </button>
      <p role="status" className="muted xray-token-status">
        {lookup.isPending ? t('xray.token.reading') : ''}
      </p>
      {lookup.isError ? (
        <p role="alert" className="form-error xray-token-error">
          {lookupErrorText(lookup.error, t)}
          {isPlanRequired(lookup.error) ? (
            <>
              {' '}
              <Link to={paths.pricing.getHref()}>{t('xray.detail.locked.upgradeLink')}</Link>
            </>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}

interface TokenLookupPanelProps {
  /** The typed address, trimmed. */
  address: string;
  kind: TokenAddressKind;
  /** The chain to pick first (`?chain=` of the page's address), when it is one of the address's kind. */
  initialChain?: string | undefined;
  onConnect: () => void;
}

export function TokenLookupPanel({ address, kind, initialChain, onConnect }: TokenLookupPanelProps) {
  const { t } = useXrayTexts();
  const auth = useAuth();
  const titleId = useId();
  const allChains = useTokenChains();
  const chains = allChains.data ? chainsOfKind(allChains.data, kind) : [];

  let content;
  if (allChains.isPending) {
    content = (
      <p role="status" className="muted">
        {t('xray.token.loadingChains')}
      </p>
    );
  } else if (allChains.isError) {
    content = (
      <p role="alert" className="form-error">
        {t('xray.token.chainsError')}
      </p>
    );
  } else if (chains.length === 0) {
    content = <p className="muted">{t('xray.token.noChain')}</p>;
  } else if (!auth) {
    content = (
      <>
        <p className="muted">{t('xray.token.connectText')}</p>
        <button type="button" className="button button-primary" onClick={onConnect}>
          {t('xray.token.connect')}
        </button>
      </>
    );
  } else {
    content = <LookupForm key={auth.wallet} address={address} chains={chains} titleId={titleId} initialChain={initialChain} />;
  }

  return (
    <section className="xray-token card" aria-labelledby={titleId}>
      <h2 id={titleId} className="xray-token-title">
        {t('xray.token.title')}
      </h2>
      <p className="muted xray-token-text">{t('xray.token.text')}</p>
      {content}
    </section>
  );
}
