// The sign-in calls of spec §7 (issue 3 §1): challenge, signature, logout anywhere, end this session, the Magic Konnect
// code and its redemption. Loaded only with the connect flow, the logout chooser and the QR dialog (critical-path budget).
import { AuthChallengeSchema, AuthSchema, LoginLinkSchema, LogoutSchema, type Auth, type LoginLink } from '@k3/shared';
import { env } from '../../../config/env';
import { apiRequest, ApiError, createApiClient } from '../../../lib/api-client';
import { getAuth } from '../../../lib/auth';

const walletPath = (wallet: string) => `/user/auth/${encodeURIComponent(wallet)}`;

/** Logout calls: a rejected token there means the session is already over, not an "Authentication error". */
const logoutRequest = createApiClient({
  baseUrl: env.apiUrl,
  fetch: (input, init) => window.fetch(input, init),
  getToken: () => getAuth()?.token ?? null,
  onAuthRejected: () => undefined,
});

/** GET /user/auth/{wallet}: the EIP-4361 message to sign; 406 NOT_INVITED in invite-only mode. */
export async function getAuthChallenge(wallet: string): Promise<string> {
  const { msg } = await apiRequest({ path: walletPath(wallet), schema: AuthChallengeSchema });
  return msg;
}

/** POST /user/auth/{wallet} {signature, ref?}: the session token. */
export function verifySignature(wallet: string, signature: string, ref: string | null): Promise<Auth> {
  const body = ref ? { signature, ref } : { signature };
  return apiRequest({ path: walletPath(wallet), method: 'POST', body, schema: AuthSchema });
}

/** DELETE /user/auth/{wallet}: ends every session of the wallet (spec §7 "success if code is 200 or 403"). */
export async function logoutEverywhere(wallet: string): Promise<void> {
  try {
    await logoutRequest({ path: walletPath(wallet), method: 'DELETE', schema: LogoutSchema });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 403)) throw error;
  }
}

/** DELETE /me/session: ends this device's session; best effort, local state is cleared whatever happens. */
export async function endCurrentSession(): Promise<void> {
  await logoutRequest({ path: '/me/session', method: 'DELETE', schema: LogoutSchema }).catch(() => undefined);
}

/** GET /me/get-link: a fresh 14-character code valid 115 s, replacing this session's previous one. */
export function getLoginLink(): Promise<LoginLink> {
  return apiRequest({ path: '/me/get-link', schema: LoginLinkSchema });
}

/** GET /user/auth-link-token/{code}: a new session for the code's user. */
export function redeemLoginCode(code: string): Promise<Auth> {
  return apiRequest({ path: `/user/auth-link-token/${encodeURIComponent(code)}`, schema: AuthSchema });
}
