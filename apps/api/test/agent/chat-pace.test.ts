// The offline answer at a reading pace (issue 26 §5; spec §9 fake stream, §4 typing and stop), through the real
// offline agent and a listening server: the answer arrives in pieces of 2 to 5 characters, one per step of the
// pacer (no test waits on time); the user's stop ends it, the server sends nothing more, and what was sent is the
// answer kept — and paid, one kredit, as the rule has been (a kredit comes back only when no text was sent).
import type { User } from '@k3/shared';
import { eq } from 'drizzle-orm';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiConversations, aiPrompts } from '../../src/db/schema';
import type { Balance, BalancesPort } from '../../src/providers/balances/port';
import { bearer, evmWallet, getData, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { steppedPacer, turn } from '../helpers/stepped-pacer';

const HOLDINGS = new Map<string, Balance[]>();
const balances: BalancesPort = {
  demo: true,
  wallet: (target) => Promise.resolve(HOLDINGS.get(target.address) ?? []),
  exchange: () => Promise.resolve([]),
};
const stepped = steppedPacer([0]);

let t: TestApp;
let address: string;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({
    env: { ...TEST_ENV, DATA_DIR: dataDir.path },
    loadReference: true,
    balances,
    pacer: stepped.pacer,
  });
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

async function user() {
  const wallet = evmWallet(generatePrivateKey());
  HOLDINGS.set(wallet.address, [{ chain: 'ethereum', assetId: 'kryll', amount: '1' }]);
  return { wallet, token: await signIn(t.app, wallet) };
}

/** Reads what the server has sent so far into `state.text`, until the stream ends. */
function reader(body: ReadableStream<Uint8Array>) {
  const state = { text: '', done: false };
  const read = body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await read.read();
        if (done) break;
        state.text += decoder.decode(value, { stream: true });
      }
    } catch {
      // The client's own abort.
    }
    state.done = true;
  })();
  return state;
}

const until = async (condition: () => boolean) => {
  while (!condition()) await turn();
};

describe('the offline answer at a reading pace', () => {
  it('comes one 2-character piece per step; Stop ends it, keeps what was sent and spends one kredit', async () => {
    const { wallet, token } = await user();
    const before = (await getData<User>(t.app, '/api/me', token)).chat.kredits;
    const controller = new AbortController();
    const response = await fetch(`${address}/api/ai/chat`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'What plan am I on?', lang: 'en' }),
      signal: controller.signal,
    });
    expect(response.headers.get('x-agent')).toBe('offline');
    const stream = reader(response.body!);
    await until(() => stream.text.includes('|'));
    const header = stream.text;
    // Nothing of the answer goes out before the pacer lets it: the waiting state is real.
    await until(() => stepped.pending() === 1);
    expect(stream.text).toBe(header);
    for (let piece = 1; piece <= 4; piece += 1) {
      stepped.step();
      await until(() => stream.text.length === header.length + 2 * piece);
    }
    const shown = stream.text.slice(header.length);
    expect(shown).toHaveLength(8);
    expect('You are on the **Free** plan').toContain(shown);

    await until(() => stepped.pending() === 1);
    controller.abort();
    const status = async () =>
      (await t.app.db.select({ status: aiPrompts.status }).from(aiPrompts).where(eq(aiPrompts.userId, wallet.address)))[0]
        ?.status;
    await expect.poll(status).toBe('answered');
    expect(stepped.pending()).toBe(0);
    const [conversation] = await t.app.db.select().from(aiConversations).where(eq(aiConversations.userId, wallet.address));
    expect(conversation?.messages.map((m) => m.message)).toEqual(['What plan am I on?', shown]);
    expect((await getData<User>(t.app, '/api/me', token)).chat.kredits).toBe(before - 1);
  });

  it('a stop before the first piece gives the kredit back', async () => {
    const { wallet, token } = await user();
    const before = (await getData<User>(t.app, '/api/me', token)).chat.kredits;
    const controller = new AbortController();
    const response = await fetch(`${address}/api/ai/chat`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'What plan am I on?', lang: 'en' }),
      signal: controller.signal,
    });
    const stream = reader(response.body!);
    await until(() => stepped.pending() === 1);
    controller.abort();
    await until(() => stream.done);
    const status = async () =>
      (await t.app.db.select({ status: aiPrompts.status }).from(aiPrompts).where(eq(aiPrompts.userId, wallet.address)))[0]
        ?.status;
    await expect.poll(status).toBe('refunded');
    expect((await getData<User>(t.app, '/api/me', token)).chat.kredits).toBe(before);
  });

  it('a visitor’s answer is paced the same way and stops the same way', async () => {
    const controller = new AbortController();
    // The response's head goes out with its first piece: the fetch resolves once the pacer lets that one out.
    const responding = fetch(`${address}/api/ai/visitor-chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'What are kredits?', lang: 'en' }),
      signal: controller.signal,
    });
    await until(() => stepped.pending() === 1);
    stepped.step();
    const stream = reader((await responding).body!);
    await until(() => stream.text.length === 2);
    for (let piece = 2; piece <= 3; piece += 1) {
      await until(() => stepped.pending() === 1);
      stepped.step();
      await until(() => stream.text.length === 2 * piece);
    }
    expect(stream.text).toBe('Kredit');
    await until(() => stepped.pending() === 1);
    controller.abort();
    await until(() => stream.done);
    await until(() => stepped.pending() === 0);
    expect(stream.text).toBe('Kredit');
  });
});
