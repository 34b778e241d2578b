// JSON-RPC 2.0 over the one HTTP layer (providers/http.ts: timeouts, retries, rate limit, redaction) for the EVM and
// Solana transactions adapters (issue 29 §1): single calls and batches (an array of calls in one POST, answered in any
// order and matched back by id), each result checked with zod. A node's error object becomes a JsonRpcError, which
// the EVM adapter reads to shrink a block range the node refused.
import { z } from 'zod';
import { createHttpClient, type HttpClientOptions } from '../http';
import { TransactionReadError } from './port';
import { redacted, urlSecrets } from './reading';

export interface JsonRpcOptions {
  /** Client name, in every error message and the provider metrics. */
  name: string;
  url: string;
  /** Turns the body into JSON (Solana keeps big integers as strings). Default JSON.parse. */
  parse?: (text: string) => unknown;
  /** Calls per POST in a batch. Default 50. */
  batchSize?: number;
  http?: Partial<Omit<HttpClientOptions, 'name' | 'baseUrl'>>;
}

export interface RpcCall {
  method: string;
  params: unknown[];
}

export interface JsonRpc {
  call<S extends z.ZodType>(method: string, params: unknown[], result: S): Promise<z.infer<S>>;
  /** The results in the order of `calls`; any call's error fails the whole batch. */
  batch<S extends z.ZodType>(calls: readonly RpcCall[], result: S): Promise<z.infer<S>[]>;
  /** As `batch`, with null for a call the node answered with an error (a reverted eth_call). */
  batchOrNull<S extends z.ZodType>(calls: readonly RpcCall[], result: S): Promise<(z.infer<S> | null)[]>;
}

/** The node answered with a JSON-RPC error object. */
export class JsonRpcError extends TransactionReadError {
  override name = 'JsonRpcError';
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

const errorSchema = z.object({ code: z.number(), message: z.string() });
const envelope = z.object({
  id: z.union([z.number(), z.string(), z.null()]).optional(),
  result: z.unknown().optional(),
  error: errorSchema.optional(),
});

export function createJsonRpc(options: JsonRpcOptions): JsonRpc {
  const secrets = urlSecrets(options.url);
  const http = createHttpClient({
    name: options.name,
    baseUrl: options.url,
    timeoutMs: 15_000,
    retries: 2,
    ...options.http,
    secrets: [...secrets, ...(options.http?.secrets ?? [])],
  });
  const batchSize = options.batchSize ?? 50;
  const request = options.parse ? { parse: options.parse } : {};
  let nextId = 0;

  function unwrap<S extends z.ZodType>(method: string, answer: z.infer<typeof envelope>, result: S): z.infer<S> {
    if (answer.error) {
      const text = redacted(`${answer.error.code} ${answer.error.message}`, secrets);
      throw new JsonRpcError(`${options.name} ${method}: node error ${text}`, answer.error.code);
    }
    const parsed = result.safeParse(answer.result);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid';
    throw new TransactionReadError(`${options.name} ${method}: unexpected result shape (${where})`);
  }

  async function call<S extends z.ZodType>(method: string, params: unknown[], result: S): Promise<z.infer<S>> {
    nextId += 1;
    const answer = await http.postJson('', { jsonrpc: '2.0', id: nextId, method, params }, envelope, request);
    return unwrap(method, answer, result);
  }

  async function batchChunk<S extends z.ZodType>(
    calls: readonly RpcCall[],
    result: S,
    nullOnError: boolean,
  ): Promise<(z.infer<S> | null)[]> {
    const ids = calls.map(() => (nextId += 1));
    const body = calls.map((entry, index) => ({ jsonrpc: '2.0', id: ids[index], method: entry.method, params: entry.params }));
    const method = calls[0]?.method ?? 'batch';
    // A node without batches answers one error object instead of an array.
    const answers = await http.postJson('', body, z.union([z.array(envelope), envelope]), request);
    if (!Array.isArray(answers)) {
      unwrap(method, answers, z.never());
      throw new TransactionReadError(`${options.name} ${method}: the node did not answer the batch with a list`);
    }
    const byId = new Map(answers.map((answer) => [answer.id, answer]));
    return calls.map((entry, index) => {
      const answer = byId.get(ids[index]);
      if (!answer) throw new TransactionReadError(`${options.name} ${entry.method}: no answer to call ${index + 1} of a batch`);
      if (answer.error && nullOnError) return null;
      return unwrap(entry.method, answer, result);
    });
  }

  async function chunked<S extends z.ZodType>(calls: readonly RpcCall[], result: S, nullOnError: boolean) {
    const out: (z.infer<S> | null)[] = [];
    for (let start = 0; start < calls.length; start += batchSize)
      out.push(...(await batchChunk(calls.slice(start, start + batchSize), result, nullOnError)));
    return out;
  }

  return {
    call,
    batch: (calls, result) => chunked(calls, result, false) as Promise<z.infer<typeof result>[]>,
    batchOrNull: (calls, result) => chunked(calls, result, true),
  };
}
