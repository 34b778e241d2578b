// Outgoing email (issue 3 §1): through SMTP when SMTP_URL is set; otherwise each message is written as an RFC 822
// `.eml` file under DATA_DIR/outbox (nodemailer's stream transport renders it) so the demo needs no mail server.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends the mail; returns where it went (an outbox file or the SMTP message id) for the log. */
  send(mail: Mail): Promise<string>;
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl !== null) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail({ from: config.mailFrom, ...mail });
        return `smtp ${info.messageId}`;
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = join(config.dataDir, 'outbox');
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      await mkdir(outbox, { recursive: true });
      const file = join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message);
      return file;
    },
  };
}
