// X-Ray "Security, contract" for EVM (issue 11 §1, §4): the Solidity fixtures of test/fixtures/xray compiled with solc
// and deployed on the local Hardhat node; each contract raises exactly its expected flags and nothing else. Then the
// bytecode reading on hand-made code (PUSH data, metadata trailer, short selectors), and what is reported as not
// checked: no RPC, an RPC that refuses connections, an address without code.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  toFunctionSelector,
} from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSolidity, readSolidityDir } from '../fixtures/evm/compile-solidity';
import { type CompiledContract, type LocalNode, startLocalNode } from '../fixtures/evm/local-node';
import {
  analyseEvmContract,
  EIP1967_ADMIN_SLOT,
  EIP1967_BEACON_SLOT,
  EIP1967_IMPLEMENTATION_SLOT,
  EVM_CONTRACT_FLAG_ALERT_KEYS,
  EVM_FUNCTION_SIGNATURES,
  type EvmContractReport,
} from '../../src/services/xray/contract-evm';
import { findSelectors, knownSelector, minimalProxyTarget, walkBytecode } from '../../src/services/xray/contract-evm-bytecode';

/** Hardhat's default funded dev accounts derive from this public test mnemonic. */
const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
const FIXTURES_DIR = fileURLToPath(new URL('../fixtures/xray/', import.meta.url));
const FIXTURE_FILES = [
  'XrayBase.sol',
  'PlainToken.sol',
  'MintableToken.sol',
  'PausableToken.sol',
  'BlacklistToken.sol',
  'FeeToken.sol',
  'LimitsToken.sol',
  'RenouncedToken.sol',
  'Eip1967Proxy.sol',
  'CloneFactory.sol',
  'Opcodes.sol',
];
const deployer = mnemonicToAccount(DEV_MNEMONIC);
const proxyAdmin = privateKeyToAccount(generatePrivateKey()).address;
const SUPPLY = 10n ** 24n;

let node: LocalNode;
let reader: PublicClient;
type Deployed =
  | 'plain'
  | 'mintable'
  | 'mintableUnoptimized'
  | 'pausable'
  | 'blacklist'
  | 'fee'
  | 'limits'
  | 'renounced'
  | 'deadOwner'
  | 'selfdestruct'
  | 'delegatecall'
  | 'implementation'
  | 'proxy'
  | 'uupsImplementation'
  | 'uupsProxy'
  | 'beacon'
  | 'beaconProxy'
  | 'factory'
  | 'clone';
const at = {} as Record<Deployed, Address>;

/** The present flags of a report, those about the implementation suffixed "@implementation", sorted. */
function raised(report: EvmContractReport): string[] {
  return report.facts
    .filter((fact) => fact.present)
    .map((fact) => (fact.onImplementation ? `${fact.flag}@implementation` : fact.flag))
    .sort();
}

function evidence(report: EvmContractReport, flag: string, onImplementation = false): string {
  const fact = report.facts.find((entry) => entry.flag === flag && entry.onImplementation === onImplementation);
  return fact?.evidence ?? '';
}

function coverage(report: EvmContractReport, check: string) {
  return report.coverage.find((entry) => entry.check === check);
}

const OWNABLE = ['ownership_transfer_function', 'renounce_ownership_function'];

