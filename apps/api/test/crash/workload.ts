// The writes the crash tests drive over real HTTP while the server is killed: wallet adds, quest claims, ballots and
// Agent K prompts (each spends a kredit), from several signed-in users at once. Every call's outcome is recorded —
// acknowledged (2xx received), refused (4xx), or cut (no answer: the process died under it) — so that after the
// restarts each acknowledged write can be looked for, and each cut one found whole or absent.
import { createHash } from 'node:crypto';
import { privateKeyToAccount } from 'viem/accounts';

/** mulberry32: a small seeded generator, so a failing run can be replayed with its printed seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (random: () => number, low: number, high: number) => Math.floor(low + random() * (high - low + 1));

export interface CrashUser {
  address: string;
  sign(message: string): Promise<string>;
  token: string | null;
  /** Kredits GET /api/me showed before this user's first write. */
  startKredits: number | null;
  nextQuest: number;
  nextPoll: number;
}

/** A user whose key comes from the seed (sha256 of seed and index: a valid secp256k1 key). */
function crashUser(seed: number, index: number): CrashUser {
  const key = `0x${createHash('sha256').update(`k3-crash:${seed}:${index}`).digest('hex')}` as const;
  const account = privateKeyToAccount(key);
  return {
    address: account.address,
    sign: (message) => account.signMessage({ message }),
    token: null,
    startKredits: null,
    nextQuest: 0,
    nextPoll: 0,
  };
}

type Outcome = 'acknowledged' | 'refused' | 'cut';

export interface WriteCounts {
  sent: number;
  acknowledged: number;
  refused: number;
  cut: number;
}

export class Workload {
  readonly users: CrashUser[];
  readonly counts: WriteCounts = { sent: 0, acknowledged: 0, refused: 0, cut: 0 };
  readonly byKind = new Map<string, WriteCounts>();
  /** Wallets whose add was acknowledged: user id → lower-case addresses. */
  readonly wallets: { userId: string; address: string }[] = [];
  readonly claims: { userId: string; questId: string }[] = [];
  /** Every ballot sent (acknowledged or not), keyed `user|poll`: a stored ballot must be exactly this. */
  readonly ballotsSent = new Map<string, Record<string, number>>();
  readonly ballotsAcknowledged: { userId: string; pollId: number }[] = [];
  /** Prompts answered 200 (the kredit was spent), per user. */
  readonly prompts = new Map<string, number>();
  /** 5xx answers seen (none is expected, crash or not). */
  readonly serverErrors: string[] = [];
  private stopped = true;
  private running: Promise<void>[] = [];

  constructor(
    private readonly random: () => number,
    seed: number,
    userCount: number,
    private readonly questIds: readonly string[],
    private readonly pollIds: readonly number[],
    private readonly pollBudget: number,
  ) {
    this.users = Array.from({ length: userCount }, (_, index) => crashUser(seed, index));
  }

  /** Signs every user in (challenge, signature) and reads their starting kredits; no kill runs meanwhile. */
  async signIn(baseUrl: string): Promise<void> {
    for (const user of this.users) {
      if (user.token) continue;
      const challenge = await fetch(`${baseUrl}/api/user/auth/${user.address}`);
      const { data } = (await challenge.json()) as { data: { msg: string } };
      const verified = await fetch(`${baseUrl}/api/user/auth/${user.address}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'k3 crash test' },
        body: JSON.stringify({ signature: await user.sign(data.msg) }),
      });
      if (verified.status !== 200) throw new Error(`sign-in refused: ${verified.status} ${await verified.text()}`);
      user.token = ((await verified.json()) as { data: { token: string } }).data.token;
      user.startKredits = (await this.me(baseUrl, user)).chat.kredits;
    }
  }

  /** GET /api/me for the user (200 expected). */
  async me(baseUrl: string, user: CrashUser): Promise<{ chat: { kredits: number }; system: { xp: number } }> {
    const response = await fetch(`${baseUrl}/api/me`, { headers: { authorization: `Bearer ${user.token}` } });
    if (response.status !== 200) throw new Error(`GET /api/me answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: { chat: { kredits: number }; system: { xp: number } } }).data;
  }

