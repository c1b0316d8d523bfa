import { SMTPServer } from "smtp-server";

export type CapturedMail = { to: string[]; raw: string; subject: string; links: string[] };

// Undoes quoted-printable (soft line breaks, =XX escapes) so links read as they were written.
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A real SMTP server on a free loopback port that keeps every message it receives. */
export async function startSmtpCapture(): Promise<{
  url: string;
  mails: CapturedMail[];
  next(to: string): Promise<CapturedMail>;
  close(): Promise<void>;
}> {
  const mails: CapturedMail[] = [];
  const waiters: { to: string; resolve: (m: CapturedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = decodeQuotedPrintable(Buffer.concat(chunks).toString("utf8"));
        const mail: CapturedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "",
          links: [...new Set(raw.match(/https?:\/\/[^\s"<>]+/g) ?? [])],
        };
        mails.push(mail);
        for (const w of waiters.splice(0)) {
          if (mail.to.includes(w.to.toLowerCase())) w.resolve(mail);
          else waiters.push(w);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next: (to) => new Promise((resolve) => waiters.push({ to, resolve })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
