// The X-Ray watch over held tokens (issue 30 §4, §6): K3 in DATA_MODE=live over a local Hardhat node with the labelled
// set's DEX. A user holds AdjustableTaxToken (d05); the first check records its state and tells nothing; its owner
// then raises the sell tax on chain, and the next check — one watch period later — finds it and notifies the holder in
// the app (unread count, explanation, evidence) and in Telegram (a local Bot API), once. A user who does not hold it
// hears nothing; a check within the period does not run again; marking read is the user's own. The holder's wallet
// also holds a token outside the catalogue (h16, found by the wallet's read): it is watched too, under its own name and
// its `<chain>:<address>` id; a spam token beside it is not.
import { type NotificationList } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLink } from '../../src/repositories/telegram';
import { runXrayWatch } from '../../src/jobs/xray-watch';
import { bearer, EVM_KEY_B, evmWallet, getData, manualClock, signIn } from '../auth/helpers';
import { connect, deployLabelledSet, type DexDeployment } from '../fixtures/evm/dex';
import { type LocalNode, startLocalNode } from '../fixtures/evm/local-node';
import { type LiveTradeApp, liveTradeApp } from '../fixtures/xray/live-trade-app';
import { type LocalBotApi, startLocalBotApi, TEST_BOT_TOKEN } from '../helpers/telegram-bot-api';
import type { Balance } from '../../src/providers/balances/port';
import { knownBalances } from '../portfolio/known-market';

/** An answer of the API: its data, or an error's message. */
type Answer = { data: { unread: number }; message: string };

const clock = manualClock(new Date('2026-11-29T10:00:00Z'));
const PERIOD_MINUTES = 5;
const CHAT_ID = 7_100_000_001;

let node: LocalNode;
let dex: DexDeployment;
let live: LiveTradeApp;
let bot: LocalBotApi;
let holder: string;
let other: string;
let firstRunRequests = 0;
const token = (id = 'd05') => dex.tokens.find((t) => t.entry.id === id)!;
/** A holding of a token outside the catalogue, as a wallet's read finds it. */
const foundToken = (address: string, symbol: string, name: string): Balance => ({
  chain: 'ethereum',
  assetId: `ethereum:${address}`,
  amount: '500',
  token: { address, symbol, name, decimals: 18, listed: false, explorerPrice: null, explorerScam: false },
});

beforeAll(async () => {
  node = await startLocalNode();
  dex = await deployLabelledSet(node.url, { only: ['h01', 'd05', 'h16'] });
  bot = await startLocalBotApi();
  const balances = knownBalances();
  const holderWallet = evmWallet();
  const otherWallet = evmWallet(EVM_KEY_B);
  balances.set(holderWallet.address, [
    { chain: 'ethereum', assetId: 'kryll', amount: '800' },
    { chain: 'ethereum', assetId: 'xray-trade-d05', amount: '1000' },
    { chain: 'ethereum', assetId: 'xray-trade-h01', amount: '1000' },
    foundToken(token('h16').address, 'RSQ', 'Rescue'),
    // An airdropped lure (its name is a link): hidden as spam, and not watched.
    foundToken('0x00000000000000000000000000000000000C1a1E', 'CLAIM', 'Visit rsq-rewards.com'),
  ]);
  balances.set(otherWallet.address, [{ chain: 'ethereum', assetId: 'kryll', amount: '800' }]);
  const listed = ['d05', 'h01'].map((id) => ({
    id: `xray-trade-${id}`,
    symbol: id.toUpperCase(),
    name: `Labelled ${id}`,
    address: token(id).address,
  }));
  live = await liveTradeApp(node, dex, listed, {
    balances,
    clock: clock.now,
    env: { XRAY_WATCH_MINUTES: String(PERIOD_MINUTES), TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN, TELEGRAM_API_ROOT: bot.url },
  });
  holder = await signIn(live.t.app, holderWallet);
  other = await signIn(live.t.app, otherWallet);
  // Reading the dashboard reads the wallets: the holdings the watch looks at.
  for (const session of [holder, other]) await getData(live.t.app, '/api/me/dashboard', session);
  const me = await getData<{ id: string }>(live.t.app, '/api/me', holder);
  await insertLink(live.t.app.db, {
    userId: me.id,
    telegramUserId: 7_100_000_000,
    chatId: CHAT_ID,
    name: 'Ada',
    username: 'ada',
    lang: 'en',
    alertsEnabled: true,
    alertsThreshold: 8,
    alertsSince: clock.now(),
    linkedAt: clock.now(),
  });
}, 120_000);

afterAll(async () => {
  await live?.close();
  await bot?.close();
  await node?.close();
});

const list = (session: string) => getData<NotificationList>(live.t.app, '/api/me/notifications', session);

