// Typed Vite build-time variables (read once in src/config/env.ts).
/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; default `/api` (same origin). */
  readonly VITE_API_URL?: string;
  /** External bug-report form, English and French (spec §2 "a link that differs in French"). */
  readonly VITE_BUG_REPORT_URL_EN?: string;
  readonly VITE_BUG_REPORT_URL_FR?: string;
  /** Comma-separated list of pages shown as mock variants (spec §2, §9); default MOCK_PAGES. */
  readonly VITE_MOCKED_PAGES?: string;
  /** WalletConnect Cloud project id: when set, the wallet picker offers WalletConnect (issue 3 §2). */
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string;
  /** WalletConnect relay; default wss://relay.walletconnect.org. */
  readonly VITE_WALLETCONNECT_RELAY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
