// What must hold in the database after any number of kills (docs/reliability.md "Crashes"): each acknowledged write is
// there, and nothing is half-written — rewards match the quests completed, balances match their ledger, ballots are
// whole, portfolios hold what their last completed sync read, news items have their coins and their story. Each check
// answers the problems it finds as sentences, so a failure lists them all.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import type { Workload } from './workload';

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const userKey = (id: string) => id.toLowerCase();

/** Acknowledged writes that are missing. */
export async function missingAcknowledged(db: Database, workload: Workload): Promise<string[]> {
  const problems: string[] = [];
  const wallets = new Set(
    (await rows<{ user_id: string; address_lower: string }>(db, sql`select user_id, address_lower from portfolios`)).map(
      (row) => `${userKey(row.user_id)}|${row.address_lower}`,
    ),
  );
  for (const wallet of workload.wallets)
    if (!wallets.has(`${userKey(wallet.userId)}|${wallet.address.toLowerCase()}`))
      problems.push(`wallet ${wallet.address} of ${wallet.userId}: acknowledged, not stored`);

  const ledger = new Set(
    (
      await rows<{ user_id: string; quest_id: string }>(db, sql`select user_id, quest_id from xp_ledger where source = 'quest'`)
    ).map((row) => `${userKey(row.user_id)}|${row.quest_id}`),
  );
  for (const claim of workload.claims)
    if (!ledger.has(`${userKey(claim.userId)}|${claim.questId}`))
      problems.push(`claim of ${claim.questId} by ${claim.userId}: acknowledged, no reward in the ledger`);

  const stored = new Set(
    (await rows<{ user_id: string; poll_id: number }>(db, sql`select user_id, poll_id from ballots`)).map(
      (row) => `${userKey(row.user_id)}|${row.poll_id}`,
    ),
  );
  for (const ballot of workload.ballotsAcknowledged)
    if (!stored.has(`${userKey(ballot.userId)}|${ballot.pollId}`))
      problems.push(`ballot of ${ballot.userId} on poll ${ballot.pollId}: acknowledged, not stored`);

  const prompts = new Map(
    (
      await rows<{ user_id: string; n: number }>(db, sql`select user_id, count(*)::int as n from ai_prompts group by user_id`)
    ).map((row) => [userKey(row.user_id), Number(row.n)]),
  );
  for (const [userId, answered] of workload.prompts) {
    const recorded = prompts.get(userKey(userId)) ?? 0;
    if (recorded < answered) problems.push(`${userId}: ${answered} prompts answered 200, ${recorded} recorded`);
  }
  return problems;
}

/** Quest rewards against the quests completed, and users.xp (and the ranking's counts) against the ledger. */
export async function rewardProblems(db: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const row of await rows<{ user_id: string; quest_id: string }>(
    db,
    sql`select uq.user_id, uq.quest_id from user_quests uq where uq.status = 'completed' and not exists (
      select 1 from xp_ledger l where l.source = 'quest' and l.user_id = uq.user_id and l.quest_id = uq.quest_id
        and l.period = uq.period)`,
  ))
    problems.push(`${row.user_id} completed ${row.quest_id} without its reward`);
  for (const row of await rows<{ user_id: string; quest_id: string }>(
    db,
    sql`select l.user_id, l.quest_id from xp_ledger l where l.source = 'quest' and not exists (
      select 1 from user_quests uq where uq.status = 'completed' and uq.user_id = l.user_id and uq.quest_id = l.quest_id
        and uq.period = l.period)`,
  ))
    problems.push(`${row.user_id} rewarded for ${row.quest_id} without completing it`);
  for (const row of await rows<{ id: number }>(
    db,
    sql`select l.id from xp_ledger l join quests q on q.id = l.quest_id
      where l.source = 'quest' and q.id like 'crash-%' and (l.amount <> q.reward_xp or l.kredits <> q.reward_kredits)`,
  ))
    problems.push(`ledger row ${row.id} does not grant its quest's reward`);
  for (const row of await rows<{ id: string; xp: number; ledger: number }>(
    db,
    sql`select u.id, u.xp, coalesce((select sum(l.amount) from xp_ledger l where l.user_id = u.id), 0)::int as ledger
      from users u where u.xp <> coalesce((select sum(l.amount) from xp_ledger l where l.user_id = u.id), 0)`,
  ))
    problems.push(`${row.id} has ${row.xp} XP, the ledger sums to ${row.ledger}`);
  for (const row of await rows<{ xp: number }>(
    db,
    sql`select coalesce(a.xp, c.xp) as xp from (select xp, count(*)::int as n from users where xp > 0 group by xp) a
      full join (select xp, users from xp_counts where users <> 0) c on a.xp = c.xp where a.n is distinct from c.users`,
  ))
    problems.push(`the ranking's count of users with ${row.xp} XP is wrong`);
  return problems;
}

