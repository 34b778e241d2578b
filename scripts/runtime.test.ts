// The runtime K3 runs on (docs/adr/0007-node-24.md): Node 24 LTS, supplied by the `node` dev dependency where the
// machine's own Node is older. Vitest is started by `npm test`, so this is the Node every npm script gets.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};
const major = (version: string) => Number(/(\d+)/.exec(version)?.[1]);

describe('runtime', () => {
  it('runs the tests on Node 24 or later', () => {
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(24);
  });

  it('declares Node 24 in engines and supplies it as a dev dependency whose install script npm may run', () => {
    expect(pkg.engines.node).toBe('>=24');
    expect(major(pkg.devDependencies.node ?? '')).toBe(24);
    expect(pkg.allowScripts?.node).toBe(true);
  });

  it('puts the same Node first on the PATH of child processes (servers, browsers tests, scripts)', () => {
    const childVersion = execFileSync('node', ['-v'], { encoding: 'utf8' }).trim();
    expect(major(childVersion)).toBeGreaterThanOrEqual(24);
  });
});
