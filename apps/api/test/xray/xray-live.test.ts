// X-Ray end to end in DATA_MODE=live (issue 11 §4), every source real and local: tokens deployed on a local Hardhat
// node (RPC_URL_ETHEREUM), a Solana mint answered by a local JSON-RPC server (SOLANA_RPC_URL), profiles from a local
// CoinGecko /coins/{id} through the live adapter, holders from a local Blockscout through the live adapter, websites
// scanned over local HTTPS through an injected resolver, 60 days of stored prices. Audited by XrayService.auditMany and
// read back through GET /api/x-ray/projects/{id} as a Shrimp user: each contract raises exactly the contract alerts
// docs/xray-rules.md gives it, and the sections carry the measured values or say why they are missing.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type AlertKey, type XrayField, type XrayProjectDetail, type XraySection, XRAY_SECTIONS } from '@k3/shared';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetMarketDays, assets } from '../../src/db/schema';
import { createBlockscoutExplorer } from '../../src/providers/xray/blockscout';
import { createCoinGeckoProjectData } from '../../src/providers/xray/coingecko-project';
import type { AuditRunReport } from '../../src/services/xray/service';
import { EVM_KEY_B, evmWallet, getData, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { type LocalNode, startLocalNode } from '../fixtures/evm/local-node';
import {
  coinGeckoCoin,
  deployAuditContracts,
  DEV_ACCOUNT,
  type LocalWebsite,
  siteResolver,
  startWebsite,
  SUPPLY,
} from '../fixtures/xray/live-sources';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { knownBalances } from '../portfolio/known-market';
import { type LocalServer, sendJson, startServer } from '../providers/local-server';

// OpenSSL checks the test certificate against the real time, so the app's clock starts from it (whole seconds).
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const DAY_MS = 86_400_000;
const SITE = 'site.xray.test';
const GONE = 'gone.xray.test';
const SOLANA_FIXTURE = fileURLToPath(new URL('../fixtures/xray/solana/authorities/', import.meta.url));
const SOLANA_MINT = 'HFCLkZmUfM1Qi6yjY8aioPBF6vkdq81GTTAwdkEdBgFS';
const MINT_AUTHORITY = '6LSWSoB83hHQ4daGtf5qHMF24nCUSymdQdQG5QJFwGgz';
const NO_RPC_ADDRESS = '0x1111111111111111111111111111111111111111';

const TOKENS = [
  'plain',
  'mintable',
  'pausable',
  'blacklist',
  'fee',
  'renounced',
  'proxy',
  'selfdestruct',
  'solana',
  'no-rpc',
] as const;
type Token = (typeof TOKENS)[number];
const idOf = (token: Token) => `xray-${token}`;
const chainOf = (token: Token) => (token === 'solana' ? 'solana' : token === 'no-rpc' ? 'base' : 'ethereum');

const CONTRACT_KEYS = [
  'risky_or_unfair_tokenomics',
  'dangerous_governance_controls',
  'potential_security_threats',
  'onchain_security_lack_of_transparency',
  'high_risk_detected',
] as const satisfies readonly AlertKey[];
type ContractKey = (typeof CONTRACT_KEYS)[number];
const isContractKey = (key: AlertKey) => (CONTRACT_KEYS as readonly AlertKey[]).includes(key);

/**
 * The contract alerts each token must raise, with their finding counts (docs/xray-rules.md "The 31 rules" and
 * "Contract and Solana rules"): an active owner is itself a governance power, and with a mint, blacklist or fee
 * setter it is critical; renounced ownership feeds nothing; the proxy's mint lives on its implementation.
 */
const EXPECTED: Record<Exclude<Token, 'no-rpc'>, Partial<Record<ContractKey, number>>> = {
  plain: {},
  mintable: { risky_or_unfair_tokenomics: 1, dangerous_governance_controls: 1, high_risk_detected: 1 },
  pausable: { dangerous_governance_controls: 2 },
  blacklist: { dangerous_governance_controls: 2, high_risk_detected: 1 },
  fee: { risky_or_unfair_tokenomics: 1, dangerous_governance_controls: 1, high_risk_detected: 1 },
  renounced: {},
  proxy: {
    risky_or_unfair_tokenomics: 1,
    dangerous_governance_controls: 2,
    onchain_security_lack_of_transparency: 1,
    high_risk_detected: 1,
  },
  selfdestruct: { potential_security_threats: 1, high_risk_detected: 1 },
  solana: { risky_or_unfair_tokenomics: 1, dangerous_governance_controls: 1, high_risk_detected: 1 },
};

/** Keys no fact covers, so not checked rather than passed (none: a Token-program mint's extension flags are checked absences). */
const UNCOVERED: Partial<Record<Token, ContractKey[]>> = {};

/** Blockscout's view of two tokens (raw units, 10^24 supply): ten wallets hold 30 % of one, 80 % of the other. */
const E21 = 10n ** 21n;
const EXPLORER: Partial<Record<Token, { holders: string; transfers: string; balances: bigint[] }>> = {
  plain: { holders: '5400', transfers: '48000', balances: Array.from({ length: 12 }, () => 30n * E21) },
  fee: { holders: '120', transfers: '310', balances: [...Array.from({ length: 10 }, () => 80n * E21), 5n * E21] },
};

const clock = manualClock(NOW);
const at = { solana: SOLANA_MINT, 'no-rpc': NO_RPC_ADDRESS } as Record<Token, string>;
let implementation: Address;
let node: LocalNode;
let website: LocalWebsite;
let coingecko: LocalServer;
let blockscout: LocalServer;
let solana: LocalServer;
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
let shrimp: string;
let run: AuditRunReport;
const details = new Map<Token, XrayProjectDetail>();

/** Blockscout API v2: counters, token and holders of the tokens in EXPLORER; 404 for any other. */
function blockscoutServer(): Promise<LocalServer> {
  return startServer((request, response) => {
    const [, address, tail] = /^\/api\/v2\/tokens\/([^/]+)(\/[a-z]+)?$/.exec(request.url.pathname) ?? [];
    const token = TOKENS.find((name) => at[name]?.toLowerCase() === address?.toLowerCase());
    const known = token ? EXPLORER[token] : undefined;
    if (!known) return sendJson(response, { message: 'Not found' }, 404);
    if (tail === '/counters') return sendJson(response, { token_holders_count: known.holders, transfers_count: known.transfers });
    if (tail === '/holders')
      return sendJson(response, { items: known.balances.map((value) => ({ value: value.toString() })), next_page_params: null });
    return sendJson(response, { address_hash: address, type: 'ERC-20', decimals: '18', total_supply: SUPPLY.toString() });
  });
}

/**
 * Solana JSON-RPC replaying test/fixtures/xray/solana/authorities (as text: bare u64 numbers stay exact); the pool
 * search finds no Raydium pool (the pools themselves: solana-pool.test.ts).
 */
function solanaServer(): Promise<LocalServer> {
  return startServer((request, response) => {
    const { id, method, params } = request.body as { id: number; method: string; params: [string] };
    const file = `${SOLANA_FIXTURE}${method}.json`;
    const result =
      method === 'getProgramAccounts'
        ? '[]'
        : params[0] !== SOLANA_MINT
          ? 'null'
          : existsSync(file)
            ? readFileSync(file, 'utf8')
            : undefined;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      result === undefined
        ? JSON.stringify({ jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id })
        : `{"jsonrpc":"2.0","result":${result},"id":${id}}`,
    );
  });
}

