// The console's validation messages. The zod resolver is given an error map that turns each issue into a key with
// its bound ("tooLong:80", "required"), and errorText translates it, so a message says what to fix in the
// interface's language. A message the schema wrote itself (the id's pattern, a poll closing before it opens) is
// matched by its issue type. errorFields lists the fields in error for the form's summary.
import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type admin from '../../../locales/en/admin.json';
import type { useAdminTexts } from '../hooks/use-admin-texts';

type Texts = ReturnType<typeof useAdminTexts>['t'];
type ErrorKey = Exclude<keyof (typeof admin)['errors'], 'summary'>;

const KEYS: ReadonlySet<string> = new Set<ErrorKey>([
  'required',
  'tooShort',
  'tooLong',
  'min',
  'max',
  'notNumber',
  'integer',
  'format',
  'invalid',
  'endsAfterStart',
]);
const isErrorKey = (key: string): key is ErrorKey => KEYS.has(key);

/** zod's per-parse error map (the resolver's schemaOptions.error): each issue as a message key and its bound. */
export function issueKey(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'required' : `tooShort:${issue.minimum}`;
      return `min:${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string' ? `tooLong:${issue.maximum}` : `max:${issue.maximum}`;
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'required';
      if (issue.expected === 'number') return 'notNumber';
      if (issue.expected === 'int') return 'integer';
      return 'invalid';
    case 'invalid_format':
      return 'format';
    default:
      return 'invalid';
  }
}

export const adminSchemaOptions = { error: issueKey };

/** A field error in words. */
export function errorText(error: Pick<FieldError, 'type' | 'message'> | undefined, t: Texts): string | null {
  if (!error) return null;
  const [key = '', bound] = (error.message ?? '').split(':');
  if (isErrorKey(key)) return t(`admin.errors.${key}`, { n: bound });
  // Messages written in a shared schema: a pattern (the quest id) or the poll window's own refinement.
  if (error.type === 'invalid_format') return t('admin.errors.format');
  if (error.type === 'custom') return t('admin.errors.endsAfterStart');
  return t('admin.errors.invalid');
}

/** The dotted paths of the fields in error ("name.en", "params.minKrl", "choices.1.fr"), in the form's order. */
export function errorFields<T extends FieldValues>(errors: FieldErrors<T>, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'root' || value === undefined || value === null || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof (value as FieldError).type === 'string') paths.push(path);
    else paths.push(...errorFields(value as FieldErrors<FieldValues>, path));
  }
  return paths;
}
