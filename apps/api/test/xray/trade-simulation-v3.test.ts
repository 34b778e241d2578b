// The simulated buy and sell on a Uniswap-V3-style pool (issue 30 §2; docs/xray-trade.md): Uniswap's own V3 factory
// and pool code (the @uniswap/v3-core artifact) on a local Hardhat node beside the labelled set's V2 DEX. A plain token
// whose only pool is V3 trades untaxed, a honeypot that blocks sales to its V3 pool is found, the deepest of a V2 and
// a V3 pool is the one traded, nothing is sent to the chain, and a live audit names the V3 pool and says why its
// liquidity is not read. Also on this chain: a cap per purchase (LimitsToken on the V2 DEX), told from a closed market
// because a tenth of the buy goes through, and the sale then tried with what the tenth bought.
import { fileURLToPath } from 'node:url';
import type { XrayField, XrayProjectDetail } from '@k3/shared';
import { type Address, getAddress, maxUint256, parseEther, type PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeFindings } from '../../src/services/xray/trade/findings';
import { probePowers } from '../../src/services/xray/trade/powers';
import { simulateTrade, type V2Router, type V3Factory } from '../../src/services/xray/trade/simulate';
import { evmWallet, getData, signIn } from '../auth/helpers';
import { type Chain, compileLabelled, connect, deployLabelledSet, type DexDeployment, ERC20_ABI } from '../fixtures/evm/dex';
import { deployV3, launchOnV3, parkWethOutOfRange, type V3Deployment } from '../fixtures/evm/dex-v3';
import { compileSolidity, readSolidityDir } from '../fixtures/evm/compile-solidity';
import { type LocalNode, startLocalNode } from '../fixtures/evm/local-node';
import { type LiveTradeApp, liveTradeApp } from '../fixtures/xray/live-trade-app';
import { knownBalances } from '../portfolio/known-market';

let node: LocalNode;
let dex: DexDeployment;
let chain: Chain;
let reader: PublicClient;
let v3: V3Deployment;
let routers: V2Router[];
let factories: V3Factory[];
let labelled: ReturnType<typeof compileLabelled>;
const token: Record<'plain' | 'guarded' | 'deeperV3' | 'deeperV2' | 'blacklist' | 'mint', Address> = {} as never;
const pools: Record<string, Address> = {};

const TOKENS = 400_000n * 10n ** 18n;

beforeAll(async () => {
  node = await startLocalNode();
  // The V2 DEX only (no labelled token launched on it): its WETH is the chain's wrapped native coin.
  dex = await deployLabelledSet(node.url, { only: [] });
  chain = connect(node.url, dex.deployer);
  reader = chain.reader;
  v3 = await deployV3(chain);
  routers = [{ name: 'Local V2', router: dex.router }];
  factories = [{ name: 'Local V3', factory: v3.factory, fees: [500, 3000, 10_000] }];
  labelled = compileLabelled();
  const deploy = async (name: string) => chain.deploy(labelled[name]!);

  // h01's plain ERC-20 and d02's honeypot (sales only to its "LP pair" are refused), each with a V3 pool only.
  token.plain = await deploy('PlainCoin');
  pools.plain = await launchOnV3(chain, v3, dex.weth, token.plain, {
    fee: 3000,
    tokenAmount: TOKENS,
    ethAmount: parseEther('10'),
  });
  token.guarded = await deploy('GuardedCoin');
  pools.guarded = await launchOnV3(chain, v3, dex.weth, token.guarded, {
    fee: 10_000,
    tokenAmount: TOKENS,
    ethAmount: parseEther('10'),
  });
  await chain.send(token.guarded, labelled.GuardedCoin!.abi, 'setLpPair', [pools.guarded]);

  // d10's blacklist and d27's owner mint, powers not yet used, each with a V3 pool only.
  for (const [key, contract] of [
    ['blacklist', 'BlacklistToken'],
    ['mint', 'OwnerMintToken'],
  ] as const) {
    token[key] = await deploy(contract);
    pools[key] = await launchOnV3(chain, v3, dex.weth, token[key], {
      fee: 3000,
      tokenAmount: TOKENS,
      ethAmount: parseEther('10'),
    });
  }

  // Two plain tokens with a pool on each version: 2 ETH on one, 8 ETH on the other.
  for (const [key, v3Eth] of [
    ['deeperV3', parseEther('8')],
    ['deeperV2', parseEther('2')],
  ] as const) {
    token[key] = await deploy('PlainCoin');
    pools[key] = await launchOnV3(chain, v3, dex.weth, token[key], { fee: 500, tokenAmount: TOKENS, ethAmount: v3Eth });
    await chain.send(token[key], labelled.PlainCoin!.abi, 'approve', [dex.router, maxUint256]);
    await chain.send(
      dex.router,
      dex.abis.router,
      'addLiquidityETH',
      [token[key], TOKENS, 0n, 0n, dex.deployer.address, maxUint256],
      parseEther('10') - v3Eth,
    );
  }
}, 120_000);

