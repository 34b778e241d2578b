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
//
// The report's shape is in solana-token-report.ts, the RPC response shapes and failure reasons in solana-token-rpc.ts,
// the Token-2022 extension facts in solana-token-extensions.ts; this module runs the checks and assembles the report.
import bs58 from 'bs58';
import { formatUnits } from 'viem';
import type { z } from 'zod';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../providers/balances/solana';
import { extensionFacts, percent } from './solana-token-extensions';
import {
  HOLDERS_NOTE,
  type SolanaHolders,
  type SolanaRpc,
  type SolanaTokenCheck,
  type SolanaTokenCoverage,
  type SolanaTokenFact,
  type SolanaTokenReport,
  type SolanaTransferFeeConfig,
  TOP10_CONCENTRATION_THRESHOLD,
} from './solana-token-report';
import { accountInfoResult, failureReason, largestResult, parsedMint, solanaCaller, supplyResult } from './solana-token-rpc';

export { TOKEN_2022_PROGRAM, TOKEN_PROGRAM };
export {
  HOLDERS_NOTE,
  SOLANA_FLAG_ALERT_KEYS,
  type SolanaAlertKey,
  type SolanaHolders,
  type SolanaRpc,
  type SolanaTokenCheck,
  type SolanaTokenCoverage,
  type SolanaTokenFact,
  type SolanaTokenFlag,
  type SolanaTokenReport,
  type SolanaTransferFee,
  type SolanaTransferFeeConfig,
  TOP10_CONCENTRATION_THRESHOLD,
} from './solana-token-report';
export { parseKeepingU64 } from './solana-token-rpc';

const CHECKS: SolanaTokenCheck[] = ['mint_account', 'authorities', 'extensions', 'supply', 'holders'];

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

/** numerator / denominator as a number in [0, 1], to 6 decimal places, computed on integers. */
function share(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 1_000_000n) / denominator) / 1_000_000;
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

// --- analysis ------------------------------------------------------------------------------------------------------

export async function analyseSolanaToken(rpc: SolanaRpc | undefined, mint: string): Promise<SolanaTokenReport> {
  if (!isSolanaAddress(mint)) return unchecked(mint, false, 'not a Solana address (base58 of 32 bytes)');
  if (!rpc) return unchecked(mint, true, 'no Solana RPC configured');

  const call = solanaCaller(rpc);

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
