// X-Ray "On-chain" and "Security, contract" for Solana tokens (issue 11 §1; docs/xray-solana.md): what a mint's
// account says its controllers can do, read from a Solana JSON-RPC node alone. getAccountInfo (jsonParsed) gives the
// owner program (Token or Token-2022), decimals, supply, the mint and freeze authorities and, for Token-2022, the
// extensions (transfer fee, transfer hook, permanent delegate, close authority, default frozen state, non-transferable,
// confidential transfers, pausable); getTokenSupply and getTokenLargestAccounts give how concentrated the supply is.
//
// Each finding is a fact { flag, present, value?, evidence } and every check that could not run is listed in
// `coverage` with the reason (no RPC, an invalid mint, not a mint, an RPC error or timeout), so a missing fact never
// reads as a clean one. Reasons never hold the RPC URL (it often carries an API key). Alert rules map flags to the
// product's alert keys (SOLANA_FLAG_ALERT_KEYS is the suggestion). Integers stay exact (bigint, decimal strings).
import bs58 from 'bs58';
import { formatUnits } from 'viem';
import { z } from 'zod';
import { createHttpClient, type HttpClientOptions, ProviderError } from '../../providers/http';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../providers/balances/solana';

export { TOKEN_2022_PROGRAM, TOKEN_PROGRAM };

export type SolanaTokenFlag =
  | 'mint_authority_present'
  | 'freeze_authority_present'
  | 'transfer_fee'
  | 'transfer_hook'
  | 'permanent_delegate'
  | 'default_frozen'
  | 'non_transferable'
  | 'mint_close_authority'
  | 'confidential_transfer'
  | 'pausable'
  | 'top10_concentration';

export type SolanaAlertKey =
  | 'dangerous_governance_controls'
  | 'risky_or_unfair_tokenomics'
  | 'potential_security_threats'
  | 'risky_supply_centralization'
  | 'onchain_security_lack_of_transparency';

/** Which alert key a present flag feeds: the suggestion for the alert rules. */
export const SOLANA_FLAG_ALERT_KEYS: Record<SolanaTokenFlag, SolanaAlertKey> = {
  // More supply can be created at will: holders can be diluted.
  mint_authority_present: 'risky_or_unfair_tokenomics',
  transfer_fee: 'risky_or_unfair_tokenomics',
  // Controls over holders' own accounts.
  freeze_authority_present: 'dangerous_governance_controls',
  permanent_delegate: 'dangerous_governance_controls',
  default_frozen: 'dangerous_governance_controls',
  mint_close_authority: 'dangerous_governance_controls',
  pausable: 'dangerous_governance_controls',
  // Arbitrary code on every transfer, or tokens that cannot be moved at all (sold).
  transfer_hook: 'potential_security_threats',
  non_transferable: 'potential_security_threats',
  // Balances and amounts hidden from the public ledger.
  confidential_transfer: 'onchain_security_lack_of_transparency',
  top10_concentration: 'risky_supply_centralization',
};

/** top10_concentration is present from this share of the supply (0 to 1) in the ten largest token accounts. */
export const TOP10_CONCENTRATION_THRESHOLD = 0.5;

export interface SolanaTokenFact {
  flag: SolanaTokenFlag;
  present: boolean;
  /** transfer_fee: the highest fee in basis points (older or newer); top10_concentration: the share, 0 to 1. */
  value?: number;
  /** What was read: an authority's address, an extension's fields, the amounts a ratio comes from. */
  evidence?: string;
}

export type SolanaTokenCheck = 'mint_account' | 'authorities' | 'extensions' | 'supply' | 'holders';

export interface SolanaTokenCoverage {
  check: SolanaTokenCheck;
  status: 'checked' | 'not_checked';
  /** Why the check did not run. */
  reason?: string;
  /** How far a check that ran went, or a caveat on its result. */
  detail?: string;
}

export interface SolanaTransferFee {
  basisPoints: number;
  /** Raw integer amount (u64), exact. */
  maximumFee: string;
  epoch: string;
}

