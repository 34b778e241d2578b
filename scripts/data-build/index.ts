// `npm run data:build`: writes the demo reference dataset and its icons (issue 2 §3), then prints one summary line.
// DATA_BUILD_REFERENCE_FILE and DATA_BUILD_ICONS_DIR redirect the output (the tests write to temporary folders).
import path from 'node:path';
import { buildDataset, DEFAULT_OPTIONS, REPO_ROOT } from './build';

const started = performance.now();
const options = {
  referenceFile: process.env.DATA_BUILD_REFERENCE_FILE ?? DEFAULT_OPTIONS.referenceFile,
  iconsDir: process.env.DATA_BUILD_ICONS_DIR ?? DEFAULT_OPTIONS.iconsDir,
};
const summary = await buildDataset(options);
const shown = (file: string) => path.relative(REPO_ROOT, file) || '.';
console.log(
  `data:build ${summary.version}: ${summary.assets} assets (${summary.assetIcons} icons), ${summary.chains} chains ` +
    `(${summary.chainLogos} logos), ${summary.wallets} wallets -> ${shown(options.referenceFile)}, ${shown(options.iconsDir)} ` +
    `in ${Math.round(performance.now() - started)} ms`,
);
