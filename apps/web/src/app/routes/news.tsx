// /news, the news hub (spec §2; issue 10 §4). The hub (filters, list, the API client and zod) is a lazy chunk requested
// once the page is on screen, so the route's critical path stays as it was (docs/architecture.md "Performance
// budgets": 150 KB on every route); the frame paints with a loading line. "My holding" offers a visitor the sign-in
// prompt of the other signed-in features; the mock label shows when the page is configured as mocked.
// /news/{id}, one story (issue 24 §3): the page a demo item links to, its content a lazy chunk asked for the same way.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page';
import { isMockedPage } from '../../config/env';
import { WalletConnect } from '../../features/auth/components/wallet-connect';
import { LoginFrame } from '../../features/dashboard/components/login-frame';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAppTranslation } from '../../lib/i18n';

const NewsHub = lazy(() => import('../../features/news/components/news-hub'));
const NewsArticle = lazy(() => import('../../features/news/components/news-article'));

/** True from the render after the first paint: a page's chunk is asked for then, not in the render that paints it. */
function useIsPainted(): boolean {
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPainted(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return isPainted;
}

export function NewsRoute() {
  const { t } = useAppTranslation();
  usePageMeta('news');
  const isPainted = useIsPainted();
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

/** While the story's chunk loads: the page's meta and a header. */
function ArticleLoading() {
  const { t } = useAppTranslation();
  usePageMeta('newsArticle', { title: t('pages.news.article.title') });
  return (
    <>
      <PageHeader title={t('pages.news.article.title')} />
      <p className="muted" role="status">
        {t('pages.news.article.loading')}
      </p>
    </>
  );
}

export function NewsArticleRoute() {
  const { id = '' } = useParams();
  const isPainted = useIsPainted();
  return isPainted ? (
    <Suspense fallback={<ArticleLoading />}>
      <NewsArticle key={id} id={id} />
    </Suspense>
  ) : (
    <ArticleLoading />
  );
}
