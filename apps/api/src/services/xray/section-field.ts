// One audit field (sections.ts, sections-trade.ts): a measured value with its kind, or null with the reason it was not
// checked, and an optional detail.
import type { XrayField, XrayFieldKind } from '@k3/shared';

type Value = XrayField['value'] | undefined;

export function field(key: string, kind: XrayFieldKind, value: Value, reason: string | null, detail?: string): XrayField {
  const out: XrayField = { key, kind, value: value === undefined ? null : value };
  if (out.value === null && reason) out.reason = reason;
  if (detail) out.detail = detail;
  return out;
}
