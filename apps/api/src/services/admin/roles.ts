// Who is an admin (issue 13 §4): a user whose role column says admin, or whose wallet is in ADMIN_WALLETS. Checked on
// the server for every admin route (plugins/app/auth.ts `app.requireAdmin`).
import type { Config } from '../../config';
import type { UserRow } from '../../repositories/users';

export function isAdmin(config: Pick<Config, 'adminWallets'>, user: Pick<UserRow, 'id' | 'role'>): boolean {
  if (user.role === 'admin') return true;
  const id = user.id.toLowerCase();
  // EVM addresses compare case-insensitively; Solana's base58 is case-sensitive but never collides in lower case.
  return config.adminWallets.some((wallet) => wallet.toLowerCase() === id);
}