/** CoinGecko /coins/{id} for the tokens; every site but the no-RPC token's (a name that does not resolve) is SITE. */
function coingeckoServer(): Promise<LocalServer> {
  return startServer((request, response) => {
    const token = TOKENS.find((name) => request.url.pathname === `/coins/${idOf(name)}`);
    if (!token) return sendJson(response, { error: 'coin not found' }, 404);
    const site = token === 'no-rpc' ? `https://${GONE}/` : `https://${SITE}:${website.ports.https}/`;
    return sendJson(response, coinGeckoCoin(idOf(token), { chain: chainOf(token), address: at[token], website: site }));
  });
}

/** 60 observed daily prices up to today, climbing about 1 % a day with a small wobble. */
function prices(assetId: string) {
  return Array.from({ length: 60 }, (_, i) => ({
    assetId,
    day: new Date(NOW.getTime() - (59 - i) * DAY_MS).toISOString().slice(0, 10),
    price: (1.4 * 1.01 ** i * (1 + 0.01 * Math.sin(i))).toFixed(6),
    marketCap: '50000000',
    volume: '2000000',
  }));
}

beforeAll(async () => {
  node = await startLocalNode();
  const deployed = await deployAuditContracts(node.url);
  Object.assign(at, deployed.at);
  implementation = deployed.implementation;
  website = await startWebsite(SITE, NOW);
  [coingecko, blockscout, solana] = await Promise.all([coingeckoServer(), blockscoutServer(), solanaServer()]);
  const balances = knownBalances();
  const user = evmWallet();
  balances.set(user.address, [{ chain: 'ethereum', assetId: 'kryll', amount: '800' }]);
  dataDir = await tempDir();
  t = await buildTestApp({
    env: {
      ...TEST_ENV,
      DATA_DIR: dataDir.path,
      DATA_MODE: 'live',
      SECRETS_KEY: 'ab'.repeat(32),
      RPC_URL_ETHEREUM: node.url,
      SOLANA_RPC_URL: solana.url,
      // Nothing else may reach CoinGecko: the configured base URL is the local server too.
      COINGECKO_BASE_URL: coingecko.url,
    },
    clock: clock.now,
    balances,
    xray: {
      projectData: createCoinGeckoProjectData({ baseUrl: coingecko.url, ratePerMinute: 60_000 }),
      explorer: createBlockscoutExplorer({ urls: { ethereum: blockscout.url }, ratePerMinute: 60_000 }),
      website: { resolver: siteResolver(SITE), fetch: { allowPrivateAddresses: true, ca: website.cert, ports: website.ports } },
    },
  });
  const db = t.app.db;
  await db.insert(assets).values([
    { id: 'kryll', symbol: 'KRL', name: 'KRYLL', rank: 1, addresses: {} },
    ...TOKENS.map((token, index) => ({
      id: idOf(token),
      symbol: token.slice(0, 4).toUpperCase(),
      name: `X-Ray ${token}`,
      rank: index + 2,
      addresses: { [chainOf(token)]: at[token] },
    })),
  ]);
  for (const token of TOKENS) await db.insert(assetMarketDays).values(prices(idOf(token)));

  run = await (await t.app.xray.service()).auditMany(TOKENS.map(idOf));
  shrimp = await signIn(t.app, user);
  for (const token of TOKENS)
    details.set(token, await getData<XrayProjectDetail>(t.app, `/api/x-ray/projects/${idOf(token)}`, shrimp));
}, 60_000);