afterAll(async () => {
  await node?.close();
});

describe('a simulated buy and sell on a V3 pool', () => {
  it('trades a plain token whose only pool is V3: no tax, the sale goes through, no finding', async () => {
    const outcome = await simulateTrade(reader, token.plain, routers, factories);
    if (outcome.status !== 'simulated') throw new Error(`${outcome.status}: ${outcome.reason}`);
    const { pool, buy, sell, transfer } = outcome.simulation;
    expect(pool).toMatchObject({ kind: 'v3', dex: 'Local V3', fee: 3000, pair: pools.plain, router: null });
    expect(pool.wrappedNative).toBe(getAddress(dex.weth));
    expect(buy).toMatchObject({ ok: true, taxBps: 0 });
    expect(buy.received).toBeGreaterThan(0n);
    expect(buy.received).toBe(buy.quoted);
    expect(transfer).toMatchObject({ ok: true, taxBps: 0 });
    expect(sell).toMatchObject({ ok: true, taxBps: 0 });
    // Selling what is left returns a little less ETH than was spent: 1 % was sent away, and the pool's 0.30 % fee twice.
    expect(sell.received).toBeLessThan(outcome.simulation.amountIn);
    expect(sell.received).toBeGreaterThan((outcome.simulation.amountIn * 98n) / 100n);
    expect(tradeFindings(outcome.simulation)).toEqual([]);
  });

  it('finds the honeypot that refuses sales to its V3 pool: the sale and a tenth of it revert', async () => {
    const outcome = await simulateTrade(reader, token.guarded, routers, factories);
    if (outcome.status !== 'simulated') throw new Error(`${outcome.status}: ${outcome.reason}`);
    expect(outcome.simulation.pool).toMatchObject({ kind: 'v3', fee: 10_000 });
    expect(outcome.simulation.buy.ok).toBe(true);
    expect(outcome.simulation.sell).toMatchObject({ ok: false, tenthSold: false });
    expect(tradeFindings(outcome.simulation)).toMatchObject([{ flag: 'sell-reverted', severity: 'critical' }]);
  });

  it('trades in both token orders: WETH as the pool’s token0 and as its token1', async () => {
    const plain = labelled.PlainCoin!;
    const orders = new Map<boolean, Address>();
    // Deploy plain tokens until one sorts below WETH and one above (addresses follow the deployer's nonce).
    for (let i = 0; i < 16 && orders.size < 2; i++) {
      const address = await chain.deploy(plain);
      const wethFirst = BigInt(dex.weth) < BigInt(address);
      if (orders.has(wethFirst)) continue;
      await launchOnV3(chain, v3, dex.weth, address, { fee: 3000, tokenAmount: TOKENS, ethAmount: parseEther('5') });
      orders.set(wethFirst, address);
    }
    expect([...orders.keys()].sort()).toEqual([false, true]);
    for (const address of orders.values()) {
      const outcome = await simulateTrade(reader, address, routers, factories);
      if (outcome.status !== 'simulated') throw new Error(`${outcome.status}: ${outcome.reason}`);
      expect(outcome.simulation.pool.kind).toBe('v3');
      expect(outcome.simulation.buy).toMatchObject({ ok: true, taxBps: 0 });
      expect(outcome.simulation.sell).toMatchObject({ ok: true, taxBps: 0 });
      expect(tradeFindings(outcome.simulation)).toEqual([]);
    }
  });

  it('trades on the deepest pool of either version', async () => {
    const onV3 = await simulateTrade(reader, token.deeperV3, routers, factories);
    const onV2 = await simulateTrade(reader, token.deeperV2, routers, factories);
    expect(onV3.status === 'simulated' && onV3.simulation.pool).toMatchObject({ kind: 'v3', pair: pools.deeperV3 });
    expect(onV2.status === 'simulated' && onV2.simulation.pool).toMatchObject({ kind: 'v2', dex: 'Local V2' });
    // Without the V3 factory, the V3-only token has no pool.
    expect(await simulateTrade(reader, token.plain, routers)).toEqual({
      status: 'no-pool',
      reason: 'no pool against the wrapped native coin on Local V2',
    });
  });

  it('is not steered by native coin parked outside a V3 pool’s price: the V2 pair it can trade on is used', async () => {
    const address = await chain.deploy(labelled.PlainCoin!);
    await chain.send(address, labelled.PlainCoin!.abi, 'approve', [dex.router, maxUint256]);
    await chain.send(
      dex.router,
      dex.abis.router,
      'addLiquidityETH',
      [address, TOKENS, 0n, 0n, dex.deployer.address, maxUint256],
      parseEther('2'),
    );
    // A V3 pool with a small position in range, and far more WETH parked outside it.
    const pool = await launchOnV3(chain, v3, dex.weth, address, {
      fee: 3000,
      tokenAmount: TOKENS / 1000n,
      ethAmount: parseEther('0.001'),
    });
    await parkWethOutOfRange(chain, v3, dex.weth, pool, { fee: 3000, liquidity: 10n ** 23n, ethBudget: parseEther('500') });
    const parked = await reader.readContract({ address: dex.weth, abi: ERC20_ABI, functionName: 'balanceOf', args: [pool] });
    expect(parked).toBeGreaterThan(parseEther('2'));
    const outcome = await simulateTrade(reader, address, routers, factories);
    if (outcome.status !== 'simulated') throw new Error(`${outcome.status}: ${outcome.reason}`);
    expect(outcome.simulation.pool).toMatchObject({ kind: 'v2', dex: 'Local V2' });
    expect(tradeFindings(outcome.simulation)).toEqual([]);
  });

  it('sends nothing: the chain is at the same block after the simulations', async () => {
    const before = await reader.getBlockNumber();
    await simulateTrade(reader, token.plain, routers, factories);
    await simulateTrade(reader, token.guarded, routers, factories);
    expect(await reader.getBlockNumber()).toBe(before);
  });

  it('says the search failed when a V3 factory cannot be read and no other pool answers', async () => {
    const broken: V3Factory[] = [{ name: 'Broken V3', factory: dex.weth, fees: [3000] }];
    const outcome = await simulateTrade(reader, token.plain, routers, broken);
    expect(outcome.status).toBe('failed');
    expect(outcome.status === 'failed' && outcome.reason).toMatch(/^the simulation failed: Broken V3 could not be read/);
  });
});