describe('the watch over held tokens', () => {
  it('records the first state of every held token and tells nothing', async () => {
    const report = await runXrayWatch(live.t.app);
    // KRL (a catalogue asset with no contract configured here), D05, H01 and the wallet's RSQ — not its spam token.
    expect(report).toMatchObject({ held: 4, checked: 4, changes: 0, notifications: 0, budgetReached: false, failed: 0 });
    expect(report.rpcRequests).toBeGreaterThan(0);
    firstRunRequests = report.rpcRequests;
    expect((await list(holder)).unread).toBe(0);
  });

  it('finds a sell tax raised by the owner at the next period, and tells the holder in the app and in Telegram', async () => {
    await connect(node.url, dex.deployer).send(token().address, token().abi, 'setSellTax', [3000n]);
    // Within the period the token is not checked again.
    expect((await runXrayWatch(live.t.app)).checked).toBe(0);
    clock.advance(PERIOD_MINUTES * 60);
    const report = await runXrayWatch(live.t.app);
    expect(report).toMatchObject({ checked: 4, changes: 1, notifications: 1, telegram: 1 });

    const mine = await list(holder);
    expect(mine.unread).toBe(1);
    const [item] = mine.items;
    expect(item).toMatchObject({
      readAt: null,
      asset: { id: 'xray-trade-d05', symbol: 'D05', name: 'Labelled d05' },
      change: { code: 'tax_raised', severity: 'high', chain: 'ethereum' },
    });
    // Launched with a 3 % sell tax (2.98 % measured against the router's quote), raised to 30 %.
    expect(item!.change.before).toMatch(/^2\.9\d %$/);
    expect(Number.parseFloat(item!.change.after!)).toBeGreaterThanOrEqual(29);
    expect(item!.because.en).toMatch(/^The sell tax was raised from 2\.9\d % to \d+\.\d\d % \(simulated trade\)\.$/);
    expect(item!.because.fr).toContain('La taxe de vente est passée de 2.9');
    expect(item!.evidence).toEqual([{ kind: 'value', label: 'pool', value: token().pair }]);

    const [message] = bot.sent(CHAT_ID);
    expect(message?.text).toContain('X-Ray watch: D05, which you hold');
    expect(message?.text).toContain('The sell tax was raised from 2.9');
    expect(message?.text).toContain('https://k3.test/x-ray/xray-trade-d05');
    expect((await list(other)).items).toEqual([]);
  });

  it('tells a change once: the next period finds nothing new', async () => {
    clock.advance(PERIOD_MINUTES * 60);
    const report = await runXrayWatch(live.t.app);
    expect(report).toMatchObject({ checked: 4, changes: 0 });
    // A following check searches only the venue its pool was found on, not every DEX of the chain (docs/xray-watch.md).
    expect(report.rpcRequests).toBeLessThan(firstRunRequests * 0.8);
    expect((await list(holder)).items).toHaveLength(1);
    expect(bot.sent(CHAT_ID)).toHaveLength(1);
  });

  it('marks notifications read for their owner only, and refuses a bad id', async () => {
    const [item] = (await list(holder)).items;
    const foreign = await live.t.app.inject({
      method: 'POST',
      url: '/api/me/notifications/read',
      headers: bearer(other),
      payload: { ids: [item!.id] },
    });
    expect(foreign.json<Answer>().data.unread).toBe(0);
    expect((await list(holder)).unread).toBe(1);
    const bad = await live.t.app.inject({
      method: 'POST',
      url: '/api/me/notifications/read',
      headers: bearer(holder),
      payload: { ids: ['nope'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Answer>().message).toContain('ids');
    const all = await live.t.app.inject({
      method: 'POST',
      url: '/api/me/notifications/read',
      headers: bearer(holder),
      payload: {},
    });
    expect(all.json<Answer>().data.unread).toBe(0);
    expect((await list(holder)).items[0]!.readAt).not.toBeNull();
    const limit = await live.t.app.inject({ url: '/api/me/notifications?limit=0', headers: bearer(holder) });
    expect(limit.statusCode).toBe(400);
    expect(limit.json<Answer>().message).toContain('limit must be a whole number from 1 to 100');
  });

  it('keeps to the budget of requests: the tokens past it wait for the next run', async () => {
    clock.advance(PERIOD_MINUTES * 60);
    const tight = { ...live.t.app.config, xray: { ...live.t.app.config.xray, watchRpcPerMinute: 1 } };
    const app = Object.create(live.t.app, { config: { value: tight } }) as typeof live.t.app;
    // RSQ (its id `ethereum:0x…` comes first) starts under the budget and spends it; KRL, D05 and H01 wait.
    expect(await runXrayWatch(app)).toMatchObject({ checked: 1, budgetReached: true });
    // The next run (a new minute's budget) checks what was left, and only that.
    expect(await runXrayWatch(live.t.app)).toMatchObject({ checked: 3, budgetReached: false });
  });

  it('watches a token outside the catalogue a wallet holds: a new owner is told under its own name, linked to its audit by address', async () => {
    const rsq = token('h16');
    const newOwner = '0x00000000000000000000000000000000000B0b01';
    await connect(node.url, dex.deployer).send(rsq.address, rsq.abi, 'transferOwnership', [newOwner]);
    clock.advance(PERIOD_MINUTES * 60);
    expect(await runXrayWatch(live.t.app)).toMatchObject({ held: 4, checked: 4, changes: 1, notifications: 1, telegram: 1 });

    const [item] = (await list(holder)).items;
    expect(item).toMatchObject({
      readAt: null,
      asset: { id: `ethereum:${rsq.address}`, symbol: 'RSQ', name: 'Rescue' },
      change: { code: 'owner_changed', severity: 'high', chain: 'ethereum', after: newOwner },
    });
    expect(item!.change.before?.toLowerCase()).toBe(dex.deployer.address.toLowerCase());
    const message = bot.sent(CHAT_ID).at(-1);
    expect(message?.text).toContain('X-Ray watch: RSQ, which you hold');
    expect(message?.text).toContain(`https://k3.test/x-ray/ethereum%3A${rsq.address}`);
    expect((await list(other)).items).toEqual([]);
  });
});
