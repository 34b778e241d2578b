// The labelled token set of test/fixtures/xray-labelled (issue 30 §2, §3, §5): the ground truth of every manifest entry is
// checked by really trading on the local Uniswap-V2-style DEX (test/fixtures/evm/dex.ts): a fresh funded account buys
// with 0.1 ETH through the router and sells everything it received. Taxes are measured against the router's own quote
// (getAmountsOut) just before each swap:
//   buy tax  = 1 - tokens received / tokens quoted for 0.1 ETH (exact for a fee taken from the delivered amount);
//   sell tax = 1 - ETH received (gas added back) / ETH quoted for the full amount sold.
// A sell tax makes the pair receive less, so the price impact differs slightly from the quote's; with 0.1 ETH against
// a 10 ETH pool the gap stays under 1 % of the tax, hence the tolerance of TAX_TOLERANCE_BPS (1 percentage point).
// Time never passes by waiting: a cooldown is crossed with evm_increaseTime + evm_mine.
import { type Abi, type Address, isAddressEqual, maxUint256, numberToHex, parseEther, parseUnits, type PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connect,
  DEAD_ADDRESS,
  deployLabelledSet,
  type DexDeployment,
  ERC20_ABI,
  FAR_LOCK_SECONDS,
  type LaunchedToken,
  loadManifest,
  NEAR_LOCK_SECONDS,
} from '../fixtures/evm/dex';
import { type LocalNode, startLocalNode } from '../fixtures/evm/local-node';

const BUY = parseEther('0.1');
const TAX_TOLERANCE_BPS = 100;
const manifest = loadManifest();
const traders: Record<string, PrivateKeyAccount> = Object.fromEntries(
  manifest.tokens.map((entry) => [entry.id, privateKeyToAccount(generatePrivateKey())]),
);

let node: LocalNode;
let dex: DexDeployment;
let reader: PublicClient;

beforeAll(async () => {
  node = await startLocalNode();
  dex = await deployLabelledSet(node.url, {
    traders: Object.fromEntries(Object.entries(traders).map(([id, account]) => [id, account.address])),
  });
  reader = connect(node.url, dex.deployer).reader;
  for (const trader of Object.values(traders)) {
    await reader.request({ method: 'hardhat_setBalance', params: [trader.address, numberToHex(parseEther('10'))] } as never);
  }
}, 180_000);

afterAll(async () => {
  await node?.close();
});

async function read<T>(address: Address, abi: Abi, functionName: string, args: readonly unknown[] = []): Promise<T> {
  return (await reader.readContract({ address, abi, functionName, args })) as T;
}

const balanceOf = (token: Address, who: Address) => read<bigint>(token, ERC20_ABI, 'balanceOf', [who]);

/** The pool's reserves as [token, WETH]. */
async function reserves(token: LaunchedToken): Promise<[bigint, bigint]> {
  const [r0, r1] = await read<[bigint, bigint, number]>(token.pair, dex.abis.pair, 'getReserves');
  return BigInt(token.address) < BigInt(dex.weth) ? [r0, r1] : [r1, r0];
}

async function quote(amount: bigint, path: Address[]): Promise<bigint> {
  const amounts = await read<bigint[]>(dex.router, dex.abis.router, 'getAmountsOut', [amount, path]);
  return amounts[amounts.length - 1] ?? 0n;
}

const bps = (got: bigint, quoted: bigint) => (quoted === 0n ? 10_000 : Number(((quoted - got) * 10_000n) / quoted));

interface Trade {
  bought: boolean;
  buyTaxBps: number | null;
  sold: boolean;
  sellTaxBps: number | null;
  /** Whether a sell right after the buy reverted (tried only for cooldown entries). */
  immediateSellReverted: boolean | null;
  reserves: { before: [bigint, bigint]; afterBuy: [bigint, bigint]; afterSell: [bigint, bigint] };
}

