// Makes sure Debian's Chromium is present for the browser tests (docs/architecture.md "Running").
// Installs it with apt-get when running as root; otherwise fails with one line saying what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium not found at ${chromium}: install it with "sudo apt-get install chromium" (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  console.log(`Chromium not found at ${chromium}: installing Debian's chromium package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(chromium)) {
    console.error(`Chromium still missing at ${chromium} after apt-get install chromium.`);
    process.exit(1);
  }
}