beforeAll(async () => {
  // This test's fixtures by name: other .sol files in the directory are not its business.
  const sources = Object.fromEntries(
    Object.entries(readSolidityDir(FIXTURES_DIR)).filter(([file]) => FIXTURE_FILES.includes(file)),
  );
  expect(Object.keys(sources).sort()).toEqual([...FIXTURE_FILES].sort());
  const optimized = compileSolidity(sources);
  const unoptimized = compileSolidity(
    { 'XrayBase.sol': sources['XrayBase.sol'] ?? '', 'MintableToken.sol': sources['MintableToken.sol'] ?? '' },
    { optimize: false },
  );
  node = await startLocalNode();
  reader = createPublicClient({ chain: hardhat, transport: http(node.url) });
  const wallet = createWalletClient({ account: deployer, chain: hardhat, transport: http(node.url) });
  const deploy = async (contract: CompiledContract | undefined, args: readonly unknown[] = []): Promise<Address> => {
    if (!contract) throw new Error('no such fixture');
    const hash = await wallet.deployContract({ abi: contract.abi, bytecode: contract.bytecode, args });
    const receipt = await reader.waitForTransactionReceipt({ hash });
    if (!receipt.contractAddress) throw new Error('no contract deployed');
    return getAddress(receipt.contractAddress);
  };
  const send = async (address: Address, abi: Abi, functionName: string, args: readonly unknown[] = []) => {
    const hash = await wallet.writeContract({ address, abi, functionName, args });
    await reader.waitForTransactionReceipt({ hash });
  };
  const c = optimized;
  const abi = (name: string): Abi => c[name]?.abi ?? [];

  at.plain = await deploy(c.PlainToken, [SUPPLY]);
  at.mintable = await deploy(c.MintableToken);
  at.mintableUnoptimized = await deploy(unoptimized.MintableToken);
  at.pausable = await deploy(c.PausableToken, [SUPPLY]);
  at.blacklist = await deploy(c.BlacklistToken, [SUPPLY]);
  at.fee = await deploy(c.FeeToken, [SUPPLY]);
  at.limits = await deploy(c.LimitsToken, [SUPPLY]);
  at.renounced = await deploy(c.RenouncedToken, [SUPPLY]);
  await send(at.renounced, abi('RenouncedToken'), 'renounceOwnership');
  at.deadOwner = await deploy(c.DeadOwnerToken, [SUPPLY]);
  at.selfdestruct = await deploy(c.SelfDestructible);
  at.delegatecall = await deploy(c.DelegateCaller);

  at.implementation = await deploy(c.MintableImplementation);
  const initialize = encodeFunctionData({
    abi: abi('MintableImplementation'),
    functionName: 'initialize',
    args: [deployer.address],
  });
  at.proxy = await deploy(c.Eip1967Proxy, [at.implementation, proxyAdmin, initialize]);
  at.uupsImplementation = await deploy(c.UupsImplementation);
  at.uupsProxy = await deploy(c.Eip1967Proxy, [at.uupsImplementation, '0x0000000000000000000000000000000000000000', '0x']);
  at.beacon = await deploy(c.Beacon, [at.implementation]);
  at.beaconProxy = await deploy(c.BeaconProxy, [at.beacon]);
  await send(at.beaconProxy, abi('MintableImplementation'), 'initialize', [deployer.address]);

  at.factory = await deploy(c.CloneFactory);
  const { result: clone } = await reader.simulateContract({
    account: deployer,
    address: at.factory,
    abi: abi('CloneFactory'),
    functionName: 'clone',
    args: [at.plain],
  });
  await send(at.factory, abi('CloneFactory'), 'clone', [at.plain]);
  at.clone = getAddress(String(clone));
}, 120_000);

afterAll(async () => {
  await node?.close();
});

