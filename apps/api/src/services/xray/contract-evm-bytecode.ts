// Static reading of EVM runtime bytecode for the X-Ray contract section (docs/xray-contract.md): an opcode walk that
// skips PUSH data and stops at solc's CBOR metadata trailer, the selectors the dispatcher compares calldata
// against, and the EIP-1167 minimal-proxy pattern. Pure functions over bytes: no RPC here.
import { type Address, getAddress, type Hex, hexToBytes, toFunctionSelector } from 'viem';

const PUSH1 = 0x60;
const PUSH32 = 0x7f;
const DUP1 = 0x80;
const SWAP16 = 0x9f;
const EQ = 0x14;
const XOR = 0x18;
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
  /** Where the opcode walk stopped: the start of the metadata trailer, or `size` when none was recognised. */
  codeEnd: number;
  /** Offsets of the SELFDESTRUCT opcodes (never a byte inside PUSH data or the trailer). */
  selfdestruct: number[];
  /** Offsets of the DELEGATECALL opcodes. */
  delegatecall: number[];
  /** PUSH1..PUSH4 immediates: where selectors appear (a selector with leading zero bytes is pushed with fewer bytes). */
  pushes: PushedConstant[];
}

/**
 * Start of the CBOR metadata trailer solc appends to runtime code: the last two bytes give the
 * trailer's length, and the trailer opens a CBOR map (0xa1..0xa7). `undefined` when the code does not end that way.
 */
export function metadataStart(code: Uint8Array): number | undefined {
  if (code.length < 4) return undefined;
  const length = ((code[code.length - 2] ?? 0) << 8) | (code[code.length - 1] ?? 0);
  const start = code.length - 2 - length;
  if (length < 2 || start < 0) return undefined;
  const head = code[start] ?? 0;
  return head >= 0xa1 && head <= 0xa7 ? start : undefined;
}

/** Walks the opcodes of runtime code, skipping the data of PUSH1..PUSH32, up to the metadata trailer. */
export function walkBytecode(runtime: Hex | Uint8Array): BytecodeWalk {
  const code = typeof runtime === 'string' ? hexToBytes(runtime) : runtime;
  const codeEnd = metadataStart(code) ?? code.length;
  const walk: BytecodeWalk = { size: code.length, codeEnd, selfdestruct: [], delegatecall: [], pushes: [] };
  let pc = 0;
  while (pc < codeEnd) {
    const op = code[pc] ?? 0;
    if (op >= PUSH1 && op <= PUSH32) {
      const size = op - PUSH1 + 1;
      if (size <= 4 && pc + size < codeEnd) {
        let value = 0;
        for (let i = 1; i <= size; i++) value = value * 256 + (code[pc + i] ?? 0);
        walk.pushes.push({ offset: pc, value, compared: comparedNext(code, pc + 1 + size, codeEnd) });
      }
      pc += 1 + size;
      continue;
    }
    if (op === SELFDESTRUCT) walk.selfdestruct.push(pc);
    else if (op === DELEGATECALL) walk.delegatecall.push(pc);
    pc += 1;
  }
  return walk;
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
