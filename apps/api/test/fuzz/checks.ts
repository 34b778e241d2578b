// What every answer to a fuzzed request must hold (issue 15 §3): no 5xx; a failure is JSON `{ code, error, message }`
// (plus the quest fields ErrorBodySchema names) with `code` equal to the status; no body shows a stack trace, a source
// path, or a secret (a configured secret value, another caller's session token).
import { ErrorBodySchema } from '@k3/shared';

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Lines and paths that only a stack trace or an internal error message would show. */
const LEAKS: ReadonlyArray<[RegExp, string]> = [
  [/\n\s+at \S/, 'a stack frame ("    at …")'],
  [/\/apps\/api\//, 'a source path (/apps/api/)'],
  [/node_modules/, 'a dependency path (node_modules)'],
  [/\.[cm]?[jt]s:\d+:\d+/, 'a file:line:column position'],
  [/file:\/\//, 'a file:// URL'],
];

/** The problems of one answer, each a sentence; empty when the answer is sound. */
export function answerProblems(answer: Answer, forbidden: ReadonlyArray<{ label: string; value: string }>): string[] {
  const problems: string[] = [];
  const { statusCode: status, body } = answer;
  if (status >= 500) problems.push(`status ${status}`);
  if (status >= 400) problems.push(...errorShapeProblems(answer));
  for (const [pattern, what] of LEAKS) if (pattern.test(body)) problems.push(`the body shows ${what}`);
  for (const { label, value } of forbidden) if (value && body.includes(value)) problems.push(`the body holds ${label}`);
  return problems;
}

function errorShapeProblems({ statusCode: status, headers, body }: Answer): string[] {
  const type = String(headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return [`a ${status} answered as "${type}", not JSON`];
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return [`a ${status} whose body is not JSON`];
  }
  const parsed = ErrorBodySchema.strict().safeParse(json);
  if (!parsed.success) return [`a ${status} body that is not { code, error, message }: ${body.slice(0, 200)}`];
  return parsed.data.code === status ? [] : [`a ${status} whose body says code ${parsed.data.code}`];
}
