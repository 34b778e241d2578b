// The web app's build-time configuration, read once from Vite's env and typed.
// A bad value stops the app at start with one line naming the variable (docs/architecture.md "Running").
import { MOCK_PAGES, MOCKABLE_PAGES, type MockablePage } from '@k3/shared';

const DEFAULT_BUG_REPORT_URL = {
  en: 'https://forms.gle/k3-bug-report-en',
  fr: 'https://forms.gle/k3-bug-report-fr',
} as const;

function configError(name: string, expected: string): Error {
  return new Error(`${name} must be ${expected}`);
}

function readUrl(name: string, value: string | undefined, fallback: string): string {
  const url = value?.trim() || fallback;
  if (!URL.canParse(url) || !/^https?:/.test(url)) throw configError(name, 'an http(s) URL');
  return url;
}

/** An absolute http(s) URL or a same-origin path; the trailing slash is dropped so paths join cleanly. */
function readApiUrl(value: string | undefined): string {
  const url = (value?.trim() || '/api').replace(/\/+$/, '');
  if (!url.startsWith('/') && !(URL.canParse(url) && /^https?:/.test(url))) {
    throw configError('VITE_API_URL', 'a path starting with / or an http(s) URL');
  }
  return url;
}

/** WalletConnect's public relay (spec §9 "Networks"); a local relay replaces it in the browser tests. */
export const DEFAULT_WALLETCONNECT_RELAY_URL = 'wss://relay.walletconnect.org';

export interface WalletConnectConfig {
  projectId: string;
  relayUrl: string;
}

/**
 * WalletConnect is offered only when a project id is set at build time (issue 3 §2); the relay must be a ws(s) URL.
 * A project id is the WalletConnect Cloud id: letters, digits, `-` or `_`.
 */
export function readWalletConnect(projectId: string | undefined, relayUrl: string | undefined): WalletConnectConfig | null {
  const id = projectId?.trim() ?? '';
  if (id === '') return null;
  if (!/^[\w-]{1,128}$/.test(id)) throw configError('VITE_WALLETCONNECT_PROJECT_ID', 'letters, digits, - or _');
  const url = relayUrl?.trim() || DEFAULT_WALLETCONNECT_RELAY_URL;
  if (!URL.canParse(url) || !/^wss?:$/.test(new URL(url).protocol)) {
    throw configError('VITE_WALLETCONNECT_RELAY_URL', 'a ws:// or wss:// URL');
  }
  return { projectId: id, relayUrl: url };
}

function isMockablePage(value: string): value is MockablePage {
  return (MOCKABLE_PAGES as readonly string[]).includes(value);
}

function readMockedPages(value: string | undefined): readonly MockablePage[] {
  if (value === undefined) return MOCK_PAGES;
  const pages = value
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  const unknown = pages.find((page) => !isMockablePage(page));
  if (unknown !== undefined) throw configError('VITE_MOCKED_PAGES', `a comma-separated list of ${MOCKABLE_PAGES.join(', ')}`);
  return pages.filter(isMockablePage);
}

export const env = {
  apiUrl: readApiUrl(import.meta.env.VITE_API_URL),
  bugReportUrl: {
    en: readUrl('VITE_BUG_REPORT_URL_EN', import.meta.env.VITE_BUG_REPORT_URL_EN, DEFAULT_BUG_REPORT_URL.en),
    fr: readUrl('VITE_BUG_REPORT_URL_FR', import.meta.env.VITE_BUG_REPORT_URL_FR, DEFAULT_BUG_REPORT_URL.fr),
  },
  mockedPages: readMockedPages(import.meta.env.VITE_MOCKED_PAGES),
  walletConnect: readWalletConnect(import.meta.env.VITE_WALLETCONNECT_PROJECT_ID, import.meta.env.VITE_WALLETCONNECT_RELAY_URL),
} as const;

export function isMockedPage(page: MockablePage): boolean {
  return env.mockedPages.includes(page);
}
