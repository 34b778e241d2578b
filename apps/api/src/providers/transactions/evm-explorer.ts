// EVM history from an Etherscan-compatible explorer API (issue 29 §1; docs/transactions-sources.md "EVM explorer"):
// `module=account&action=txlist` (native coin transfers and the gas of transactions the wallet sent) and
// `action=tokentx` (ERC-20 transfers), both from `startblock` in ascending order. Blockscout instances serve this API at
// /api (BLOCKSCOUT_URL_<CHAIN> is reused); so do Etherscan-style services, whose key stays in the URL's query.
//
// Paging: both lists are read from the same start block with `offset` rows. When a list comes back full, the page
// stops before the last block it reached (that block may hold more rows), so every row of a block, and so every
// movement and fee of a transaction, lands in the same page; the next page starts at that block. A block holding more
// rows than a page is read again with a larger offset, up to 10,000 rows.
import { z } from 'zod';
import { createHttpClient, explorerLimiter, type HttpClient, type HttpClientOptions } from '../http';
import type { AssetCatalogue, CatalogueSource } from './catalogue';
import { attachFees, type ChainPage, type ChainReader } from './chain-page';
import { parseInteger, units } from './exact';
import { countSkip, TransactionReadError, type SourceTransaction, type TxPage } from './port';
import { redacted, urlSecrets } from './reading';

export interface ExplorerChain {
  /** K3 chain id. */
  id: string;
  /** The explorer's base URL: an instance root, its /api, or a full API URL with a key in the query. */
  url: string;
  /** Asset id of the chain's native coin. */
  nativeAssetId: string;
  /** Default 18. */
  nativeDecimals?: number;
}

export interface EvmExplorerOptions {
  chains: readonly ExplorerChain[];
  catalogue: CatalogueSource;
  /** Rows per list and call. Default 1,000. */
  pageSize?: number;
  /** Calls a minute per explorer. Default 60 (X-Ray's Blockscout client has its own 120). */
  ratePerMinute?: number;
  http?: Partial<Omit<HttpClientOptions, 'name' | 'baseUrl'>>;
}

export interface ExplorerState {
  /** First block of the next page. */
  block: number;
}

const MAX_OFFSET = 10_000;
const digits = z.string().regex(/^\d+$/);
const txRow = z.object({
  blockNumber: digits,
  timeStamp: digits,
  hash: z.string(),
  from: z.string(),
  to: z.string().nullable().optional(),
  value: digits,
  isError: z.string().optional(),
  txreceipt_status: z.string().optional(),
  gasUsed: z.string().optional(),
  gasPrice: z.string().optional(),
});
const tokenRow = z.object({
  blockNumber: digits,
  timeStamp: digits,
  hash: z.string(),
  from: z.string(),
  to: z.string(),
  value: z.string(),
  contractAddress: z.string(),
  tokenDecimal: z.string().optional(),
  logIndex: z.string().optional(),
  tokenID: z.string().optional(),
});
type TxRow = z.infer<typeof txRow>;
type TokenRow = z.infer<typeof tokenRow>;
const answer = z.object({ status: z.string().optional(), message: z.string().optional(), result: z.unknown() });

/** The compatible API's URL for a configured explorer: /api under an instance root, or the URL as given. */
export function explorerApiUrl(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname.replace(/\/+$/, '');
  if (/\/api$/.test(path)) parsed.pathname = path;
  else if (/\/api\/v2$/.test(path)) parsed.pathname = path.replace(/\/v2$/, '');
  else parsed.pathname = `${path}/api`;
  return parsed.toString();
}

const lower = (address: string | null | undefined) => (address ?? '').toLowerCase();
/** The other side of a transfer, when there is one (a contract creation has no `to`). */
const other = (from: string, to: string, wallet: string) => {
  const address = from === wallet ? to : from;
  return address ? { counterparty: address } : {};
};

