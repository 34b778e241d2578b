// A Vitest reporter recording each test file's whole cost (docs/performance.md "Test suite"): environment set-up,
// harness preparation, setup files, import (collect) and the tests with their hooks, as Vitest's module diagnostics
// measure them. Written to the JSON file named by K3_TIMINGS_FILE when the run ends; scripts/test-timings.mjs reads it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

export default class FileTimings {
  files = [];

  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    const parts = {
      environment: d.environmentSetupDuration,
      prepare: d.prepareDuration,
      setup: d.setupDuration,
      import: d.collectDuration,
      tests: d.duration,
    };
    this.files.push({
      file: relative(process.cwd(), testModule.moduleId),
      project: testModule.project.name,
      worker: d.concurrencyId,
      tests: [...testModule.children.allTests()].length,
      ms: Object.values(parts).reduce((sum, ms) => sum + (ms ?? 0), 0),
      parts,
    });
  }

  onTestRunEnd() {
    const out = process.env.K3_TIMINGS_FILE;
    if (!out) return;
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify({ files: this.files }, null, 1));
  }
}
