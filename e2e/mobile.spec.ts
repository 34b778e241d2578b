// Phone-width layout (docs/product-decisions.md "Phone and tablet layout"; spec §2 sidebar, header and /chat): at
// 390 px no route scrolls sideways, the menu button opens the navigation drawer, which navigates and closes, a visitor
// logs in by QR code from the full-screen chat and lands signed in on the dashboard, and axe passes on the dashboard
// login page and the open drawer.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, desktopLoginCode, signInThroughApi } from './helpers/api-sign-in';
import { ROUTES } from './helpers/routes';
import { readAuth } from './helpers/sign-in';

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  // /qauth/{code} redeems its (unknown) code: the browser logs that call's 401.
  allowedConsoleErrors: [/status of 401 .*\/api\/user\/auth-link-token\//],
});

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The element lies inside the 390 × 844 screen, once running transitions (the drawer slides in) have finished. */
async function expectOnScreen(page: Page, selector: ReturnType<Page['locator']>) {
  // Transitions only (a spinner's animation never ends); one cancelled by a re-render rejects, which is fine.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const box = await selector.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

test('no route scrolls sideways at 390 px, and the Buy token dialog fits the screen', async ({ page }) => {
  // 25 navigations in one test: allow for a loaded 2-core machine.
  test.setTimeout(120_000);
  const overflowing: string[] = [];
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.locator('main')).toBeVisible();
    // Lazy chunks and API data can widen a page after <main> appears.
    await page.waitForLoadState('networkidle');
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) overflowing.push(`${route}: ${overflow}px`);
  }
  expect(overflowing).toEqual([]);

  await page.goto('/pricing');
  await page.getByRole('banner').getByRole('button', { name: 'Buy token' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Buy KRL' });
  await expect(dialog).toBeVisible();
  await expectOnScreen(page, dialog);
  await expectOnScreen(page, dialog.getByRole('button', { name: 'Close' }));
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('an open audit does not scroll sideways at 390 px, sources and addresses included', async ({ page }) => {
  // A signed-in Shrimp sees every section, with each recorded fact's source (long addresses break, never widen).
  const auth = await signInThroughApi(page.request);
  await page.addInitScript((value) => localStorage.setItem('k3.auth', value), JSON.stringify(auth));
  for (const id of ['kryll', 'bitcoin']) {
    await page.goto(`/x-ray/${id}`);
    await expect(
      page
        .getByRole('region', { name: 'Fundamental', exact: true })
        .getByText(/^Source: /)
        .first(),
    ).toBeVisible();
    expect(await horizontalOverflow(page), id).toBeLessThanOrEqual(0);
  }
});

test('the menu button opens the navigation drawer, which navigates and closes', async ({ page }) => {
  await page.goto('/pricing');
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  // The desktop collapse toggle has no use on a phone.
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeHidden();
  // The header does not cover the page: its title takes taps.
  await page.getByRole('heading', { level: 1 }).tap();

  // Opened: focus moves in, every entry and the language choice are on screen.
  await menu.tap();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Votes' })).toBeInViewport();
  await expectOnScreen(page, page.getByRole('combobox', { name: 'Language' }));
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // The page behind does not scroll while the drawer is open (and does once it is closed).
  await page.mouse.move(360, 500);
  await page.mouse.wheel(0, 600);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Escape closes it and gives focus back to the menu button.
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));

  // A tap on the backdrop closes it.
  await menu.tap();
  await expect(nav).toBeVisible();
  await page.touchscreen.tap(360, 500);
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  // A link navigates and closes it.
  await menu.tap();
  await nav.getByRole('link', { name: 'News' }).tap();
  await expect(page).toHaveURL(/\/news$/);
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});

test('on /chat a visitor taps "Login by QR", types the code and lands signed in on the dashboard', async ({ page, request }) => {
  // The test browser has no camera: the phone's user refuses it and types the code shown on the desktop.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  const { wallet, code } = await desktopLoginCode(request);
  await page.goto('/chat');

  // The chat fills the screen; its header actions are on screen and take taps (no header bar over them).
  const exit = page.getByRole('link', { name: 'Exit full screen' });
  const loginByQr = page.getByRole('button', { name: 'Login by QR' });
  await expectOnScreen(page, exit);
  await expectOnScreen(page, loginByQr);
  await expectOnScreen(page, page.getByRole('textbox', { name: 'Message Agent K' }));
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await loginByQr.tap();
  const dialog = page.getByRole('dialog', { name: 'Log in with a QR code' });
  await expect(dialog.getByRole('alert')).toHaveText('Camera access denied');
  await expectOnScreen(page, dialog);
  const field = dialog.getByLabel('Login code');
  await field.tap();
  await field.pressSequentially(code);
  await dialog.getByRole('button', { name: 'OK' }).tap();

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByText('Signed in as')).toBeVisible();
  expect((await readAuth(page))?.wallet).toBe(wallet);

  // Signed in, the header's QR dialog and Disconnect buttons fit the phone too.
  const header = page.getByRole('banner');
  await expectOnScreen(page, header.getByRole('button', { name: 'Log in on mobile with a QR code' }));
  await expectOnScreen(page, header.getByRole('button', { name: 'Disconnect' }));
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // One row (issue 26 §6): the actions are icon buttons that keep their names, the demo badge folds in.
  for (const name of ['Agent K', 'Buy token']) await expectOnScreen(page, header.getByRole('button', { name }));
  await expectOnScreen(page, header.getByRole('link', { name: 'Pricing' }));
  await expect(header.getByText('Demo', { exact: true })).toBeVisible();
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
});

test('the dashboard login page and the open drawer pass an axe scan at phone size', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  const found = await axeViolations(page, 'dashboard login');

  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).tap();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  found.push(...(await axeViolations(page, 'open drawer')));
  expect(found).toEqual([]);
});

test('the demo badge appears without moving the page: the Connect wallet button stays under the finger', async ({ page }) => {
  // /api/health says whether the figures are demo; it is held until the button's place is known, then let through.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/health', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const connect = page.getByRole('button', { name: 'Connect wallet' });
  await expect(connect).toBeVisible();
  const before = await connect.boundingBox();
  release();
  await expect(page.getByRole('banner').getByText('Demo', { exact: true })).toBeVisible();
  expect(await connect.boundingBox()).toEqual(before);
});
