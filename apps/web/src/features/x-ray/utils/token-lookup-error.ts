// The words of a refused token lookup (POST /api/x-ray/tokens, docs/api.md), in the reader's language: the API's
// `reason` (a 400's bad_checksum, no_contract…; the 429 of spent chain reads) or else its `error` key (rate_limited,
// chain_unreachable, plan_required), with the values the API sent (a chain's name, an environment variable). A reason
// or key the catalogue does not know shows the server's own message; a failure of the client itself (no answer, an
// unreadable one) the generic "could not be audited".
import { XRAY_TOKEN_AUDITS_PER_HOUR, XRAY_TOKEN_REFUSALS } from '@k3/shared';
import { ApiError } from '../../../lib/api-error';
import type xrayTexts from '../../../locales/en/xray.json';
import type { XrayTexts } from '../hooks/use-xray-texts';

type ErrorKey = keyof (typeof xrayTexts)['token']['errors'];

/** Every refusal the API names has its words (a reason missing from the catalogue fails the typecheck). */
const KEYS: ReadonlySet<string> = new Set<ErrorKey>([
  ...XRAY_TOKEN_REFUSALS,
  XRAY_TOKEN_AUDITS_PER_HOUR,
  'rate_limited',
  'chain_unreachable',
  'plan_required',
]);
const isErrorKey = (key: string | undefined): key is ErrorKey => key !== undefined && KEYS.has(key);

/** Errors raised by the client itself (no answer, an unreadable one): their message is not the server's. */
const CLIENT_ERRORS = new Set(['network_error', 'http_error', 'invalid_response']);

export function lookupErrorText(error: unknown, t: XrayTexts['t']): string {
  if (!(error instanceof ApiError) || CLIENT_ERRORS.has(error.error)) return t('xray.token.error');
  const { reason, params = {} } = error.details;
  const key = [reason, error.error].find(isErrorKey);
  // No chain can be audited at all: the panel's own words for it (the API's list is empty).
  if (key === 'unknown_chain' && !params.chains) return t('xray.token.noChain');
  // Every variable any of the texts names: the API sends those of its reason.
  if (key) return t(`xray.token.errors.${key}`, { chain: '', chains: '', variable: '', limit: '', ...params });
  return error.message || t('xray.token.error');
}
