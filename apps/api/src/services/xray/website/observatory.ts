// HTTP security headers graded with the MDN HTTP Observatory's published scoring algorithm, version 6 (the
// `ALGORITHM_VERSION` of @mdn/mdn-http-observatory 1.6.x): the twelve tests, their per-result score modifiers, the
// "extra credit only from 90 up" rule and the grade chart. Re-implemented from the published algorithm, not copied.
// Deviations (docs/xray-website.md "Limits"): no HSTS preload list (hsts-preloaded and
// redirection-all-redirects-preloaded never occur), registrable domains by the last two labels, cookies from the graded
// page's responses only (not /robots.txt), a max-age that is not a number is an invalid HSTS header.
import { gradeCsp } from './csp';
import { readPage } from './html';
import { cookiesTest } from './observatory-cookies';
import { gradeForScore, MODIFIERS, scoreResults, type Verdict } from './observatory-scoring';
import { finalHop, HTML_TYPES, type Retrieval } from './observatory-session';
import {
  corpTest,
  corsTest,
  hstsTest,
  policyHeaderTest,
  redirectionTest,
  referrerTest,
  sriTest,
  xContentTypeOptionsTest,
  xFrameOptionsTest,
} from './observatory-tests';
import type { ObservatoryGrade, ObservatoryTest } from './types';

// The module's public surface: importers keep reading every name from './observatory'.
export type { Hop, Retrieval, Session } from './observatory-session';
export { CORS_ORIGIN } from './observatory-session';
export { gradeForScore, MINIMUM_SCORE_FOR_EXTRA_CREDIT, MODIFIERS, scoreResults } from './observatory-scoring';
export { registrableDomain, structuredToken } from './observatory-tests';

export const OBSERVATORY_ALGORITHM_VERSION = 6;

/** Runs the twelve tests on what was retrieved; null when neither HTTP nor HTTPS answered acceptably. */
export function gradeHeaders(retrieval: Retrieval): ObservatoryGrade | { error: string } {
  const session = retrieval.https ?? retrieval.http;
  if (!session) return { error: 'The site seems to be down.' };
  const response = finalHop(session);
  if (response.status < 200 || (response.status >= 400 && response.status !== 401 && response.status !== 403))
    return { error: `Site did respond with an unexpected HTTP status code ${response.status}.` };
  const { headers } = response;
  const mime = (headers['content-type'] ?? '').split(';', 1)[0] ?? '';
  const page = HTML_TYPES.has(mime) && session.body ? readPage(session.body) : null;

  const csp = gradeCsp(
    headers['content-security-policy'] === undefined ? [] : [headers['content-security-policy']],
    page?.metaCsp ?? [],
    Boolean(headers['content-security-policy-report-only']),
    session.startUrl.protocol === 'https:',
  );
  const hsts = hstsTest(retrieval);
  const verdicts: [string, Verdict][] = [
    ['content-security-policy', csp],
    ['cookies', cookiesTest(session, hsts.pass)],
    [
      'cross-origin-embedder-policy',
      policyHeaderTest(headers, 'cross-origin-embedder-policy', 'coep', ['require-corp', 'credentialless', 'unsafe-none']),
    ],
    [
      'cross-origin-opener-policy',
      policyHeaderTest(headers, 'cross-origin-opener-policy', 'coop', [
        'same-origin',
        'same-origin-allow-popups',
        'noopener-allow-popups',
        'unsafe-none',
      ]),
    ],
    ['cross-origin-resource-sharing', corsTest(retrieval)],
    ['redirection', redirectionTest(retrieval)],
    ['referrer-policy', referrerTest(headers, page)],
    ['strict-transport-security', hsts],
    ['subresource-integrity', sriTest(retrieval, session, page)],
    ['x-content-type-options', xContentTypeOptionsTest(headers)],
    ['x-frame-options', xFrameOptionsTest(headers, csp.data)],
    ['cross-origin-resource-policy', corpTest(headers)],
  ];
  const tests: ObservatoryTest[] = verdicts.map(([test, verdict]) => ({
    test,
    pass: verdict.pass,
    modifier: MODIFIERS[verdict.result] ?? 0,
    result: verdict.result,
    because: verdict.because,
  }));
  const score = Math.max(0, scoreResults(tests.map((t) => t.result)));
  const testsPassed = tests.filter((t) => t.pass).length;
  return {
    algorithmVersion: OBSERVATORY_ALGORITHM_VERSION,
    score,
    grade: gradeForScore(score),
    testsPassed,
    testsFailed: tests.length - testsPassed,
    tests,
    statusCode: response.status,
    gradedUrl: response.url.href,
  };
}
