import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { outbox } from './schema.ts';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** What became of a message: sent (or, without SMTP, written to the log), or why not. */
export type MailOutcome = { sent: true } | { sent: false; error: string };

export interface Outbox {
  /** Never throws for a refused message: the outcome says it, and the outbox keeps it. */
  send(mail: Mail): Promise<MailOutcome>;
}

/**
 * Every message is written to the outbox table first; with SMTP configured it is then delivered,
 * otherwise (the demo) it is written to the log for the operator to read.
 */
export function createOutbox(
  db: Db,
  log: FastifyBaseLogger,
  smtpUrl?: string,
  from?: string,
): Outbox {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await db
        .insert(outbox)
        .values({ recipient: mail.to, subject: mail.subject, body: mail.body })
        .returning({ id: outbox.id });
      if (!transport) {
        log.info(
          { outbox: { to: mail.to, subject: mail.subject, body: mail.body } },
          'mail (outbox)',
        );
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row!.id));
        return { sent: true };
      }
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row!.id));
        return { sent: true };
      } catch (err) {
        log.warn({ err }, 'mail delivery failed; kept in the outbox');
        await db
          .update(outbox)
          .set({ error: String(err) })
          .where(eq(outbox.id, row!.id));
        return { sent: false, error: String(err) };
      }
    },
  };
}
