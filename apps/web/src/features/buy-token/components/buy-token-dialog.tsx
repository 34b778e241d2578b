// The Buy token dialog (spec §1 and §2): credit card through a fiat on-ramp, three centralized exchanges,
// decentralized exchanges on Ethereum, Base and Optimism, and further exchanges. Addresses from ../config.
import { Dialog } from '../../../components/ui/dialog';
import { ExternalLink } from '../../../components/ui/external-link';
import { CENTRALIZED_EXCHANGES, DECENTRALIZED_EXCHANGES, MORE_EXCHANGES, ONRAMP, type BuyLink } from '../config';
import { closeBuyTokenDialog, useBuyTokenDialogOpen } from '../hooks/use-buy-token-dialog';
import './buy-token.css';
import { useAppTranslation } from '../../../lib/i18n';

function LinkList({ links }: { links: readonly (BuyLink & { network?: string })[] }) {
  return (
    <ul className="buy-links">
      {links.map((link) => (
        <li key={link.id}>
          <ExternalLink href={link.href} className="buy-link">
            <span className="buy-link-name">{link.name}</span>
            {link.network ? <span className="buy-link-network">{link.network}</span> : null}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

export function BuyTokenDialog() {
  const { t } = useAppTranslation();
  const isOpen = useBuyTokenDialogOpen();
  return (
    <Dialog open={isOpen} onClose={closeBuyTokenDialog} title={t('buyToken.title')} className="buy-dialog">
      <p className="buy-intro">{t('buyToken.intro')}</p>
      <section className="buy-section" aria-labelledby="buy-card">
        <h3 id="buy-card">{t('buyToken.card.title')}</h3>
        <p className="buy-hint">{t('buyToken.card.text', { provider: ONRAMP.name })}</p>
        <ExternalLink href={ONRAMP.href} className="button button-primary">
          {t('buyToken.card.action')}
        </ExternalLink>
      </section>
      <section className="buy-section" aria-labelledby="buy-cex">
        <h3 id="buy-cex">{t('buyToken.cex.title')}</h3>
        <LinkList links={CENTRALIZED_EXCHANGES} />
      </section>
      <section className="buy-section" aria-labelledby="buy-dex">
        <h3 id="buy-dex">{t('buyToken.dex.title')}</h3>
        <p className="buy-hint">{t('buyToken.dex.text')}</p>
        <LinkList links={DECENTRALIZED_EXCHANGES} />
      </section>
      <section className="buy-section" aria-labelledby="buy-more">
        <h3 id="buy-more">{t('buyToken.more.title')}</h3>
        <p className="buy-hint">{t('buyToken.more.text')}</p>
        <LinkList links={MORE_EXCHANGES} />
      </section>
    </Dialog>
  );
}