afterAll(async () => {
  await t?.close();
  await Promise.all([node?.close(), website?.close(), coingecko?.close(), blockscout?.close(), solana?.close()]);
  await dataDir?.remove();
});

function detail(token: Token): XrayProjectDetail {
  const found = details.get(token);
  if (!found) throw new Error(`no detail for ${token}`);
  return found;
}
function open(token: Token, name: XraySection) {
  const section = detail(token).sections[name];
  if (section.locked) throw new Error(`${token}: ${name} is locked`);
  return section;
}
const fieldOf = (token: Token, name: XraySection, key: string): XrayField | undefined =>
  open(token, name).fields.find((f) => f.key === key);
const alertsOf = (token: Token) => XRAY_SECTIONS.flatMap((name) => open(token, name).alerts);
const checkOf = (token: Token, key: AlertKey) =>
  XRAY_SECTIONS.flatMap((name) => open(token, name).checks).find((check) => check.key === key);

describe('a live audit run over local sources', () => {
  it('audits every token, and a Shrimp user reads each one whole, live, as the service stored it', async () => {
    expect(run).toMatchObject({ audited: TOKENS.length, failed: [] });
    const service = await t.app.xray.service();
    for (const token of TOKENS) {
      const got = detail(token);
      expect(got).toMatchObject({ id: idOf(token), access: 'full', demo: false, auditedAt: NOW.toISOString() });
      expect((await service.detail(idOf(token), 'full'))?.sections).toEqual(got.sections);
    }
    // Each source was asked, by the live adapters, for exactly these projects.
    expect(coingecko.requests.map((r) => r.url.pathname).sort()).toEqual(TOKENS.map((token) => `/coins/${idOf(token)}`).sort());
    expect(solana.requests.length).toBeGreaterThan(0);
  });
});

