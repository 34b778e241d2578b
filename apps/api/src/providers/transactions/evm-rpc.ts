// EVM history over plain JSON-RPC (issue 29 §1; docs/transactions-sources.md "EVM over JSON-RPC"), for chains with an
// RPC_URL_<CHAIN> and no explorer: `eth_getLogs` for ERC-20 Transfer events of the catalogue's tokens on that chain with
// the wallet as sender (topic 1) or recipient (topic 2), in block ranges that start at 10,000 blocks, double after each
// range the node answers (up to 500,000) and halve when the node refuses one (a range or result-size limit). Then one
// batch each for the tokens' decimals (cached), the blocks' timestamps and the receipts of the wallet's sends (gas).
// Native coin transfers leave no log, so they cannot be read this way: only an explorer gives the native history.
import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import type { HttpClientOptions } from '../http';
import type { AssetCatalogue, CatalogueSource } from './catalogue';
import { attachFees, type ChainPage, type ChainReader } from './chain-page';
import { units } from './exact';
import { createJsonRpc, JsonRpcError, type JsonRpc } from './json-rpc';
import { countSkip, TransactionReadError, type SourceTransaction, type TxPage } from './port';

export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** `decimals()` selector. */
const DECIMALS_CALL = '0x313ce567';

export interface RpcChain {
  id: string;
  rpcUrl: string;
  nativeAssetId: string;
  /** Default 18. */
  nativeDecimals?: number;
}

export interface EvmRpcOptions {
  chains: readonly RpcChain[];
  catalogue: CatalogueSource;
  /** First block read when there is no cursor. Default 0. */
  startBlock?: number;
  /** Blocks in the first range. Default 10,000. */
  initialRange?: number;
  /** Largest range. Default 500,000. */
  maxRange?: number;
  /** eth_getLogs ranges per page (two calls each). Default 10. */
  rangesPerPage?: number;
  /** A page stops after the range that brings it past this many logs. Default 1,000. */
  maxLogsPerPage?: number;
  http?: Partial<Omit<HttpClientOptions, 'name' | 'baseUrl'>>;
}

export interface RpcState {
  /** First block of the next range. */
  block: number;
  /** Size of the next range. */
  range: number;
}

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/);
const logSchema = z.object({
  address: z.string(),
  topics: z.array(z.string()),
  data: hex,
  blockNumber: hex,
  transactionHash: z.string(),
  logIndex: hex,
  removed: z.boolean().optional(),
});
type Log = z.infer<typeof logSchema>;
const blockSchema = z.object({ timestamp: hex }).nullable();
const receiptSchema = z.object({ from: z.string(), gasUsed: hex, effectiveGasPrice: hex.optional() }).nullable();

const toNumber = (value: string) => Number(BigInt(value));
const toHex = (value: number) => `0x${value.toString(16)}`;
/** The address in the last 20 bytes of a 32-byte topic, lower-case. */
const topicAddress = (topic: string) => `0x${topic.slice(-40)}`.toLowerCase();

