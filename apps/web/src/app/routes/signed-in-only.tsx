// What a signed-in page shows a visitor instead (spec §2 "If not logged in, a login page with wallet connect and
// compatible wallet logos is shown"), and the loading line while the signed-in view's lazy chunk arrives. The view is
// rendered per wallet (`key`), so one wallet's state never shows under another after a sign-in on the same browser.
import { Fragment, Suspense, type ReactNode } from 'react';
import { WalletConnect } from '../../features/auth/components/wallet-connect';
import { LoginFrame } from '../../features/dashboard/components/login-frame';
import { useAuth } from '../../lib/auth';

export function SignedInOnly({ loading, children }: { loading: string; children: (wallet: string) => ReactNode }) {
  const auth = useAuth();
  if (!auth) {
    return (
      <LoginFrame>
        <WalletConnect />
      </LoginFrame>
    );
  }
  return (
    <Suspense
      fallback={
        <p role="status" className="muted">
          {loading}
        </p>
      }
    >
      <Fragment key={auth.wallet}>{children(auth.wallet)}</Fragment>
    </Suspense>
  );
}
