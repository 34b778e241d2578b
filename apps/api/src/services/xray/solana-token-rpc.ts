// The Solana JSON-RPC side of the X-Ray token checks (solana-token.ts): the response shapes of getAccountInfo
// (jsonParsed), getTokenSupply and getTokenLargestAccounts, a parse that keeps u64 fields exact, and the reasons a
// failed call is reported with. Reasons never hold the RPC URL (it often carries an API key).
import { z } from 'zod';
import { createHttpClient, ProviderError } from '../../providers/http';
import type { SolanaRpc } from './solana-token-report';

// --- response shapes (solana.com JSON-RPC docs; the jsonParsed layout is the node's account decoder) -------------

const rpcError = z.object({ code: z.number(), message: z.string() });
export const rpcResponse = <T extends z.ZodType>(result: T) =>
  z.union([z.object({ result, error: z.undefined().optional() }), z.object({ error: rpcError })]);

export const uint = z.string().regex(/^\d+$/);
export const authority = z.string().nullable().optional();

export const parsedMint = z.object({
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

export const accountInfoResult = z.object({
  value: z
    .object({
      owner: z.string(),
      data: z.unknown(),
    })
    .nullable(),
});

const tokenAmount = z.object({ amount: uint, decimals: z.number().int() });
export const supplyResult = z.object({ value: tokenAmount });
export const largestResult = z.object({ value: z.array(tokenAmount.extend({ address: z.string() })) });

// --- parsing and failures ------------------------------------------------------------------------------------------

/**
 * The node writes the transfer fee's u64 fields as bare JSON numbers, and maximumFee is often u64::MAX, which JSON.parse
 * would round: those fields are turned into strings before parsing.
 */
const U64_FIELDS = /("(?:maximumFee|withheldAmount|epoch)"\s*:\s*)(\d+)/g;
export function parseKeepingU64(text: string): unknown {
  return JSON.parse(text.replace(U64_FIELDS, '$1"$2"'));
}

/** Long path segments of an RPC URL are usually keys (https://x.example/<key>/). */
export function pathSecrets(rpcUrl: string): string[] {
  try {
    return new URL(rpcUrl).pathname.split('/').filter((segment) => segment.length >= 16);
  } catch {
    return [];
  }
}

export class RpcFailure extends Error {
  override name = 'RpcFailure';
}

/** A reason that names the method and what went wrong, never the URL (ProviderError messages start with it). */
export function failureReason(method: string, error: unknown): string {
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

/**
 * A JSON-RPC caller on the one HTTP layer (timeouts, retries, spacing; the URL's secrets kept out of errors): each call
 * is checked against its result shape, u64 fields kept exact, and a JSON-RPC error thrown as an RpcFailure naming the
 * method.
 */
export function solanaCaller(rpc: SolanaRpc) {
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
  return async function call<T extends z.ZodType>(method: string, params: unknown[], result: T): Promise<z.infer<T>> {
    const body = { jsonrpc: '2.0', id: (id += 1), method, params };
    const response = await http.postJson('', body, rpcResponse(result), { parse: parseKeepingU64 });
    if ('error' in response && response.error) {
      const message = response.error.message.slice(0, 200);
      throw new RpcFailure(`RPC ${method} error ${response.error.code}: ${message}`);
    }
    return (response as { result: z.infer<T> }).result;
  };
}