export function createEvmExplorerReader(options: EvmExplorerOptions): ChainReader<ExplorerState> {
  const pageSize = Math.min(options.pageSize ?? 1_000, MAX_OFFSET);
  const configs = new Map(options.chains.map((chain) => [chain.id, chain]));
  const clients = new Map<string, { http: HttpClient; secrets: string[] }>();

  const clientFor = (chain: ExplorerChain) => {
    let client = clients.get(chain.id);
    if (!client) {
      const baseUrl = explorerApiUrl(chain.url);
      const secrets = urlSecrets(baseUrl);
      const http = createHttpClient({
        name: `explorer-${chain.id}`,
        baseUrl,
        timeoutMs: 15_000,
        retries: 2,
        ratePerMinute: options.ratePerMinute ?? 60,
        limiter: explorerLimiter(baseUrl, options.http?.clock),
        ...options.http,
        secrets: [...secrets, ...(options.http?.secrets ?? [])],
      });
      client = { http, secrets };
      clients.set(chain.id, client);
    }
    return client;
  };

  async function list<S extends z.ZodType>(
    chain: ExplorerChain,
    action: string,
    address: string,
    start: number,
    offset: number,
    row: S,
  ) {
    const { http, secrets } = clientFor(chain);
    const query = { module: 'account', action, address, startblock: start, endblock: 999_999_999, page: 1, offset, sort: 'asc' };
    const body = await http.getJson('', query, answer);
    // Etherscan-style errors: status "0" with a text result ("Invalid API Key", "Max rate limit reached").
    if (!Array.isArray(body.result)) {
      const reason = redacted(`${body.message ?? 'error'}: ${String(body.result)}`, secrets);
      throw new TransactionReadError(`explorer-${chain.id} ${action}: ${reason}`);
    }
    const rows = z.array(row).safeParse(body.result);
    if (!rows.success) throw new TransactionReadError(`explorer-${chain.id} ${action}: unexpected row shape`);
    return rows.data as z.infer<S>[];
  }

  async function read(chainId: string, address: string, state: ExplorerState | null): Promise<ChainPage<ExplorerState>> {
    const chain = configs.get(chainId);
    if (!chain) throw new TransactionReadError(`No explorer is configured for ${chainId}`);
    const start = state?.block ?? 0;
    for (let offset = pageSize; ; offset = Math.min(offset * 2, MAX_OFFSET)) {
      const [txs, tokens] = await Promise.all([
        list(chain, 'txlist', address, start, offset, txRow),
        list(chain, 'tokentx', address, start, offset, tokenRow),
      ]);
      const full = [txs, tokens].filter((rows) => rows.length >= offset);
      const limit = full.length ? Math.min(...full.map((rows) => Math.max(...rows.map((r) => Number(r.blockNumber))))) : Infinity;
      if (limit <= start) {
        if (offset >= MAX_OFFSET)
          throw new TransactionReadError(`explorer-${chainId}: more than ${MAX_OFFSET} rows in block ${start}`);
        continue;
      }
      const inWindow = <R extends { blockNumber: string }>(rows: R[]) => rows.filter((r) => Number(r.blockNumber) < limit);
      const page = await toPage(chain, address, inWindow(txs), inWindow(tokens));
      const last = Math.max(start - 1, ...[...txs, ...tokens].map((r) => Number(r.blockNumber)));
      const block = Number.isFinite(limit) ? limit : last + 1;
      // Caught up: no list had more, and no row at all (rows skipped still move the cursor, so they are read once).
      return { ...page, state: { block }, caughtUp: full.length === 0 && block === start };
    }
  }

  async function toPage(chain: ExplorerChain, address: string, txs: TxRow[], tokens: TokenRow[]) {
    const wallet = address.toLowerCase();
    const skipped: TxPage['skipped'] = {};
    const native = nativeMovements(chain, wallet, txs, skipped);
    const transactions = [...native.transactions, ...tokenMovements(chain, wallet, tokens, await options.catalogue(), skipped)];
    countSkip(skipped, 'unattached-fee', attachFees(transactions, native.fees));
    return { transactions, skipped };
  }

  return {
    source: 'evm-explorer',
    chains: [...configs.keys()],
    read,
    parseState: (value) => {
      const parsed = z.object({ block: z.number().int().min(0) }).safeParse(value);
      return parsed.success ? parsed.data : null;
    },
  };
}

