// Telling a token address from a project's name in the X-Ray search (issue 30 §1): an EVM contract is 0x + 40 hex
// characters, a Solana mint a base58 string that decodes to 32 bytes (32–44 characters), the shared wallet rules. The
// chains offered for it are those of its kind.
import { walletKind, type WalletKind } from '@k3/shared';

export type TokenAddressKind = WalletKind;

/** The kind of address `query` is (spaces around it aside), or null for words. */
export function tokenAddressKind(query: string): TokenAddressKind | null {
  return walletKind(query.trim());
}

/** The chains of `kind`, in the server's order. */
export function chainsOfKind<T extends { kind: TokenAddressKind }>(chains: readonly T[], kind: TokenAddressKind): T[] {
  return chains.filter((chain) => chain.kind === kind);
}

/** A chain's name from the list, else its id as words (`arbitrum-one` → "Arbitrum One") while the list loads. */
export function chainNameOf(id: string, chains: readonly { id: string; name: string }[] | undefined): string {
  const known = chains?.find((chain) => chain.id === id);
  if (known) return known.name;
  return id
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
