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
