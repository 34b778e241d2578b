// Votes against the real server (spec §2 "/votes", "/votes/past"; §5 "points total must be valid", "voting needs a
// signed-in user"; §8 Votes): the admin test wallet publishes polls through the admin API; a visitor is asked to sign
// in, a user distributes points with the keyboard and the buttons, confirms the final ballot and sees it, a stale tab
// casting again gets 'Already voted', over-budget typing gets 'Invalid points total', and a closed poll shows its
// results as bars with their numbers. Each test has its own poll (the server is shared by the whole run).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, signInThroughApi } from './helpers/api-sign-in';
import { ADMIN_TEST_WALLET, installTestWallet, TEST_WALLET_NAME } from './helpers/test-wallet';

const HOUR = 3_600_000;
const unique = () => Math.random().toString(36).slice(2, 8);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface PollSetup {
  question: string;
  choices: string[];
  budget: number;
  startsAt: string;
  endsAt: string;
}

/** Creates and publishes a poll as the admin test wallet; answers its id and the input, for a later edit. */
async function publishPoll(request: APIRequestContext, setup: Omit<PollSetup, 'startsAt' | 'endsAt'>) {
  const admin = await signInThroughApi(request, ADMIN_TEST_WALLET.key);
  const now = Date.now();
  const input = {
    question: { en: setup.question },
    choices: setup.choices.map((en) => ({ en })),
    budget: setup.budget,
    startsAt: new Date(now - HOUR).toISOString(),
    endsAt: new Date(now + 50 * HOUR).toISOString(),
    liveResults: false,
  };
  const created = await request.post('/api/admin/polls', { headers: bearer(admin.token), data: input });
  expect(created.status()).toBe(200);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  expect((await request.post(`/api/admin/polls/${id}/publish`, { headers: bearer(admin.token) })).status()).toBe(200);
  return { id, input, adminToken: admin.token };
}

async function openPoll(page: Page, question: string) {
  await page.goto('/votes');
  const poll = page.getByRole('article', { name: question });
  await expect(poll).toBeVisible();
  return poll;
}

