// Linking Telegram from /account against the real server and its bot (issue 14 §2): the app's server runs the bot on a
// local Bot API server (playwright.config.ts, e2e/helpers/telegram-bot-api-server.mjs). "Link Telegram" shows the deep
// link and its QR code; /start <token> sent to the bot links the account and the page shows it without a reload (it
// polls); the bot answers "Linked: …"; Unlink goes back to "Link Telegram". And an axe scan of each state.
import AxeBuilder from '@axe-core/playwright';
import { STORAGE_KEYS } from '@k3/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInThroughApi } from './helpers/api-sign-in';

const BOT_API = `http://127.0.0.1:${process.env.E2E_TG_PORT ?? 4320}`;
const DEEP_LINK = /^https:\/\/t\.me\/k3_test_bot\?start=([A-Za-z0-9_-]{1,64})$/;
// The page polls every 3 s and the bot answers through long polling: more than the default 5 s.
const LINKED_WITHIN = { timeout: 20_000 };

interface SentMessage {
  chat_id: number;
  text: string;
}

/** A Telegram user of its own per test: the Bot API server and the database are shared by the whole run. */
function telegramUser() {
  const id = 100_000 + Math.floor(Math.random() * 1_000_000_000);
  return { id, first_name: 'Ada', last_name: `E2E ${id}`, username: `ada_${id}` };
}

async function signIn(page: Page, request: APIRequestContext) {
  const auth = await signInThroughApi(request);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEYS.auth,
    JSON.stringify(auth),
  ] as const);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
}

const telegramCard = (page: Page) =>
  page.locator('section.card').filter({ has: page.getByRole('heading', { name: 'Telegram', level: 2 }) });

async function axeOfCard(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('.telegram-section').withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map(
    (violation) => `${label}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test('links Telegram with the deep link, shows the linked account without a reload, and unlinks', async ({ page, request }) => {
  await signIn(page, request);
  const card = telegramCard(page);
  await expect(card.getByRole('button', { name: 'Link Telegram' })).toBeVisible();
  const found = await axeOfCard(page, 'not linked');

  await card.getByRole('button', { name: 'Link Telegram' }).click();
  const open = card.getByRole('link', { name: 'Open Telegram' });
  await expect(open).toHaveAttribute('href', DEEP_LINK);
  await expect(card.getByRole('img', { name: 'QR code of the link to the K3 bot in Telegram' })).toBeVisible();
  await expect(card.getByText(/^The link works once, for 10 minutes \(until .+\)\.$/)).toBeVisible();
  found.push(...(await axeOfCard(page, 'link shown')));

  const token = DEEP_LINK.exec((await open.getAttribute('href')) ?? '')?.[1];
  expect(token).toBeTruthy();
  const from = telegramUser();
  const queued = await request.post(`${BOT_API}/__test/text`, { data: { from, text: `/start ${token}` } });
  expect(queued.status()).toBe(200);

  // Pressing Start in Telegram: the page sees it by itself.
  await expect(card.getByText(`Ada E2E ${from.id}`, { exact: true })).toBeVisible(LINKED_WITHIN);
  await expect(card.getByText(`@${from.username}`)).toBeVisible();
  await expect(card.getByText('Linked to Telegram')).toBeVisible();
  // Alerts start off (the bot's /alerts turns them on).
  await expect(card.getByRole('definition').filter({ hasText: /^Off$/ })).toBeVisible();
  await expect(open).toHaveCount(0);
  found.push(...(await axeOfCard(page, 'linked')));

  const sent = (await (await request.get(`${BOT_API}/__test/sent`)).json()) as SentMessage[];
  expect(sent.filter((message) => message.chat_id === from.id).map((message) => message.text)).toEqual([
    expect.stringMatching(/^Linked: this Telegram account is now connected to the K3 account 0x[0-9a-fA-F]{40}\./),
  ]);

  await card.getByRole('button', { name: 'Unlink' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unlink Telegram?' });
  await expect(dialog).toContainText(`The bot will stop answering Ada E2E ${from.id} in Telegram`);
  await dialog.getByRole('button', { name: 'Unlink' }).click();
  await expect(card.getByRole('button', { name: 'Link Telegram' })).toBeFocused();
  await expect(card.getByText(`Ada E2E ${from.id}`, { exact: true })).toHaveCount(0);

  // Unlinked for the server too: a reload shows the same.
  await page.reload();
  await expect(telegramCard(page).getByRole('button', { name: 'Link Telegram' })).toBeVisible();
  expect(found).toEqual([]);
});

test('a used link is refused by the bot and the account stays unlinked', async ({ page, request }) => {
  await signIn(page, request);
  const card = telegramCard(page);
  await card.getByRole('button', { name: 'Link Telegram' }).click();
  const href = (await card.getByRole('link', { name: 'Open Telegram' }).getAttribute('href')) ?? '';
  const token = DEEP_LINK.exec(href)?.[1];
  const first = telegramUser();
  const second = telegramUser();
  await request.post(`${BOT_API}/__test/text`, { data: { from: first, text: `/start ${token}` } });
  await expect(card.getByText(`Ada E2E ${first.id}`, { exact: true })).toBeVisible(LINKED_WITHIN);

  await request.post(`${BOT_API}/__test/text`, { data: { from: second, text: `/start ${token}` } });
  await expect
    .poll(async () => {
      const sent = (await (await request.get(`${BOT_API}/__test/sent`)).json()) as SentMessage[];
      return sent.filter((message) => message.chat_id === second.id).map((message) => message.text);
    }, LINKED_WITHIN)
    .toEqual([expect.stringMatching(/^This link has already been used\./)]);
  await page.reload();
  await expect(telegramCard(page).getByText(`Ada E2E ${first.id}`, { exact: true })).toBeVisible();
});