describe('a cap per purchase', () => {
  it('is told from a closed market: the buy reverts, a tenth goes through, and the sale is tried', async () => {
    const compiled = compileSolidity(readSolidityDir(fileURLToPath(new URL('../fixtures/xray/', import.meta.url))));
    const limits = compiled.LimitsToken!;
    const supply = 1_000_000n * 10n ** 18n;
    const address = await chain.deploy(limits, [supply]);
    await chain.send(address, limits.abi, 'approve', [dex.router, maxUint256]);
    await chain.send(
      dex.router,
      dex.abis.router,
      'addLiquidityETH',
      [address, TOKENS, 0n, 0n, dex.deployer.address, maxUint256],
      parseEther('10'),
    );
    // 0.05 ETH buys about 2,000 tokens: a cap of 1,000 refuses it, a tenth (about 200) passes.
    await chain.send(address, limits.abi, 'setMaxTxAmount', [1_000n * 10n ** 18n]);
    const outcome = await simulateTrade(reader, address, routers, factories);
    if (outcome.status !== 'simulated') throw new Error(`${outcome.status}: ${outcome.reason}`);
    const { buy, sell, amountIn } = outcome.simulation;
    // The pair's transfer to the buyer is what the cap refuses: the router reports the pair's reason.
    expect(buy).toMatchObject({ ok: true, tenthBought: true, taxBps: 0, reason: 'DexPair: TRANSFER_FAILED' });
    expect(sell).toMatchObject({ ok: true, taxBps: 0 });
    expect(sell.received).toBeLessThan(amountIn / 10n);
    expect(tradeFindings(outcome.simulation)).toEqual([
      {
        flag: 'buy-limited',
        side: 'buy',
        severity: 'high',
        valueBps: null,
        thresholdBps: null,
        evidence: `buying with ${amountIn} wei reverted (DexPair: TRANSFER_FAILED); a tenth of it, ${amountIn / 10n} wei, bought ${buy.received}`,
      },
    ]);
  });
});

