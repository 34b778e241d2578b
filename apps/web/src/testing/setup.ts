// Vitest setup for the web project: jest-dom matchers, the native dialog behaviour jsdom lacks,
// web streams where the test context lacks them, English texts loaded, and a clean DOM and storage between tests.
import '@testing-library/jest-dom/vitest';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, initI18n } from '../lib/i18n';

// jsdom implements <dialog> without showModal()/close(); mirror the browser: toggle `open`, fire "close".
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// The vmThreads pool (vitest.config.ts) gives each file a jsdom context without Node's web streams; the browser has them.
globalThis.ReadableStream ??= NodeReadableStream as typeof ReadableStream;

await initI18n('en');

// findBy* and waitFor wait for a condition; on a loaded machine (CI runs lint and typecheck beside the tests) a first
// render with its lazy chunks and stubbed answers can take more than the library's 1 s default, which failed tests
// that were right. They still end as soon as the condition holds.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
