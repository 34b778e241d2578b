// Static reading of EVM runtime bytecode for the X-Ray contract section (docs/xray-contract.md): an opcode walk that
// skips PUSH data and reads a compiler's metadata trailer as data only when it decodes strictly
// (contract-evm-metadata.ts), the selectors the dispatcher compares calldata against, and the EIP-1167 minimal-proxy
// pattern. Pure functions over bytes: no RPC here.
import { type Address, getAddress, type Hex, hexToBytes, toFunctionSelector } from 'viem';
import { type MetadataTrailer, readMetadataTrailer } from './contract-evm-metadata';

const PUSH1 = 0x60;
const PUSH32 = 0x7f;
const DUP1 = 0x80;
const SWAP16 = 0x9f;
const EQ = 0x14;
const XOR = 0x18;
const JUMPDEST = 0x5b;
/** STOP, JUMP, RETURN, REVERT, INVALID, SELFDESTRUCT: the next byte runs only if a jump lands on it. */
const HALTS = new Set([0x00, 0x56, 0xf3, 0xfd, 0xfe, 0xff]);
export const SELFDESTRUCT = 0xff;
export const DELEGATECALL = 0xf4;

/** A PUSH1..PUSH4 immediate, with whether calldata's selector is compared against it right after (EQ or XOR). */
export interface PushedConstant {
  offset: number;
  value: number;
  compared: boolean;
}

export interface BytecodeWalk {
  /** Byte length of the code. */
  size: number;
  /** Start of a metadata trailer that decoded strictly, or `size` when there is none (every byte is code). */
  codeEnd: number;
  /** The trailer the last two bytes claim, if they claim one: recognised (solc, Vyper) or malformed. */
  trailer: MetadataTrailer | undefined;
  /** Offsets of the SELFDESTRUCT opcodes (never a byte inside PUSH data, nor an unreachable byte of a trailer). */
  selfdestruct: number[];
  /** Offsets of the DELEGATECALL opcodes. */
  delegatecall: number[];
  /** PUSH1..PUSH4 immediates: where selectors appear (a selector with leading zero bytes is pushed with fewer bytes). */
  pushes: PushedConstant[];
}

/**
 * Walks the opcodes of runtime code as the EVM decodes them, skipping the data of PUSH1..PUSH32. Every opcode before a
 * recognised metadata trailer counts (reachable or not). A hash in the trailer is chosen by whoever compiles and could
 * hold a few bytes of code, so inside the trailer the opcodes execution can reach count too: falling through from an
 * opcode that does not halt, or from a JUMPDEST whose offset the code pushes as a constant (a jump target). A random
 * hash's stray JUMPDEST nothing jumps to is left alone: counting those would flag about 1 honest contract in 360.
 */
export function walkBytecode(runtime: Hex | Uint8Array): BytecodeWalk {
  const code = typeof runtime === 'string' ? hexToBytes(runtime) : runtime;
  const trailer = readMetadataTrailer(code);
  const codeEnd = trailer && trailer.status !== 'malformed' ? trailer.start : code.length;
  const walk: BytecodeWalk = { size: code.length, codeEnd, trailer, selfdestruct: [], delegatecall: [], pushes: [] };
  let live = true;
  let jumpTargets: Set<number> | undefined;
  for (let pc = 0; pc < code.length;) {
    const op = code[pc] ?? 0;
    if (pc >= codeEnd) jumpTargets ??= new Set(walk.pushes.map((push) => push.value));
    if (op === JUMPDEST && (pc < codeEnd || jumpTargets?.has(pc))) live = true;
    if (pc < codeEnd || live) record(walk, code, pc, op);
    if (HALTS.has(op)) live = false;
    pc += op >= PUSH1 && op <= PUSH32 ? 2 + op - PUSH1 : 1;
  }
  return walk;
}

/** What one opcode adds to the walk: a PUSH1..PUSH4 constant, a SELFDESTRUCT or a DELEGATECALL. */
function record(walk: BytecodeWalk, code: Uint8Array, pc: number, op: number): void {
  if (op >= PUSH1 && op <= PUSH32) {
    const size = op - PUSH1 + 1;
    if (size > 4 || pc + size >= code.length) return;
    let value = 0;
    for (let i = 1; i <= size; i++) value = value * 256 + (code[pc + i] ?? 0);
    walk.pushes.push({ offset: pc, value, compared: comparedNext(code, pc + 1 + size, code.length) });
  } else if (op === SELFDESTRUCT) walk.selfdestruct.push(pc);
  else if (op === DELEGATECALL) walk.delegatecall.push(pc);
}

/** Is the pushed constant compared at once: EQ (solc) or XOR, possibly after up to two DUPn/SWAPn (dispatcher shapes). */
function comparedNext(code: Uint8Array, from: number, end: number): boolean {
  for (let pc = from, seen = 0; pc < end && seen < 3; pc++, seen++) {
    const op = code[pc] ?? 0;
    if (op === EQ || op === XOR) return true;
    if (op < DUP1 || op > SWAP16) return false;
  }
  return false;
}

/** A function signature and its 4-byte selector, computed with viem from the signature. */
export interface KnownSelector {
  signature: string;
  selector: Hex;
  value: number;
}

export function knownSelector(signature: string): KnownSelector {
  const selector = toFunctionSelector(signature);
  return { signature, selector, value: Number.parseInt(selector.slice(2), 16) };
}

/** Matches of known selectors among the dispatcher's compared constants: the signature and the PUSH offset. */
export function findSelectors(
  walk: BytecodeWalk,
  selectors: readonly KnownSelector[],
): { selector: KnownSelector; offset: number }[] {
  const compared = new Map<number, number>();
  for (const push of walk.pushes) if (push.compared && !compared.has(push.value)) compared.set(push.value, push.offset);
  return selectors.flatMap((selector) => {
    const offset = compared.get(selector.value);
    return offset === undefined ? [] : [{ selector, offset }];
  });
}

const CLONE_PREFIX = '363d3d373d3d3d363d73';
const CLONE_SUFFIX = '5af43d82803e903d91602b57fd5bf3';
/** The EIP-7511 variant, written with PUSH0 (0x5f) in place of RETURNDATASIZE (0x3d). */
const CLONE_PUSH0_PREFIX = '365f5f375f5f365f73';
const CLONE_PUSH0_SUFFIX = '5af43d5f5f3e5f3d91602a57fd5bf3';

/** The implementation of an EIP-1167 minimal proxy (or its EIP-7511 PUSH0 form), `undefined` for any other code. */
export function minimalProxyTarget(code: Hex): { implementation: Address; delegatecallOffset: number } | undefined {
  const hex = code.slice(2).toLowerCase();
  for (const [prefix, suffix] of [
    [CLONE_PREFIX, CLONE_SUFFIX],
    [CLONE_PUSH0_PREFIX, CLONE_PUSH0_SUFFIX],
  ] as const) {
    if (hex.length === prefix.length + 40 + suffix.length && hex.startsWith(prefix) && hex.endsWith(suffix)) {
      const implementation = getAddress(`0x${hex.slice(prefix.length, prefix.length + 40)}`);
      // GAS (0x5a) then DELEGATECALL right after the 20-byte address.
      return { implementation, delegatecallOffset: (prefix.length + 40) / 2 + 1 };
    }
  }
  return undefined;
}

/** `0x` code as the node returns it for an address without code. */
export function hasCode(code: Hex | undefined): code is Hex {
  return code !== undefined && code !== '0x' && code.length > 2;
}