  /** Starts `workers` loops of random writes against `baseUrl`, until stop(). */
  start(baseUrl: string, workers: number): void {
    this.stopped = false;
    this.running = Array.from({ length: workers }, () => this.loop(baseUrl));
  }

  /** Stops the loops and waits for their last calls to settle. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running);
  }

  private async loop(baseUrl: string): Promise<void> {
    while (!this.stopped) {
      const user = this.users[between(this.random, 0, this.users.length - 1)];
      if (!user?.token) continue;
      const pick = this.random();
      if (pick < 0.25) await this.addWallet(baseUrl, user);
      else if (pick < 0.5) await this.claim(baseUrl, user);
      else if (pick < 0.75) await this.ballot(baseUrl, user);
      else await this.prompt(baseUrl, user);
      // A user with no quest or poll left sends nothing: let the timers (the kill) run.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** One POST with the user's token, its body read to the end (a chat stream too). Answers the outcome and the text. */
  private async call(
    kind: string,
    baseUrl: string,
    user: CrashUser,
    path: string,
    body: object,
  ): Promise<{ outcome: Outcome; body: string }> {
    const counts = this.byKind.get(kind) ?? { sent: 0, acknowledged: 0, refused: 0, cut: 0 };
    this.byKind.set(kind, counts);
    counts.sent += 1;
    this.counts.sent += 1;
    let status = 0;
    let text = '';
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      text = await response.text();
    } catch {
      // The process died under the call: no answer, or a 200 stream cut mid-way (still acknowledged: its header, and
      // the kredit's debit, came first).
    }
    if (status >= 500) this.serverErrors.push(`${path} answered ${status}: ${text.slice(0, 300)}`);
    const outcome: Outcome = status === 0 ? 'cut' : status < 300 ? 'acknowledged' : 'refused';
    counts[outcome] += 1;
    this.counts[outcome] += 1;
    return { outcome, body: text };
  }

  private async addWallet(baseUrl: string, user: CrashUser): Promise<void> {
    const address = `0x${Array.from({ length: 40 }, () => between(this.random, 0, 15).toString(16)).join('')}`;
    const { outcome } = await this.call('wallet add', baseUrl, user, '/api/me/wallets', { address });
    if (outcome === 'acknowledged') this.wallets.push({ userId: user.address, address });
  }

  private async claim(baseUrl: string, user: CrashUser): Promise<void> {
    const questId = this.questIds[user.nextQuest];
    if (!questId) return;
    user.nextQuest += 1;
    const started = await this.call('quest start', baseUrl, user, '/api/me/quests/start', { quest_id: questId });
    if (started.outcome !== 'acknowledged') return;
    const { outcome } = await this.call('quest claim', baseUrl, user, '/api/me/quests/complete', { quest_id: questId });
    if (outcome === 'acknowledged') this.claims.push({ userId: user.address, questId });
  }

  private async ballot(baseUrl: string, user: CrashUser): Promise<void> {
    const pollId = this.pollIds[user.nextPoll];
    if (pollId === undefined) return;
    user.nextPoll += 1;
    const first = between(this.random, 1, this.pollBudget);
    const points: Record<string, number> = { '0': first };
    if (first < this.pollBudget) points[String(between(this.random, 1, 3))] = between(this.random, 1, this.pollBudget - first);
    this.ballotsSent.set(`${user.address}|${pollId}`, points);
    const { outcome } = await this.call('ballot', baseUrl, user, `/api/polls/${pollId}/ballot`, { points });
    if (outcome === 'acknowledged') this.ballotsAcknowledged.push({ userId: user.address, pollId });
  }

  private async prompt(baseUrl: string, user: CrashUser): Promise<void> {
    const { outcome } = await this.call('chat prompt', baseUrl, user, '/api/ai/chat', {
      message: 'What is my portfolio worth?',
      lang: 'en',
    });
    if (outcome === 'acknowledged') this.prompts.set(user.address, (this.prompts.get(user.address) ?? 0) + 1);
  }
}
