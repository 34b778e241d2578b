// /news, the news hub (spec §2; issue 10 §4). The hub (filters, list, the API client and zod) is a lazy chunk requested
// once the page is on screen, so the route's critical path stays as it was (docs/architecture.md "Performance
// budgets": 170 KB on every route); the frame paints with a loading line. "My holding" offers a visitor the sign-in
// prompt of the other signed-in features; the mock label shows when the page is configured as mocked.
import { lazy, Suspense, useEffect, useState } from 'react';
import { PageHeader } from '../../components/ui/page';
import { isMockedPage } from '../../config/env';
import { WalletConnect } from '../../features/auth/components/wallet-connect';
import { LoginFrame } from '../../features/dashboard/components/login-frame';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAppTranslation } from '../../lib/i18n';

const NewsHub = lazy(() => import('../../features/news/components/news-hub'));

export function NewsRoute() {
  const { t } = useAppTranslation();
  usePageMeta('news');
  // The hub's chunk is asked for after the first paint of the page, not in the render that paints it.
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPainted(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  const loading = (
    <p className="muted" role="status">
      {t('pages.news.loading')}
    </p>
  );
  return (
    <>
      <PageHeader title={t('pages.news.title')} description={t('pages.news.description')} isMock={isMockedPage('news')} />
      {isPainted ? (
        <Suspense fallback={loading}>
          <NewsHub
            signInPrompt={
              <LoginFrame>
                <WalletConnect />
              </LoginFrame>
            }
          />
        </Suspense>
      ) : (
        loading
      )}
    </>
  );
}
