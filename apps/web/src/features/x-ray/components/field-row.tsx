// One measure of an audit section: its localised label and its value formatted by kind; a value that could not be
// measured reads "Not checked" with the reason (issue 11 §2 "every field is measured or says why it was not checked").
// A technical verdict also reads in plain words in the interface language, beside its indicator terms (issue 25 §3).
import type { XrayField, XraySection } from '@k3/shared';
import { ExternalLink } from '../../../components/ui/external-link';
import { useXrayTexts } from '../hooks/use-xray-texts';
import { formatValue } from '../utils/format-field';

export function FieldRow({ section, field }: { section: XraySection; field: XrayField }) {
  const { t, locale, fieldLabel, fieldDetail, reasonText, categoryNameOf, localized, formatTexts } = useXrayTexts();
  const formatted = formatValue(field.kind, field.value, locale, formatTexts);
  const reason = reasonText(field.reason);
  const detail = fieldDetail(field.detail);
  return (
    <div className="xray-field" data-field={field.key}>
      <dt>
        {fieldLabel(section, field.key)}
        {detail ? <span className="xray-field-detail">{detail}</span> : null}
      </dt>
      <dd>
        {formatted.type === 'missing' ? (
          <span className="xray-not-checked">
            {t('xray.detail.notChecked')}
            {reason ? <span className="xray-reason">{reason}</span> : null}
          </span>
        ) : formatted.type === 'list' ? (
          <ul className="xray-value-list">
            {formatted.items.map((item, index) => (
              <li key={index}>{section === 'fundamental' && field.key === 'categories' ? categoryNameOf(item) : item}</li>
            ))}
          </ul>
        ) : formatted.type === 'link' ? (
          <ExternalLink href={formatted.href}>{formatted.text}</ExternalLink>
        ) : (
          formatted.text
        )}
      </dd>
      {field.explanation && formatted.type !== 'missing' ? (
        <dd className="xray-field-explanation">{localized(field.explanation)}</dd>
      ) : null}
    </div>
  );
}