export interface SolanaTransferFeeConfig {
  older: SolanaTransferFee;
  newer: SolanaTransferFee;
  transferFeeConfigAuthority: string | null;
  withdrawWithheldAuthority: string | null;
  withheldAmount: string;
}

export interface SolanaHolders {
  /** Sum of the ten largest token accounts / supply, 0 to 1. */
  top10Share: number;
  /** The largest token account / supply, 0 to 1. */
  largestShare: number;
  largestAccount: string | null;
  /** Token accounts the node returned (it returns up to 20). */
  accountsRead: number;
  /** The raw sum of the ten largest accounts and the raw supply it is divided by. */
  top10Amount: string;
  supply: string;
  note: string;
}

export interface SolanaTokenReport {
  mint: string;
  /** The mint string is a base58 32-byte public key. */
  valid: boolean;
  /** true: a Token or Token-2022 mint; false: not a token mint; null: not read. */
  isMint: boolean | null;
  program: 'spl-token' | 'spl-token-2022' | null;
  programId: string | null;
  decimals: number | null;
  /** Raw integer supply (from getTokenSupply when it answered, else from the mint account). */
  supply: string | null;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  /** Token-2022 extension names as the node reports them (e.g. "transferFeeConfig"), in account order. */
  extensions: string[];
  transferFee: SolanaTransferFeeConfig | null;
  holders: SolanaHolders | null;
  facts: SolanaTokenFact[];
  coverage: SolanaTokenCoverage[];
}

export interface SolanaRpc {
  /** JSON-RPC endpoint; an API key in its query or a long path segment never appears in the report. */
  url: string;
  /** Overrides for the HTTP layer (timeouts, retries, spacing, a clock in tests). */
  http?: Partial<Omit<HttpClientOptions, 'name' | 'baseUrl'>>;
}

export const HOLDERS_NOTE =
  'Token accounts, not owners: one owner may hold several accounts, and exchange, liquidity-pool, vesting and burn ' +
  'accounts are counted like any holder.';

const CHECKS: SolanaTokenCheck[] = ['mint_account', 'authorities', 'extensions', 'supply', 'holders'];

// --- response shapes (solana.com JSON-RPC docs; the jsonParsed layout is the node's account decoder) -------------

const rpcError = z.object({ code: z.number(), message: z.string() });
const rpcResponse = <T extends z.ZodType>(result: T) =>
  z.union([z.object({ result, error: z.undefined().optional() }), z.object({ error: rpcError })]);

const uint = z.string().regex(/^\d+$/);
const authority = z.string().nullable().optional();

const parsedMint = z.object({
  program: z.string(),
  parsed: z.object({
    type: z.literal('mint'),
    info: z.object({
      decimals: z.number().int().min(0).max(255),
      supply: uint,
      mintAuthority: authority,
      freezeAuthority: authority,
      isInitialized: z.boolean().optional(),
      extensions: z.array(z.object({ extension: z.string(), state: z.unknown().optional() })).optional(),
    }),
  }),
});

const accountInfoResult = z.object({
  value: z
    .object({
      owner: z.string(),
      data: z.unknown(),
    })
    .nullable(),
});

const tokenAmount = z.object({ amount: uint, decimals: z.number().int() });
const supplyResult = z.object({ value: tokenAmount });
const largestResult = z.object({ value: z.array(tokenAmount.extend({ address: z.string() })) });

const transferFee = z.object({
  epoch: uint,
  maximumFee: uint,
  transferFeeBasisPoints: z.number().int().min(0).max(65_535),
});
const transferFeeConfig = z.object({
  transferFeeConfigAuthority: authority,
  withdrawWithheldAuthority: authority,
  withheldAmount: uint,
  olderTransferFee: transferFee,
  newerTransferFee: transferFee,
});
const transferHook = z.object({ authority, programId: authority });
const permanentDelegate = z.object({ delegate: authority });
const mintCloseAuthority = z.object({ closeAuthority: authority });
const defaultAccountState = z.object({ accountState: z.string() });
const confidentialTransferMint = z.object({
  authority,
  autoApproveNewAccounts: z.boolean().optional(),
  auditorElgamalPubkey: z.string().nullable().optional(),
});
const pausableConfig = z.object({ authority, paused: z.boolean().optional() });

