// X-Ray dependencies (issue 11): the service built on first use (after the reference data is loaded), with the
// project-data port of DATA_MODE (demo profiles, or CoinGecko /coins/{id}), the Blockscout explorers configured by
// BLOCKSCOUT_URL_<CHAIN>, the RPCs already configured for balances, and the website scanner's options. Tests pass
// their ports and a scanner pointed at local servers.
import fp from 'fastify-plugin';
import { readReferenceDataset } from '../../demo/load-reference';
import { REFERENCE_FILE } from '../../paths';
import { createCoinGeckoMarketData } from '../../providers/market-data/coingecko';
import { createBlockscoutExplorer } from '../../providers/xray/blockscout';
import { createCoinGeckoProjectData } from '../../providers/xray/coingecko-project';
import { categoryCatalogue } from '../../services/xray/demo/categories';
import { createDemoProjectData, type DemoAsset } from '../../services/xray/demo/demo-profile';
import type { ProjectDataPort, TokenExplorerPort } from '../../services/xray/profile';
import { XrayService } from '../../services/xray/service';
import type { WebsiteScanDeps } from '../../services/xray/website/types';

declare module 'fastify' {
  interface FastifyInstance {
    xray: {
      /** Built on first use, after the reference data is loaded. */
      service(): Promise<XrayService>;
    };
  }
}

export interface XrayPluginOptions {
  projectData?: ProjectDataPort | undefined;
  explorer?: TokenExplorerPort | null | undefined;
  website?: Partial<WebsiteScanDeps> | undefined;
  referenceFile?: string | undefined;
}

export default fp<XrayPluginOptions>(
  (app, options, done) => {
    let service: Promise<XrayService> | undefined;
    const build = async (): Promise<XrayService> => {
      const config = app.config;
      const dataset = await readReferenceDataset(options.referenceFile ?? REFERENCE_FILE);
      const demoAssets = new Map<string, DemoAsset>(
        dataset.assets.map((a) => [
          a.id,
          {
            id: a.id,
            symbol: a.symbol,
            name: a.name,
            rank: a.rank,
            addresses: a.addresses,
            stable: a.market.class === 'stable',
            follows: a.market.follows,
            facts: a.facts,
          },
        ]),
      );
      const categories = new Map(categoryCatalogue(new Map(dataset.chains.map((c) => [c.id, c.name]))).map((c) => [c.id, c]));
      // Every CoinGecko client of the process (prices, profiles, prices by contract) shares one pace at the plan's rate.
      const coingecko = {
        ...(config.coingecko.apiKey ? { apiKey: config.coingecko.apiKey } : {}),
        baseUrl: config.coingecko.baseUrl,
        ratePerMinute: config.coingecko.ratePerMinute,
      };
      const projectData =
        options.projectData ??
        (config.isDemo
          ? createDemoProjectData(demoAssets, categories, app.clock, dataset.factSources)
          : createCoinGeckoProjectData(coingecko));
      const explorer =
        options.explorer !== undefined
          ? options.explorer
          : Object.keys(config.explorerUrls).length
            ? createBlockscoutExplorer({ urls: config.explorerUrls })
            : null;
      const market = config.isDemo || options.projectData ? null : createCoinGeckoMarketData(coingecko);
      return new XrayService({
        db: app.db,
        demo: config.isDemo,
        clock: app.clock,
        projectData,
        profileMaxAgeMs: config.xray.refreshMs,
        explorer,
        evmRpcUrls: config.evmRpcUrls,
        dexRouters: config.dexRouters,
        dexV3Factories: config.dexV3Factories,
        lpLockers: config.lpLockers,
        dexV3Positions: config.dexV3Positions,
        v3Lockers: config.v3Lockers,
        solanaRpcUrl: config.solanaRpcUrl,
        history: market
          ? async (id, days) => (await market.history(id, days)).map((d) => ({ day: d.day, price: d.price }))
          : undefined,
        website: options.website,
        portChecks: config.xray.portChecks,
        demoAssets,
      });
    };
    app.decorate('xray', {
      service: () => {
        service ??= build();
        service.catch(() => {
          service = undefined;
        });
        return service;
      },
    });
    done();
  },
  { name: 'xray', dependencies: ['database', 'clock'] },
);
