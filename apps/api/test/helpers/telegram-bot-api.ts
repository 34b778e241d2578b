// A local Telegram Bot API server for tests (issue 14 §4): it speaks the methods the K3 bot uses over HTTP, as
// https://api.telegram.org does (POST /bot<token>/<method> with a JSON or form body, answers `{ ok, result }`), so
// the bot runs unchanged with TELEGRAM_API_ROOT pointing here. A test feeds updates (the bot receives them through
// getUpdates long polling, or the test posts them to the webhook itself) and reads what the bot sent, edits applied.
// Control endpoints under /__test let a browser test in another process drive it the same way.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TEST_BOT_TOKEN = '123456789:AAtest-token-for-the-local-bot-api-0001';
export const TEST_BOT = { id: 123456789, is_bot: true, first_name: 'K3 Test', username: 'k3_test_bot' } as const;

export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

export interface SentMessage {
  message_id: number;
  chat_id: number;
  /** The text as it stands now (after the bot's edits). */
  text: string;
  parse_mode?: string | undefined;
  reply_markup?: { inline_keyboard?: { text: string; callback_data?: string; url?: string }[][] } | undefined;
  /** Every text the message had, first to last (an Agent K answer edited as it streams). */
  versions: string[];
}

export interface ApiCall {
  method: string;
  params: Record<string, unknown>;
  /** When the call arrived (Date.now()). */
  at: number;
}

type Update = { update_id: number } & Record<string, unknown>;

export interface LocalBotApi {
  /** The TELEGRAM_API_ROOT to configure (http://127.0.0.1:<port>). */
  url: string;
  readonly calls: ApiCall[];
  /** Messages the bot sent, oldest first (optionally only those in one chat). */
  sent(chatId?: number): SentMessage[];
  /** Queues an update for getUpdates; gives it the next update id unless it has one. Returns it. */
  push(update: Omit<Update, 'update_id'> & { update_id?: number }): Update;
  /** A private text message from `from` (its chat id is the user id), queued; returns the update. */
  text(from: TelegramUser, text: string): Update;
  /** A press on an inline button carrying `data`, under the bot's message `messageId`. */
  callback(from: TelegramUser, data: string, messageId: number): Update;
  /**
   * Waits until `check` returns (or resolves to) a value other than undefined/false (polls every 20 ms), or throws
   * after `timeoutMs`.
   */
  waitFor<T>(
    check: () => T | undefined | false | PromiseLike<T | undefined | false>,
    timeoutMs?: number,
    what?: string,
  ): Promise<T>;
  /** Updates getUpdates has handed out and the bot confirmed (asked with a higher offset). */
  readonly confirmed: number[];
  /** Ids of the updates Telegram would still deliver (queued, not confirmed), oldest first. */
  pending(): number[];
  close(): Promise<void>;
}