/**
 * The node writes the transfer fee's u64 fields as bare JSON numbers, and maximumFee is often u64::MAX, which JSON.parse
 * would round: those fields are turned into strings before parsing.
 */
const U64_FIELDS = /("(?:maximumFee|withheldAmount|epoch)"\s*:\s*)(\d+)/g;
export function parseKeepingU64(text: string): unknown {
  return JSON.parse(text.replace(U64_FIELDS, '$1"$2"'));
}

// --- helpers -------------------------------------------------------------------------------------------------------

/** A base58 string decoding to exactly 32 bytes (an ed25519 public key or a program-derived address). */
export function isSolanaAddress(value: string): boolean {
  if (value.length < 32 || value.length > 44) return false;
  try {
    return bs58.decode(value).length === 32;
  } catch {
    return false;
  }
}

/** Long path segments of an RPC URL are usually keys (https://x.example/<key>/). */
function pathSecrets(rpcUrl: string): string[] {
  try {
    return new URL(rpcUrl).pathname.split('/').filter((segment) => segment.length >= 16);
  } catch {
    return [];
  }
}

class RpcFailure extends Error {
  override name = 'RpcFailure';
}

/** A reason that names the method and what went wrong, never the URL (ProviderError messages start with it). */
function failureReason(method: string, error: unknown): string {
  if (error instanceof RpcFailure) return error.message;
  if (error instanceof ProviderError) {
    switch (error.kind) {
      case 'timeout': {
        const after = /timed out after \d+ ms/.exec(error.message)?.[0];
        return `RPC ${method} ${after ?? 'timed out'}`;
      }
      case 'network':
        return `RPC ${method} unreachable (${/network error \(([^)]*)\)/.exec(error.message)?.[1] ?? 'network error'})`;
      case 'http':
        return `RPC ${method} answered HTTP ${error.status ?? '?'}`;
      case 'invalid-response': {
        const shape = /unexpected response shape \((.*)\)$/.exec(error.message)?.[1];
        return `RPC ${method} gave an unexpected response${shape ? ` (${shape})` : ''}`;
      }
    }
  }
  return `RPC ${method} failed`;
}

/** numerator / denominator as a number in [0, 1], to 6 decimal places, computed on integers. */
function share(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 1_000_000n) / denominator) / 1_000_000;
}