describe('contract alerts (issue 11 §4)', () => {
  it.each(Object.keys(EXPECTED) as (keyof typeof EXPECTED)[])('%s raises exactly its expected contract alerts', (token) => {
    const raised = Object.fromEntries(
      alertsOf(token)
        .filter((alert) => isContractKey(alert.key))
        .map((alert) => [alert.key, alert.value]),
    );
    expect(raised).toEqual(EXPECTED[token]);
    for (const key of CONTRACT_KEYS) {
      const status = key in EXPECTED[token] ? 'fired' : UNCOVERED[token]?.includes(key) ? 'not-checked' : 'passed';
      expect(checkOf(token, key)?.status, key).toBe(status);
    }
    for (const alert of alertsOf(token).filter((a) => isContractKey(a.key))) expect(alert.section).toBe('security');
    // A critical alert caps the score at 25 and tags the project danger (docs/xray-rules.md "Score", "Tags").
    if (EXPECTED[token].high_risk_detected) {
      expect(detail(token).score).toBeLessThanOrEqual(25);
      expect(detail(token).tags).toContain('danger');
    }
  });

  it('names the findings in the alert sentence', () => {
    const sentence = (token: Token, key: AlertKey) => alertsOf(token).find((alert) => alert.key === key)?.because.en;
    expect(sentence('mintable', 'high_risk_detected')).toContain('an active owner who can mint');
    expect(sentence('proxy', 'onchain_security_lack_of_transparency')).toContain('an EIP-1967 upgradeable proxy');
    expect(sentence('proxy', 'dangerous_governance_controls')).toContain('upgrade the proxy through its admin');
    expect(sentence('selfdestruct', 'potential_security_threats')).toContain('destroy the contract (SELFDESTRUCT)');
    expect(sentence('solana', 'high_risk_detected')).toContain('active mint and freeze authorities');
  });
});

describe('the security section', () => {
  it('fills contract, owner, proxy and flags from the chain, and the website fields from the scan', () => {
    const value = (token: Token, key: string) => fieldOf(token, 'security', key)?.value;
    expect(value('mintable', 'contract')).toBe(`ethereum: ${at.mintable}`);
    expect(value('mintable', 'owner')).toBe(DEV_ACCOUNT.address);
    expect(value('mintable', 'proxy')).toBe('not a proxy');
    expect(value('mintable', 'contractFlags')).toEqual(
      expect.arrayContaining(['mint new tokens', 'act as owner (ownership not renounced)']),
    );
    expect(value('renounced', 'owner')).toBe('0x0000000000000000000000000000000000000000 (renounced)');
    expect(value('proxy', 'proxy')).toBe(`eip1967 → ${implementation}`);
    expect(value('proxy', 'contractFlags')).toEqual(
      expect.arrayContaining(['an EIP-1967 upgradeable proxy', 'upgrade the proxy through its admin', 'mint new tokens']),
    );
    expect(value('selfdestruct', 'contractFlags')).toEqual(['destroy the contract (SELFDESTRUCT)']);
    // The plain token: read, nothing present, and no owner function to read.
    expect(value('plain', 'contractFlags')).toEqual([]);
    expect(fieldOf('plain', 'security', 'owner')).toMatchObject({ value: null, reason: 'no owner() or getOwner()' });

    for (const token of ['plain', 'mintable', 'solana'] as const) {
      expect(value(token, 'websiteGrade'), token).toBe('D (30/100)');
      expect(value(token, 'domain'), token).toBe(SITE);
      expect(value(token, 'ipAddress'), token).toEqual(['127.0.0.1']);
      expect(value(token, 'lastScan'), token).toBe(NOW.toISOString());
      expect(detail(token).inputsAsOf).toMatchObject({ contract: NOW.toISOString(), website: NOW.toISOString() });
    }
    // The grade feeds the header rule (30 is under the Observatory's 50); the DNS records feed the mail and CAA rules.
    expect(checkOf('plain', 'missing_or_weak_http_security_headers')?.status).toBe('fired');
    expect(value('plain', 'email')).toBe('SPF present, DMARC reject');
    expect(checkOf('plain', 'misconfiguration_phishing_risk')?.status).toBe('passed');
    expect(checkOf('plain', 'dns_misconfiguration')?.status).toBe('passed');
  });

  it('gives the spec message when the website name does not resolve', () => {
    const message = 'Domain resolution failed, the website may be blocked or abandoned!';
    for (const key of ['websiteGrade', 'ipAddress', 'web', 'dns', 'email'])
      expect(fieldOf('no-rpc', 'security', key), key).toMatchObject({ value: null, reason: message });
    expect(fieldOf('no-rpc', 'security', 'domain')?.value).toBe(GONE);
    expect(fieldOf('no-rpc', 'security', 'lastScan')?.value).toBe(NOW.toISOString());
    expect(checkOf('no-rpc', 'missing_or_weak_http_security_headers')?.status).toBe('not-checked');
  });

  it('says "no RPC configured" for a token on a chain without one, and checks no contract rule', () => {
    const reason = 'no RPC configured for base (RPC_URL_<CHAIN>)';
    for (const key of ['contract', 'owner', 'proxy', 'contractFlags'])
      expect(fieldOf('no-rpc', 'security', key), key).toMatchObject({ value: null, reason });
    for (const key of CONTRACT_KEYS) expect(checkOf('no-rpc', key)?.status, key).toBe('not-checked');
    expect(alertsOf('no-rpc').filter((a) => isContractKey(a.key))).toEqual([]);
    expect(detail('no-rpc').inputsAsOf.contract).toBeUndefined();
    expect(fieldOf('no-rpc', 'onchain', 'holders')).toMatchObject({
      value: null,
      reason: 'no explorer configured for base (BLOCKSCOUT_URL_<CHAIN>)',
    });
  });

  it('reads the Solana mint: its authorities, as owner and flags', () => {
    expect(fieldOf('solana', 'security', 'contract')?.value).toBe(`solana: ${SOLANA_MINT}`);
    expect(fieldOf('solana', 'security', 'owner')?.value).toBe(MINT_AUTHORITY);
    expect(fieldOf('solana', 'security', 'contractFlags')?.value).toEqual(
      expect.arrayContaining(['mint new tokens (active mint authority)', "freeze holders' tokens (active freeze authority)"]),
    );
    // Its pool is searched on Raydium's AMM v4; none here, and the field says so.
    expect(fieldOf('solana', 'security', 'liquidity')).toMatchObject({
      value: null,
      reason: 'no Raydium AMM v4 pool of this token against SOL (other Solana DEXes are not read)',
    });
  });
});

