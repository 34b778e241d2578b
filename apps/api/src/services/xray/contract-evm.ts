// X-Ray "Security, contract" for EVM tokens (issue 11 §1; docs/xray-contract.md): what the deployed code of a token
// lets its controllers do, read from the chain alone. Is there code at the address; is it a proxy (EIP-1967
// implementation/admin/beacon slots, UUPS, EIP-1167 clones) and then what the implementation's code holds too; who
// owns it (owner() / getOwner(), renounced when the zero or dead address); which privileged functions its dispatcher
// routes to (selectors computed from signatures); whether SELFDESTRUCT or DELEGATECALL appear in its code.
//
// Each finding is a fact { flag, present, evidence, onImplementation } and every check that could not run is listed
// in `coverage` with the reason (no RPC, no code, a call that reverted, an RPC error), so a missing fact never reads
// as a clean one. Alert rules map flags to the spec's alert keys (EVM_CONTRACT_FLAG_ALERT_KEYS is the suggestion).
//
// The report's shape is in contract-evm-report.ts, the function signatures and the facts of one code in
// contract-evm-functions.ts, the bytecode walk in contract-evm-bytecode.ts; this module reads the chain (code, EIP-1967
// slots, calls) and assembles the report.
import {
  type Address,
  BaseError,
  getAddress,
  type Hex,
  hexToBigInt,
  HttpRequestError,
  isAddress,
  keccak256,
  RpcRequestError,
  TimeoutError,
  toHex,
} from 'viem';
import {
  type BytecodeWalk,
  hasCode,
  type KnownSelector,
  knownSelector,
  minimalProxyTarget,
  walkBytecode,
} from './contract-evm-bytecode';
import { codeFacts, offsets, walkDetail } from './contract-evm-functions';
import type {
  EvmContractClient,
  EvmContractCoverage,
  EvmContractFact,
  EvmContractFlag,
  EvmContractReport,
  EvmProxyInfo,
  EvmProxyKind,
} from './contract-evm-report';

export { EVM_FUNCTION_SIGNATURES } from './contract-evm-functions';
export {
  EVM_CONTRACT_FLAG_ALERT_KEYS,
  type EvmAddressFlag,
  type EvmCodeFlag,
  type EvmContractCheck,
  type EvmContractClient,
  type EvmContractCoverage,
  type EvmContractFact,
  type EvmContractFlag,
  type EvmContractReport,
  type EvmProxyInfo,
  type EvmProxyKind,
  type XrayAlertKey,
} from './contract-evm-report';

/** bytes32(uint256(keccak256(label)) - 1), the EIP-1967 slot derivation. */
function eip1967Slot(label: string): Hex {
  return toHex(hexToBigInt(keccak256(toHex(label))) - 1n, { size: 32 });
}

export const EIP1967_IMPLEMENTATION_SLOT = eip1967Slot('eip1967.proxy.implementation');
export const EIP1967_ADMIN_SLOT = eip1967Slot('eip1967.proxy.admin');
export const EIP1967_BEACON_SLOT = eip1967Slot('eip1967.proxy.beacon');

const ZERO_ADDRESS = getAddress('0x0000000000000000000000000000000000000000');
/** Addresses that mean "nobody": ownership given to them is renounced. */
const RENOUNCED_OWNERS = new Set<string>([ZERO_ADDRESS, getAddress('0x000000000000000000000000000000000000dEaD')]);

const OWNER = knownSelector('owner()');
const GET_OWNER = knownSelector('getOwner()');
const IMPLEMENTATION = knownSelector('implementation()');
const PROXIABLE_UUID = knownSelector('proxiableUUID()');

type CallResult = { ok: true; data: Hex } | { ok: false; reason: string };

/** viem's short message and the node's reason, never viem's full message (it holds the RPC URL, often with a key). */
function errorText(error: unknown): string {
  if (!(error instanceof BaseError)) return error instanceof Error ? error.message : String(error);
  const refused = error.walk((cause) => cause instanceof RpcRequestError);
  const summary = error.shortMessage.split('\n')[0] ?? error.shortMessage;
  return refused instanceof RpcRequestError && refused.details !== summary ? `${summary} (node: ${refused.details})` : summary;
}

/** A transport failure (the node did not answer), as opposed to a call the node ran and that reverted. */
function isTransportError(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    Boolean(error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError))
  );
}

/** The address in a 32-byte word whose upper 12 bytes are zero; undefined for any other word. */
function wordAddress(word: Hex | undefined): Address | undefined {
  if (!word || word === '0x') return undefined;
  const hex = word.slice(2).padStart(64, '0');
  if (hex.length !== 64 || !/^0{24}/.test(hex)) return undefined;
  return getAddress(`0x${hex.slice(24)}`);
}

