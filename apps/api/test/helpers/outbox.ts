// The demo mailer's outbox (DATA_DIR/outbox/*.eml, services/mailer.ts) read back by tests: each message's recipient
// and its text body, quoted-printable decoded, oldest first.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutboxMail {
  to: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const outbox = join(dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(outbox, file), 'utf8');
      const split = raw.indexOf('\n\n');
      const headers = raw.slice(0, split);
      const body = raw.slice(split + 2);
      const to = /^To: (.*)$/m.exec(headers)?.[1] ?? '';
      const isQuoted = /^Content-Transfer-Encoding: quoted-printable$/im.test(headers);
      return { to, text: isQuoted ? decodeQuotedPrintable(body) : body };
    }),
  );
}

/** The mails sent to `to` (as written in the To header), oldest first. */
export async function mailsTo(dataDir: string, to: string): Promise<OutboxMail[]> {
  return (await readOutbox(dataDir)).filter((mail) => mail.to === to);
}

/** The 6-digit code of the newest mail to `to`. */
export async function codeFromOutbox(dataDir: string, to: string): Promise<string> {
  const mail = (await mailsTo(dataDir, to)).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return /validation code is (\d{6})/.exec(mail.text)?.[1] ?? '';
}
