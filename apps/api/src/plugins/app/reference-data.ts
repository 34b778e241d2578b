// Loads the demo reference dataset into the database at start when it is missing or outdated (issue 2 §3).
import fp from 'fastify-plugin';
import { loadReferenceDataset } from '../../demo/load-reference';

export default fp<{ file: string }>(
  async (app, { file }) => {
    const result = await loadReferenceDataset(app.db, { file });
    if (result.loaded) {
      app.log.info(
        { version: result.version, assets: result.assets, chains: result.chains, marketDays: result.marketDays, ms: result.ms },
        'reference dataset loaded',
      );
    } else {
      app.log.debug({ version: result.version }, 'reference dataset up to date');
    }
  },
  { name: 'reference-data', dependencies: ['database'] },
);