/** Ballots: each one whole (its points sum to its total) and exactly what was sent. */
export async function ballotProblems(db: Database, workload: Workload): Promise<string[]> {
  const problems: string[] = [];
  for (const row of await rows<{ user_id: string; poll_id: number; points: Record<string, number>; total: number }>(
    db,
    sql`select user_id, poll_id, points, total from ballots`,
  )) {
    const sum = Object.values(row.points).reduce((total, value) => total + value, 0);
    if (sum !== row.total)
      problems.push(`ballot of ${row.user_id} on poll ${row.poll_id}: points sum to ${sum}, total ${row.total}`);
    const sent = [...workload.ballotsSent.entries()].find(([key]) => userKey(key) === `${userKey(row.user_id)}|${row.poll_id}`);
    if (!sent) problems.push(`ballot of ${row.user_id} on poll ${row.poll_id}: never sent`);
    else if (JSON.stringify(sortKeys(sent[1])) !== JSON.stringify(sortKeys(row.points)))
      problems.push(
        `ballot of ${row.user_id} on poll ${row.poll_id}: ${JSON.stringify(row.points)} stored, ${JSON.stringify(sent[1])} sent`,
      );
  }
  return problems;
}

const sortKeys = (points: Record<string, number>) =>
  Object.fromEntries(Object.entries(points).sort(([a], [b]) => a.localeCompare(b)));

/** Portfolios: holdings only for those whose sync completed, and some for each of those (demo wallets hold coins). */
export async function portfolioProblems(db: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const row of await rows<{ id: string }>(
    db,
    sql`select p.id from portfolios p where p.synced_at is null and exists (select 1 from holdings h where h.portfolio_id = p.id)`,
  ))
    problems.push(`portfolio ${row.id} has holdings but no completed sync`);
  for (const row of await rows<{ id: string }>(
    db,
    sql`select p.id from portfolios p where p.synced_at is not null and p.demo
      and not exists (select 1 from holdings h where h.portfolio_id = p.id)`,
  ))
    problems.push(`portfolio ${row.id} was synced but holds nothing`);
  return problems;
}

/** News: every item in a story whose first item is stored, and with the coin rows of the coins it names. */
export async function newsProblems(db: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const row of await rows<{ id: string }>(
    db,
    sql`select i.id from news_items i where not exists (
      select 1 from news_items s where s.id = i.story_id and s.story_id = s.id)`,
  ))
    problems.push(`news item ${row.id} belongs to no stored story`);
  for (const row of await rows<{ id: string }>(
    db,
    sql`select i.id from news_items i
      where (select count(*) from news_item_coins c where c.item_id = i.id) <>
        (select count(distinct a.id) from jsonb_array_elements_text(i.coin_ids) as coin(id) join assets a on a.id = coin.id)`,
  ))
    problems.push(`news item ${row.id} is missing coin rows`);
  return problems;
}

export interface KreditBook {
  /** Kredits granted by quest rewards. */
  granted: number;
  /** Prompts that spent a kredit (every one not refunded, pending ones cut by a kill included). */
  spent: number;
  answered: number;
}

/** Per user (lower-case id): what the ledger granted and what the prompts spent. */
export async function kreditBooks(db: Database): Promise<Map<string, KreditBook>> {
  const books = new Map<string, KreditBook>();
  const book = (id: string) => {
    const key = userKey(id);
    const found = books.get(key) ?? { granted: 0, spent: 0, answered: 0 };
    books.set(key, found);
    return found;
  };
  for (const row of await rows<{ user_id: string; kredits: number }>(
    db,
    sql`select user_id, coalesce(sum(kredits), 0)::int as kredits from xp_ledger group by user_id`,
  ))
    book(row.user_id).granted = Number(row.kredits);
  for (const row of await rows<{ user_id: string; status: string; n: number }>(
    db,
    sql`select user_id, status, count(*)::int as n from ai_prompts group by user_id, status`,
  )) {
    if (row.status !== 'refunded' && row.status !== 'abandoned') book(row.user_id).spent += Number(row.n);
    if (row.status === 'answered') book(row.user_id).answered += Number(row.n);
  }
  return books;
}

/** Rows per table the figures quote. */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const [row] = await rows<Record<string, number>>(
    db,
    sql`select (select count(*) from portfolios)::int as portfolios, (select count(*) from holdings)::int as holdings,
      (select count(*) from xp_ledger)::int as ledger, (select count(*) from ballots)::int as ballots,
      (select count(*) from ai_prompts)::int as prompts, (select count(*) from news_items)::int as news`,
  );
  return row ?? {};
}
