// What `npm test` reports after its summary (scripts/test-timings.mjs): the slowest files of each runner, and the
// browser tests that passed only when retried, named on the `flaky:` line (docs/testing.md "Never flaky").
import { describe, expect, it } from 'vitest';
import { flakyTests, playwrightFiles, vitestFiles } from './test-timings.mjs';

const result = (duration: number, status: string) => ({ duration, status });

const playwrightReport = {
  suites: [
    {
      title: 'rewards.spec.ts',
      specs: [],
      suites: [
        {
          title: 'rewards',
          specs: [
            {
              title: 'no confetti for a user who prefers reduced motion',
              file: 'rewards.spec.ts',
              line: 99,
              tests: [{ status: 'flaky', results: [result(8300, 'failed'), result(8500, 'passed')] }],
            },
            {
              title: 'the ranking highlights the user’s own row',
              file: 'rewards.spec.ts',
              line: 136,
              tests: [{ status: 'expected', results: [result(7400, 'passed')] }],
            },
          ],
        },
      ],
    },
    {
      title: 'votes.spec.ts',
      specs: [
        {
          title: 'a closed poll shows its results',
          file: 'votes.spec.ts',
          line: 143,
          tests: [{ status: 'unexpected', results: [result(3600, 'failed'), result(3700, 'failed')] }],
        },
      ],
    },
  ],
};

describe('the test report', () => {
  it('names a test that passed only when retried, with its file, line and titles; a test that failed twice is not flaky', () => {
    expect(flakyTests(playwrightReport)).toEqual([
      'rewards.spec.ts:99 rewards › no confetti for a user who prefers reduced motion',
    ]);
  });

  it("sums a browser file's test durations, retries included", () => {
    expect(playwrightFiles(playwrightReport)).toEqual([
      { file: 'e2e/rewards.spec.ts', ms: 24_200, tests: 2 },
      { file: 'e2e/votes.spec.ts', ms: 7300, tests: 1 },
    ]);
  });

  it("keeps a Vitest file's whole cost as the timings reporter recorded it", () => {
    const report = { files: [{ file: 'apps/api/test/a.test.ts', project: 'api', worker: 1, tests: 3, ms: 1234, parts: {} }] };
    expect(vitestFiles(report)).toEqual([{ file: 'apps/api/test/a.test.ts', ms: 1234, tests: 3 }]);
  });
});
