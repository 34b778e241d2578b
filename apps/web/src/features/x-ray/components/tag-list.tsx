// A project's tags (spec §3 "Project tags": opportunity, trending, danger, warning, imminentMove). With `reasons` (the
// detail page's tagReasons) each tag can take the focus and shows why it was given on hover or focus, as a tooltip that
// is also its accessible description.
import { useId } from 'react';
import type { XrayProjectDetail, XrayTag } from '@k3/shared';
import { useXrayTexts } from '../hooks/use-xray-texts';

type TagReason = XrayProjectDetail['tagReasons'][number];

function ExplainedTag({ tag, because }: { tag: XrayTag; because: string }) {
  const { t } = useXrayTexts();
  const tipId = useId();
  return (
    <span className={`xray-tag xray-tag-${tag} xray-tag-explained`} tabIndex={0} aria-describedby={tipId}>
      {t(`xray.tags.${tag}`)}
      <span role="tooltip" id={tipId} className="xray-tooltip">
        {because}
      </span>
    </span>
  );
}

export function TagList({ tags, reasons }: { tags: readonly XrayTag[]; reasons?: readonly TagReason[] }) {
  const { t, localized } = useXrayTexts();
  if (tags.length === 0) return null;
  return (
    <ul className="xray-tags" aria-label={t('xray.project.tags')}>
      {tags.map((tag) => {
        const reason = reasons?.find((entry) => entry.tag === tag);
        return (
          <li key={tag}>
            {reason ? (
              <ExplainedTag tag={tag} because={localized(reason.because)} />
            ) : (
              <span className={`xray-tag xray-tag-${tag}`}>{t(`xray.tags.${tag}`)}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
