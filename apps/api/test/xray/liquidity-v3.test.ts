// Who can pull a V3 pool's liquidity (issue 30 §3; docs/xray-trade.md "Liquidity"): Uniswap's own V3 factory and
// NonfungiblePositionManager (the @uniswap/v3-core and v3-periphery artifacts) on a local Hardhat node, with a locker
// answering UNCX's V3 read interface. Each token's pool has one position, which its owner burns (sends to 0x…dEaD),
// keeps, locks for a day or for a year; an out-of-range position sent to 0x…dEaD counts for nothing; a manager of
// another factory is refused; and a live audit shows the V3 pool's locked share with its unlock date.
import type { XrayField, XrayProjectDetail } from '@k3/shared';
import { type Address, parseEther, type PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liquidityFindings } from '../../src/services/xray/trade/liquidity';
import { readPoolLiquidity, readV3Liquidity } from '../../src/services/xray/trade/liquidity-v3';
import { simulateTrade, type TradePool } from '../../src/services/xray/trade/simulate';
import { evmWallet, getData, signIn } from '../auth/helpers';
import { type Chain, compileLabelled, connect, deployLabelledSet, type DexDeployment } from '../fixtures/evm/dex';
import { deployPositions, deployV3, mintPosition, type V3Positions } from '../fixtures/evm/dex-v3';
import { type LocalNode, startLocalNode } from '../fixtures/evm/local-node';
import { liveTradeApp } from '../fixtures/xray/live-trade-app';
import { knownBalances } from '../portfolio/known-market';

const DEAD = '0x000000000000000000000000000000000000dEaD';
const CASES = ['burned', 'owner', 'soon', 'long', 'outOfRange'] as const;
type Case = (typeof CASES)[number];

let node: LocalNode;
let dex: DexDeployment;
let chain: Chain;
let reader: PublicClient;
let positions: V3Positions;
let chainNow: Date;
const tokens = {} as Record<Case, Address>;
const pools = {} as Record<Case, TradePool>;

const send = (address: Address, functionName: string, args: readonly unknown[]) =>
  chain.send(address, positions.managerAbi, functionName, args);

beforeAll(async () => {
  node = await startLocalNode();
  dex = await deployLabelledSet(node.url, { only: [] });
  chain = connect(node.url, dex.deployer);
  reader = chain.reader;
  const v3 = await deployV3(chain);
  positions = await deployPositions(chain, v3, dex.weth);
  const coin = compileLabelled().RescueCoin!; // an ERC-20 with an owner (the deployer)
  const block = await reader.getBlock();
  chainNow = new Date(Number(block.timestamp) * 1000);
  const seconds = block.timestamp;
  for (const key of CASES) {
    tokens[key] = await chain.deploy(coin);
    const { pool, tokenId } = await mintPosition(chain, positions, dex.weth, tokens[key], {
      fee: 3000,
      tokenAmount: 400_000n * 10n ** 18n,
      ethAmount: parseEther('10'),
    });
    const owner = dex.deployer.address;
    if (key === 'burned') await send(positions.manager, 'transferFrom', [owner, DEAD, tokenId]);
    if (key === 'soon' || key === 'long') {
      await send(positions.manager, 'approve', [positions.locker, tokenId]);
      const unlock = seconds + (key === 'soon' ? 86_400n : 365n * 86_400n);
      await chain.send(positions.locker, positions.lockerAbi, 'lock', [positions.manager, pool, tokenId, unlock]);
    }
    if (key === 'outOfRange') {
      // A second position far above the price (one-sided), sent to 0x…dEaD: it holds nothing a trade can reach.
      const far = await mintPosition(chain, positions, dex.weth, tokens[key], {
        fee: 3000,
        tokenAmount: 100_000n * 10n ** 18n,
        ethAmount: parseEther('5'),
        ticks: [600_000, 660_000],
      });
      await send(positions.manager, 'transferFrom', [owner, DEAD, far.tokenId]);
    }
    const outcome = await simulateTrade(
      reader,
      tokens[key],
      [{ name: 'Local V2', router: dex.router }],
      [{ name: 'Local V3', factory: v3.factory, fees: [3000], positions: positions.manager }],
    );
    if (outcome.status !== 'simulated') throw new Error(`${key}: ${outcome.status} ${outcome.reason}`);
    pools[key] = outcome.simulation.pool;
  }
}, 120_000);

afterAll(async () => {
  await node?.close();
});

const read = (key: Case) =>
  readPoolLiquidity(reader, 'ethereum', pools[key], {
    v3Lockers: { ethereum: positions.locker },
    owner: dex.deployer.address,
    now: chainNow,
    nativePriceUsd: 3000,
  });

