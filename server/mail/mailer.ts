import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Db } from "../db/open";
import { mailOutbox } from "../db/schema/index";
import { DEV_MAIL_PATH } from "./dev-outbox";

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
 * In development each mail also gets one plain line on the terminal, its link first among the
 * JSON request logs, and the whole mail is readable at /dev/mail (dev-outbox.ts).
 */
function outboxMailer(db: Db, log: FastifyBaseLogger, config: Config, print: (line: string) => void): Mailer {
  const logLinks = config.env !== "production";
  return {
    kind: "outbox",
    async send(mail) {
      await db.insert(mailOutbox).values(mail);
      // Links carry single-use tokens: shown in development, never in production logs.
      const links = logLinks ? (mail.text.match(/https?:\/\/\S+/g) ?? []) : undefined;
      log.info({ to: mail.to, subject: mail.subject, links }, "mail kept in the outbox (no SMTP_URL)");
      if (config.env === "development" && printsAt.has(config.logLevel)) print(mailLine(mail, config.publicUrl));
    },
    close: () => {},
  };
}

// The line is an info-level message: a quieter LOG_LEVEL (the e2e server's warn) leaves it out.
const printsAt = new Set(["info", "debug", "trace"]);

/** "Mail to a@b.c: Subject -> link (every mail: …/dev/mail)": what a developer needs at a glance. */
export function mailLine(mail: Mail, publicUrl: string): string {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  return `Mail to ${mail.to}: ${mail.subject}${link ? ` -> ${link}` : ""} (every mail: ${publicUrl}${DEV_MAIL_PATH})`;
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

export function createMailer(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  // The terminal, outside the JSON log: a line people read, not a record machines parse.
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): BackgroundMailer {
  let inner: Mailer;
  if (config.mail.smtpUrl) inner = smtpMailer(config.mail.smtpUrl, config.mail.from);
  else {
    if (config.env === "production")
      log.warn("NODE_ENV=production without SMTP_URL: mail is kept in the outbox, not sent");
    inner = outboxMailer(db, log, config, print);
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
