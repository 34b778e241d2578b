// The facts one EVM code gives the X-Ray contract section (docs/xray-contract.md; used by contract-evm.ts): the
// privileged functions looked for among the dispatcher's selectors (computed from their signatures), the
// SELFDESTRUCT and DELEGATECALL opcodes, and a malformed metadata trailer, read from a bytecode walk
// (contract-evm-bytecode.ts). No RPC here.
import { type BytecodeWalk, findSelectors, knownSelector } from './contract-evm-bytecode';
import type { EvmCodeFlag, EvmContractFact } from './contract-evm-report';

/** The privileged functions looked for in dispatchers, by signature (selectors computed with viem). */
export const EVM_FUNCTION_SIGNATURES: Record<
  Exclude<EvmCodeFlag, 'selfdestruct_opcode' | 'delegatecall_opcode' | 'metadata_trailer_malformed'>,
  string[]
> = {
  mint_function: ['mint(address,uint256)', 'mint(uint256)', 'mintTo(address,uint256)'],
  pause_function: ['pause()', 'unpause()'],
  blacklist_function: [
    'blacklist(address)',
    'blacklist(address,bool)',
    'addToBlacklist(address)',
    'addToBlacklist(address[])',
    'removeFromBlacklist(address)',
    'setBlacklist(address,bool)',
    'setBlacklist(address[],bool)',
    'setBlacklisted(address,bool)',
    'blacklistAddress(address)',
    'addBlackList(address)',
    'unBlacklist(address)',
  ],
  whitelist_function: [
    'whitelist(address)',
    'whitelist(address,bool)',
    'addToWhitelist(address)',
    'addToWhitelist(address[])',
    'removeFromWhitelist(address)',
    'setWhitelist(address,bool)',
    'setWhitelist(address[],bool)',
    'setWhitelisted(address,bool)',
  ],
  fee_setter_function: [
    'setFee(uint256)',
    'setFees(uint256,uint256)',
    'setTaxFee(uint256)',
    'setTaxFeePercent(uint256)',
    'setBuyFee(uint256)',
    'setSellFee(uint256)',
    'setBuyFees(uint256,uint256)',
    'setSellFees(uint256,uint256)',
    'setBuyTax(uint256)',
    'setSellTax(uint256)',
    'updateFees(uint256,uint256)',
    'updateFees(uint256,uint256,uint256)',
    'updateBuyFees(uint256,uint256,uint256)',
    'updateSellFees(uint256,uint256,uint256)',
  ],
  tx_limit_setter_function: [
    'setMaxTxAmount(uint256)',
    'setMaxTxPercent(uint256)',
    'setMaxTransactionAmount(uint256)',
    'updateMaxTransactionAmount(uint256)',
    'setMaxWallet(uint256)',
    'setMaxWalletSize(uint256)',
    'setMaxWalletAmount(uint256)',
    'updateMaxWalletAmount(uint256)',
  ],
  upgrade_function: ['upgradeTo(address)', 'upgradeToAndCall(address,bytes)'],
  ownership_transfer_function: ['transferOwnership(address)'],
  renounce_ownership_function: ['renounceOwnership()'],
};

const FUNCTION_SELECTORS = Object.entries(EVM_FUNCTION_SIGNATURES).map(([flag, signatures]) => ({
  flag: flag as EvmCodeFlag,
  selectors: signatures.map(knownSelector),
}));

export function offsets(list: number[]): string {
  return list.map((offset) => `0x${offset.toString(16)}`).join(', ');
}

/** How far the walk of one code read, for the coverage `detail` of the functions and opcodes checks. */
export function walkDetail(walk: BytecodeWalk): string {
  const { trailer } = walk;
  if (!trailer) return 'every byte (no metadata trailer)';
  const at = `0x${trailer.start.toString(16)}`;
  if (trailer.status === 'malformed') return `every byte (the metadata trailer claimed at ${at} is malformed)`;
  return `up to the ${trailer.summary} trailer at ${at}, and in it only bytes execution can reach`;
}

/** The malformed-trailer fact: the last two bytes claim a trailer that does not decode, so every byte was read. */
function trailerFact(walk: BytecodeWalk, onImplementation: boolean): EvmContractFact {
  const { trailer } = walk;
  const present = trailer?.status === 'malformed';
  return {
    flag: 'metadata_trailer_malformed',
    present,
    ...(present && {
      evidence: `the last two bytes claim a ${trailer.length}-byte metadata trailer at 0x${trailer.start.toString(16)}, which ${trailer.problem}; every byte was read as code`,
    }),
    onImplementation,
  };
}

/** The facts of one code: privileged functions by dispatcher selector, SELFDESTRUCT, DELEGATECALL, a malformed trailer. */
export function codeFacts(walk: BytecodeWalk, onImplementation: boolean, forwarding: boolean): EvmContractFact[] {
  const facts: EvmContractFact[] = FUNCTION_SELECTORS.map(({ flag, selectors }) => {
    const found = findSelectors(walk, selectors);
    return {
      flag,
      present: found.length > 0,
      ...(found.length > 0 && {
        evidence: found
          .map(({ selector, offset }) => `${selector.selector} ${selector.signature} (PUSH at 0x${offset.toString(16)})`)
          .join('; '),
      }),
      onImplementation,
    };
  });
  facts.push(trailerFact(walk, onImplementation));
  facts.push({
    flag: 'selfdestruct_opcode',
    present: walk.selfdestruct.length > 0,
    ...(walk.selfdestruct.length > 0 && { evidence: `SELFDESTRUCT (0xff) at ${offsets(walk.selfdestruct)}` }),
    onImplementation,
  });
  // A proxy's own DELEGATECALL is its forwarding, reported in the proxy fact rather than as a threat of its own.
  if (!forwarding) {
    facts.push({
      flag: 'delegatecall_opcode',
      present: walk.delegatecall.length > 0,
      ...(walk.delegatecall.length > 0 && { evidence: `DELEGATECALL (0xf4) at ${offsets(walk.delegatecall)}` }),
      onImplementation,
    });
  }
  return facts;
}