const baseOf = (chain: ExplorerChain, row: { timeStamp: string; hash: string }) => ({
  source: 'evm-explorer' as const,
  chain: chain.id,
  time: new Date(Number(row.timeStamp) * 1000),
  txHash: row.hash,
});

/** Coin transfers of successful transactions, and the gas of every transaction the wallet sent (failed ones too). */
function nativeMovements(chain: ExplorerChain, wallet: string, txs: TxRow[], skipped: TxPage['skipped']) {
  const transactions: SourceTransaction[] = [];
  const fees = new Map<string, { assetId: string; amount: string }>();
  const decimals = chain.nativeDecimals ?? 18;
  for (const row of txs) {
    const from = lower(row.from);
    const to = lower(row.to);
    const gas = parseInteger(row.gasUsed ?? '') ?? 0n;
    const price = parseInteger(row.gasPrice ?? '') ?? 0n;
    if (from === wallet && gas * price > 0n)
      fees.set(row.hash, { assetId: chain.nativeAssetId, amount: units(gas * price, decimals) });
    const ok = row.isError !== '1' && row.txreceipt_status !== '0';
    const value = BigInt(row.value);
    if (!ok || value === 0n) continue;
    if (from === wallet && to === wallet) countSkip(skipped, 'self-transfer');
    else
      transactions.push({
        ...baseOf(chain, row),
        sourceId: `${chain.id}:${row.hash}:native`,
        direction: from === wallet ? 'send' : 'receive',
        assetId: chain.nativeAssetId,
        amount: units(value, decimals),
        ...other(from, to, wallet),
      });
  }
  return { transactions, fees };
}

/** ERC-20 transfers of known tokens (NFT rows, which carry a tokenID, are not). */
function tokenMovements(
  chain: ExplorerChain,
  wallet: string,
  tokens: TokenRow[],
  catalogue: AssetCatalogue,
  skipped: TxPage['skipped'],
) {
  const transactions: SourceTransaction[] = [];
  const ordinals = new Map<string, number>();
  for (const row of tokens) {
    const assetId = catalogue.evmToken(chain.id, row.contractAddress);
    const decimals = Number(row.tokenDecimal);
    const value = parseInteger(row.value);
    const from = lower(row.from);
    const to = lower(row.to);
    if (!assetId || row.tokenID || !Number.isInteger(decimals) || decimals < 0 || decimals > 255 || value === null) {
      countSkip(skipped, 'unknown-asset');
      continue;
    }
    if (value === 0n) countSkip(skipped, 'zero-amount');
    else if (from === wallet && to === wallet) countSkip(skipped, 'self-transfer');
    else {
      // Etherscan's rows may lack logIndex: identical rows of one transaction are then told apart by their order.
      let id = row.logIndex;
      if (!id) {
        const key = `${row.hash}:${lower(row.contractAddress)}:${from}:${to}:${row.value}`;
        const seen = (ordinals.get(key) ?? 0) + 1;
        ordinals.set(key, seen);
        id = `${lower(row.contractAddress)}:${from}:${to}:${row.value}#${seen}`;
      }
      transactions.push({
        ...baseOf(chain, row),
        sourceId: `${chain.id}:${row.hash}:${id}`,
        direction: from === wallet ? 'send' : 'receive',
        assetId,
        amount: units(value, decimals),
        ...other(from, to, wallet),
      });
    }
  }
  return transactions;
}
