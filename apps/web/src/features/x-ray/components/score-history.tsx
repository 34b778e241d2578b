// The score history (issue 11 §3, `GET /api/x-ray/projects/{id}/history`): a sparkline of the daily scores, its text
// alternative written out below it as the figure's caption.
import { useId } from 'react';
import { useHistory } from '../api/get-project';
import { useXrayTexts } from '../hooks/use-xray-texts';
import { sparkline } from '../utils/sparkline';

const WIDTH = 200;
const HEIGHT = 48;

export function ScoreHistory({ id }: { id: string }) {
  const { t } = useXrayTexts();
  const captionId = useId();
  const history = useHistory(id);
  if (!history.data) return null;
  const line = sparkline(history.data.days, WIDTH, HEIGHT);
  return (
    <section className="xray-history" aria-labelledby={`${captionId}-title`}>
      <h2 id={`${captionId}-title`} className="xray-history-title">
        {t('xray.detail.history.title')}
      </h2>
      {line ? (
        <figure className="xray-history-figure">
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} role="img" aria-labelledby={captionId}>
            <polyline className="xray-sparkline" points={line.points} fill="none" />
          </svg>
          <figcaption id={captionId} className="muted">
            {t('xray.detail.history.label', {
              days: line.days,
              first: line.first,
              last: line.last,
              min: line.min,
              max: line.max,
            })}
          </figcaption>
        </figure>
      ) : (
        <p className="muted">{t('xray.detail.history.empty')}</p>
      )}
    </section>
  );
}
