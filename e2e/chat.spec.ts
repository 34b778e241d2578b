// Agent K's chat panel against the real server in demo mode with the offline agent (issue 12 §3-4; spec §2 chat panel
// and /chat/{any} with #chatID=, §4 chat states, replay and share to X, §6 visitor, §8 report success). Answers are the
// offline agent's: each test reads the answer the page received and checks the panel shows it. Stopping mid-answer
// needs an answer that takes time: that test slows the stream in the page (the server's bytes, handed on in small
// pieces) so the Stop click lands while the answer is being written.
import type { Page, Response } from '@playwright/test';
import { splitChatSources } from '@k3/shared';
import { expect, test } from './fixtures';
import { axeViolations, signInThroughApi } from './helpers/api-sign-in';

interface Auth {
  token: string;
  wallet: string;
}

async function signIn(page: Page): Promise<Auth> {
  const auth = await signInThroughApi(page.request);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('k3.auth')) localStorage.setItem('k3.auth', value);
  }, JSON.stringify(auth));
  await recordChatBodies(page);
  return auth;
}

/**
 * Keeps a copy of every chat answer's body in the page (window.__chatBodies, in order): Chromium does not always keep
 * a streamed fetch body for Playwright's response.text(), so tests read the copy the page itself received.
 */
async function recordChatBodies(page: Page) {
  await page.addInitScript(() => {
    const realFetch = window.fetch.bind(window);
    const shared = window as unknown as { __chatBodies: Promise<string>[] };
    shared.__chatBodies = [];
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.endsWith('/api/ai/chat') || init?.method !== 'POST' || !response.ok || !response.body) return response;
      const [copy, forPage] = response.body.tee();
      shared.__chatBodies.push(new Response(copy).text());
      return new Response(forPage, { status: response.status, headers: response.headers });
    };
  });
}

const panel = (page: Page) => page.getByRole('region', { name: 'Agent K' });
// "Message Agent K", "Message pour Agent K", "Mensaje para Agent K".
const promptBox = (page: Page) => panel(page).getByRole('textbox', { name: /Agent K$/ });
const conversation = (page: Page) => panel(page).getByRole('log');
/** The messages' text, without the "You:" / "Agent K:" a screen reader hears first. */
const bubbles = (page: Page, sender: 'user' | 'agent') =>
  conversation(page).locator(`.chat-message[data-sender="${sender}"] .chat-bubble`);

/**
 * An answer as the panel shows it: markdown markers dropped, link texts cut at 30 characters (spec §5), and its sources
 * line folded to the compact line (the data's names; dates once opened; issue 28 §2).
 */
const shownText = (markdown: string) => {
  const { body, sources } = splitChatSources(markdown);
  const text = (sources ? body : markdown)
    .replace(/\[([^\]]+)\]\([^)]+\)/g, (_, label: string) => (label.length > 30 ? `${label.slice(0, 30)}…` : label))
    .replace(/\*\*|\*|__/g, '');
  if (!sources) return text;
  const names = sources.map((source) => source.text.split(',')[0]!.trim()).join(' · ');
  return `${text}\nSources: ${names}${sources.some((source) => source.stale) ? ' ⚠ stale' : ''}`;
};

/** The page's `n`-th chat answer (from 0): the body after the `kredits:xp:sharable|` line, and as the panel shows it. */
async function answerOf(page: Page, n: number): Promise<{ head: string; text: string; plain: string }> {
  await page.waitForFunction((i) => (window as unknown as { __chatBodies: unknown[] }).__chatBodies.length > i, n);
  const body = await page.evaluate((i) => (window as unknown as { __chatBodies: Promise<string>[] }).__chatBodies[i]!, n);
  const bar = body.indexOf('|');
  const text = body.slice(bar + 1);
  return { head: body.slice(0, bar), text, plain: shownText(text) };
}

const isChatPost = (response: Response) =>
  new URL(response.url()).pathname === '/api/ai/chat' && response.request().method() === 'POST';

