// Sharing an Agent K chat (issue 12 §1; spec §3 "Share data: tweetdata {text, hashtags, url, extra}", §7
// `POST /ai/chat/share` and `GET /ai/chat/getshare/{id}`, §9 "hashtags appended to share text").
// The anti-forgery rule: a share publishes only what Agent K really said to this user. Every message the client sends
// must be a message the server itself recorded in the user's stored conversation — a prompt the user sent, an answer
// the server streamed (origin `server`, issue 22 §1), never a message of a client-sent history — with the same sender
// and text, in order (a subsequence: the client may leave messages out, never add or edit one); the snapshot is the
// stored messages so matched, with the server's ids. docs/agent-share-report.md.
import { randomBytes } from 'node:crypto';
import { AI_SHARES_PER_DAY, type AiShare, type ChatMessage, type Locale, type MyShare, type SharedChat } from '@k3/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { StoredChatMessage } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { findConversation } from '../../repositories/ai-conversations';
import { insertShare, type ShareRow } from '../../repositories/ai-shares';
import { recordShare } from '../../repositories/users';
import type { Limiter } from '../limits';
import { referralLink } from '../me';
import { SHARE_HASHTAGS } from '../share';

/** The question quoted in the post and shown as a share's preview is cut to this many characters. */
export const QUOTE_MAX = 80;
/** A UTC day: the limiter's windows are aligned on the epoch, so this window is the calendar day in UTC. */
const DAY_MS = 86_400_000;
const shareKey = (userId: string) => `ai-share:${userId}`;

/** Whether the user may still share a chat today (the chat stream's `sharable`). */
export async function canShareToday(limiter: Limiter, userId: string, now: Date): Promise<boolean> {
  return (await limiter.used(shareKey(userId), DAY_MS, now)) < AI_SHARES_PER_DAY;
}

export interface ShareDeps {
  db: Database;
  config: Pick<Config, 'publicOrigin'>;
  limiter: Limiter;
  now: Date;
}

/** 9 random bytes in base64url: 12 URL-safe characters, 72 bits, not guessable from any other share's id. */
export function newShareId(): string {
  return randomBytes(9).toString('base64url');
}

export function shareUrl(config: Pick<Config, 'publicOrigin'>, id: string): string {
  return `${config.publicOrigin}/chat/share#chatID=${id}`;
}

/** `text` on one line, cut to `max` characters (whole code points, at a word when one ends near the cut) with "…". */
export function cutText(text: string, max = QUOTE_MAX): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  if (chars.length <= max) return chars.join('');
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  const endsAtWord = chars[max - 1] === ' ' || space < head.length / 2;
  return `${(endsAtWord ? head : head.slice(0, space)).trimEnd()}…`;
}

const SAME = (a: string, b: string) => a.trim() === b.trim();

/** Whether the server itself recorded `message` (a client history's messages, and those stored before, did not). */
const recordedByServer = (message: StoredChatMessage | undefined) => message?.origin === 'server';

/**
 * The server-recorded messages `history` names, in order, with the server's ids, or null when one of them is not
 * there: each history message is looked for after the previous match (greedy matching decides "is a subsequence"
 * exactly), among the messages the server recorded only.
 */
export function snapshotOf(stored: readonly StoredChatMessage[], history: readonly ChatMessage[]): ChatMessage[] | null {
  const recorded = stored.filter(recordedByServer);
  const snapshot: ChatMessage[] = [];
  let next = 0;
  for (const message of history) {
    while (
      next < recorded.length &&
      !(recorded[next]?.sender === message.sender && SAME(recorded[next]?.message ?? '', message.message))
    )
      next++;
    const match = recorded[next];
    if (!match) return null;
    snapshot.push({ id: match.id, sender: match.sender, message: match.message });
    next++;
  }
  return snapshot;
}

const SHARE_LINES: Readonly<Record<Locale, (question: string) => string>> = {
  en: (question) => `I asked Agent K on K3: “${question}”`,
  fr: (question) => `J’ai demandé à Agent K sur K3 : « ${question} »`,
  es: (question) => `Le pregunté a Agent K en K3: «${question}»`,
};

const firstQuestion = (messages: readonly ChatMessage[]) => messages.find((m) => m.sender === 'user')?.message ?? '';

const invalidHistory = (message: string) => new HttpError(400, 'invalid_chat_history', message);

/** Stores the snapshot, records the share on the user (the daily "& Earn" state) and prepares the post. */
export async function createShare(
  deps: ShareDeps,
  userId: string,
  request: { chat_history: ChatMessage[]; lang?: Locale | undefined },
): Promise<AiShare> {
  const conversation = await findConversation(deps.db, userId);
  const snapshot = conversation ? snapshotOf(conversation.messages, request.chat_history) : null;
  if (!snapshot)
    throw invalidHistory('chat_history must be prompts you sent and answers Agent K gave in your current conversation');
  if (!snapshot.some((m) => m.sender === 'user') || !snapshot.some((m) => m.sender === 'agent'))
    throw invalidHistory('chat_history must hold a question and an answer');
  // Counted only once the request is valid: a refused history does not spend the day's allowance.
  if (!(await deps.limiter.take(shareKey(userId), AI_SHARES_PER_DAY, DAY_MS, deps.now)))
    throw new HttpError(
      429,
      'too_many_shares',
      `You have shared ${AI_SHARES_PER_DAY} chats today: you can share again after midnight UTC`,
    );

  const id = newShareId();
  await deps.db.transaction(async (tx) => {
    await insertShare(tx, { id, userId, messages: snapshot, createdAt: deps.now });
    await recordShare(tx, userId, deps.now);
  });
  return {
    id,
    tweetdata: {
      text: SHARE_LINES[request.lang ?? 'en'](cutText(firstQuestion(snapshot))),
      hashtags: [...SHARE_HASHTAGS],
      url: shareUrl(deps.config, id),
      extra: referralLink(deps.config, userId),
    },
  };
}

export function sharedChat(row: ShareRow): SharedChat {
  const messages = row.messages.map(({ id, sender, message }) => ({ id, sender, message }));
  return { sharable: true, messages, createdAt: row.createdAt.toISOString() };
}

export function myShare(config: Pick<Config, 'publicOrigin'>, row: ShareRow): MyShare {
  return {
    id: row.id,
    url: shareUrl(config, row.id),
    createdAt: row.createdAt.toISOString(),
    preview: cutText(firstQuestion(row.messages)),
  };
}
