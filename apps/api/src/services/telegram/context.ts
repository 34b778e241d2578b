// The bot's context (grammY context flavor): every handler knows the K3 user behind the Telegram account (or that
// there is none), the language to answer in, and the services it may call.
import type { Locale } from '@k3/shared';
import type { Context } from 'grammy';
import type { Limiter } from '../limits';
import type { Database } from '../../db/client';
import type { TelegramLinkRow } from '../../repositories/telegram';
import type { UserRow } from '../../repositories/users';
import type { ChatDeps } from '../agent/chat';
import type { ToolDeps } from '../agent/tools';

/** What the bot needs from the app: built once per process by plugins/app/telegram.ts. */
export interface BotDeps {
  db: Database;
  clock: () => Date;
  limiter: Limiter;
  /** Where links in messages point (PUBLIC_ORIGIN). */
  origin: string;
  demo: boolean;
  /** The tools Agent K uses, which the commands reuse: the same figures as the web app. */
  toolDeps: () => ToolDeps;
  chatDeps: () => ChatDeps;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Slow work (Agent K answers) runs here, so the next update of any chat is not held; awaited on shutdown. */
  background: (task: () => Promise<void>) => void;
}

export interface K3Flavor {
  k3: {
    deps: BotDeps;
    link: TelegramLinkRow | undefined;
    /** The linked K3 user; undefined for an unlinked Telegram account. */
    user: UserRow | undefined;
    lang: Locale;
  };
}

export type K3Context = Context & K3Flavor;
/** A context whose Telegram account is linked (after the link guard). */
export type LinkedContext = K3Context & { k3: { link: TelegramLinkRow; user: UserRow } };