async function ask(page: Page, text: string) {
  const answered = page.waitForResponse(isChatPost);
  await promptBox(page).fill(text);
  await promptBox(page).press('Enter');
  const response = await answered;
  expect(response.status()).toBe(200);
  return response;
}

/** Normalises white space as the browser's innerText does not keep it in tests' comparisons. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

test.describe('signed in', () => {
  test('opens from the header, streams an answer, saves it and counts the kredit; axe passes', async ({ page }) => {
    // A UI sign-in, a streamed answer and an axe scan over the dashboard with its quests: a slow test's time.
    test.slow();
    await signIn(page);
    await page.goto('/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'Agent K' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(promptBox(page)).toBeFocused();
    const kredits = panel(page).getByText(/^Kredits: \d+ of \d+ · refills /);
    await expect(kredits).toBeVisible();
    const before = Number(/Kredits: (\d+)/.exec((await kredits.textContent()) ?? '')?.[1]);
    await expect(panel(page).getByText('Offline assistant')).toBeVisible();

    const response = await ask(page, 'What is my portfolio worth?');
    expect(response.headers()['x-agent']).toBe('offline');
    const answer = await answerOf(page, 0);
    expect(answer.head).toMatch(/^\d+:\d+:(true|false)$/);
    await expect(bubbles(page, 'user')).toHaveText(['What is my portfolio worth?']);
    await expect
      .poll(async () => squash((await bubbles(page, 'agent').first().innerText()).replace(/^Agent K: /, '')))
      .toBe(squash(answer.plain));
    await expect(bubbles(page, 'agent').locator('strong').first()).toBeVisible();
    await expect(kredits).toHaveText(new RegExp(`^Kredits: ${before - 1} of`));

    // Saved in k3-chat, with the conversation id the server gave.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('k3-chat') ?? 'null') as unknown);
    expect(stored).toMatchObject({
      chatId: response.headers()['x-chat-id'],
      messages: [
        { sender: 'user', message: 'What is my portfolio worth?' },
        { sender: 'agent', message: answer.text },
      ],
    });
    // After the answer: 3 new suggestions, none the question just asked.
    const suggestions = panel(page).getByRole('group', { name: 'Suggested questions' }).getByRole('button');
    await expect(suggestions).toHaveCount(3);
    await expect(suggestions.filter({ hasText: /^What is my portfolio worth\?$/ })).toHaveCount(0);
    expect(await axeViolations(page, 'chat drawer with an answer')).toEqual([]);

    // A reload shows the saved chat without asking again.
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/ai/chat') posts += 1;
    });
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Agent K' }).click();
    await expect(bubbles(page, 'user')).toHaveText(['What is my portfolio worth?']);
    expect(posts).toBe(0);
  });

  test('a suggestion click sends at once', async ({ page }) => {
    await signIn(page);
    await page.goto('/chat');
    const first = panel(page).getByRole('group', { name: 'Suggested questions' }).getByRole('button').first();
    const question = (await first.textContent()) ?? '';
    const answered = page.waitForResponse(isChatPost);
    await first.click();
    const response = await answered;
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ message: question, lang: 'en' });
    await expect(bubbles(page, 'user')).toHaveText([question]);
    const answer = await answerOf(page, 0);
    await expect
      .poll(async () => squash((await bubbles(page, 'agent').first().innerText()).replace(/^Agent K: /, '')))
      .toBe(squash(answer.plain));
  });

  test('an answer with figures ends with a compact sources line that opens to each source’s date', async ({ page }, testInfo) => {
    test.slow();
    await signIn(page);
    for (const [width, name] of [
      [1280, 'desktop'],
      [390, '390'],
    ] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/chat');
      await ask(page, 'Should I buy more KRL?');
      // Each load records its own answers: this one is the page's first.
      const answer = await answerOf(page, 0);
      const { sources } = splitChatSources(answer.text);
      expect(sources?.length).toBeGreaterThan(0);
      const line = bubbles(page, 'agent').last().locator('details.chat-sources');
      await expect(line.locator('summary')).toContainText(/Sources: portfolio · market/);
      await expect(line.getByRole('listitem').first()).toBeHidden();
      await line.locator('summary').click();
      for (const source of sources!) await expect(line.getByRole('listitem').filter({ hasText: source.text })).toBeVisible();
      await line.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`chat-sources-${name}.png`) });
    }
  });

  test('Stop ends the answer where it is and gives the box back', async ({ page }) => {
    await signIn(page);
    // The server's answer, read at once (and kept in window.__chatBody), handed to the page 6 bytes every 120 ms;
    // aborting the request errors it like a real one.
    await page.addInitScript(() => {
      const realFetch = window.fetch.bind(window);
      const shared = window as unknown as { __chatBody: string };
      shared.__chatBody = '';
      window.fetch = async (input, init) => {
        // The server's own request is not aborted by the Stop: its paced body is read to the end into __chatBody.
        const response = await realFetch(input, { ...init, signal: null });
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (!url.endsWith('/api/ai/chat') || init?.method !== 'POST' || !response.ok || !response.body) return response;
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        const pending: Uint8Array[] = [];
        let isDone = false;
        void (async () => {
          // The server paces the offline answer too (spec §9): the Stop may land before its body is all read.
          try {
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              shared.__chatBody += decoder.decode(value, { stream: true });
              for (let i = 0; i < value.length; i += 6) pending.push(value.slice(i, i + 6));
            }
          } catch {
            // Aborted by the Stop.
          }
          isDone = true;
        })();
        const slow = new ReadableStream<Uint8Array>({
          start(controller) {
            init.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
          },
          async pull(controller) {
            await new Promise((resolve) => setTimeout(resolve, 120));
            if (init.signal?.aborted) return;
            const piece = pending.shift();
            if (piece) controller.enqueue(piece);
            else if (isDone) controller.close();
          },
        });
        return new Response(slow, { status: response.status, headers: response.headers });
      };
    });
    await page.goto('/chat');
    await ask(page, 'What is my portfolio worth?');
    const agent = bubbles(page, 'agent').first();
    // The first answer of a new account values its demo wallets first: under a loaded CI machine that takes longer
    // than the usual 15 s.
    await expect(agent).toContainText('portfolio', { timeout: 40_000 });
    await panel(page).getByRole('button', { name: 'Stop the answer' }).click();
    await expect(promptBox(page)).toBeEnabled();
    await expect(panel(page).getByRole('button', { name: 'Stop the answer' })).toHaveCount(0);
    // What stays is the start of the server's answer, shown and saved.
    const body = await page.evaluate(() => (window as unknown as { __chatBody: string }).__chatBody);
    const answer = { text: body.slice(body.indexOf('|') + 1) };
    const saved = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('k3-chat') ?? 'null') as { messages: { message: string }[] }).messages,
    );
    expect(saved).toHaveLength(2);
    const partial = saved[1]?.message ?? '';
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThan(answer.text.length);
    expect(answer.text.startsWith(partial)).toBe(true);
    await expect(agent).toContainText(partial.slice(0, 10));
  });

  test('share dialog: the post, the link with Copy, and Stop sharing withdraws it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await page.goto('/chat');
    await ask(page, 'What is my portfolio worth?');
    const share = panel(page).getByRole('button', { name: 'Share this chat' });
    await expect(share).toBeEnabled();
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ai/chat/share');
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share this chat' });
    await expect(dialog.getByRole('status')).toHaveText('Preparing your tweet…');
    const { id, tweetdata } = (
      (await (await created).json()) as { data: { id: string; tweetdata: { url: string; text: string } } }
    ).data;
    await expect(dialog.getByRole('button', { name: 'Share on X' })).toBeVisible();
    await expect(dialog.locator('blockquote')).toContainText(tweetdata.text);
    const link = dialog.getByRole('textbox', { name: 'Link to this chat' });
    await expect(link).toHaveValue(tweetdata.url);
    expect(tweetdata.url).toMatch(new RegExp(`/chat/share#chatID=${id}$`));
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tweetdata.url);
    expect(await axeViolations(page, 'chat share dialog')).toEqual([]);

    expect((await page.request.get(`/api/ai/chat/getshare/${id}`)).status()).toBe(200);
    await dialog.getByRole('button', { name: 'Stop sharing', exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText('This chat is no longer shared: its link shows nothing now.');
    expect((await page.request.get(`/api/ai/chat/getshare/${id}`)).status()).toBe(404);
  });

  test('report dialog: rules shown inline, then the success dialog with the report id', async ({ page }) => {
    await signIn(page);
    await page.goto('/chat');
    await ask(page, 'What are my quests?');
    await panel(page).getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Choose a category.')).toBeVisible();
    await expect(dialog.getByText('Write at least 10 characters.')).toBeVisible();
    await expect(dialog.getByLabel('Category')).toBeFocused();
    expect(await axeViolations(page, 'chat report dialog with errors')).toEqual([]);

    await dialog.getByLabel('Category').selectOption({ label: 'Inaccurate answer' });
    await dialog.getByLabel('What went wrong?').fill('The quest list looks out of date.');
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ai/report');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    const response = await sent;
    const body = JSON.parse(response.request().postData() ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ category: 'inaccurate', description: 'The quest list looks out of date.', route: '/chat' });
    expect((body.chat_history as unknown[]).length).toBe(2);
    const { id } = ((await response.json()) as { data: { report: { id: string } } }).data.report;
    const success = page.getByRole('dialog', { name: 'Report sent' });
    await expect(success).toContainText(id);
    expect(await axeViolations(page, 'chat report success')).toEqual([]);
    await success.getByRole('button', { name: 'Close' }).first().click();
    await expect(success).toBeHidden();
  });

  test('/chat/anything is the dashboard with the chat full screen; Exit full screen keeps it beside the page', async ({
    page,
  }) => {
    await signIn(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/chat/anything/here');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeAttached();
    await expect(panel(page)).toBeVisible();
    const full = await panel(page).boundingBox();
    expect(full?.width).toBeGreaterThan(1000);
    expect(await axeViolations(page, 'chat full screen')).toEqual([]);
    await panel(page).getByRole('link', { name: 'Exit full screen' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(panel(page)).toBeVisible();
    await expect.poll(async () => (await panel(page).boundingBox())?.width).toBeLessThan(500);
    await panel(page).getByRole('button', { name: 'Full screen' }).click();
    await expect(panel(page).getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'true');
    await panel(page).getByRole('button', { name: 'Close Agent K' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Agent K' })).toBeFocused();
  });

  test('answers in French and in Spanish after a language switch', async ({ page }) => {
    await signIn(page);
    await page.goto('/chat');
    const language = page.getByRole('combobox', { name: 'Language' });
    await language.selectOption('fr');
    // The switch is done once the page speaks French (its texts load on demand): a prompt sent before goes in English.
    await expect(page.getByRole('combobox', { name: 'Langue' })).toBeVisible();
    const french = await ask(page, 'Combien vaut mon portefeuille ?');
    expect(JSON.parse(french.request().postData() ?? '{}')).toMatchObject({ lang: 'fr' });
    // Read from the panel: the language switch's lazy texts may leave Chromium without this streamed body to hand back.
    await expect(bubbles(page, 'agent').last()).toContainText(/Votre portefeuille vaut \S/, { timeout: 15_000 });
    await expect(panel(page).getByText(/^Kredits : \d+ sur \d+ · rechargés le /)).toBeVisible();

    await page.getByRole('combobox', { name: 'Langue' }).selectOption('es');
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toBeVisible();
    const spanish = await ask(page, '¿Cuánto vale mi cartera?');
    expect(JSON.parse(spanish.request().postData() ?? '{}')).toMatchObject({ lang: 'es' });
    await expect(bubbles(page, 'agent').last()).toContainText(/Tu cartera vale \S/, { timeout: 15_000 });
  });

  test('"tell me more" on an X-Ray page opens the chat beside it and sends its prompt once', async ({ page }) => {
    await signIn(page);
    await page.goto('/x-ray/bitcoin');
    const answered = page.waitForResponse(isChatPost);
    await page
      .getByRole('main')
      .getByRole('region', { name: 'Security', exact: true })
      .getByRole('button', { name: 'tell me more' })
      .click();
    await expect(panel(page)).toBeVisible();
    await expect(page).toHaveURL(/\/x-ray\/bitcoin$/);
    const prompt = 'Tell me more about the Security section of the X-Ray audit of Bitcoin (BTC).';
    expect(JSON.parse((await answered).request().postData() ?? '{}')).toMatchObject({ message: prompt });
    await expect(bubbles(page, 'user')).toHaveText([prompt]);
    await expect(promptBox(page)).toHaveValue('');
    // The offline answer streams at a reading pace (spec §9): a long audit answer takes several seconds.
    await expect(promptBox(page)).toBeEnabled({ timeout: 30_000 });

    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/ai/chat') posts += 1;
    });
    await page.reload();
    await page.getByRole('button', { name: 'Agent K', exact: true }).click();
    await expect(bubbles(page, 'user')).toHaveText([prompt]);
    expect(posts).toBe(0);
  });
});

test.describe('visitor', () => {
  test('replays a shared chat with typing, then sees the login prompt in three languages and Log in', async ({
    page,
    request,
  }) => {
    // Someone shares a chat: one question, its answer as the server streamed it.
    const owner = await signInThroughApi(request);
    const headers = { authorization: `Bearer ${owner.token}` };
    const chat = await request.post('/api/ai/chat', { headers, data: { message: 'What are my quests?', lang: 'en' } });
    expect(chat.status()).toBe(200);
    const body = await chat.text();
    const answer = body.slice(body.indexOf('|') + 1);
    const shared = await request.post('/api/ai/chat/share', {
      headers,
      data: {
        chat_history: [
          { id: 'q1', sender: 'user', message: 'What are my quests?' },
          { id: 'a1', sender: 'agent', message: answer },
        ],
      },
    });
    expect(shared.status()).toBe(200);
    const { id } = ((await shared.json()) as { data: { id: string } }).data;

    await page.goto(`/chat/share#chatID=${id}`);
    await expect(panel(page).getByText('Replaying a shared chat')).toBeVisible();
    await expect(bubbles(page, 'user')).toHaveText(['What are my quests?']);
    // The answer is typed out: seen part-way, then whole.
    const agent = bubbles(page, 'agent').first();
    await expect(agent).toBeVisible();
    await expect(panel(page).getByText('End of the shared chat')).toBeVisible({ timeout: 20_000 });
    expect(squash((await agent.innerText()).replace(/^Agent K: /, ''))).toBe(squash(shownText(answer)));

    // A visitor may ask about K3 itself (issue 26 §4).
    await expect(promptBox(page)).toBeEnabled();
    await expect(panel(page).getByText(/^Log in with your wallet to ask Agent K/)).toHaveAttribute('lang', 'en');
    await expect(panel(page).getByText(/^Connectez-vous avec votre wallet/)).toHaveAttribute('lang', 'fr');
    await expect(panel(page).getByText(/^Inicia sesión con tu wallet/)).toHaveAttribute('lang', 'es');
    await expect(panel(page).getByRole('group', { name: 'What Agent K can help with' }).getByRole('button')).not.toHaveCount(0);
    expect(await axeViolations(page, 'chat replay as a visitor')).toEqual([]);
    await panel(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
  });

  test.describe('an unknown shared chat', () => {
    test.use({ allowedConsoleErrors: [/404/] });
    test('says it is not available', async ({ page }) => {
      await page.goto('/chat/share#chatID=nosuchshare1');
      await expect(panel(page).getByText('This shared chat is not available')).toBeVisible();
      await expect(panel(page).getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    });
  });
});