async function trade(token: LaunchedToken): Promise<Trade> {
  const trader = traders[token.entry.id];
  if (!trader) throw new Error(`no trader for ${token.entry.id}`);
  const chain = connect(node.url, trader);
  const before = await reserves(token);

  const quotedTokens = await quote(BUY, [dex.weth, token.address]);
  const held = await balanceOf(token.address, trader.address);
  const bought = await chain
    .send(
      dex.router,
      dex.abis.router,
      'swapExactETHForTokensSupportingFeeOnTransferTokens',
      [0n, [dex.weth, token.address], trader.address, maxUint256],
      BUY,
    )
    .then(
      () => true,
      () => false,
    );
  const received = (await balanceOf(token.address, trader.address)) - held;
  const afterBuy = await reserves(token);
  if (!bought) {
    // The buy is refused: the deployer (exempt from its own rules) hands over tokens to try the sell anyway.
    const decimals = await read<number>(token.address, ERC20_ABI, 'decimals');
    await connect(node.url, dex.deployer).send(token.address, ERC20_ABI, 'transfer', [
      trader.address,
      parseUnits('1000', decimals),
    ]);
  }

  const amount = await balanceOf(token.address, trader.address);
  await chain.send(token.address, ERC20_ABI, 'approve', [dex.router, maxUint256]);
  const sell = async (): Promise<{ ok: boolean; taxBps: number | null }> => {
    const quotedEth = await quote(amount, [token.address, dex.weth]);
    const ethBefore = await reader.getBalance({ address: trader.address });
    try {
      const gas = await chain.send(dex.router, dex.abis.router, 'swapExactTokensForETHSupportingFeeOnTransferTokens', [
        amount,
        0n,
        [token.address, dex.weth],
        trader.address,
        maxUint256,
      ]);
      const got = (await reader.getBalance({ address: trader.address })) - ethBefore + gas;
      return { ok: true, taxBps: bps(got, quotedEth) };
    } catch {
      return { ok: false, taxBps: null };
    }
  };

  let immediateSellReverted: boolean | null = null;
  const cooldown = token.entry.expected.sellCooldownSeconds;
  if (cooldown !== undefined) {
    immediateSellReverted = !(await sell()).ok;
    await reader.request({ method: 'evm_increaseTime', params: [cooldown + 1] } as never);
    await reader.request({ method: 'evm_mine', params: [] } as never);
  }
  const sold = await sell();
  return {
    bought,
    buyTaxBps: bought ? bps(received, quotedTokens) : null,
    sold: sold.ok,
    sellTaxBps: sold.taxBps,
    immediateSellReverted,
    reserves: { before, afterBuy, afterSell: await reserves(token) },
  };
}

