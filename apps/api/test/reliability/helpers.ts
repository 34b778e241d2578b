// Shared pieces of the reliability scenarios that spend kredits: an app on a fresh database whose balances the test
// sets per wallet (KRL held exactly), with an agent that numbers its answers so a replay is told from a second answer.
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import type { Clock } from '../../src/plugins/app/clock';
import type { Agent } from '../../src/services/agent/types';
import { signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { knownBalances, seedAssets } from '../portfolio/known-market';
import { walletWithKrl } from '../rewards/helpers';

export interface AgentApp {
  t: TestApp;
  /** Answers produced so far by the agent. */
  answers(): number;
  /** Signs in a fresh wallet holding `krl` KRL: its id (the address) and bearer token. */
  newUser(krl?: string | null): Promise<{ id: string; token: string }>;
  kreditsOf(userId: string): Promise<number>;
}

export async function agentApp(clock: Clock, env: Record<string, string> = {}): Promise<AgentApp> {
  const balances = knownBalances();
  let answers = 0;
  const agent: Agent = {
    kind: 'offline',
    answer: () => {
      answers += 1;
      const text = `Answer ${answers}.`;
      return (async function* () {
        await Promise.resolve();
        yield text;
      })();
    },
  };
  const t = await buildTestApp({ env: { ...TEST_ENV, ...env }, clock, balances, agent });
  await seedAssets(t.app.db, ['kryll']);
  return {
    t,
    answers: () => answers,
    newUser: async (krl = '10') => {
      const wallet = walletWithKrl(balances, krl);
      return { id: wallet.address, token: await signIn(t.app, wallet) };
    },
    kreditsOf: async (userId) => {
      const [row] = await t.app.db.select({ kredits: users.kredits }).from(users).where(eq(users.id, userId));
      return row?.kredits ?? Number.NaN;
    },
  };
}
