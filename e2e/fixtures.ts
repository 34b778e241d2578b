// Shared Playwright fixtures: every test fails on a console error or an uncaught page error,
// and starts from a clean localStorage with a chosen browser language.
// `allowedConsoleErrors` lists the errors a test provokes on purpose (the browser logs every 4xx answer).
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // The resource's address is kept with the text, so an allowance can name the call it expects to fail.
        if (msg.type() === 'error') errors.push(`${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      const unexpected = errors.filter((error) => !allowedConsoleErrors.some((allowed) => allowed.test(error)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
