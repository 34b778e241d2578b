// Packaged inputs of the demo dataset: where the @web3icons packages live, their licences, and their SVG strings.
// Everything is read from node_modules; the build never touches the network (issue 2 §3).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TVariant } from '@web3icons/common';

export type IconKind = 'tokens' | 'networks' | 'wallets';

interface PackageJson {
  name?: string;
  version?: string;
  license?: string;
}

const resolver = createRequire(import.meta.url);

/** The package's root folder: its exports map hides package.json, so resolve the entry and walk up to it. */
export function packageDir(name: string): string {
  let dir = path.dirname(resolver.resolve(name));
  while (!isPackageRoot(dir, name)) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`data:build: cannot find the package.json of ${name}`);
    dir = parent;
  }
  return dir;
}

function isPackageRoot(dir: string, name: string): boolean {
  const file = path.join(dir, 'package.json');
  return existsSync(file) && readPackageJson(file).name === name;
}

export function readPackageJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** Name, version and licence of an installed package, as its own package.json states them. */
export function packageInfo(name: string): { package: string; version: string; license: string } {
  const json = readPackageJson(path.join(packageDir(name), 'package.json'));
  if (!json.version || !json.license) throw new Error(`data:build: ${name} has no version or licence in its package.json`);
  return { package: name, version: json.version, license: json.license };
}

/** Branded artwork first (the product shows coloured logos), then the other variants. */
const VARIANT_PREFERENCE: readonly TVariant[] = ['branded', 'background', 'mono'];

/**
 * The SVG markup of one @web3icons/core icon, or null when the package has none. The SVGs ship as ES modules
 * `dist/svgs/<kind>/<variant>/<name>.svg.js` whose default export is the markup string.
 */
export async function loadSvg(kind: IconKind, name: string, variants: readonly TVariant[]): Promise<string | null> {
  const root = path.join(packageDir('@web3icons/core'), 'dist', 'svgs', kind);
  for (const variant of VARIANT_PREFERENCE) {
    if (!variants.includes(variant)) continue;
    const file = path.join(root, variant, `${name}.svg.js`);
    if (!existsSync(file)) continue;
    const loaded = (await import(pathToFileURL(file).href)) as { default?: unknown };
    if (typeof loaded.default === 'string' && loaded.default.trimStart().startsWith('<svg')) return loaded.default;
  }
  return null;
}

const KIND_OF_PREFIX: Readonly<Record<string, IconKind>> = { token: 'tokens', network: 'networks', wallet: 'wallets' };

/**
 * Where a web3icons `filePath` points: "token:KRL" is tokens/…/KRL.svg.js, "network:arbitrum-one" is
 * networks/…/arbitrum-one.svg.js. Some tokens use their network's artwork ("network:ton" for Toncoin).
 */
export function iconFile(filePath: string): { kind: IconKind; name: string } {
  const [prefix = '', name = ''] = filePath.split(':');
  const kind = KIND_OF_PREFIX[prefix];
  if (!kind || !/^[A-Za-z0-9._-]+$/.test(name)) throw new Error(`data:build: unexpected icon file path "${filePath}"`);
  return { kind, name };
}
