// Which API test files run on which lane (docs/testing.md "Two database lanes").
// Every file runs on PGlite, the default database. The PostgreSQL lane runs again what depends on the SQL engine:
// repositories, migrations, transactions, locks and races, pg-boss, crash and stop behaviour, the cluster — every file
// except those listed here, which check something the engine cannot change: pure functions (src/), adapters talking
// to local protocol servers (chains, feeds, LLM, websites), request validation and the HTTP envelope, configuration
// and logging. A new test file runs on both lanes unless it is added here with that reason.
export const PGLITE_ONLY: readonly string[] = [
  // Pure functions: no database at all.
  'src/**/*.test.ts',
  // Adapters against local servers that speak the protocol (JSON-RPC chains, Blockscout, exchanges, NFTs, Solana);
  // coingecko.test.ts stays on both: it stores refreshed prices.
  'test/providers/blockscout.test.ts',
  'test/providers/coingecko-project.test.ts',
  'test/providers/exchange-balances.test.ts',
  'test/providers/http.test.ts',
  'test/providers/http-abort.test.ts',
  'test/providers/nfts.test.ts',
  'test/providers/solana.test.ts',
  'test/portfolio/evm-balances.test.ts',
  'test/portfolio/demo-balances.test.ts',
  'test/portfolio/decimal.test.ts',
  'test/portfolio/valuation.test.ts',
  'test/portfolio/secrets.test.ts',
  'test/xray/contract-evm.test.ts',
  'test/xray/contract-evm-metadata.test.ts',
  'test/xray/solana-token.test.ts',
  'test/xray/solana-pool.test.ts',
  // X-Ray's trade-time checks against a local chain with no database at all (the chain is the whole subject).
  'test/xray/trade-simulation.test.ts',
  'test/xray/later-sale.test.ts',
  // The chain is their subject too; the audit they store is stored as every audit is (xray-api, xray-history,
  // xray-tax-change and xray-watch run on PostgreSQL).
  'test/xray/detection.test.ts',
  'test/xray/trade-simulation-v3.test.ts',
  'test/xray/liquidity-v3.test.ts',
  'test/xray/xray-trade-live.test.ts',
  'test/xray/labelled-set.test.ts',
  'test/xray/heldout-set.test.ts',
  'test/xray/heldout-detection.test.ts',
  // Reads the reference data's files: no database.
  'test/xray/reference-translations.test.ts',
  'test/xray/website-scan.test.ts',
  'test/xray/website-address-guard.test.ts',
  'test/news/feeds.test.ts',
  'test/news/feed-corpus.test.ts',
  'test/news/feed-address-guard.test.ts',
  'test/news/llm-scorer.test.ts',
  'test/news/scoring-accuracy.test.ts',
  'test/agent/llm.test.ts',
  'test/agent/offline.test.ts',
  'test/agent/offline-intents.test.ts',
  // Validation, the HTTP envelope, configuration and logs.
  'test/fuzz/**',
  'test/auth/openapi.test.ts',
  'test/auth/sign-in-message.test.ts',
  'test/reliability/bodies.test.ts',
  'test/reliability/security-headers.test.ts',
  'test/reliability/unpaired-surrogates.test.ts',
  'test/cli.test.ts',
  'test/config.test.ts',
  'test/demo-realism.test.ts',
  'test/encoded-paths.test.ts',
  'test/errors.test.ts',
  'test/logger.test.ts',
  'test/logger-query.test.ts',
  'test/trust-proxy.test.ts',
  'test/walletconnect-csp.test.ts',
  'test/web-app.test.ts',
];