describe('what a privileged address can do, tried on a V3 pool', () => {
  const powersOf = async (address: Address) => {
    const outcome = await simulateTrade(reader, address, routers, factories);
    if (outcome.status !== 'simulated') throw new Error(`${outcome.status}: ${outcome.reason}`);
    return probePowers(reader, address, outcome.simulation.pool, {
      owner: dex.deployer.address,
      admin: null,
      codeAddress: address,
      ethIn: outcome.simulation.amountIn,
    });
  };

  it('finds the owner who can blacklist a holder (the sale then reverts) and the one who can mint', async () => {
    const blacklist = await powersOf(token.blacklist);
    expect(blacklist.failed).toBe(0);
    expect(blacklist.findings).toMatchObject([{ flag: 'power-blocks-sale', severity: 'critical' }]);
    const mint = await powersOf(token.mint);
    expect(mint.findings.map((finding) => finding.flag)).toContain('power-mints');
  });

  it('finds nothing on a plain token (no function beyond the standard ones to try)', async () => {
    const plain = await powersOf(token.plain);
    expect(plain.functions).toBe(0);
    expect(plain.failed).toBe(0);
    expect(plain.findings).toEqual([]);
  });
});

describe('a live audit of a token whose pool is V3', () => {
  let live: LiveTradeApp;
  let detail: XrayProjectDetail;

  beforeAll(async () => {
    const balances = knownBalances();
    const user = evmWallet();
    balances.set(user.address, [{ chain: 'ethereum', assetId: 'kryll', amount: '800' }]);
    live = await liveTradeApp(
      node,
      dex,
      [
        { id: 'v3-plain', symbol: 'PLAIN', name: 'Plain on V3', address: token.plain },
        { id: 'v3-guarded', symbol: 'GRD', name: 'Guarded on V3', address: token.guarded },
      ],
      { balances, env: { DEX_V3_FACTORY_ETHEREUM: v3.factory } },
    );
    await (await live.t.app.xray.service()).auditMany(['v3-plain', 'v3-guarded']);
    const session = await signIn(live.t.app, user);
    detail = await getData<XrayProjectDetail>(live.t.app, '/api/x-ray/projects/v3-guarded', session);
    const plain = await getData<XrayProjectDetail>(live.t.app, '/api/x-ray/projects/v3-plain', session);
    const fields = (d: XrayProjectDetail) => {
      const section = d.sections.security;
      if (section.locked) throw new Error('security is locked');
      return section.fields;
    };
    const field = (d: XrayProjectDetail, key: string) => fields(d).find((f: XrayField) => f.key === key);
    expect(field(plain, 'tradeSimulation')).toMatchObject({
      value: 'buy tax 0.00 %, sell tax 0.00 %, transfer tax 0.00 %',
      detail: `DEX_V3_FACTORY_ETHEREUM (fee 0.30 %), pool ${pools.plain}`,
    });
    expect(field(plain, 'liquidity')).toMatchObject({ value: null });
    expect(field(plain, 'liquidity')?.reason).toContain(
      'its liquidity is held as positions of a position manager K3 does not know',
    );
  }, 60_000);

  afterAll(async () => {
    await live?.close();
  });

  it('raises the honeypot critical, naming the V3 pool as the source', () => {
    const alerts = Object.values(detail.sections).flatMap((section) => (section.locked ? [] : section.alerts));
    const alert = alerts.find((a) => a.key === 'high_risk_detected');
    expect(alert?.severity).toBe('critical');
    expect(alert?.because.en).toContain('a simulated sale that reverted right after the buy');
    expect(alert?.source?.name).toBe('Simulated buy and sell on DEX_V3_FACTORY_ETHEREUM (eth_call on ethereum)');
  });
});
