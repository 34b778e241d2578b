// Tokens audited by their address (issue 30 §1; docs/xray-trade.md "Any token by its address"): a user names a chain
// and a contract address (or a Solana mint) that is not in the catalogue — the token someone just sent them — and gets
// the audit of what the chain says (contract, trade simulation, pool and its LP, holders where an explorer is
// configured); the market and social sections are "not checked", since no market source is asked about it.
//
// The address is validated before anything is stored: a known chain with an RPC, an EVM address whose mixed case
// matches its EIP-55 checksum, code at that address (a wallet or the wrong chain says so), a Solana mint owned by the
// Token or Token-2022 program. A token's id is `<chain>:<address>` (checksummed on EVM chains) and its name and symbol
// are what its contract reports, cleaned of control characters and cut short — they are the token's claim, shown as
// such, never matched against the catalogue.
import { type Address, BaseError, createPublicClient, decodeAbiParameters, getAddress, type Hex, hexToString, http } from 'viem';
import { eq } from 'drizzle-orm';
import type { XrayTokenRefusal } from '@k3/shared';
import type { Database } from '../../db/client';
import { chains, xrayTokens } from '../../db/schema';
import { analyseSolanaToken, isSolanaAddress } from './solana-token';
import type { CatalogueProject } from './catalogue';

export interface TokenChain {
  id: string;
  name: string;
  kind: 'evm' | 'solana';
}

export interface TokenRef {
  chain: string;
  address: string;
}

export type TokenRow = typeof xrayTokens.$inferSelect;

/**
 * A lookup refused, with the request field it is about (a 400 naming it), a stable reason and the values its English
 * message names, so that the web app can word it in its reader's language.
 */
export class TokenLookupError extends Error {
  constructor(
    readonly field: 'chain' | 'address',
    readonly reason: XrayTokenRefusal,
    message: string,
    readonly params: Record<string, string> = {},
  ) {
    super(`${field}: ${message}`);
  }
}

/** The chain's node did not answer: nothing is wrong with the request (a 502). */
export class TokenChainUnreachable extends Error {}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const ZERO = /^0x0{40}$/i;

/** `<chain>:<address>`: a catalogue id never holds a colon. */
export const tokenIdOf = (ref: TokenRef): string => `${ref.chain}:${ref.address}`;

export function isTokenId(id: string): boolean {
  return /^[a-z0-9-]+:[0-9A-Za-z]+$/.test(id);
}

export function parseTokenId(id: string): TokenRef | null {
  if (!isTokenId(id)) return null;
  const at = id.indexOf(':');
  return { chain: id.slice(0, at), address: id.slice(at + 1) };
}