export function createEvmRpcReader(options: EvmRpcOptions): ChainReader<RpcState> {
  const { startBlock = 0, initialRange = 10_000, maxRange = 500_000, rangesPerPage = 10, maxLogsPerPage = 1_000 } = options;
  const configs = new Map(options.chains.map((chain) => [chain.id, chain]));
  const clients = new Map<string, JsonRpc>();
  /** Token decimals never change: kept per `${chain}:${address}` for the adapter's lifetime. */
  const decimalsCache = new Map<string, number | null>();

  const clientFor = (chain: RpcChain) => {
    let client = clients.get(chain.id);
    if (!client) {
      client = createJsonRpc({ name: `rpc-${chain.id}`, url: chain.rpcUrl, http: options.http });
      clients.set(chain.id, client);
    }
    return client;
  };

  /** Every Transfer log of the tokens with the wallet as sender or recipient, and where the scan ended. */
  async function scan(rpc: JsonRpc, tokens: string[], wallet: string, state: RpcState, head: number) {
    const padded = `0x${'0'.repeat(24)}${wallet.slice(2)}`;
    const logs: Log[] = [];
    let { block: from, range } = state;
    const getLogs = (to: number, topics: (string | null)[]) =>
      rpc.call('eth_getLogs', [{ fromBlock: toHex(from), toBlock: toHex(to), address: tokens, topics }], z.array(logSchema));
    for (let ranges = 0; from <= head && ranges < rangesPerPage && logs.length < maxLogsPerPage; ranges += 1) {
      const to = Math.min(head, from + range - 1);
      try {
        const [sent, received] = await Promise.all([
          getLogs(to, [TRANSFER_TOPIC, padded]),
          getLogs(to, [TRANSFER_TOPIC, null, padded]),
        ]);
        logs.push(...sent, ...received);
        from = to + 1;
        range = Math.min(maxRange, range * 2);
      } catch (error) {
        if (!(error instanceof JsonRpcError) || range === 1) throw error;
        range = Math.max(1, Math.floor(range / 2));
      }
    }
    return { logs, state: { block: from, range } };
  }

  async function decimalsOf(rpc: JsonRpc, chain: string, tokens: string[]): Promise<void> {
    const missing = [...new Set(tokens)].filter((token) => !decimalsCache.has(`${chain}:${token}`));
    const calls = missing.map((token) => ({ method: 'eth_call', params: [{ to: token, data: DECIMALS_CALL }, 'latest'] }));
    const results = await rpc.batchOrNull(calls, hex);
    missing.forEach((token, index) => {
      const raw = results[index] ?? '0x';
      // '0x' or a revert (no contract, no such function) leaves the token unreadable: its transfers are skipped.
      const value = raw === '0x' ? null : toNumber(raw);
      decimalsCache.set(`${chain}:${token}`, value !== null && value <= 255 ? value : null);
    });
  }

  async function blockTimes(rpc: JsonRpc, chainId: string, logs: Log[]): Promise<Map<string, Date>> {
    const blocks = [...new Set(logs.map((log) => log.blockNumber))];
    const stamps = await rpc.batch(
      blocks.map((block) => ({ method: 'eth_getBlockByNumber', params: [block, false] })),
      blockSchema,
    );
    return new Map(
      blocks.map((block, index) => {
        const stamp = stamps[index];
        if (!stamp) throw new TransactionReadError(`rpc-${chainId}: block ${toNumber(block)} not found`);
        return [block, new Date(toNumber(stamp.timestamp) * 1000)];
      }),
    );
  }

  /** Gas of the wallet's own transactions among the sends: gasUsed × effectiveGasPrice from each receipt. */
  async function gasFees(rpc: JsonRpc, chain: RpcChain, wallet: string, transactions: SourceTransaction[]) {
    const sends = [...new Set(transactions.filter((tx) => tx.direction === 'send').map((tx) => tx.txHash as string))];
    const receipts = await rpc.batch(
      sends.map((hash) => ({ method: 'eth_getTransactionReceipt', params: [hash] })),
      receiptSchema,
    );
    const fees = new Map<string, { assetId: string; amount: string }>();
    sends.forEach((hash, index) => {
      const receipt = receipts[index];
      if (!receipt?.effectiveGasPrice || receipt.from.toLowerCase() !== wallet) return;
      const paid = BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice);
      if (paid > 0n) fees.set(hash, { assetId: chain.nativeAssetId, amount: units(paid, chain.nativeDecimals ?? 18) });
    });
    return fees;
  }

  /** The logs of known, readable tokens as movements of the wallet, in chain order. */
  function movements(chainId: string, wallet: string, logs: Log[], times: Map<string, Date>, catalogue: AssetCatalogue) {
    const skipped: TxPage['skipped'] = {};
    const transactions: SourceTransaction[] = [];
    const order = (log: Log) => [toNumber(log.blockNumber), toNumber(log.logIndex)] as const;
    const sorted = [...logs].sort((a, b) => order(a)[0] - order(b)[0] || order(a)[1] - order(b)[1]);
    for (const log of sorted) {
      const token = log.address.toLowerCase();
      const decimals = decimalsCache.get(`${chainId}:${token}`);
      const from = topicAddress(log.topics[1] ?? '');
      const to = topicAddress(log.topics[2] ?? '');
      const value = log.data === '0x' ? 0n : BigInt(log.data);
      if (decimals === null || decimals === undefined) countSkip(skipped, 'unknown-asset');
      else if (value === 0n) countSkip(skipped, 'zero-amount');
      else if (from === wallet && to === wallet) countSkip(skipped, 'self-transfer');
      else
        transactions.push({
          source: 'evm-rpc',
          sourceId: `${chainId}:${log.transactionHash}:${toNumber(log.logIndex)}`,
          time: times.get(log.blockNumber) as Date,
          chain: chainId,
          direction: from === wallet ? 'send' : 'receive',
          assetId: catalogue.evmToken(chainId, token) as string,
          amount: units(value, decimals),
          counterparty: from === wallet ? to : from,
          txHash: log.transactionHash,
        });
    }
    return { transactions, skipped };
  }

  async function read(chainId: string, address: string, state: RpcState | null): Promise<ChainPage<RpcState>> {
    const chain = configs.get(chainId);
    if (!chain) throw new TransactionReadError(`No RPC is configured for ${chainId}`);
    if (!isAddress(address, { strict: false })) throw new TransactionReadError(`Not an EVM address: ${address}`);
    const wallet = getAddress(address).toLowerCase();
    const rpc = clientFor(chain);
    const catalogue = await options.catalogue();
    const tokens = catalogue.evmTokens(chainId).map((token) => token.address);
    const head = toNumber(await rpc.call('eth_blockNumber', [], hex));
    const from = state ?? { block: startBlock, range: initialRange };
    if (tokens.length === 0)
      return { transactions: [], skipped: {}, state: { ...from, block: Math.max(from.block, head + 1) }, caughtUp: true };

    const scanned = await scan(rpc, tokens, wallet, from, head);
    const unique = new Map<string, Log>();
    for (const log of scanned.logs) if (!log.removed) unique.set(`${log.transactionHash}:${toNumber(log.logIndex)}`, log);
    const logs = [...unique.values()].filter((log) => log.topics.length === 3 && catalogue.evmToken(chainId, log.address));
    await decimalsOf(
      rpc,
      chainId,
      logs.map((log) => log.address.toLowerCase()),
    );
    const { transactions, skipped } = movements(chainId, wallet, logs, await blockTimes(rpc, chainId, logs), catalogue);
    // Not ERC-20 transfers (4 topics: ERC-721) or not known tokens, though the filter named only known ones.
    countSkip(skipped, 'unknown-asset', unique.size - logs.length);
    attachFees(transactions, await gasFees(rpc, chain, wallet, transactions));
    return { transactions, skipped, state: scanned.state, caughtUp: scanned.state.block > head };
  }

  return {
    source: 'evm-rpc',
    chains: [...configs.keys()],
    read,
    parseState: (value) => {
      const parsed = z.object({ block: z.number().int().min(0), range: z.number().int().min(1) }).safeParse(value);
      return parsed.success ? parsed.data : null;
    },
  };
}
