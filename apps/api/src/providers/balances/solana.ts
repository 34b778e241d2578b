// The Solana live balances adapter (issue 4 §1 "Solana: JSON-RPC getBalance and getTokenAccountsByOwner (jsonParsed)
// over both the Token and Token-2022 programs, mints mapped to assets"). Amounts stay integers (bigint) until they
// become exact decimal strings; uiAmount floats are never read. Zero balances are omitted. A mint outside the catalogue
// is kept as a found token (issue 31 §2), named by the published token list when it lists the mint, else "not published".
import { formatUnits } from 'viem';
import { z } from 'zod';
import { createHttpClient, ProviderError, type HttpClientOptions } from '../http';
import { BalanceReadError, type Balance, type WalletBalances } from './port';
import type { TokenList } from './token-list';
import { MAX_FOUND_TOKENS } from './evm';

export const SOLANA_CHAIN = 'solana';
/** CoinGecko-style id of SOL, the chain's native coin. */
export const SOL_ASSET_ID = 'solana';
const SOL_DECIMALS = 9;
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';

export interface SolanaBalancesOptions {
  /** JSON-RPC endpoint (SOLANA_RPC_URL); an API key in its query or path is redacted from errors. */
  rpcUrl: string;
  /** The asset id for a token mint, undefined when the mint is not a known asset. */
  mints: (mint: string) => string | undefined;
  /** Overrides for the HTTP layer (timeouts, retries, spacing; a clock in tests). */
  http?: Partial<Omit<HttpClientOptions, 'name' | 'baseUrl'>>;
  /** Names mints outside the catalogue. */
  tokenList?: TokenList;
}

const rpcError = z.object({ code: z.number(), message: z.string() });
const rpcResponse = <T extends z.ZodType>(result: T) =>
  z.union([z.object({ result, error: z.undefined().optional() }), z.object({ error: rpcError })]);

const balanceResult = z.object({ value: z.string().regex(/^\d+$/) });
/** jsonParsed falls back to base64 (`[data, "base64"]`) for an account it cannot parse: such accounts are skipped. */
const parsedTokenAccount = z.object({
  parsed: z.object({
    type: z.literal('account'),
    info: z.object({
      mint: z.string(),
      tokenAmount: z.object({ amount: z.string().regex(/^\d+$/), decimals: z.number().int().min(0).max(255) }),
    }),
  }),
});
const tokenAccount = z.object({ account: z.object({ data: z.unknown() }) });
const tokenAccountsResult = z.object({ value: z.array(tokenAccount) });

/** getBalance's lamports may exceed 2^53: keep `"value": <integer>` as a string before JSON.parse rounds it. */
const keepValueExact = (text: string): unknown => JSON.parse(text.replace(/("value"\s*:\s*)(\d+)/, '$1"$2"'));

/** Long path segments of an RPC URL are usually tokens (https://x.example/<token>/): never shown in errors. */
function pathSecrets(rpcUrl: string): string[] {
  return new URL(rpcUrl).pathname.split('/').filter((segment) => segment.length >= 16);
}

/** Sums integer amounts of possibly different decimals, exactly. */
class ExactSum {
  private raw = 0n;
  private decimals = 0;
  add(amount: bigint, decimals: number): void {
    if (decimals > this.decimals) {
      this.raw *= 10n ** BigInt(decimals - this.decimals);
      this.decimals = decimals;
    }
    this.raw += amount * 10n ** BigInt(this.decimals - decimals);
  }
  get isZero(): boolean {
    return this.raw === 0n;
  }
  toString(): string {
    return formatUnits(this.raw, this.decimals);
  }
}

export function createSolanaBalances(options: SolanaBalancesOptions): (address: string) => Promise<WalletBalances> {
  const http = createHttpClient({
    name: 'solana-rpc',
    baseUrl: options.rpcUrl,
    timeoutMs: 10_000,
    retries: 3,
    // Public mainnet RPC allows 40 calls per 10 s per method and IP: stay at 4 a second.
    minIntervalMs: 250,
    ...options.http,
    secrets: [...pathSecrets(options.rpcUrl), ...(options.http?.secrets ?? [])],
  });
  let id = 0;

  async function call<T extends z.ZodType>(method: string, params: unknown[], result: T, exact = false): Promise<z.infer<T>> {
    const body = { jsonrpc: '2.0', id: (id += 1), method, params };
    const response = await http.postJson('', body, rpcResponse(result), exact ? { parse: keepValueExact } : {});
    if ('error' in response && response.error) {
      throw new BalanceReadError(`Solana RPC ${method} failed: ${response.error.code} ${response.error.message}`);
    }
    return (response as { result: z.infer<T> }).result;
  }

  const tokenAccounts = (owner: string, programId: string) =>
    call(
      'getTokenAccountsByOwner',
      [owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
      tokenAccountsResult,
    );

  return async (address) => {
    try {
      const [lamports, classic, token2022] = await Promise.all([
        call('getBalance', [address, { commitment: 'confirmed' }], balanceResult, true),
        tokenAccounts(address, TOKEN_PROGRAM),
        tokenAccounts(address, TOKEN_2022_PROGRAM),
      ]);
      const out: Balance[] = [];
      const sol = BigInt(lamports.value);
      if (sol > 0n) out.push({ chain: SOLANA_CHAIN, assetId: SOL_ASSET_ID, amount: formatUnits(sol, SOL_DECIMALS) });

      const sums = new Map<string, ExactSum>();
      /** Mints outside the catalogue, by mint: their decimals (a mint has one). */
      const found = new Map<string, number>();
      for (const { account } of [...classic.value, ...token2022.value]) {
        const data = parsedTokenAccount.safeParse(account.data);
        if (!data.success) continue;
        const { mint, tokenAmount } = data.data.parsed.info;
        // An NFT (one unit of a mint without decimals) has its own page, as on EVM chains.
        if (!options.mints(mint) && tokenAmount.decimals === 0 && tokenAmount.amount === '1') continue;
        const assetId = options.mints(mint) ?? `${SOLANA_CHAIN}:${mint}`;
        if (!options.mints(mint)) {
          if (!found.has(assetId) && found.size >= MAX_FOUND_TOKENS) continue;
          found.set(assetId, tokenAmount.decimals);
        }
        const sum = sums.get(assetId) ?? new ExactSum();
        sum.add(BigInt(tokenAmount.amount), tokenAmount.decimals);
        sums.set(assetId, sum);
      }
      for (const [assetId, sum] of sums) {
        if (sum.isZero) continue;
        const decimals = found.get(assetId);
        if (decimals === undefined) {
          out.push({ chain: SOLANA_CHAIN, assetId, amount: sum.toString() });
          continue;
        }
        const mint = assetId.slice(SOLANA_CHAIN.length + 1);
        const listed = options.tokenList?.find(SOLANA_CHAIN, mint);
        out.push({
          chain: SOLANA_CHAIN,
          assetId,
          amount: sum.toString(),
          token: {
            address: mint,
            symbol: listed?.symbol ?? null,
            name: listed?.name ?? null,
            decimals,
            listed: listed !== undefined,
            explorerPrice: null,
            explorerScam: false,
          },
        });
      }
      return out;
    } catch (error) {
      if (error instanceof ProviderError) throw new BalanceReadError(error.message, { cause: error });
      throw error;
    }
  };
}
