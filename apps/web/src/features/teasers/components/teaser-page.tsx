// Teaser page of a feature not yet open (spec §1: Gem Detector and Harpoon are teaser or pre-register pages):
// what it will do, three highlights, a mock label when configured as mock, and the pre-register form. The form's
// code (react-hook-form) is a lazy chunk requested once the page is on screen, so it is off the route's critical path;
// until it arrives the same field and button stand in its place, so nothing moves (docs/forms.md "Bundle size").
import { lazy, Suspense } from 'react';
import { AfterFirstPaint } from '../../../components/after-paint';
import type { PreregistrationBody } from '@k3/shared';
import { CheckIcon } from '../../../components/icons/icons';
import { PageHeader } from '../../../components/ui/page';
import { PreregisterFormFrame } from './preregister-form-frame';
import './teasers.css';
import { useAppTranslation } from '../../../lib/i18n';

type TeaserPage = PreregistrationBody['page'];

const PreregisterForm = lazy(() => import('./preregister-form').then((m) => ({ default: m.PreregisterForm })));

/** Translation group of each teaser page. */
const TEXT_KEY = { 'gem-detector': 'gemDetector', harpoon: 'harpoon' } as const satisfies Record<TeaserPage, string>;
const HIGHLIGHTS = ['one', 'two', 'three'] as const;

export function TeaserPage({ page, isMock }: { page: TeaserPage; isMock: boolean }) {
  const { t } = useAppTranslation();
  const key = TEXT_KEY[page];
  return (
    <div className="teaser">
      <PageHeader title={t(`teasers.${key}.title`)} description={t(`teasers.${key}.tagline`)} isMock={isMock} />
      <div className="teaser-grid">
        <section className="card" aria-labelledby={`${page}-what`}>
          <h2 id={`${page}-what`} className="card-title">
            {t('teasers.whatItDoes')}
          </h2>
          <p>{t(`teasers.${key}.description`)}</p>
          <ul className="teaser-highlights">
            {HIGHLIGHTS.map((highlight) => (
              <li key={highlight}>
                <CheckIcon width={18} height={18} />
                <span>{t(`teasers.${key}.highlights.${highlight}`)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby={`${page}-register`}>
          <h2 id={`${page}-register`} className="card-title">
            {t('teasers.form.title')}
          </h2>
          <p>{t('teasers.form.text')}</p>
          <AfterFirstPaint fallback={<PreregisterFormFrame />}>
            <Suspense fallback={<PreregisterFormFrame />}>
              <PreregisterForm page={page} />
            </Suspense>
          </AfterFirstPaint>
        </section>
      </div>
    </div>
  );
}
