// What a visitor sees instead of the dashboard (spec §2 "If not logged in, a login page with wallet connect and
// compatible wallet logos is shown instead"). The route passes the auth feature's wallet connect as `children`.
import type { ReactNode } from 'react';
import { WalletIcon } from '../../../components/icons/icons';
import './dashboard.css';
import { useAppTranslation } from '../../../lib/i18n';

/**
 * Wallets the connector will support (docs/architecture.md "Wallets": injected/EIP-6963, WalletConnect, Solana).
 * Logos are packaged icons served from our own origin (scripts/data-build writes public/icons/wallets).
 */
const COMPATIBLE_WALLETS = [
  { name: 'MetaMask', icon: 'metamask' },
  { name: 'Rabby', icon: 'rabby' },
  { name: 'Coinbase Wallet', icon: 'coinbase' },
  { name: 'WalletConnect', icon: 'walletconnect' },
  { name: 'Phantom', icon: 'phantom' },
  { name: 'Solflare', icon: 'solflare' },
] as const;
const LOGO_SIZE = 20;

export function LoginFrame({ children }: { children: ReactNode }) {
  const { t } = useAppTranslation();
  return (
    <section className="login-frame card" aria-labelledby="login-title">
      <div className="login-icon">
        <WalletIcon width={32} height={32} />
      </div>
      <h2 id="login-title">{t('pages.dashboard.login.title')}</h2>
      <p>{t('pages.dashboard.login.text')}</p>
      {children}
      <h3 className="login-wallets-title">{t('pages.dashboard.login.compatible')}</h3>
      <ul className="chip-list login-wallets">
        {COMPATIBLE_WALLETS.map((wallet) => (
          <li key={wallet.icon}>
            <img src={`/icons/wallets/${wallet.icon}.svg`} alt="" width={LOGO_SIZE} height={LOGO_SIZE} loading="lazy" />
            {wallet.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
