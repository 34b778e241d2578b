// Bundles the API server for production: src/server.ts -> dist/server.js (ESM, Node 24, with a source map).
// npm packages stay external (installed beside the app) except @k3/shared, which is TypeScript source and is bundled.
// Paths on disk (migrations, the dataset, the web app) are found at run time from the bundle's location (src/paths.ts).
import { build } from 'esbuild';

/** Leaves every bare import (npm package) to Node at run time, except @k3/shared. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === '@k3/shared' || args.path.startsWith('@k3/shared/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'info',
  plugins: [externalPackages],
});