test.describe('current poll', () => {
  // The browser logs the 409 of the second, refused ballot.
  test.use({ allowedConsoleErrors: [/status of 409 .*\/api\/polls\/\d+\/ballot/] });

  test('a visitor signs in, distributes with keys and buttons, casts a final ballot; a stale tab gets "Already voted"', async ({
    page,
    context,
    request,
  }) => {
    const question = `Which chain should K3 support next? ${unique()}`;
    await publishPoll(request, { question, choices: ['Base', 'Arbitrum', 'Avalanche'], budget: 10 });
    await installTestWallet(context);

    let poll = await openPoll(page, question);
    await expect(poll.getByText('Please sign in to participate in the vote')).toBeVisible();
    await expect(poll.getByRole('button', { name: 'Cast my ballot' })).toHaveCount(0);
    await poll.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('button', { name: TEST_WALLET_NAME }).click();
    await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();

    poll = page.getByRole('article', { name: question });
    const base = poll.getByRole('spinbutton', { name: 'Base' });
    await expect(base).toBeVisible();
    // A second tab, open before the ballot is cast: it will not know about it.
    const staleTab = await context.newPage();
    await openPoll(staleTab, question);

    const remaining = poll.getByText(/points remaining to distribute$/);
    await expect(remaining).toHaveText('10 of 10 points remaining to distribute');
    await expect(poll.getByRole('button', { name: 'Cast my ballot' })).toBeDisabled();
    // Keyboard: focus the field, the arrows step it.
    await base.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(base).toHaveValue('3');
    // Tab onward to Base's + button and press it with the space bar.
    await page.keyboard.press('Tab');
    await expect(poll.getByRole('button', { name: 'Add a point to “Base”' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(base).toHaveValue('4');
    // Buttons by pointer, and typing.
    await poll.getByRole('button', { name: 'Add a point to “Arbitrum”' }).click();
    await poll.getByRole('button', { name: 'Add a point to “Arbitrum”' }).click();
    await poll.getByRole('spinbutton', { name: 'Avalanche' }).fill('3');
    await expect(remaining).toHaveText('1 of 10 points remaining to distribute');

    await expect(poll.getByText('A ballot is final: once cast, it cannot be changed or withdrawn.')).toBeVisible();
    await poll.getByRole('button', { name: 'Cast my ballot' }).click();
    const confirm = poll.getByRole('group', { name: 'Check your ballot before casting it' });
    await expect(confirm.getByText('Points left unused: 1')).toBeVisible();
    await confirm.getByRole('button', { name: 'Confirm: cast my final ballot' }).click();

    const ballot = poll.getByRole('region', { name: 'Your ballot' });
    await expect(ballot.getByText('Your ballot has been cast. It is final.')).toBeVisible();
    await expect(ballot.getByText('Base: 4 points')).toBeVisible();
    await expect(ballot.getByText('Arbitrum: 2 points')).toBeVisible();
    await expect(ballot.getByText('Avalanche: 3 points')).toBeVisible();
    await expect(ballot.getByText('Points given: 9 of 10')).toBeVisible();
    await expect(poll.getByRole('spinbutton')).toHaveCount(0);
    expect(await axeViolations(page, '/votes signed in, ballot cast')).toEqual([]);

    // After a reload the ballot is read back from the server.
    await page.reload();
    await expect(page.getByRole('article', { name: question }).getByText('Avalanche: 3 points')).toBeVisible();

    // The stale tab tries again: the server refuses and the page says why, then shows the ballot that counts.
    const stale = staleTab.getByRole('article', { name: question });
    await stale.getByRole('button', { name: 'Add a point to “Avalanche”' }).click();
    await stale.getByRole('button', { name: 'Cast my ballot' }).click();
    await stale.getByRole('button', { name: 'Confirm: cast my final ballot' }).click();
    await expect(stale.getByRole('alert')).toHaveText('Already voted');
    await expect(stale.getByRole('region', { name: 'Your ballot' }).getByText('Base: 4 points')).toBeVisible();
  });

  test("typing more points than the budget says 'Invalid points total' and cannot be cast", async ({ page, request }) => {
    const question = `Over budget? ${unique()}`;
    await publishPoll(request, { question, choices: ['Yes', 'No'], budget: 5 });
    const auth = await signInThroughApi(page.request);
    await page.addInitScript((value) => localStorage.setItem('k3.auth', value), JSON.stringify(auth));

    const poll = await openPoll(page, question);
    await poll.getByRole('spinbutton', { name: 'Yes' }).fill('4');
    await poll.getByRole('spinbutton', { name: 'No' }).fill('2');
    await expect(poll.getByRole('alert')).toHaveText('Invalid points total');
    await expect(poll.getByRole('button', { name: 'Cast my ballot' })).toBeDisabled();
    await expect(poll.getByRole('spinbutton', { name: 'No' })).toHaveAttribute('aria-invalid', 'true');
    await poll.getByRole('button', { name: 'Remove a point from “No”' }).click();
    await expect(poll.getByRole('alert')).toHaveCount(0);
    await expect(poll.getByText('0 of 5 points remaining to distribute')).toBeVisible();
    await expect(poll.getByRole('button', { name: 'Cast my ballot' })).toBeEnabled();
  });
});

test('a closed poll shows its results as bars with points, shares, the winner and the ballots', async ({ page, request }) => {
  const question = `Which feature first? ${unique()}`;
  const { id, input, adminToken } = await publishPoll(request, {
    question,
    choices: ['Alerts', 'Tax report', 'Dark pools'],
    budget: 10,
  });
  for (const points of [{ '0': 6, '1': 4 }, { '0': 1, '1': 1, '2': 8 }, { '0': 10 }]) {
    const voter = await signInThroughApi(request);
    const cast = await request.post(`/api/polls/${id}/ballot`, { headers: bearer(voter.token), data: { points } });
    expect(cast.status()).toBe(200);
  }
  // The admin closes it: its end moves into the past (allowed once ballots exist).
  const closed = await request.put(`/api/admin/polls/${id}`, {
    headers: bearer(adminToken),
    data: { ...input, endsAt: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(closed.status()).toBe(200);

  await page.goto('/votes/past');
  const poll = page.getByRole('article', { name: question });
  const results = poll.getByRole('region', { name: 'Results' });
  await expect(results.getByText('Ballots cast: 3')).toBeVisible();
  const rows = results.getByRole('listitem');
  await expect(rows).toHaveText(['AlertsWinner17 points, 57%', 'Tax report5 points, 17%', 'Dark pools8 points, 27%']);
  const fill = rows.nth(0).locator('.poll-bar-fill');
  const track = rows.nth(0).locator('.poll-bar');
  const [fillBox, trackBox] = [await fill.boundingBox(), await track.boundingBox()];
  expect(fillBox && trackBox ? Math.round((fillBox.width / trackBox.width) * 100) : 0).toBe(57);
  expect(await axeViolations(page, '/votes/past')).toEqual([]);

  // It is no longer among the current polls.
  await page.goto('/votes');
  await expect(page.getByRole('heading', { level: 1, name: 'Votes' })).toBeVisible();
  await expect(page.getByText('Loading polls…')).toHaveCount(0);
  await expect(page.getByRole('article', { name: question })).toHaveCount(0);
});
