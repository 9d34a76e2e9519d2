import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutbox, type Outbox } from './outbox.ts';

export type { Mail, MailOutcome, Outbox } from './outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stores every message, then sends it by SMTP (SMTP_URL) or writes it to the log. */
    outbox: Outbox;
  }
}

/** The outbox of the mail this server sends. */
export const mailModule = fp(
  (app: FastifyInstance) => {
    const { env } = app;
    app.decorate('outbox', createOutbox(app.database.db, app.log, env.SMTP_URL, env.MAIL_FROM));
  },
  { name: 'mail', dependencies: ['config', 'database'] },
);
