// Sign-in contract (spec §7 "/user/auth/{wallet}", "/user/auth-link-token/{code}", "/me/get-link"; issue 3 §1).
import { z } from 'zod';
import { okSchema } from './envelope';
import { LOGIN_CODE_TTL_S } from '../constants/auth';
import { isLoginCode, walletKind } from '../validation/wallet';

export const WalletAddressSchema = z
  .string()
  .max(64)
  .refine((value) => walletKind(value) !== null, {
    message: 'wallet must be an EVM address (0x + 40 hex) or a Solana base58 public key (32 bytes)',
  })
  .meta({ id: 'WalletAddress', description: 'EVM address (0x + 40 hex, any case) or Solana base58 public key' });

export const WalletParamsSchema = z.object({ wallet: WalletAddressSchema });

export const AuthChallengeSchema = z
  .object({ msg: z.string().describe('EIP-4361 message to sign (its Solana counterpart for Solana wallets)') })
  .meta({ id: 'AuthChallenge' });
export const AuthChallengeResponseSchema = okSchema(AuthChallengeSchema);

const SignatureSchema = z
  .string()
  .min(1)
  .max(1024)
  .describe('EVM: 0x hex personal_sign signature; Solana: base58 (or base64) of the 64-byte ed25519 signature');

export const AuthVerifyBodySchema = z
  .object({
    signature: SignatureSchema,
    ref: z.string().max(64).optional().describe('Referrer user id, applied once to a new user'),
  })
  .meta({ id: 'AuthVerifyBody' });
export type AuthVerifyBody = z.infer<typeof AuthVerifyBodySchema>;

/** POST /api/me/portfolios/{id}/ownership: the wallet's signature over its ownership challenge (issue 8 §6). */
export const OwnershipProofBodySchema = z.object({ signature: SignatureSchema }).meta({ id: 'OwnershipProofBody' });
export type OwnershipProofBody = z.infer<typeof OwnershipProofBodySchema>;

/** The `k3.auth` value the web keeps in local storage (spec §3 "Auth: token and wallet"). */
export const AuthSchema = z.object({ token: z.string(), wallet: z.string() }).meta({ id: 'Auth' });
export type Auth = z.infer<typeof AuthSchema>;
export const AuthResponseSchema = okSchema(AuthSchema);

export const LoginCodeParamsSchema = z.object({
  code: z.string().max(64).refine(isLoginCode, { message: 'code must be 14 uppercase letters or digits' }),
});

export const LoginLinkSchema = z
  .object({ code: z.string(), expiresIn: z.literal(LOGIN_CODE_TTL_S).describe('Seconds the code stays valid') })
  .meta({ id: 'LoginLink' });
export type LoginLink = z.infer<typeof LoginLinkSchema>;
export const LoginLinkResponseSchema = okSchema(LoginLinkSchema);

export const LogoutSchema = z.object({ ended: z.number().int().describe('Sessions ended') }).meta({ id: 'Logout' });
export const LogoutResponseSchema = okSchema(LogoutSchema);
