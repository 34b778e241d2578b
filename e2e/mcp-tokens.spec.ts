// /account "Access for AI assistants (MCP)" against the real server (issue 28 §4): a token is created, shown once with
// the desktop client's configuration, opens /api/mcp (a tools/list answered with K3's tools), is listed with its last
// use, and is revoked after a confirmation, after which /api/mcp refuses it. An axe scan, and the section at 390 px with
// nothing wider than the screen. Screenshots of both widths go to the test's output folder.
import { MCP_TOOL_NAMES, STORAGE_KEYS } from '@k3/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, signInThroughApi } from './helpers/api-sign-in';

async function signedInAccount(page: Page, request: APIRequestContext) {
  const auth = await signInThroughApi(request);
  await page.goto('/pricing');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: STORAGE_KEYS.auth,
    value: JSON.stringify(auth),
  });
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  return auth;
}

/** The account page's card with that title. */
const mcpSection = (page: Page) =>
  page.locator('section.card').filter({ has: page.getByRole('heading', { name: 'Access for AI assistants (MCP)', level: 2 }) });

const listTools = (request: APIRequestContext, token: string) =>
  request.post('/api/mcp', {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json, text/event-stream' },
    data: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
  });

async function createToken(page: Page, name: string): Promise<string> {
  const section = mcpSection(page);
  await section.getByLabel('Token name').fill(name);
  await section.getByRole('button', { name: 'Create token' }).click();
  const token = (await section.getByTestId('mcp-token').textContent()) ?? '';
  expect(token).toMatch(/^k3_pat_[A-Za-z0-9_-]{43}$/);
  return token;
}

test('creates a token that opens /api/mcp, lists it with its last use, and revokes it', async ({ page, request }, testInfo) => {
  await signedInAccount(page, request);
  const section = mcpSection(page);
  await expect(section.getByText('No token yet.')).toBeVisible();

  const token = await createToken(page, 'Claude Desktop');
  await expect(section.getByText('Copy it now: it will not be shown again.', { exact: false })).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(section.locator('pre')).toContainText(`"${origin}/api/mcp"`);
  await expect(section.locator('pre')).toContainText(`"K3_AUTH_HEADER": "Bearer ${token}"`);
  expect(await axeViolations(page, 'account mcp token shown')).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('mcp-created-desktop.png'), fullPage: true });

  const answer = await listTools(request, token);
  expect(answer.status()).toBe(200);
  const { result } = (await answer.json()) as { result: { tools: { name: string }[] } };
  expect(result.tools.map((tool) => tool.name).sort()).toEqual([...MCP_TOOL_NAMES].sort());

  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByTestId('mcp-token')).toHaveCount(0);
  await page.reload();
  const item = section.getByRole('listitem').filter({ hasText: 'Claude Desktop' });
  await expect(item).toContainText('last used');
  await expect(page.getByText(token)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('mcp-list-desktop.png'), fullPage: true });

  await item.getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke “Claude Desktop”?' });
  expect(await axeViolations(page, 'account mcp revoke dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(section.getByText('No token yet.')).toBeVisible();
  expect((await listTools(request, token)).status()).toBe(401);
});

test('the section fits a 390 px phone', async ({ browser, request }, testInfo) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await phone.newPage();
    await signedInAccount(page, request);
    await createToken(page, 'Phone test');
    const section = mcpSection(page);
    const box = await section.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await section.getByRole('button', { name: 'Copy token' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('mcp-created-390.png'), fullPage: true });
  } finally {
    await phone.close();
  }
});
