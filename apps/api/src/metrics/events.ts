// What the services and providers report for the Prometheus metrics (issue 15 §1), without knowing Fastify or
// prom-client: they publish on Node's diagnostics channels and each app with metrics on subscribes
// (metrics/registry.ts). With no subscriber a publish is one property read, so the code paths cost nothing extra when
// METRICS_TOKEN is unset. docs/operations.md "Metrics".
import { channel } from 'node:diagnostics_channel';

export interface ProviderErrorEvent {
  /** The HTTP client's name: `coingecko`, `blockscout-ethereum`, `news:<feed host>`… */
  provider: string;
  kind: 'timeout' | 'network' | 'http' | 'invalid-response';
}

export interface KreditEvent {
  /** spent: a prompt's kredit debited; refunded: given back because the prompt failed before any answer. */
  change: 'spent' | 'refunded';
}

export const PROVIDER_ERROR_CHANNEL = 'k3:provider-error';
export const KREDIT_CHANNEL = 'k3:kredit';
const providerErrors = channel(PROVIDER_ERROR_CHANNEL);
const kredits = channel(KREDIT_CHANNEL);

/** A provider call failed for good (after its retries): counted once per call. */
export function reportProviderError(event: ProviderErrorEvent): void {
  if (providerErrors.hasSubscribers) providerErrors.publish(event);
}

export function reportKredit(change: KreditEvent['change']): void {
  if (kredits.hasSubscribers) kredits.publish({ change } satisfies KreditEvent);
}

/** How an outside source answered (issue 31 §3; services/sources.ts keeps the latest per source). */
export type SourceOutcome = 'ok' | 'slow' | 'rate-limited' | 'failing';

export interface SourceEvent {
  /** The HTTP client's name (`coingecko`, `solana-rpc`, `blockscout-base`…) or `rpc-<chain>` for an EVM node. */
  source: string;
  outcome: SourceOutcome;
  /** Epoch ms. */
  at: number;
  /** The failure, secret-free (the HTTP layer redacts keys); absent on ok and slow. */
  error?: string;
  /** Epoch ms the source asked to be called again after (a 429's Retry-After). */
  retryAt?: number;
}

export const SOURCE_CHANNEL = 'k3:source';
const sources = channel(SOURCE_CHANNEL);

/** A call to an outside source ended, or is waiting out a 429: what each source's state is made of. */
export function reportSource(event: SourceEvent): void {
  if (sources.hasSubscribers) sources.publish(event);
}