describe("a V3 pool's liquidity holders", () => {
  it('knows the pool by its position manager, and reads a burned position as burned', async () => {
    expect(pools.burned).toMatchObject({ kind: 'v3', positions: positions.manager });
    const report = await read('burned');
    expect(report).toMatchObject({ unit: 'v3-liquidity', burnedShare: 1, lockedLongShare: 0, lockedSoonShare: 0 });
    expect(report.owner).toMatchObject({ share: 0 });
    expect(report.depthUsd).toBeGreaterThan(0);
    expect(liquidityFindings(report)).toEqual([]);
  });

  it("finds the owner holding the pool's liquidity", async () => {
    const report = await read('owner');
    expect(report.owner).toMatchObject({ address: dex.deployer.address, share: 1 });
    const [finding] = liquidityFindings(report);
    expect(finding).toMatchObject({ flag: 'lp-owner-held', severity: 'critical', value: 1 });
    expect(finding!.evidence).toContain("holds 100.0 % of the pool's liquidity in range (positions) of pool");
  });

  it('reads a locked position with its unlock date: a day away is unlocking soon, a year away is secured', async () => {
    const soon = await read('soon');
    expect(soon).toMatchObject({ lockedSoonShare: 1, lockedLongShare: 0, lockedUnknownShare: 0 });
    expect(soon.lockers).toMatchObject([{ name: 'V3_LOCKER_ETHEREUM', address: positions.locker, share: 1 }]);
    expect(soon.lockers[0]!.nextUnlock!.getTime()).toBe(chainNow.getTime() + 86_400_000);
    expect(liquidityFindings(soon)).toMatchObject([{ flag: 'lp-unlocking-soon', severity: 'high' }]);

    const long = await read('long');
    expect(long).toMatchObject({ lockedLongShare: 1, lockedSoonShare: 0 });
    expect(liquidityFindings(long)).toEqual([]);
  });

  it('counts only liquidity in range: a far position sent to 0x…dEaD secures nothing', async () => {
    const report = await read('outOfRange');
    expect(report.burnedShare).toBe(0);
    expect(report.owner?.share).toBe(1);
    expect(report.positions).toEqual(expect.arrayContaining([{ holder: DEAD, held: 2, read: 2 }]));
    expect(report.incomplete).toBeUndefined();
    // Positions of 0x…dEaD left unread (a burn address holds thousands on a real chain) may hold this pool's liquidity:
    // "removable" is not said then, while an owner holding it still is.
    const partial = { ...report, incomplete: true, owner: null };
    expect(liquidityFindings({ ...report, owner: null }).map((f) => f.flag)).toEqual(['lp-removable']);
    expect(liquidityFindings(partial)).toEqual([]);
    expect(liquidityFindings({ ...partial, owner: report.owner }).map((f) => f.flag)).toEqual(['lp-owner-held']);
  });

  it('refuses a position manager of another factory', async () => {
    await expect(
      readV3Liquidity(reader, pools.owner, {
        manager: dex.router, // answers factory() with the V2 factory
        lockers: [],
        owner: null,
        now: chainNow,
        nativePriceUsd: null,
      }),
    ).rejects.toThrow(/serves another factory/);
  });
});

describe('in a live audit', () => {
  it("shows the V3 pool's locked share and its unlock date, and the alert", async () => {
    // A holder of 800 KRL: a plan whose X-Ray shows the security section.
    const balances = knownBalances();
    const user = evmWallet();
    balances.set(user.address, [{ chain: 'ethereum', assetId: 'kryll', amount: '800' }]);
    const live = await liveTradeApp(
      node,
      dex,
      [{ id: 'xray-v3-soon', symbol: 'SOON', name: 'Locked soon', address: tokens.soon }],
      {
        balances,
        env: {
          DEX_V3_FACTORY_ETHEREUM: positions.factory,
          DEX_V3_POSITIONS_ETHEREUM: positions.manager,
          V3_LOCKER_ETHEREUM: positions.locker,
        },
      },
    );
    try {
      await (await live.t.app.xray.service()).auditMany(['xray-v3-soon']);
      const session = await signIn(live.t.app, user);
      const detail = await getData<XrayProjectDetail>(live.t.app, '/api/x-ray/projects/xray-v3-soon', session);
      const security = detail.sections.security;
      if (security.locked) throw new Error('security is locked');
      const field = security.fields.find((f: XrayField) => f.key === 'liquidity');
      expect(field?.value).toBe('0.0 % burned, 100.0 % locked, 0.0 % held by the owner (of the liquidity in range)');
      const unlock = new Date(chainNow.getTime() + 86_400_000).toISOString().slice(0, 10);
      expect(field?.detail).toContain(`V3_LOCKER_ETHEREUM unlocks ${unlock}`);
      const alerts = Object.values(detail.sections).flatMap((section) => (section.locked ? [] : section.alerts));
      const alert = alerts.find((a) => a.key === 'potential_security_threats');
      expect(alert?.because.en).toContain("lose 100.0 % of its pool's liquidity when its lock ends within 30 days");
    } finally {
      await live.close();
    }
  });
});