describe('analyseEvmContract on contracts deployed on a local node', () => {
  it('raises nothing on a plain ERC20, and says the owner could not be read', async () => {
    const report = await analyseEvmContract(reader, at.plain);
    expect(report).toMatchObject({ isContract: true, proxy: null, owner: null, implementationCodeSize: null });
    expect(report.codeSize).toBeGreaterThan(0);
    expect(raised(report)).toEqual([]);
    // Every check that ran is also reported as absent facts, so a missing fact is never a silent pass.
    expect(report.facts.filter((fact) => !fact.present).map((fact) => fact.flag)).toEqual(
      expect.arrayContaining(['mint_function', 'pause_function', 'selfdestruct_opcode', 'delegatecall_opcode', 'proxy_eip1967']),
    );
    expect(coverage(report, 'owner')).toEqual({
      check: 'owner',
      status: 'not_checked',
      reason: 'owner() reverted; getOwner() reverted',
    });
    expect(coverage(report, 'implementation')).toMatchObject({ status: 'not_checked', reason: 'not a proxy' });
    expect(coverage(report, 'opcodes')).toMatchObject({
      status: 'checked',
      detail: expect.stringMatching(
        /^up to the solc 0\.8\.\d+ metadata \(ipfs\) trailer at 0x[0-9a-f]+, and in it only/,
      ) as string,
    });
  });

  it('finds mint(address,uint256) and an active owner on a mintable token, optimized or not', async () => {
    for (const address of [at.mintable, at.mintableUnoptimized]) {
      const report = await analyseEvmContract(reader, address);
      expect(raised(report)).toEqual(['mint_function', 'owner_active', ...OWNABLE].sort());
      expect(report.owner).toEqual({ address: deployer.address, via: 'owner()', renounced: false });
      expect(evidence(report, 'owner_active')).toBe(`owner() = ${deployer.address}`);
      expect(evidence(report, 'mint_function')).toContain(`${toFunctionSelector('mint(address,uint256)')} mint(address,uint256)`);
      expect(coverage(report, 'owner')).toEqual({ check: 'owner', status: 'checked' });
    }
  });

  it('finds pause()/unpause() on a pausable token', async () => {
    const report = await analyseEvmContract(reader, at.pausable);
    expect(raised(report)).toEqual(['owner_active', 'pause_function', ...OWNABLE].sort());
    expect(evidence(report, 'pause_function')).toMatch(/pause\(\).*; .*unpause\(\)/);
  });

  it('finds the blacklist functions', async () => {
    const report = await analyseEvmContract(reader, at.blacklist);
    expect(raised(report)).toEqual(['blacklist_function', 'owner_active', ...OWNABLE].sort());
    expect(evidence(report, 'blacklist_function')).toContain('addToBlacklist(address)');
    expect(evidence(report, 'blacklist_function')).toContain('removeFromBlacklist(address)');
  });

  it('finds the fee setters', async () => {
    const report = await analyseEvmContract(reader, at.fee);
    expect(raised(report)).toEqual(['fee_setter_function', 'owner_active', ...OWNABLE].sort());
    expect(evidence(report, 'fee_setter_function')).toContain(`${toFunctionSelector('setSellFee(uint256)')} setSellFee(uint256)`);
  });

  it('finds the transaction/wallet cap setters and the whitelist', async () => {
    const report = await analyseEvmContract(reader, at.limits);
    expect(raised(report)).toEqual(['owner_active', 'tx_limit_setter_function', 'whitelist_function', ...OWNABLE].sort());
    expect(evidence(report, 'tx_limit_setter_function')).toMatch(/setMaxTxAmount\(uint256\).*setMaxWallet\(uint256\)/);
  });

  it('reports ownership renounced to the zero address (owner()) and to the dead address (getOwner())', async () => {
    const renounced = await analyseEvmContract(reader, at.renounced);
    expect(raised(renounced)).toEqual(['ownership_renounced', ...OWNABLE].sort());
    expect(renounced.owner).toEqual({ address: '0x0000000000000000000000000000000000000000', via: 'owner()', renounced: true });

    const dead = await analyseEvmContract(reader, at.deadOwner);
    expect(raised(dead)).toEqual(['ownership_renounced']);
    expect(dead.owner).toEqual({ address: '0x000000000000000000000000000000000000dEaD', via: 'getOwner()', renounced: true });
    expect(evidence(dead, 'ownership_renounced')).toBe('getOwner() = 0x000000000000000000000000000000000000dEaD');
  });

  it('reads an EIP-1967 proxy: implementation and admin slots, the mint on the implementation, the owner through the proxy', async () => {
    const report = await analyseEvmContract(reader, at.proxy);
    expect(raised(report)).toEqual(
      [
        'proxy_eip1967',
        'proxy_admin',
        'owner_active',
        ...[...OWNABLE, 'mint_function'].map((flag) => `${flag}@implementation`),
      ].sort(),
    );
    expect(report.proxy).toEqual({
      kind: 'eip1967',
      implementation: at.implementation,
      admin: proxyAdmin,
      beacon: null,
      uups: false,
    });
    expect(report.implementationCodeSize).toBeGreaterThan(0);
    expect(evidence(report, 'proxy_eip1967')).toContain(`= ${at.implementation}`);
    expect(evidence(report, 'proxy_eip1967')).toContain('DELEGATECALL at 0x');
    expect(evidence(report, 'proxy_admin')).toContain(proxyAdmin);
    // The proxy's own DELEGATECALL is its forwarding, not a separate threat; its own dispatcher holds no mint.
    expect(report.facts.some((fact) => fact.flag === 'delegatecall_opcode' && !fact.onImplementation)).toBe(false);
    expect(report.facts.find((fact) => fact.flag === 'mint_function' && !fact.onImplementation)?.present).toBe(false);
    expect(report.owner?.address).toBe(deployer.address);
    expect(coverage(report, 'implementation')).toEqual({ check: 'implementation', status: 'checked' });
  });

  it('recognises a UUPS implementation behind an EIP-1967 proxy (proxiableUUID, upgradeToAndCall)', async () => {
    const report = await analyseEvmContract(reader, at.uupsProxy);
    expect(raised(report)).toEqual(
      [
        'proxy_eip1967',
        'proxy_uups@implementation',
        'upgrade_function@implementation',
        'delegatecall_opcode@implementation',
      ].sort(),
    );
    expect(report.proxy).toMatchObject({ kind: 'eip1967', admin: null, uups: true });
    expect(evidence(report, 'upgrade_function', true)).toContain('upgradeToAndCall(address,bytes)');
  });

  it("follows a beacon proxy to the beacon's implementation()", async () => {
    const report = await analyseEvmContract(reader, at.beaconProxy);
    expect(raised(report)).toEqual(
      ['proxy_beacon', 'owner_active', ...[...OWNABLE, 'mint_function'].map((flag) => `${flag}@implementation`)].sort(),
    );
    expect(report.proxy).toEqual({
      kind: 'beacon',
      implementation: at.implementation,
      admin: null,
      beacon: at.beacon,
      uups: false,
    });
    expect(evidence(report, 'proxy_beacon')).toContain(`= ${at.beacon}, whose implementation() = ${at.implementation}`);
  });

  it('recognises an EIP-1167 clone and analyses its implementation', async () => {
    const report = await analyseEvmContract(reader, at.clone);
    expect(report.codeSize).toBe(45);
    expect(raised(report)).toEqual(['proxy_minimal_clone']);
    expect(report.proxy).toEqual({ kind: 'minimal_clone', implementation: at.plain, admin: null, beacon: null, uups: false });
    expect(evidence(report, 'proxy_minimal_clone')).toContain(at.plain);
    expect(report.facts.filter((fact) => fact.onImplementation).length).toBeGreaterThan(0);
  });

  it('finds SELFDESTRUCT, and DELEGATECALL outside a proxy, with their offsets', async () => {
    const destructible = await analyseEvmContract(reader, at.selfdestruct);
    expect(raised(destructible)).toEqual(['selfdestruct_opcode']);
    expect(evidence(destructible, 'selfdestruct_opcode')).toMatch(/^SELFDESTRUCT \(0xff\) at 0x[0-9a-f]+$/);

    const caller = await analyseEvmContract(reader, at.delegatecall);
    expect(raised(caller)).toEqual(['delegatecall_opcode']);
    expect(evidence(caller, 'delegatecall_opcode')).toMatch(/^DELEGATECALL \(0xf4\) at 0x[0-9a-f]+$/);
  });

  it('says an externally owned account is not a contract, and checks nothing else', async () => {
    const report = await analyseEvmContract(reader, deployer.address);
    expect(report).toMatchObject({ isContract: false, codeSize: 0, proxy: null, owner: null, facts: [] });
    expect(coverage(report, 'bytecode')).toEqual({ check: 'bytecode', status: 'checked' });
    expect(coverage(report, 'functions')?.status).toBe('not_checked');
    expect(coverage(report, 'functions')?.reason).toContain('no code');
  });
});

