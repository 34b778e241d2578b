// The realised-gains file of a year (issue 29 §2 "An export of realised gains per disposal (CSV …) for a chosen
// year"; `GET /api/me/pnl/realised.csv?year=`). The answer is CSV, not the JSON envelope, so it is fetched here with
// the same bearer token as every call, and saved through a temporary link. A refusal raises ApiError with the API's
// message; a 403 signs out locally as every authenticated call does (spec §4).
import { ErrorBodySchema } from '@k3/shared';
import { env } from '../../../config/env';
import { ApiError } from '../../../lib/api-error';
import { clearAuth, getAuth } from '../../../lib/auth';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { gainsFileName } from '../utils/pnl';

const REVOKE_AFTER_MS = 40_000;

async function errorOf(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: the status says it.
  }
  const parsed = ErrorBodySchema.safeParse(body);
  return parsed.success
    ? new ApiError(response.status, parsed.data.error, parsed.data.message)
    : new ApiError(response.status, 'http_error', response.statusText || `HTTP ${response.status}`);
}

/** Fetches the year's file and saves it; resolves with the file name. */
export async function downloadRealisedGains(year: number): Promise<string> {
  const token = getAuth()?.token ?? null;
  let response: Response;
  try {
    response = await window.fetch(`${env.apiUrl}/me/pnl/realised.csv?year=${year}`, {
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch (cause) {
    throw new ApiError(0, 'network_error', cause instanceof Error ? cause.message : 'Network error');
  }
  if (!response.ok) {
    if (response.status === 403 && token && getAuth()) {
      clearAuth();
      notify.error(i18n.t('common.errors.authentication'));
    }
    throw await errorOf(response);
  }
  const name = gainsFileName(response.headers.get('content-disposition'), year);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL after the click returns; it is released once the download has surely started
  // (FileSaver.js waits 40 s likewise).
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  return name;
}
