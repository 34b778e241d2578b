// Locations on disk that the API needs, found from this module's own URL so that they are the same
// whether the code runs from source (tsx, vitest: apps/api/src/…) or from the bundle (apps/api/dist/server.js).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest ancestor directory of `start` holding a package.json: apps/api from src/ and from dist/ alike. */
export function findPackageDir(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const API_DIR = findPackageDir(dirname(fileURLToPath(import.meta.url)));
export const REPO_ROOT = resolve(API_DIR, '../..');
/** drizzle-kit output, committed and applied at start (docs/architecture.md "Data"). */
export const MIGRATIONS_DIR = join(API_DIR, 'drizzle');
/** Written by `npm run data:build` (scripts/data-build), read by src/demo/load-reference.ts. */
export const REFERENCE_FILE = join(API_DIR, 'generated', 'reference.json');
export const DEFAULT_WEB_DIST = resolve(API_DIR, '../web/dist');
