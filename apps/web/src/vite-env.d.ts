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
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