function nonZero(address: Address | undefined): Address | undefined {
  return address && address !== ZERO_ADDRESS ? address : undefined;
}

function short(slot: Hex): string {
  return `${slot.slice(0, 10)}…${slot.slice(-4)}`;
}

/** analyseEvmContract without an RPC or with an address that is not an EVM address: nothing checked. */
function unchecked(address: string, reason: string): EvmContractReport {
  return {
    address,
    isContract: null,
    codeSize: null,
    proxy: null,
    implementationCodeSize: null,
    owner: null,
    facts: [],
    coverage: (['bytecode', 'proxy', 'implementation', 'owner', 'functions', 'opcodes'] as const).map((check) => ({
      check,
      status: 'not_checked',
      reason,
    })),
  };
}

export async function analyseEvmContract(client: EvmContractClient | undefined, address: string): Promise<EvmContractReport> {
  if (!client) return unchecked(address, 'no RPC configured for the chain');
  if (!isAddress(address, { strict: false })) return unchecked(address, 'not an EVM address');
  const target = getAddress(address);

  let code: Hex | undefined;
  try {
    code = await client.getCode({ address: target });
  } catch (error) {
    return unchecked(target, `RPC error reading the code: ${errorText(error)}`);
  }
  if (!hasCode(code)) {
    const report = unchecked(target, 'no code at the address (an externally owned account or a destroyed contract)');
    report.isContract = false;
    report.codeSize = 0;
    report.coverage[0] = { check: 'bytecode', status: 'checked' };
    return report;
  }

  const coverage: EvmContractCoverage[] = [{ check: 'bytecode', status: 'checked' }];
  const facts: EvmContractFact[] = [];
  const call = async (to: Address, selector: KnownSelector): Promise<CallResult> => {
    try {
      const { data } = await client.call({ to, data: selector.selector });
      return { ok: true, data: data ?? '0x' };
    } catch (error) {
      return { ok: false, reason: isTransportError(error) ? `RPC error: ${errorText(error)}` : 'reverted' };
    }
  };

  // Proxy: an EIP-1167 clone is recognised from its code alone; the EIP-1967 slots are read in any case.
  const ownWalk = walkBytecode(code);
  const clone = minimalProxyTarget(code);
  let proxy: EvmProxyInfo | null = null;
  let proxyReadFailed: string | undefined;
  let implementation: Address | undefined;
  let implementationVia = '';
  let slots: [Hex | undefined, Hex | undefined, Hex | undefined] = [undefined, undefined, undefined];
  try {
    slots = await Promise.all(
      [EIP1967_IMPLEMENTATION_SLOT, EIP1967_ADMIN_SLOT, EIP1967_BEACON_SLOT].map((slot) =>
        client.getStorageAt({ address: target, slot }),
      ) as [Promise<Hex | undefined>, Promise<Hex | undefined>, Promise<Hex | undefined>],
    );
  } catch (error) {
    proxyReadFailed = `RPC error reading the EIP-1967 slots: ${errorText(error)}`;
  }
  const [implementationWord, adminWord, beaconWord] = slots;
  const slotImplementation = nonZero(wordAddress(implementationWord));
  const admin = nonZero(wordAddress(adminWord)) ?? null;
  const beacon = nonZero(wordAddress(beaconWord)) ?? null;
  const forwarding = ownWalk.delegatecall.length > 0 ? `; DELEGATECALL at ${offsets(ownWalk.delegatecall)} forwards to it` : '';

  if (clone) {
    implementation = clone.implementation;
    implementationVia = `EIP-1167 runtime code delegating to ${clone.implementation} (DELEGATECALL at 0x${clone.delegatecallOffset.toString(16)})`;
    proxy = { kind: 'minimal_clone', implementation, admin, beacon, uups: false };
  } else if (slotImplementation) {
    implementation = slotImplementation;
    implementationVia = `implementation slot ${short(EIP1967_IMPLEMENTATION_SLOT)} = ${slotImplementation}${forwarding}`;
    proxy = { kind: 'eip1967', implementation, admin, beacon, uups: false };
  } else if (beacon) {
    const answer = await call(beacon, IMPLEMENTATION);
    const beaconImplementation = answer.ok ? nonZero(wordAddress(answer.data)) : undefined;
    implementation = beaconImplementation;
    implementationVia = `beacon slot ${short(EIP1967_BEACON_SLOT)} = ${beacon}, whose implementation() ${
      beaconImplementation ? `= ${beaconImplementation}` : answer.ok ? 'answered no address' : answer.reason
    }${forwarding}`;
    proxy = { kind: 'beacon', implementation: implementation ?? null, admin, beacon, uups: false };
  }
  coverage.push(
    proxyReadFailed ? { check: 'proxy', status: 'not_checked', reason: proxyReadFailed } : { check: 'proxy', status: 'checked' },
  );

  const kinds: [EvmContractFlag, EvmProxyKind][] = [
    ['proxy_minimal_clone', 'minimal_clone'],
    ['proxy_eip1967', 'eip1967'],
    ['proxy_beacon', 'beacon'],
  ];
  for (const [flag, kind] of kinds) {
    // Without the slots only a clone (recognised from the code) can be told apart.
    if (proxyReadFailed && proxy?.kind !== kind) continue;
    const present = proxy?.kind === kind;
    facts.push({ flag, present, ...(present && { evidence: implementationVia }), onImplementation: false });
  }
  if (!proxyReadFailed) {
    facts.push({
      flag: 'proxy_admin',
      present: admin !== null,
      ...(admin && { evidence: `admin slot ${short(EIP1967_ADMIN_SLOT)} = ${admin}` }),
      onImplementation: false,
    });
  }

  // The implementation's code, when there is one: its functions are what the token does.
  let implementationCodeSize: number | null = null;
  let implementationWalk: BytecodeWalk | undefined;
  if (!proxy) {
    coverage.push({ check: 'implementation', status: 'not_checked', reason: 'not a proxy' });
  } else if (!implementation) {
    coverage.push({ check: 'implementation', status: 'not_checked', reason: "the beacon's implementation() gave no address" });
  } else {
    try {
      const implementationCode = await client.getCode({ address: implementation });
      if (hasCode(implementationCode)) {
        implementationWalk = walkBytecode(implementationCode);
        implementationCodeSize = implementationWalk.size;
        coverage.push({ check: 'implementation', status: 'checked' });
      } else {
        coverage.push({
          check: 'implementation',
          status: 'not_checked',
          reason: `no code at the implementation ${implementation}`,
        });
      }
    } catch (error) {
      coverage.push({ check: 'implementation', status: 'not_checked', reason: `RPC error: ${errorText(error)}` });
    }
  }
  if (implementationWalk && implementation && proxy?.kind !== 'minimal_clone') {
    // UUPS: the implementation answers proxiableUUID() (called on it directly: OpenZeppelin's reverts through a proxy).
    const answer = await call(implementation, PROXIABLE_UUID);
    const uups = answer.ok && answer.data.toLowerCase() === EIP1967_IMPLEMENTATION_SLOT;
    if (proxy) proxy.uups = uups;
    facts.push({
      flag: 'proxy_uups',
      present: uups,
      ...(uups && { evidence: `${implementation}.proxiableUUID() = implementation slot ${short(EIP1967_IMPLEMENTATION_SLOT)}` }),
      onImplementation: true,
    });
  }

  // Owner, read through the token's address (a proxy forwards the call to its implementation, with its own storage).
  let owner: EvmContractReport['owner'] = null;
  const reasons: string[] = [];
  for (const [selector, via] of [
    [OWNER, 'owner()'],
    [GET_OWNER, 'getOwner()'],
  ] as const) {
    const answer = await call(target, selector);
    const ownerAddress = answer.ok ? wordAddress(answer.data) : undefined;
    if (ownerAddress && answer.ok && answer.data.length === 66) {
      owner = { address: ownerAddress, via, renounced: RENOUNCED_OWNERS.has(ownerAddress) };
      break;
    }
    reasons.push(`${via} ${answer.ok ? 'answered no address' : answer.reason}`);
  }
  if (owner) {
    coverage.push({ check: 'owner', status: 'checked' });
    const evidence = `${owner.via} = ${owner.address}`;
    facts.push(
      { flag: 'owner_active', present: !owner.renounced, ...(!owner.renounced && { evidence }), onImplementation: false },
      { flag: 'ownership_renounced', present: owner.renounced, ...(owner.renounced && { evidence }), onImplementation: false },
    );
  } else {
    coverage.push({ check: 'owner', status: 'not_checked', reason: reasons.join('; ') });
  }

  facts.push(...codeFacts(ownWalk, false, proxy !== null && ownWalk.delegatecall.length > 0));
  if (implementationWalk) facts.push(...codeFacts(implementationWalk, true, false));
  const walked = implementationWalk
    ? `${walkDetail(ownWalk)}; implementation: ${walkDetail(implementationWalk)}`
    : walkDetail(ownWalk);
  coverage.push(
    { check: 'functions', status: 'checked', detail: walked },
    { check: 'opcodes', status: 'checked', detail: walked },
  );

  return {
    address: target,
    isContract: true,
    codeSize: ownWalk.size,
    proxy,
    implementationCodeSize,
    owner,
    facts,
    coverage,
  };
}
