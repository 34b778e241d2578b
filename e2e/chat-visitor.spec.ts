// Agent K for a visitor, and the offline answer at a reading pace (issue 26 §4, §5; spec §4 chat states, §9 fake
// stream), against the real server in demo mode with the offline agent. Every wait is on a condition: the answer's
// text, the Stop button, the prompt box.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInThroughApi } from './helpers/api-sign-in';

const panel = (page: Page) => page.getByRole('region', { name: 'Agent K' });
const promptBox = (page: Page) => panel(page).getByRole('textbox', { name: /Agent K$/ });
const stop = (page: Page) => panel(page).getByRole('button', { name: 'Stop the answer' });
const bubbles = (page: Page, sender: 'user' | 'agent') =>
  panel(page).getByRole('log').locator(`.chat-message[data-sender="${sender}"] .chat-bubble`);
/** A whole answer at 2 to 5 characters every 25 to 50 ms takes a few seconds. */
const ANSWER_TIMEOUT = 30_000;

test('a visitor asks “What are kredits?” and gets the answer, free, as it is typed', async ({ page }) => {
  let chatPosts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/ai/chat') chatPosts += 1;
  });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Agent K', exact: true }).click();
  await panel(page).getByRole('button', { name: 'What are kredits?' }).click();
  await expect(bubbles(page, 'user')).toHaveText(['What are kredits?']);
  // The answer is typed at a reading pace: Stop shows while it is written.
  await expect(stop(page)).toBeVisible();
  await expect(bubbles(page, 'agent').first()).toContainText('one question costs one kredit', { timeout: ANSWER_TIMEOUT });
  await expect(bubbles(page, 'agent').first()).toContainText('like this one, are free', { timeout: ANSWER_TIMEOUT });
  await expect(stop(page)).toHaveCount(0);
  await expect(promptBox(page)).toBeEnabled();
  // No connect dialog opened, and the signed-in chat was not called.
  await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toHaveCount(0);
  expect(chatPosts).toBe(0);
});

test('Stop on an offline answer ends it where it is, keeps it and gives the box back', async ({ page }) => {
  const auth = await signInThroughApi(page.request);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('k3.auth')) localStorage.setItem('k3.auth', value);
  }, JSON.stringify(auth));
  await page.goto('/chat');
  await promptBox(page).fill('What is my portfolio worth?');
  await promptBox(page).press('Enter');
  const answer = bubbles(page, 'agent').first();
  await expect(answer).toContainText('Your');
  await stop(page).click();
  await expect(stop(page)).toHaveCount(0);
  await expect(promptBox(page)).toBeEnabled();
  const saved = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('k3-chat') ?? 'null') as { messages: { message: string }[] } | null)?.messages,
  );
  expect(saved).toHaveLength(2);
  const partial = saved?.[1]?.message ?? '';
  expect(partial.length).toBeGreaterThan(0);
  // Stopped before the end: the demo line that closes the whole answer never came.
  expect(partial).not.toContain('These figures are demo data');
  const shown = await answer.innerText();
  await expect(answer).toHaveText(shown);
});