describe('the on-chain section', () => {
  it('fills holders, transfers and the top-10 share from Blockscout, and fires risky_supply_centralization above 50 %', () => {
    const value = (token: Token, key: string) => fieldOf(token, 'onchain', key)?.value;
    expect(value('fee', 'top10HolderRatio')).toBe(0.8);
    expect(value('fee', 'decentralisation')).toBe(0.2);
    expect(value('fee', 'holders')).toBe(120);
    expect(value('fee', 'transactions30d')).toBe(310);
    expect(value('fee', 'perChain')).toEqual(['ethereum: 120 holders, 310 transactions']);
    expect(value('fee', 'source')).toBe('Blockscout');
    const onchain = open('fee', 'onchain').alerts;
    expect(onchain.find((a) => a.key === 'risky_supply_centralization')).toMatchObject({ value: 0.8, threshold: 0.5 });
    expect(onchain.map((a) => a.key).sort()).toEqual(
      ['low_transaction_number', 'risky_supply_centralization', 'weak_onchain_deployement_and_activity'].sort(),
    );

    expect(value('plain', 'top10HolderRatio')).toBe(0.3);
    expect(value('plain', 'holders')).toBe(5400);
    expect(open('plain', 'onchain').alerts).toEqual([]);
    expect(checkOf('plain', 'risky_supply_centralization')?.status).toBe('passed');
    expect(blockscout.requests.map((r) => r.url.pathname)).toContain(`/api/v2/tokens/${at.fee}/holders`);
  });

  it('takes a Solana mint’s top-10 share from the RPC’s largest accounts', () => {
    expect(fieldOf('solana', 'onchain', 'top10HolderRatio')?.value).toBe(0.95);
    expect(fieldOf('solana', 'onchain', 'source')?.value).toBe('Solana RPC');
    expect(open('solana', 'onchain').alerts.find((a) => a.key === 'risky_supply_centralization')?.value).toBe(0.95);
  });
});