export async function startLocalBotApi(options: { port?: number; token?: string } = {}): Promise<LocalBotApi> {
  const token = options.token ?? TEST_BOT_TOKEN;
  const calls: ApiCall[] = [];
  const messages: SentMessage[] = [];
  const queue: Update[] = [];
  const confirmed: number[] = [];
  let nextUpdateId = 1000;
  let nextMessageId = 1;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
    waiters.clear();
  };

  const message = (sent: SentMessage) => ({
    message_id: sent.message_id,
    date: Math.floor(Date.now() / 1000),
    chat: { id: sent.chat_id, type: 'private' },
    from: TEST_BOT,
    text: sent.text,
  });

  async function getUpdates(params: Record<string, unknown>, request: IncomingMessage): Promise<Update[]> {
    const offset = Number(params.offset ?? 0);
    // Updates below the offset are confirmed: Telegram forgets them.
    for (let i = queue.length - 1; i >= 0; i--) {
      const update = queue[i]!;
      if (offset > 0 && update.update_id < offset) {
        confirmed.push(update.update_id);
        queue.splice(i, 1);
      }
    }
    const timeoutMs = Math.min(Number(params.timeout ?? 0), 30) * 1000;
    const deadline = Date.now() + timeoutMs;
    while (queue.length === 0 && Date.now() < deadline && !request.destroyed) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(200, deadline - Date.now()));
        waiters.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return queue.slice(0, Number(params.limit ?? 100));
  }

  async function call(method: string, params: Record<string, unknown>, request: IncomingMessage): Promise<unknown> {
    switch (method) {
      case 'getMe':
        return TEST_BOT;
      case 'getUpdates':
        return getUpdates(params, request);
      case 'deleteWebhook':
      case 'setWebhook':
      case 'setMyCommands':
      case 'answerCallbackQuery':
      case 'sendChatAction':
        return true;
      case 'sendMessage': {
        const text = typeof params.text === 'string' ? params.text : '';
        const sent: SentMessage = {
          message_id: nextMessageId++,
          chat_id: Number(params.chat_id),
          text,
          parse_mode: params.parse_mode as string | undefined,
          reply_markup: params.reply_markup as SentMessage['reply_markup'],
          versions: [text],
        };
        messages.push(sent);
        return message(sent);
      }
      case 'editMessageText': {
        const sent = messages.find((m) => m.message_id === Number(params.message_id) && m.chat_id === Number(params.chat_id));
        if (!sent) throw Object.assign(new Error('Bad Request: message to edit not found'), { status: 400 });
        const text = typeof params.text === 'string' ? params.text : '';
        if (text === sent.text && params.reply_markup === undefined)
          throw Object.assign(new Error('Bad Request: message is not modified'), { status: 400 });
        sent.text = text;
        sent.versions.push(text);
        sent.parse_mode = params.parse_mode as string | undefined;
        if (params.reply_markup !== undefined) sent.reply_markup = params.reply_markup as SentMessage['reply_markup'];
        return message(sent);
      }
      default:
        throw Object.assign(new Error(`Not Found: method ${method} is not served by the local Bot API`), { status: 404 });
    }
  }

  const api: LocalBotApi = {
    url: '',
    calls,
    confirmed,
    sent: (chatId) => messages.filter((m) => chatId === undefined || m.chat_id === chatId),
    pending: () => queue.map((update) => update.update_id),
    push(partial) {
      const update = { ...partial, update_id: partial.update_id ?? nextUpdateId++ } as Update;
      queue.push(update);
      wake();
      return update;
    },
    text(from, text) {
      const entities = text.startsWith('/')
        ? [{ type: 'bot_command', offset: 0, length: text.split(/\s/)[0]!.length }]
        : undefined;
      return api.push({
        message: {
          message_id: nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          chat: { id: from.id, type: 'private', first_name: from.first_name },
          from: { ...from, is_bot: false },
          text,
          ...(entities ? { entities } : {}),
        },
      });
    },
    callback(from, data, messageId) {
      const sent = messages.find((m) => m.message_id === messageId);
      return api.push({
        callback_query: {
          id: String(nextMessageId++),
          from: { ...from, is_bot: false },
          chat_instance: '1',
          data,
          message: sent ? message(sent) : { message_id: messageId, date: 0, chat: { id: from.id, type: 'private' } },
        },
      });
    },
    async waitFor(check, timeoutMs = 10_000, what = 'the condition') {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const value = await check();
        if (value !== undefined && value !== false) return value;
        if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        wake();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      let params: Record<string, unknown> = Object.fromEntries(url.searchParams);
      const type = request.headers['content-type'] ?? '';
      if (raw && type.includes('json')) params = { ...params, ...(JSON.parse(raw) as Record<string, unknown>) };
      else if (raw && type.includes('x-www-form-urlencoded'))
        params = { ...params, ...Object.fromEntries(new URLSearchParams(raw)) };
      // The browser test's remote control.
      if (url.pathname === '/__test/update') return send(response, 200, api.push(params));
      if (url.pathname === '/__test/text') return send(response, 200, api.text(params.from as TelegramUser, String(params.text)));
      if (url.pathname === '/__test/sent') return send(response, 200, api.sent());
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
      if (!match) return send(response, 404, { ok: false, error_code: 404, description: 'Not Found' });
      if (match[1] !== token) return send(response, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
      const method = match[2]!;
      calls.push({ method, params, at: Date.now() });
      call(method, params, request).then(
        (result) => send(response, 200, { ok: true, result }),
        (error: Error & { status?: number }) =>
          send(response, error.status ?? 500, { ok: false, error_code: error.status ?? 500, description: error.message }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}
