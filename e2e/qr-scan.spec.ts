// The phone's "login by QR" in the chat panel (issue 3 §2, spec §2 "mobile scan page (camera)", §5 "Login code",
// "Camera errors map to ..."), in Debian Chromium with a fake camera showing the QR of a real user's login code:
// the scan signs the phone in; typed codes are checked; camera failures show their spec §5 message; axe on the page.
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import config from '../playwright.config';
import { expect, test } from './fixtures';
import { fakeCameraArgs, fakeCameraPath, writeFakeCamera } from './helpers/fake-camera';
import { axeViolations, desktopLoginCode } from './helpers/api-sign-in';
import { readAuth } from './helpers/sign-in';

const cameraFile = fakeCameraPath('qr-scan');

// A per-file launchOptions replaces the config's: keep its base flags (sandbox, GPU, network) and add the camera's.
const baseLaunchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: { ...baseLaunchOptions, args: [...(baseLaunchOptions.args ?? []), ...fakeCameraArgs(cameraFile)] },
  permissions: ['camera'],
});

// The file must exist before Chromium first lists its cameras; each scanning test rewrites it before opening the camera.
test.beforeAll(() => writeFakeCamera(cameraFile, null));
test.afterAll(() => rmSync(cameraFile, { force: true }));

async function openScanPage(page: Page) {
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Login by QR' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in with a QR code' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectSignedInAs(page: Page, wallet: string) {
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByText('Signed in as')).toBeVisible();
  expect((await readAuth(page))?.wallet).toBe(wallet);
}

test('the camera reads the desktop QR with jsQR and the phone lands signed in on the dashboard', async ({
  page,
  request,
  baseURL,
}) => {
  const { wallet, code } = await desktopLoginCode(request);
  writeFakeCamera(cameraFile, `${baseURL}/qauth/${code}`);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });

  await page.goto('/chat');
  // Linux Chromium has no BarcodeDetector: the page decodes with jsQR, loaded only once the camera runs.
  expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
  expect(scripts.filter((url) => /jsqr/i.test(url))).toEqual([]);

  await page.getByRole('button', { name: 'Login by QR' }).click();
  await expectSignedInAs(page, wallet);
  expect(scripts.filter((url) => /jsqr/i.test(url))).toHaveLength(1);

  // Signed in, the chat panel no longer offers the phone login.
  await page.goto('/chat');
  await expect(page.getByRole('link', { name: 'Exit full screen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login by QR' })).toHaveCount(0);
});

test('a scanned QR that is not a login code shows "Invalid code", scanning goes on, closing turns the camera off', async ({
  page,
}) => {
  writeFakeCamera(cameraFile, 'https://example.com/menu');
  // Keep the streams the page opens, to see their tracks end.
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { __k3Streams: MediaStream[] }).__k3Streams = streams;
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      streams.push(stream);
      return stream;
    };
  });
  const trackStates = () =>
    page.evaluate(() =>
      (window as unknown as { __k3Streams: MediaStream[] }).__k3Streams.flatMap((stream) =>
        stream.getTracks().map((track) => track.readyState),
      ),
    );

  const dialog = await openScanPage(page);
  await expect(dialog.getByText('Point the camera at the QR code.')).toBeVisible();
  await expect(dialog.getByText('Invalid code')).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);
  expect(await trackStates()).toEqual(['live']);
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await trackStates()).toEqual(['ended']);
});

test('a typed code: "Invalid code" and OK disabled while wrong, signed in once right', async ({ page, request }) => {
  writeFakeCamera(cameraFile, null);
  const { wallet, code } = await desktopLoginCode(request);
  const dialog = await openScanPage(page);
  const field = dialog.getByLabel('Login code');
  const ok = dialog.getByRole('button', { name: 'OK' });
  await expect(ok).toBeDisabled();
  await expect(dialog.getByText('Invalid code')).toHaveCount(0);

  await field.fill('ABC-123');
  await expect(dialog.getByText('Invalid code')).toBeVisible();
  await expect(ok).toBeDisabled();

  await field.fill(code.toLowerCase());
  await expect(dialog.getByText('Invalid code')).toHaveCount(0);
  await ok.click();
  await expectSignedInAs(page, wallet);
});

test('a refused camera shows "Camera access denied" and the code can still be typed', async ({ page, request }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  const { wallet, code } = await desktopLoginCode(request);
  const dialog = await openScanPage(page);
  await expect(dialog.getByRole('alert')).toHaveText('Camera access denied');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Login code').fill(code);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expectSignedInAs(page, wallet);
});

test('without navigator.mediaDevices (an insecure origin) the page says "Camera stream API not supported"', async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'mediaDevices');
  });
  const dialog = await openScanPage(page);
  await expect(dialog.getByRole('alert')).toHaveText('Camera stream API not supported');
  await expect(dialog.getByLabel('Login code')).toBeEditable();
});