describe('sources and evidence (issue 25 §2)', () => {
  const alertOf = (token: Token, key: AlertKey) => {
    const alert = alertsOf(token).find((a) => a.key === key);
    if (!alert) throw new Error(`${token}: ${key} did not fire`);
    return alert;
  };
  const evidenceOf = (token: Token, key: AlertKey) => (alertOf(token, key).evidence ?? []).map((e) => `${e.label}: ${e.value}`);

  it('a contract alert names the RPC read and its time, the selector, the owner, the opcode and the token', () => {
    expect(alertOf('mintable', 'high_risk_detected').source).toEqual({ name: 'RPC read of ethereum', asOf: NOW.toISOString() });
    expect(evidenceOf('mintable', 'high_risk_detected')).toEqual([
      `owner: owner() = ${DEV_ACCOUNT.address}`,
      expect.stringMatching(/^contractFunction: 0x40c10f19 mint\(address,uint256\) \(PUSH at 0x[0-9a-f]+\)$/),
      `tokenAddress: ${at.mintable}`,
    ]);
    expect(evidenceOf('selfdestruct', 'potential_security_threats')[0]).toMatch(/^opcode: SELFDESTRUCT \(0xff\) at 0x[0-9a-f]+/);
    expect(evidenceOf('solana', 'high_risk_detected')).toEqual(
      expect.arrayContaining([`mintAccount: mintAuthority: ${MINT_AUTHORITY}`, `tokenAddress: ${SOLANA_MINT}`]),
    );
    expect(alertOf('solana', 'high_risk_detected').source?.name).toBe('Solana RPC');
  });

  it('a website alert names the scan and its time, and the headers that failed', () => {
    const alert = alertOf('plain', 'missing_or_weak_http_security_headers');
    expect(alert.source).toEqual({ name: `Website scan of ${SITE}`, asOf: NOW.toISOString() });
    expect(alert.evidence?.length).toBeGreaterThan(0);
    expect(alert.evidence?.every((e) => e.kind === 'value' && e.label === 'weakHeader')).toBe(true);
    expect(evidenceOf('plain', 'missing_or_weak_http_security_headers')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^weakHeader: content-security-policy: /)]),
    );
  });

  it('a holder alert names the explorer and the chain; no link to an explorer that is not public https', () => {
    const alert = alertOf('fee', 'risky_supply_centralization');
    expect(alert.source).toEqual({ name: 'Blockscout (ethereum)', asOf: NOW.toISOString() });
    expect(alert).not.toHaveProperty('evidence');
    expect(alertOf('solana', 'risky_supply_centralization').source?.name).toBe('Solana RPC (largest token accounts)');
  });

  it('every alert names its source and when it was read; profile figures name CoinGecko /coins/{id}', () => {
    for (const token of TOKENS)
      for (const alert of alertsOf(token)) {
        expect(alert.source?.name, `${token} ${alert.key}`).toBeTruthy();
        expect(Number.isFinite(Date.parse(alert.source?.asOf ?? '')), `${token} ${alert.key}`).toBe(true);
      }
    // The listings come from the profile, read through the live CoinGecko adapter.
    expect(alertOf('plain', 'limited_centralized_exchange_access').source?.name).toBe('CoinGecko /coins/{id}');
  });
});

describe('the technical section', () => {
  it('runs on the 60 stored days', () => {
    for (const token of TOKENS) {
      expect(fieldOf(token, 'technical', 'seriesDays')?.value, token).toBe(60);
      expect(fieldOf(token, 'technical', 'generalDirection')?.value, token).toBe('up');
    }
  });
});

describe('plan gating in live mode', () => {
  it('locks the sections for a visitor ("connect") and for a Free user ("upgrade")', async () => {
    const url = `/api/x-ray/projects/${idOf('mintable')}`;
    const visitor = (await t.app.inject({ url })).json<{ data: XrayProjectDetail }>().data;
    expect(visitor).toMatchObject({ access: 'connect', score: detail('mintable').score });
    expect(visitor.sections.security).toEqual({ locked: true, reason: 'connect' });
    const free = await getData<XrayProjectDetail>(t.app, url, await signIn(t.app, evmWallet(EVM_KEY_B)));
    expect(free.access).toBe('upgrade');
    expect(free.sections.security).toEqual({ locked: true, reason: 'upgrade' });
  });
});