describe('the labelled token set', () => {
  it('has at least 40 tokens, honest and dangerous, each dangerous one with a public source', () => {
    expect(manifest.tokens.length).toBeGreaterThanOrEqual(40);
    expect(new Set(manifest.tokens.map((entry) => entry.id)).size).toBe(manifest.tokens.length);
    expect(manifest.tokens.filter((entry) => entry.label === 'honest').length).toBeGreaterThanOrEqual(12);
    expect(manifest.tokens.filter((entry) => entry.label === 'dangerous').length).toBeGreaterThanOrEqual(24);
    for (const entry of manifest.tokens.filter((item) => item.label === 'dangerous')) {
      expect(entry.sources.length, entry.id).toBeGreaterThan(0);
      for (const source of entry.sources) expect(source.url, entry.id).toMatch(/^https:\/\//);
    }
    expect(dex.tokens.map((token) => token.entry.id)).toEqual(manifest.tokens.map((entry) => entry.id));
  });

  it.each(manifest.tokens.map((entry) => [entry.id, entry.contract, entry.label, entry.pattern] as const))(
    '%s %s (%s, %s) trades as the manifest says',
    async (id) => {
      const token = dex.tokens.find((item) => item.entry.id === id);
      if (!token) throw new Error(`${id} not deployed`);
      const { expected } = token.entry;
      const result = await trade(token);

      expect(result.bought).toBe(expected.canBuy);
      expect(result.sold).toBe(expected.canSell);
      if (expected.canBuy) {
        expect(Math.abs((result.buyTaxBps ?? -1e9) - expected.buyTaxBps)).toBeLessThanOrEqual(TAX_TOLERANCE_BPS);
        // The buy moved the pool: more WETH, fewer tokens.
        expect(result.reserves.afterBuy[1] - result.reserves.before[1]).toBe(BUY);
        expect(result.reserves.afterBuy[0]).toBeLessThan(result.reserves.before[0]);
      } else {
        expect(result.reserves.afterBuy).toEqual(result.reserves.before);
      }
      if (expected.canSell) {
        expect(Math.abs((result.sellTaxBps ?? -1e9) - expected.sellTaxBps)).toBeLessThanOrEqual(TAX_TOLERANCE_BPS);
        expect(result.reserves.afterSell[0]).toBeGreaterThan(result.reserves.afterBuy[0]);
        expect(result.reserves.afterSell[1]).toBeLessThan(result.reserves.afterBuy[1]);
      } else {
        expect(result.reserves.afterSell).toEqual(result.reserves.afterBuy);
      }
      if (expected.sellCooldownSeconds !== undefined) expect(result.immediateSellReverted).toBe(true);
    },
  );
});

describe('liquidity disposition', () => {
  const lockRow = (token: LaunchedToken) =>
    read<[Address, Address, bigint, bigint, boolean]>(dex.locker, dex.abis.locker, 'locks', [token.lock?.id ?? 0n]);

  it('burns, keeps or locks the LP as the manifest says, and a lock shows its unlock time', async () => {
    for (const token of dex.tokens) {
      const deployerLp = await balanceOf(token.pair, dex.deployer.address);
      const deadLp = await balanceOf(token.pair, DEAD_ADDRESS);
      const { liquidity } = token.entry;
      expect(token.lpMinted, token.entry.id).toBeGreaterThan(0n);
      if (liquidity === 'burn') expect([deployerLp, deadLp], token.entry.id).toEqual([0n, token.lpMinted]);
      if (liquidity === 'keep') expect([deployerLp, deadLp], token.entry.id).toEqual([token.lpMinted, 0n]);
      if (liquidity === 'lockNear' || liquidity === 'lockFar') {
        expect(deployerLp, token.entry.id).toBe(0n);
        const [lpToken, owner, amount, unlockTime, withdrawn] = await lockRow(token);
        expect(isAddressEqual(lpToken, token.pair) && isAddressEqual(owner, dex.deployer.address)).toBe(true);
        expect(amount).toBe(token.lpMinted);
        expect(withdrawn).toBe(false);
        expect(unlockTime).toBe(token.launchedAt + (liquidity === 'lockNear' ? NEAR_LOCK_SECONDS : FAR_LOCK_SECONDS));
        expect(await read<bigint>(dex.locker, dex.abis.locker, 'lockedAmount', [token.pair])).toBe(token.lpMinted);
      }
    }
    expect(dex.tokens.filter((token) => token.lock).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses an early withdrawal, and allows the owner once the unlock time passed', async () => {
    const far = dex.tokens.find((token) => token.entry.liquidity === 'lockFar' && token.lock);
    const near = dex.tokens.find((token) => token.entry.liquidity === 'lockNear' && token.lock);
    if (!far?.lock || !near?.lock) throw new Error('no locked pools');
    const owner = connect(node.url, dex.deployer);
    const stranger = connect(node.url, privateKeyToAccount(generatePrivateKey()));
    await reader.request({
      method: 'hardhat_setBalance',
      params: [stranger.account.address, numberToHex(parseEther('1'))],
    } as never);
    await expect(owner.send(dex.locker, dex.abis.locker, 'withdraw', [far.lock.id])).rejects.toThrow(/still locked/);
    const now = (await reader.getBlock()).timestamp;
    await reader.request({ method: 'evm_increaseTime', params: [Number(near.lock.unlockTime - now) + 1] } as never);
    await reader.request({ method: 'evm_mine', params: [] } as never);
    await expect(stranger.send(dex.locker, dex.abis.locker, 'withdraw', [near.lock.id])).rejects.toThrow(/not the lock owner/);
    await owner.send(dex.locker, dex.abis.locker, 'withdraw', [near.lock.id]);
    expect(await balanceOf(near.pair, dex.deployer.address)).toBe(near.lpMinted);
    await expect(owner.send(dex.locker, dex.abis.locker, 'withdraw', [far.lock.id])).rejects.toThrow(/still locked/);
  });
});

describe('after-launch actions', () => {
  const byId = (id: string) => {
    const token = dex.tokens.find((item) => item.entry.id === id);
    if (!token) throw new Error(`${id} not deployed`);
    return token;
  };

  it('leaves owner() at zero where ownership was renounced or faked away', async () => {
    for (const id of ['h03', 'h04', 'h09', 'd09', 'd25']) {
      const token = byId(id);
      expect(await read<Address>(token.address, token.abi, 'owner'), id).toBe('0x0000000000000000000000000000000000000000');
    }
  });

  it('upgraded the proxy to the implementation with a mint, and minted', async () => {
    const token = byId('d29');
    const supply = await read<bigint>(token.address, ERC20_ABI, 'totalSupply');
    expect(supply).toBe(parseEther('1000000') + parseEther('1000000000'));
    const slot = await reader.getStorageAt({
      address: token.address,
      slot: '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc',
    });
    expect(slot).toMatch(/^0x0{24}[0-9a-f]{40}$/);
  });
});
