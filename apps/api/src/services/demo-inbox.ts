// The demo inbox (docs/auth.md "Demo inbox"): in demo mode without SMTP_URL no email leaves the server (services/
// mailer.ts writes it to DATA_DIR/outbox), so a newcomer could never read their validation code. The last message
// mailed to each user is also kept for them, and GET /api/me/demo-inbox shows it to that user only. Live mode, or a
// demo with real SMTP, has no demo inbox: nothing is kept and the route does not exist.
import type { DemoInboxMessage } from '@k3/shared';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { findDemoMail, saveDemoMail } from '../repositories/demo-inbox';
import type { Mailer } from './mailer';

export function hasDemoInbox(config: Pick<Config, 'isDemo' | 'smtpUrl'>): boolean {
  return config.isDemo && config.smtpUrl === null;
}

/** A mailer that sends as `mailer` does, then keeps the message as `userId`'s last one. */
export function demoInboxMailer(mailer: Mailer, db: Database, userId: string, now: () => Date): Mailer {
  return {
    async send(mail) {
      const sent = await mailer.send(mail);
      await saveDemoMail(db, { userId, to: mail.to, subject: mail.subject, body: mail.text, sentAt: now() });
      return sent;
    },
  };
}

/** The signed-in user's last message; the only key is their own id, so no one reads another's. */
export async function readDemoInbox(db: Database, userId: string): Promise<DemoInboxMessage | null> {
  const row = await findDemoMail(db, userId);
  return row ? { to: row.to, subject: row.subject, text: row.body, sentAt: row.sentAt.toISOString() } : null;
}
