import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Db } from "../db/open";
import { mailOutbox } from "../db/schema/index";

export type Mail = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer when SMTP_URL is set. */
function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP (the embedded default): the mail is kept in the mail_outbox table and its links
 * are logged, so a developer can follow them. Tokens in links are secrets: only at this level.
 */
function outboxMailer(db: Db, log: FastifyBaseLogger, logLinks: boolean): Mailer {
  return {
    kind: "outbox",
    async send(mail) {
      await db.insert(mailOutbox).values(mail);
      // Links carry single-use tokens: shown in development, never in production logs.
      const links = logLinks ? (mail.text.match(/https?:\/\/\S+/g) ?? []) : undefined;
      log.info({ to: mail.to, subject: mail.subject, links }, "mail kept in the outbox (no SMTP_URL)");
    },
    close: () => {},
  };
}

export type BackgroundMailer = Mailer & {
  /**
   * Sends after the response has gone: an answer that waited for the mail server would take
   * longer for addresses that have an account, and so reveal which do. Failures are logged.
   */
  sendLater(mail: Mail | (() => Promise<Mail>)): void;
  /** Resolves once every mail handed to sendLater has been sent or has failed (tests, shutdown). */
  settled(): Promise<void>;
};

export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): BackgroundMailer {
  let inner: Mailer;
  if (config.mail.smtpUrl) inner = smtpMailer(config.mail.smtpUrl, config.mail.from);
  else {
    if (config.env === "production")
      log.warn("NODE_ENV=production without SMTP_URL: mail is kept in the outbox, not sent");
    inner = outboxMailer(db, log, config.env !== "production");
  }
  const pending = new Set<Promise<void>>();
  return {
    kind: inner.kind,
    send: (mail) => inner.send(mail),
    sendLater(mail) {
      // Started on a later turn of the event loop, once the answer is on its way.
      const delivery = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => (typeof mail === "function" ? mail() : mail))
        .then((m) => inner.send(m))
        .catch((err: Error) => log.error({ err: err.message }, "mail could not be sent"))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async settled() {
      while (pending.size) await Promise.all(pending);
    },
    close: () => inner.close(),
  };
}
