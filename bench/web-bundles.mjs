// Bundle analysis for the web bench: which source modules are inside each script a route loads. The app is built
// again in memory with its own Vite config (`build.write: false`: nothing is written, apps/web/dist is left alone),
// which gives the same chunk file names as `npm run build` (content hashes) and, for each chunk, the modules in it
// with their rendered code (Rolldown's `RenderedModule`). A chunk's gzip -9 size is shared among its modules in
// proportion to each module's code gzipped on its own (modules compress together better than apart, so these are
// estimates that add up to the chunk's measured size), then summed per route and grouped by package (a dependency
// in node_modules), by file (@k3/shared) or by folder (the web app's own code, the locale catalogues of a language).
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_ROOT = join(ROOT, 'apps/web');

const gzipBytes = (text) => gzipSync(text, { level: 9 }).length;

/** The group a module is counted in: a dependency's package name, a file of @k3/shared, a folder of the app. */
export function moduleGroup(id) {
  const path = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const dependency = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(path);
  // A dependency's own dependencies are counted under their own names.
  if (dependency) return dependency[1].replace(/\\/g, '/');
  if (!path.startsWith('/')) return `(bundler) ${path}`;
  const rel = relative(ROOT, path).replace(/\\/g, '/');
  const shared = /^packages\/shared\/src\/(.+)$/.exec(rel);
  if (shared) return `@k3/shared ${shared[1]}`;
  const locale = /^apps\/web\/src\/locales\/(\w+)\/([^/]+)\.json$/.exec(rel);
  if (locale) return `texts ${locale[1]}/${locale[2]}`;
  const web = /^apps\/web\/src\/(features\/[^/]+|app\/routes|app\/layout|components\/[^/]+|[^/]+)/.exec(rel);
  if (web) return `web ${web[1].replace(/\.(tsx?|css)$/, '')}`;
  return rel;
}

/**
 * Builds the web app in memory and returns, for each chunk file (`assets/…js`, as served), its gzip size and its
 * modules with their estimated share of it: `Map<fileName, { kb, modules: [{ id, group, kb }] }>`.
 */
export async function bundleMap() {
  const { build } = await import('vite');
  const result = await build({
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false, reportCompressedSize: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const chunks = new Map();
  for (const chunk of outputs) {
    if (chunk.type !== 'chunk') continue;
    const kb = gzipBytes(chunk.code) / 1024;
    const parts = Object.entries(chunk.modules)
      .filter(([, m]) => m.renderedLength > 0)
      .map(([id, m]) => ({ id, weight: m.code ? gzipBytes(m.code) : m.renderedLength }));
    const total = parts.reduce((sum, p) => sum + p.weight, 0) || 1;
    chunks.set(chunk.fileName, {
      kb,
      modules: parts.map((p) => ({
        id: relative(ROOT, p.id.replace(/^\0/, '')) || p.id,
        group: moduleGroup(p.id),
        kb: (kb * p.weight) / total,
      })),
    });
  }
  return chunks;
}

/**
 * The modules behind a route's critical scripts (`/assets/…js` paths, as requested): the groups by size, largest
 * first, and each script with its own largest modules. A script the in-memory build did not make (apps/web/dist is
 * older than the sources) is listed under `unknown`.
 */
export function routeBreakdown(chunks, scripts) {
  const groups = new Map();
  const files = [];
  const unknown = [];
  for (const script of scripts) {
    const chunk = chunks.get(script.replace(/^\//, ''));
    if (!chunk) {
      unknown.push(script);
      continue;
    }
    for (const m of chunk.modules) groups.set(m.group, (groups.get(m.group) ?? 0) + m.kb);
    files.push({
      file: script,
      kb: round(chunk.kb),
      modules: [...chunk.modules]
        .sort((a, b) => b.kb - a.kb)
        .slice(0, 15)
        .map((m) => ({ id: m.id, kb: round(m.kb) })),
    });
  }
  return {
    kb: round(files.reduce((sum, f) => sum + f.kb, 0)),
    groups: [...groups].sort((a, b) => b[1] - a[1]).map(([name, kb]) => ({ name, kb: round(kb) })),
    files,
    unknown,
  };
}

/** The scripts every one of the lists holds (the app's shell: what every route loads before its own chunks). */
export function commonScripts(lists) {
  if (lists.length === 0) return [];
  return lists[0].filter((script) => lists.every((list) => list.includes(script)));
}

/** `react-dom 59.0, react-router 14.6, …`: the largest groups of a breakdown, KB gzip. */
export function topGroups(breakdown, top = 6) {
  const head = breakdown.groups
    .slice(0, top)
    .map((g) => `${g.name} ${g.kb.toFixed(1)}`)
    .join(', ');
  const stale = breakdown.unknown.length > 0 ? ` (not in the analysis build: ${breakdown.unknown.join(', ')})` : '';
  return `${head || 'nothing'}${stale}`;
}

const round = (kb) => Math.round(kb * 100) / 100;
