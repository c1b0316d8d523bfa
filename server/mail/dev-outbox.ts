import { desc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { mailOutbox } from "../db/schema/index";
import { NotFound } from "../errors";

// GET /dev/mail: the local outbox as a page, so a developer without SMTP can read the mail Lotus
// "sent" and follow its links (issue 26). Mail holds single-use tokens that sign people in or
// reset passwords, so the page exists only outside production and answers only this machine:
// in production the path is an unknown page like any other.

export const DEV_MAIL_PATH = "/dev/mail";
const SHOWN = 50;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The text body, escaped, with its http(s) links made clickable. */
function linked(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

const isLoopback = (ip: string) => ip === "::1" || ip.startsWith("127.") || ip.startsWith("::ffff:127.");

export function registerDevMailRoutes(app: FastifyInstance): void {
  if (app.lotus.config.env === "production") return;
  app.get(DEV_MAIL_PATH, async (request, reply) => {
    // HOST=0.0.0.0 in development (a container) must not hand reset links to the network.
    if (!isLoopback(request.ip)) throw NotFound(`Not found: ${DEV_MAIL_PATH}`);
    const mails = await app.lotus.database.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(SHOWN);
    const items = mails
      .map(
        (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${m.createdAt.toISOString()}">${escapeHtml(m.createdAt.toISOString().replace("T", " ").slice(0, 19))} UTC</time></p>
  <pre>${linked(m.text)}</pre>
</article>`,
      )
      .join("\n");
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Outbox · Lotus development</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
body{font-family:system-ui,sans-serif;color:#0f172a;max-width:760px;margin:0 auto;padding:24px}
h1{font-size:1.4rem;margin:0 0 4px}
.note{color:#475569;font-size:.9rem;margin:0 0 20px}
article{border:1px solid #e2e8f0;border-radius:12px;padding:12px 16px;margin:0 0 12px}
h2{font-size:1rem;margin:0}
.meta{color:#64748b;font-size:.85rem;margin:4px 0 8px}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;font-size:.9rem;margin:0}
a{color:#0f766e}
</style></head>
<body><main>
<h1>Outbox</h1>
<p class="note">Development only: without SMTP_URL, Lotus keeps mail here instead of sending it. Newest first, the last ${SHOWN}. Links work once, like the real ones.</p>
${items || "<p>No mail yet. Sign up, reset a password or invite someone, and it appears here.</p>"}
</main></body></html>`;
    return reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
  });
}