describe('analyseEvmContract without a working RPC', () => {
  it('checks nothing without an RPC, nor for a string that is not an EVM address', async () => {
    const none = await analyseEvmContract(undefined, at.plain);
    expect(none.isContract).toBeNull();
    expect(none.coverage.map((entry) => entry.status)).toEqual(Array(6).fill('not_checked'));
    expect(none.coverage[0]?.reason).toBe('no RPC configured for the chain');
    expect((await analyseEvmContract(reader, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).coverage[0]?.reason).toBe(
      'not an EVM address',
    );
  });

  it('reports an RPC that refuses connections as not checked, without its URL', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as { port: number };
        server.close(() => resolve(free));
      });
    });
    const url = `http://127.0.0.1:${port}/secret-key`;
    const client = createPublicClient({ chain: hardhat, transport: http(url, { retryCount: 0, timeout: 2_000 }) });
    const report = await analyseEvmContract(client, at.plain);
    expect(report.isContract).toBeNull();
    expect(coverage(report, 'bytecode')?.reason).toMatch(/^RPC error reading the code: /);
    expect(JSON.stringify(report)).not.toContain('secret-key');
  });
});

describe('bytecode reading', () => {
  const hex = (...parts: string[]): Hex => `0x${parts.join('')}`;
  const mint = knownSelector('mint(address,uint256)');

  it('skips PUSH data: a 0xff or 0xf4 inside PUSH1..PUSH32 is no opcode; PUSH0 carries no data', () => {
    expect(walkBytecode(hex('60ff', '61f4ff', '00')).selfdestruct).toEqual([]);
    expect(walkBytecode(hex('7f', 'ff'.repeat(32), 'ff')).selfdestruct).toEqual([33]);
    expect(walkBytecode(hex('5f', 'ff', 'f4')).selfdestruct).toEqual([1]);
    expect(walkBytecode(hex('5f', 'ff', 'f4')).delegatecall).toEqual([2]);
    // A PUSH cut short by the end of the code.
    expect(walkBytecode(hex('00', '63ffff')).selfdestruct).toEqual([]);
  });

  it("stops at solc's CBOR metadata trailer, and only at one that decodes (contract-evm-metadata.test.ts)", () => {
    const trailer = 'a1' + '64736f6c63' + '43ff00ff';
    const length = (trailer.length / 2).toString(16).padStart(4, '0');
    const walk = walkBytecode(hex('6001', 'fe', trailer, length));
    expect(walk).toMatchObject({ codeEnd: 3, selfdestruct: [] });
    // Without a recognisable trailer every byte is walked.
    expect(walkBytecode(hex('6001', 'fe', 'ff')).selfdestruct).toEqual([3]);
    // A key solc does not write: the claimed trailer is malformed and its bytes are code.
    expect(walkBytecode(hex('6001', 'fe', 'a1', '6161', '43ffff00', '0007')).selfdestruct).toEqual([7, 8]);
  });

  it('counts a selector only where the dispatcher compares it (EQ, or XOR)', () => {
    const selector = mint.selector.slice(2);
    expect(findSelectors(walkBytecode(hex('80', '63', selector, '14', '61002a', '57')), [mint])).toEqual([
      { selector: mint, offset: 1 },
    ]);
    expect(findSelectors(walkBytecode(hex('63', selector, '81', '18', '61002a', '57')), [mint])).toHaveLength(1);
    // Pushed to build calldata for another contract: not a function of this one.
    expect(findSelectors(walkBytecode(hex('63', selector, '60e0', '1b')), [mint])).toEqual([]);
  });

  it('finds a selector with a leading zero byte, which solc pushes with PUSH3', () => {
    const short = knownSelector('balanceOf(address,uint256)');
    expect(short.selector.startsWith('0x00')).toBe(true);
    expect(findSelectors(walkBytecode(hex('80', '62', short.selector.slice(4), '14')), [short])).toHaveLength(1);
  });

  it('recognises the EIP-1167 runtime and its PUSH0 form, nothing else', () => {
    const target = '0xbebebebebebebebebebebebebebebebebebebebe';
    const eip1167 = hex('363d3d373d3d3d363d73', target.slice(2), '5af43d82803e903d91602b57fd5bf3');
    expect(minimalProxyTarget(eip1167)?.delegatecallOffset).toBe(31);
    expect(minimalProxyTarget(eip1167)?.implementation.toLowerCase()).toBe(target);
    expect(walkBytecode(eip1167).delegatecall).toEqual([31]);
    const push0 = hex('365f5f375f5f365f73', target.slice(2), '5af43d5f5f3e5f3d91602a57fd5bf3');
    expect(minimalProxyTarget(push0)?.implementation.toLowerCase()).toBe(target);
    expect(walkBytecode(push0).delegatecall).toEqual([minimalProxyTarget(push0)?.delegatecallOffset]);
    expect(minimalProxyTarget(hex('363d3d373d3d3d363d73', target.slice(2), '5af43d82803e903d91602b57fd5b'))).toBeUndefined();
  });

  it('derives the EIP-1967 slots and maps every flag to an alert key or to none', () => {
    expect(EIP1967_IMPLEMENTATION_SLOT).toBe('0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc');
    expect(EIP1967_ADMIN_SLOT).toBe('0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103');
    expect(EIP1967_BEACON_SLOT).toBe('0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50');
    expect(new Set(Object.values(EVM_CONTRACT_FLAG_ALERT_KEYS))).toEqual(
      new Set([
        'dangerous_governance_controls',
        'risky_or_unfair_tokenomics',
        'potential_security_threats',
        'onchain_security_lack_of_transparency',
        null,
      ]),
    );
  });

  it('documents every signature it looks for and every flag', () => {
    const doc = readFileSync(fileURLToPath(new URL('../../../../docs/xray-contract.md', import.meta.url)), 'utf8');
    for (const [flag, signatures] of Object.entries(EVM_FUNCTION_SIGNATURES)) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${flag}\` |`)) ?? '';
      expect(row.match(/`[^`]+\)`/g)?.map((quoted) => quoted.slice(1, -1))).toEqual(signatures);
    }
    for (const flag of Object.keys(EVM_CONTRACT_FLAG_ALERT_KEYS)) expect(doc).toContain(`\`${flag}\``);
  });
});
