// An answer written into a Telegram chat while it is produced (issue 14 §3 "answer edited in place as it streams,
// respecting Telegram's edit limits"): the first text is sent as a message at once, then that message is edited with
// the text so far at most once every EDIT_INTERVAL_MS, and a last time with the final text. A text past one
// message's limit continues in a new message (the caller gives the pages). A page is only written when its text
// changed (Telegram answers 400 "message is not modified" otherwise). A 429 pauses the edits for its retry_after; the
// final text is retried after it, and an edit Telegram refuses for another reason (the user deleted the message) is
// sent as a new message instead, so the final answer is not lost.
import { type Api, GrammyError } from 'grammy';

/**
 * Telegram lets a bot send about one message a second to a chat, and edits count; bursts get 429 Too Many Requests.
 * An edit every 1.5 s keeps a streamed answer under that with room to spare (the final edit waits its turn too).
 */
export const EDIT_INTERVAL_MS = 1500;
/** The final text is tried this many times when Telegram answers 429, waiting its retry_after in between. */
const FINAL_ATTEMPTS = 5;
const HTML = { parse_mode: 'HTML', link_preview_options: { is_disabled: true } } as const;

export interface StreamedReply {
  /** The answer so far: rendered and written soon, at most once per EDIT_INTERVAL_MS. */
  update(text: string): void;
  /** The final pages: waits for a write in flight and for the interval, then writes each page that changed. */
  finish(pages: readonly string[]): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds Telegram asks to wait (429), or null for another error. */
export function retryAfter(error: unknown): number | null {
  if (!(error instanceof GrammyError) || error.error_code !== 429) return null;
  return error.parameters.retry_after ?? 1;
}

const notModified = (error: unknown) =>
  error instanceof GrammyError && error.error_code === 400 && error.description.includes('message is not modified');

export function streamedReply(
  api: Api,
  chatId: number,
  log: { warn(obj: object, msg: string): void },
  /** The text so far as HTML pages (rendered only when written). */
  render: (text: string) => readonly string[],
): StreamedReply {
  const shown: ({ id: number; html: string } | undefined)[] = [];
  let latest = '';
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;
  /** The earliest time the next write may start. */
  let nextAt = 0;
  let finished = false;

  async function writePage(index: number, html: string): Promise<void> {
    const current = shown[index];
    if (current?.html === html) return;
    if (current) {
      try {
        await api.editMessageText(chatId, current.id, html, HTML);
      } catch (error) {
        if (!notModified(error)) throw error;
      }
      current.html = html;
      return;
    }
    const sent = await api.sendMessage(chatId, html, HTML);
    shown[index] = { id: sent.message_id, html };
  }

  async function write(pages: readonly string[], final: boolean): Promise<void> {
    for (const [index, html] of pages.entries()) {
      for (let attempt = 1; ; attempt++) {
        try {
          await writePage(index, html);
          break;
        } catch (error) {
          const wait = retryAfter(error);
          if (wait !== null) nextAt = Date.now() + wait * 1000;
          // The text so far can wait for the next write; the final text cannot.
          if (!final || attempt >= FINAL_ATTEMPTS) throw error;
          if (wait !== null) await sleep(wait * 1000);
          else if (shown[index]) shown[index] = undefined;
          else throw error;
        }
      }
    }
  }

  function schedule(): void {
    if (timer || writing || finished) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        const text = latest;
        writing = write(render(text), false)
          .catch((error: unknown) => log.warn({ err: error, chatId }, 'telegram answer edit failed'))
          .finally(() => {
            writing = undefined;
            nextAt = Math.max(nextAt, Date.now() + EDIT_INTERVAL_MS);
            if (latest !== text) schedule();
          });
      },
      Math.max(0, nextAt - Date.now()),
    );
  }

  return {
    update(text) {
      latest = text;
      schedule();
    },
    async finish(pages) {
      finished = true;
      clearTimeout(timer);
      timer = undefined;
      await writing;
      const wait = nextAt - Date.now();
      if (wait > 0 && shown.length > 0) await sleep(wait);
      await write(pages, true);
    },
  };
}
