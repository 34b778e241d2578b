// The audit log's "before / after" as a readable diff: both records flattened to dotted paths (name.fr,
// reward.xp, choices.1.en) and only the paths whose value differs kept. A creation has no before, a deletion no
// after; values are shown as compact JSON so 0, "", null and a missing value stay distinct.

export interface AuditChange {
  path: string;
  before: string | null;
  after: string | null;
}

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && (Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix !== '') {
    out.set(prefix, value);
  }
  return out;
}

const show = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** The fields that changed between two records, in the order they first appear. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = flatten(before ?? {}, '', new Map());
  const next = flatten(after ?? {}, '', new Map());
  const paths = [...new Set([...old.keys(), ...next.keys()])];
  return paths
    .map((path) => ({ path, before: show(old.get(path)), after: show(next.get(path)) }))
    .filter((change) => change.before !== change.after);
}
