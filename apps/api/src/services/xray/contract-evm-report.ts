// The shape of an X-Ray EVM contract report (docs/xray-contract.md; analysed in contract-evm.ts): the reads the analysis
// needs from a client, the flags a code or an address can raise and the alert keys they feed, each fact with its
// evidence, the coverage of every check (so a missing fact never reads as a clean one), the proxy and the owner found.
import type { Address, Hex } from 'viem';

/**
 * The reads the analysis needs; a viem PublicClient fits (createPublicClient({ transport: http(rpcUrl) })).
 * `call` must reject when the call reverts.
 */
export interface EvmContractClient {
  getCode(args: { address: Address }): Promise<Hex | undefined>;
  getStorageAt(args: { address: Address; slot: Hex }): Promise<Hex | undefined>;
  call(args: { to: Address; data: Hex }): Promise<{ data?: Hex | undefined }>;
}

/** Flags read from a code (the token's own, and the implementation's when the token is a proxy). */
export type EvmCodeFlag =
  | 'mint_function'
  | 'pause_function'
  | 'blacklist_function'
  | 'whitelist_function'
  | 'fee_setter_function'
  | 'tx_limit_setter_function'
  | 'upgrade_function'
  | 'ownership_transfer_function'
  | 'renounce_ownership_function'
  | 'selfdestruct_opcode'
  | 'delegatecall_opcode'
  | 'metadata_trailer_malformed';

/** Flags about the address: proxy kind, proxy admin, owner. */
export type EvmAddressFlag =
  | 'proxy_eip1967'
  | 'proxy_beacon'
  | 'proxy_uups'
  | 'proxy_minimal_clone'
  | 'proxy_admin'
  | 'owner_active'
  | 'ownership_renounced';

export type EvmContractFlag = EvmCodeFlag | EvmAddressFlag;

export type XrayAlertKey =
  | 'dangerous_governance_controls'
  | 'risky_or_unfair_tokenomics'
  | 'potential_security_threats'
  | 'onchain_security_lack_of_transparency';

/**
 * Which alert key a present flag feeds (null: informational, no alert of its own — a clone's risk is its
 * implementation's facts; renounced ownership and the standard ownership functions are not a risk in themselves).
 */
export const EVM_CONTRACT_FLAG_ALERT_KEYS: Record<EvmContractFlag, XrayAlertKey | null> = {
  mint_function: 'risky_or_unfair_tokenomics',
  fee_setter_function: 'risky_or_unfair_tokenomics',
  tx_limit_setter_function: 'risky_or_unfair_tokenomics',
  whitelist_function: 'risky_or_unfair_tokenomics',
  pause_function: 'dangerous_governance_controls',
  blacklist_function: 'dangerous_governance_controls',
  upgrade_function: 'dangerous_governance_controls',
  proxy_admin: 'dangerous_governance_controls',
  owner_active: 'dangerous_governance_controls',
  selfdestruct_opcode: 'potential_security_threats',
  delegatecall_opcode: 'potential_security_threats',
  proxy_eip1967: 'onchain_security_lack_of_transparency',
  proxy_beacon: 'onchain_security_lack_of_transparency',
  proxy_uups: 'onchain_security_lack_of_transparency',
  // The code's end claims a compiler trailer that is not one: a way to keep code from being read (issue 22 §6).
  metadata_trailer_malformed: 'onchain_security_lack_of_transparency',
  proxy_minimal_clone: null,
  ownership_transfer_function: null,
  renounce_ownership_function: null,
  ownership_renounced: null,
};

export interface EvmContractFact {
  flag: EvmContractFlag;
  present: boolean;
  /** What was seen: selectors with signature and offset, a slot and its value, opcode offsets, a call's answer. */
  evidence?: string;
  /** The fact is about the implementation's code (the token is a proxy), not the code at the token's address. */
  onImplementation: boolean;
}

export type EvmContractCheck = 'bytecode' | 'proxy' | 'implementation' | 'owner' | 'functions' | 'opcodes';

export interface EvmContractCoverage {
  check: EvmContractCheck;
  status: 'checked' | 'not_checked';
  /** Why the check did not run. */
  reason?: string;
  /** How far a check that ran went. */
  detail?: string;
}

export type EvmProxyKind = 'eip1967' | 'beacon' | 'minimal_clone';

export interface EvmProxyInfo {
  kind: EvmProxyKind;
  /** The implementation calls are forwarded to (for a beacon proxy: the beacon's implementation()). */
  implementation: Address | null;
  admin: Address | null;
  beacon: Address | null;
  /** The implementation answers proxiableUUID() with the EIP-1967 implementation slot. */
  uups: boolean;
}

export interface EvmContractReport {
  address: string;
  /** null when the code could not be read. */
  isContract: boolean | null;
  /** Runtime code size in bytes (0 for an EOA). */
  codeSize: number | null;
  proxy: EvmProxyInfo | null;
  /** The implementation's code size when the token is a proxy whose implementation was read. */
  implementationCodeSize: number | null;
  owner: { address: Address; via: 'owner()' | 'getOwner()'; renounced: boolean } | null;
  facts: EvmContractFact[];
  coverage: EvmContractCoverage[];
}