/** The chains an address can be audited on: EVM chains with an RPC, Solana with its RPC. */
export function tokenChains(
  chains: readonly { id: string; name: string; evmChainId: number | null }[],
  evmRpcUrls: Readonly<Record<string, string>>,
  solanaRpcUrl: string | null,
): TokenChain[] {
  const out: TokenChain[] = [];
  for (const c of chains) {
    if (c.id === 'solana') {
      if (solanaRpcUrl) out.push({ id: c.id, name: c.name, kind: 'solana' });
    } else if (c.evmChainId !== null && evmRpcUrls[c.id]) out.push({ id: c.id, name: c.name, kind: 'evm' });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every chain of the product, and those an address can be audited on. */
export async function chainsForTokens(
  db: Database,
  rpc: { evmRpcUrls: Readonly<Record<string, string>>; solanaRpcUrl: string | null },
): Promise<{ available: TokenChain[]; known: { id: string; name: string }[] }> {
  const known = await db.select({ id: chains.id, name: chains.name, evmChainId: chains.evmChainId }).from(chains);
  return { available: tokenChains(known, rpc.evmRpcUrls, rpc.solanaRpcUrl), known };
}

/**
 * The request's chain and address, normalised (EIP-55 on EVM chains), or a TokenLookupError naming the field. `known`
 * is every chain of the product (to tell "unknown" from "no RPC configured").
 */
export function validateTokenRef(
  input: TokenRef,
  available: readonly TokenChain[],
  known: readonly { id: string; name: string }[],
): TokenRef & { kind: TokenChain['kind']; chainName: string } {
  const chain = available.find((c) => c.id === input.chain);
  if (!chain) {
    const product = known.find((c) => c.id === input.chain);
    if (product) {
      const variable = product.id === 'solana' ? 'SOLANA_RPC_URL' : `RPC_URL_${product.id.toUpperCase().replace(/-/g, '_')}`;
      const message =
        product.id === 'solana'
          ? `no Solana RPC is configured (${variable})`
          : `no RPC is configured for ${product.name} (${variable})`;
      throw new TokenLookupError('chain', 'no_rpc', message, { chain: product.name, variable });
    }
    const names = available.map((c) => c.id).join(', ');
    throw new TokenLookupError('chain', 'unknown_chain', `unknown chain; one of: ${names || 'none configured'}`, {
      chains: names,
    });
  }
  const address = input.address.trim();
  if (chain.kind === 'solana') {
    if (!isSolanaAddress(address))
      throw new TokenLookupError('address', 'not_a_solana_address', 'not a Solana mint (a base58 public key of 32 bytes)');
    return { chain: chain.id, address, kind: 'solana', chainName: chain.name };
  }
  if (!EVM_ADDRESS.test(address))
    throw new TokenLookupError('address', 'not_an_evm_address', 'not an EVM address (0x followed by 40 hexadecimal characters)');
  if (ZERO.test(address)) throw new TokenLookupError('address', 'zero_address', 'the zero address is not a token');
  const checksummed = getAddress(address);
  const mixed = /[a-f]/.test(address.slice(2)) && /[A-F]/.test(address.slice(2));
  if (mixed && checksummed !== address)
    throw new TokenLookupError('address', 'bad_checksum', 'the EIP-55 checksum does not match — check the address for a typo');
  return { chain: chain.id, address: checksummed, kind: 'evm', chainName: chain.name };
}

/** Printable text of at most `max` characters, or null: a contract's name is anyone's text. */
export function cleanText(value: string | null, max: number): string | null {
  if (value === null) return null;
  const text = value
    .replace(/[\p{C}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A string returned by name() or symbol(): ABI string, or bytes32 (older tokens); null when neither. */
function decodeText(data: Hex | undefined): string | null {
  if (!data || data === '0x') return null;
  try {
    return decodeAbiParameters([{ type: 'string' }], data)[0];
  } catch {
    if (data.length === 66) return hexToString(data, { size: 32 }).replace(/\0+$/, '');
    return null;
  }
}

const SELECTORS = { name: '0x06fdde03', symbol: '0x95d89b41', decimals: '0x313ce567' } as const;

/** Reads the token's code and self-description; a TokenLookupError when nothing is deployed there. */
async function readEvmToken(rpcUrl: string, address: Address, chainName: string) {
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }) });
  let code: Hex | undefined;
  try {
    code = await client.getCode({ address });
  } catch (error) {
    // viem's shortMessage: the long one names the RPC URL, which may hold a key.
    throw new TokenChainUnreachable(error instanceof BaseError ? error.shortMessage : 'the RPC did not answer');
  }
  if (!code || code === '0x') {
    const message = `no contract at this address on ${chainName} (a wallet, or another chain?)`;
    throw new TokenLookupError('address', 'no_contract', message, { chain: chainName });
  }
  const call = async (data: Hex) => {
    try {
      return (await client.call({ to: address, data, gas: 200_000n })).data;
    } catch {
      return undefined;
    }
  };
  const [name, symbol, decimals] = await Promise.all([call(SELECTORS.name), call(SELECTORS.symbol), call(SELECTORS.decimals)]);
  let places: number | null = null;
  if (decimals && decimals.length === 66) {
    const n = BigInt(decimals);
    places = n <= 255n ? Number(n) : null;
  }
  return { name: cleanText(decodeText(name), 48), symbol: cleanText(decodeText(symbol), 16), decimals: places };
}

async function readSolanaMint(rpcUrl: string, mint: string) {
  const report = await analyseSolanaToken({ url: rpcUrl }, mint);
  if (report.isMint === false)
    throw new TokenLookupError('address', 'not_a_mint', 'not a token mint on Solana (no Token or Token-2022 mint account there)');
  if (report.isMint === null) throw new TokenChainUnreachable('the Solana RPC did not answer');
  return { name: null, symbol: null, decimals: report.decimals };
}

/**
 * Reads the token at `ref` and records it (or refreshes its name and symbol); a TokenLookupError when the chain holds
 * no token there, TokenChainUnreachable when its node does not answer.
 */
export async function registerToken(
  db: Database,
  ref: TokenRef & { kind: TokenChain['kind']; chainName: string },
  rpc: { evmRpcUrls: Readonly<Record<string, string>>; solanaRpcUrl: string | null },
  now: Date,
): Promise<TokenRow> {
  const meta =
    ref.kind === 'solana'
      ? await readSolanaMint(rpc.solanaRpcUrl!, ref.address)
      : await readEvmToken(rpc.evmRpcUrls[ref.chain]!, ref.address as Address, ref.chainName);
  const row: TokenRow = { id: tokenIdOf(ref), chain: ref.chain, address: ref.address, ...meta, createdAt: now };
  await db
    .insert(xrayTokens)
    .values(row)
    .onConflictDoUpdate({ target: xrayTokens.id, set: { name: row.name, symbol: row.symbol, decimals: row.decimals } });
  return row;
}

export async function tokenRow(db: Database, id: string): Promise<TokenRow | null> {
  if (!isTokenId(id)) return null;
  const [row] = await db.select().from(xrayTokens).where(eq(xrayTokens.id, id));
  return row ?? null;
}

/** Shortened address for a token that publishes no symbol: 0x1234…abcd. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** The audit's subject for a token named by its address: no rank, icon, category or market figures; not listed. */
export function tokenProject(row: TokenRow): CatalogueProject {
  return {
    id: row.id,
    symbol: row.symbol ?? shortAddress(row.address),
    name: row.name ?? `Token ${shortAddress(row.address)}`,
    rank: 0,
    image: null,
    addresses: { [row.chain]: row.address },
    nativeChain: null,
    listed: false,
    categories: [],
    market: null,
    audit: null,
    searchKeys: [],
  };
}