function percent(value: number): string {
  return `${(value * 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

function unchecked(mint: string, valid: boolean, reason: string): SolanaTokenReport {
  return {
    mint,
    valid,
    isMint: null,
    program: null,
    programId: null,
    decimals: null,
    supply: null,
    mintAuthority: null,
    freezeAuthority: null,
    extensions: [],
    transferFee: null,
    holders: null,
    facts: [],
    coverage: CHECKS.map((check) => ({ check, status: 'not_checked', reason })),
  };
}

function notAMint(mint: string, reason: string): SolanaTokenReport {
  const report = unchecked(mint, true, reason);
  report.isMint = false;
  report.coverage[0] = { check: 'mint_account', status: 'checked', detail: reason };
  return report;
}

/** The facts of a Token-2022 mint's extensions; unknown or unreadable ones are listed in the coverage detail. */
function extensionFacts(
  extensions: { extension: string; state?: unknown }[],
  decimals: number,
): { facts: SolanaTokenFact[]; transferFee: SolanaTransferFeeConfig | null; unread: string[] } {
  const found = new Map<SolanaTokenFlag, SolanaTokenFact>();
  let fee: SolanaTransferFeeConfig | null = null;
  const unread: string[] = [];
  const set = (fact: SolanaTokenFact) => found.set(fact.flag, fact);

  for (const { extension, state } of extensions) {
    switch (extension) {
      case 'transferFeeConfig': {
        const parsed = transferFeeConfig.safeParse(state);
        if (!parsed.success) {
          unread.push(extension);
          break;
        }
        const config = parsed.data;
        const toFee = (entry: z.infer<typeof transferFee>): SolanaTransferFee => ({
          basisPoints: entry.transferFeeBasisPoints,
          maximumFee: entry.maximumFee,
          epoch: entry.epoch,
        });
        fee = {
          older: toFee(config.olderTransferFee),
          newer: toFee(config.newerTransferFee),
          transferFeeConfigAuthority: config.transferFeeConfigAuthority ?? null,
          withdrawWithheldAuthority: config.withdrawWithheldAuthority ?? null,
          withheldAmount: config.withheldAmount,
        };
        const bps = Math.max(fee.older.basisPoints, fee.newer.basisPoints);
        const describeFee = (entry: SolanaTransferFee) =>
          `${entry.basisPoints} bps (${percent(entry.basisPoints / 10_000)}), max ${formatUnits(BigInt(entry.maximumFee), decimals)} tokens, from epoch ${entry.epoch}`;
        const feeText =
          fee.older.basisPoints === fee.newer.basisPoints && fee.older.maximumFee === fee.newer.maximumFee
            ? describeFee(fee.newer)
            : `older ${describeFee(fee.older)}; newer ${describeFee(fee.newer)}`;
        set({
          flag: 'transfer_fee',
          // A zero fee whose config authority remains can be raised later: still a fee a holder is exposed to.
          present: bps > 0 || fee.transferFeeConfigAuthority !== null,
          value: bps,
          evidence:
            `transferFeeConfig: ${feeText}; fee config authority ${fee.transferFeeConfigAuthority ?? 'none'}; ` +
            `withdraw withheld authority ${fee.withdrawWithheldAuthority ?? 'none'}`,
        });
        break;
      }
      case 'transferHook': {
        const parsed = transferHook.safeParse(state);
        if (!parsed.success) {
          unread.push(extension);
          break;
        }
        const { programId, authority: hookAuthority } = parsed.data;
        // An extension with no program and no authority left runs nothing and can never be set.
        set({
          flag: 'transfer_hook',
          present: Boolean(programId) || Boolean(hookAuthority),
          evidence: `transferHook: program ${programId ?? 'none'}; authority ${hookAuthority ?? 'none'}`,
        });
        break;
      }
      case 'permanentDelegate': {
        const parsed = permanentDelegate.safeParse(state);
        if (!parsed.success) {
          unread.push(extension);
          break;
        }
        const delegate = parsed.data.delegate ?? null;
        set({ flag: 'permanent_delegate', present: delegate !== null, evidence: `permanentDelegate: ${delegate ?? 'none'}` });
        break;
      }
      case 'mintCloseAuthority': {
        const parsed = mintCloseAuthority.safeParse(state);
        if (!parsed.success) {
          unread.push(extension);
          break;
        }
        const close = parsed.data.closeAuthority ?? null;
        set({ flag: 'mint_close_authority', present: close !== null, evidence: `mintCloseAuthority: ${close ?? 'none'}` });
        break;
      }
      case 'defaultAccountState': {
        const parsed = defaultAccountState.safeParse(state);
        if (!parsed.success) {
          unread.push(extension);
          break;
        }
        set({
          flag: 'default_frozen',
          present: parsed.data.accountState === 'frozen',
          evidence: `defaultAccountState: ${parsed.data.accountState}`,
        });
        break;
      }
      case 'nonTransferable':
        set({ flag: 'non_transferable', present: true, evidence: 'nonTransferable extension' });
        break;
      case 'confidentialTransferMint': {
        const parsed = confidentialTransferMint.safeParse(state);
        const detail = parsed.success
          ? `; authority ${parsed.data.authority ?? 'none'}; auto-approve ${String(parsed.data.autoApproveNewAccounts ?? '?')}; auditor ${parsed.data.auditorElgamalPubkey ?? 'none'}`
          : '';
        set({ flag: 'confidential_transfer', present: true, evidence: `confidentialTransferMint${detail}` });
        break;
      }
      case 'pausableConfig': {
        const parsed = pausableConfig.safeParse(state);
        if (!parsed.success) {
          unread.push(extension);
          break;
        }
        const pauser = parsed.data.authority ?? null;
        set({
          flag: 'pausable',
          present: pauser !== null || parsed.data.paused === true,
          evidence: `pausableConfig: authority ${pauser ?? 'none'}; paused ${String(parsed.data.paused ?? '?')}`,
        });
        break;
      }
      default:
        break;
    }
  }

  // Every extension flag is a fact, absent when the mint does not carry that extension.
  const order: SolanaTokenFlag[] = [
    'transfer_fee',
    'transfer_hook',
    'permanent_delegate',
    'mint_close_authority',
    'default_frozen',
    'non_transferable',
    'confidential_transfer',
    'pausable',
  ];
  const facts = order.map((flag) => found.get(flag) ?? { flag, present: false });
  return { facts, transferFee: fee, unread };
}

// --- analysis ------------------------------------------------------------------------------------------------------

export async function analyseSolanaToken(rpc: SolanaRpc | undefined, mint: string): Promise<SolanaTokenReport> {
  if (!isSolanaAddress(mint)) return unchecked(mint, false, 'not a Solana address (base58 of 32 bytes)');
  if (!rpc) return unchecked(mint, true, 'no Solana RPC configured');

  const http = createHttpClient({
    name: 'solana-rpc',
    baseUrl: rpc.url,
    timeoutMs: 10_000,
    retries: 2,
    minIntervalMs: 250,
    ...rpc.http,
    secrets: [...pathSecrets(rpc.url), ...(rpc.http?.secrets ?? [])],
  });
  let id = 0;
  async function call<T extends z.ZodType>(method: string, params: unknown[], result: T): Promise<z.infer<T>> {
    const body = { jsonrpc: '2.0', id: (id += 1), method, params };
    const response = await http.postJson('', body, rpcResponse(result), { parse: parseKeepingU64 });
    if ('error' in response && response.error) {
      const message = response.error.message.slice(0, 200);
      throw new RpcFailure(`RPC ${method} error ${response.error.code}: ${message}`);
    }
    return (response as { result: z.infer<T> }).result;
  }

  // 1. The mint account.
  let account: z.infer<typeof accountInfoResult>['value'];
  try {
    ({ value: account } = await call(
      'getAccountInfo',
      [mint, { encoding: 'jsonParsed', commitment: 'confirmed' }],
      accountInfoResult,
    ));
  } catch (error) {
    return unchecked(mint, true, failureReason('getAccountInfo', error));
  }
  if (!account) return notAMint(mint, 'not a token mint: no account at this address');
  if (account.owner !== TOKEN_PROGRAM && account.owner !== TOKEN_2022_PROGRAM)
    return notAMint(mint, `not a token mint: the account is owned by ${account.owner}, not a token program`);
  const parsed = parsedMint.safeParse(account.data);
  if (!parsed.success) {
    const type = (account.data as { parsed?: { type?: unknown } } | null)?.parsed?.type;
    return notAMint(
      mint,
      `not a token mint: a token-program account${typeof type === 'string' ? ` of type "${type}"` : ' the node could not parse as a mint'}`,
    );
  }

  const info = parsed.data.parsed.info;
  const token2022 = account.owner === TOKEN_2022_PROGRAM;
  const mintAuthority = info.mintAuthority ?? null;
  const freezeAuthority = info.freezeAuthority ?? null;
  const facts: SolanaTokenFact[] = [
    {
      flag: 'mint_authority_present',
      present: mintAuthority !== null,
      evidence: mintAuthority ? `mintAuthority: ${mintAuthority}` : 'mintAuthority: none (renounced)',
    },
    {
      flag: 'freeze_authority_present',
      present: freezeAuthority !== null,
      evidence: freezeAuthority ? `freezeAuthority: ${freezeAuthority}` : 'freezeAuthority: none',
    },
  ];
  const coverage: SolanaTokenCoverage[] = [
    {
      check: 'mint_account',
      status: 'checked',
      detail: `${token2022 ? 'Token-2022' : 'Token'} program mint, ${info.decimals} decimals`,
    },
    { check: 'authorities', status: 'checked' },
  ];

  const extensions = (info.extensions ?? []).map((entry) => entry.extension);
  let transferFeeInfo: SolanaTransferFeeConfig | null = null;
  if (token2022) {
    const read = extensionFacts(info.extensions ?? [], info.decimals);
    facts.push(...read.facts);
    transferFeeInfo = read.transferFee;
    const parts = [
      `${extensions.length} extension${extensions.length === 1 ? '' : 's'}${extensions.length ? `: ${extensions.join(', ')}` : ''}`,
    ];
    if (read.unread.length) parts.push(`unreadable state: ${read.unread.join(', ')}`);
    coverage.push({ check: 'extensions', status: 'checked', detail: parts.join('; ') });
  } else {
    // The Token program has no extensions: each extension flag is a checked absence, not a missing check.
    facts.push(...extensionFacts([], info.decimals).facts);
    coverage.push({ check: 'extensions', status: 'checked', detail: 'Token program: mints have no extensions' });
  }

  // 2. Supply and the largest token accounts, side by side.
  const [supplyRead, largestRead] = await Promise.allSettled([
    call('getTokenSupply', [mint, { commitment: 'confirmed' }], supplyResult),
    call('getTokenLargestAccounts', [mint, { commitment: 'confirmed' }], largestResult),
  ]);
  let supply = info.supply;
  if (supplyRead.status === 'fulfilled') {
    supply = supplyRead.value.value.amount;
    const differs = supply !== info.supply ? `; the mint account read ${info.supply} a moment earlier` : '';
    coverage.push({
      check: 'supply',
      status: 'checked',
      detail: `${formatUnits(BigInt(supply), info.decimals)} tokens (raw ${supply})${differs}`,
    });
  } else {
    coverage.push({
      check: 'supply',
      status: 'not_checked',
      reason: `${failureReason('getTokenSupply', supplyRead.reason)}; the mint account's supply (${info.supply}) is reported instead`,
    });
  }

  let holders: SolanaHolders | null = null;
  if (largestRead.status === 'rejected') {
    coverage.push({
      check: 'holders',
      status: 'not_checked',
      reason: failureReason('getTokenLargestAccounts', largestRead.reason),
    });
  } else if (BigInt(supply) === 0n) {
    coverage.push({ check: 'holders', status: 'not_checked', reason: 'the supply is zero: no share to compute' });
  } else {
    const accounts = [...largestRead.value.value].sort((a, b) => {
      const [left, right] = [BigInt(a.amount), BigInt(b.amount)];
      return left === right ? 0 : left < right ? 1 : -1;
    });
    const top10 = accounts.slice(0, 10).reduce((sum, entry) => sum + BigInt(entry.amount), 0n);
    const largest = accounts[0];
    const total = BigInt(supply);
    holders = {
      top10Share: share(top10, total),
      largestShare: largest ? share(BigInt(largest.amount), total) : 0,
      largestAccount: largest?.address ?? null,
      accountsRead: accounts.length,
      top10Amount: top10.toString(),
      supply,
      note: HOLDERS_NOTE,
    };
    facts.push({
      flag: 'top10_concentration',
      present: holders.top10Share >= TOP10_CONCENTRATION_THRESHOLD,
      value: holders.top10Share,
      evidence:
        `top ${Math.min(10, accounts.length)} token accounts hold ${formatUnits(top10, info.decimals)} of ` +
        `${formatUnits(total, info.decimals)} (${percent(holders.top10Share)}); largest ${largest?.address ?? 'none'} ` +
        `${percent(holders.largestShare)}`,
    });
    coverage.push({ check: 'holders', status: 'checked', detail: HOLDERS_NOTE });
  }

  return {
    mint,
    valid: true,
    isMint: true,
    program: token2022 ? 'spl-token-2022' : 'spl-token',
    programId: account.owner,
    decimals: info.decimals,
    supply,
    mintAuthority,
    freezeAuthority,
    extensions,
    transferFee: transferFeeInfo,
    holders,
    facts,
    coverage,
  };
}
