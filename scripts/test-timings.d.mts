// Types of scripts/test-timings.mjs, for its test.
export interface FileTiming {
  file: string;
  ms: number;
  tests: number;
}
export function vitestFiles(report: unknown): FileTiming[];
export function playwrightFiles(report: unknown): FileTiming[];
export function flakyTests(report: unknown): string[];
export function fileTimings(): (FileTiming & { runner: string })[];
export function slowestTable(count?: number): string;
