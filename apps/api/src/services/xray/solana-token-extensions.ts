// Token-2022 mint extensions for the X-Ray Solana token checks (solana-token.ts): the state the node's jsonParsed
// decoder gives each extension (transfer fee, transfer hook, permanent delegate, close authority, default account
// state, non-transferable, confidential transfers, pausable) and the fact each one makes, with its evidence.
import { formatUnits } from 'viem';
import { z } from 'zod';
import type { SolanaTokenFact, SolanaTokenFlag, SolanaTransferFee, SolanaTransferFeeConfig } from './solana-token-report';
import { authority, uint } from './solana-token-rpc';

// --- extension states (solana.com JSON-RPC docs; the jsonParsed layout is the node's account decoder) --------------

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

// --- facts ---------------------------------------------------------------------------------------------------------

/** A share (0 to 1) as a percentage, up to two decimals (also used for the holder shares in solana-token.ts). */
export function percent(value: number): string {
  return `${(value * 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

/** The facts of a Token-2022 mint's extensions; unknown or unreadable ones are listed in the coverage detail. */
export function extensionFacts(
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
