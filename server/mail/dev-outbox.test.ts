import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { startServer } from "../testing/start-server";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createMailer, mailLine } from "./mailer";

// Issue 26: without SMTP, a developer reads mail at /dev/mail and in one plain terminal line per
// mail; the page never exists in production nor answers another machine. And with no PUBLIC_URL,
// links use the address actually served, so they open in the session the person already has.

const apps: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

async function app(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp({ CAPTCHA_PROVIDER: "none", ...env });
  apps.push(t);
  return t;
}

const signUp = (t: TestApp, email: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/signup",
    payload: {
      firstName: "Mira",
      lastName: "Okafor",
      email,
      password: "Harbour-Lights-42",
      consents: true,
      recaptcha_token: "none",
    },
  });

describe("/dev/mail", () => {
  it("lists the outbox in development, newest first, links clickable and text escaped", async () => {
    const t = await app({ NODE_ENV: "development" });
    expect((await signUp(t, "mira@example.com")).statusCode).toBe(200);
    await t.app.lotus.mailer.settled();
    await t.app.lotus.mailer.send({
      to: "<script>@example.com",
      subject: "A <b>later</b> mail",
      text: "See http://localhost:3000/plan",
      html: "",
    });
    const res = await t.app.inject({ method: "GET", url: "/dev/mail" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-store");
    const page = res.body;
    expect(page).toMatch(/<a href="http:\/\/localhost:3000\/confirm_email\/[\w-]+">/);
    expect(page).toContain("To <strong>mira@example.com</strong>");
    expect(page.indexOf("A &lt;b&gt;later&lt;/b&gt; mail")).toBeLessThan(page.indexOf("Confirm your e-mail"));
    expect(page).not.toContain("<script>");
  });

  it("does not answer another machine", async () => {
    const t = await app({ NODE_ENV: "development" });
    const res = await t.app.inject({ method: "GET", url: "/dev/mail", remoteAddress: "10.1.2.3" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("Outbox");
  });

  it("does not exist in production", async () => {
    // A built app of its own, so the unknown path gets the app's not-found page, as in production.
    const web = mkdtempSync(path.join(tmpdir(), "lotus-web-"));
    writeFileSync(path.join(web, "index.html"), "<!doctype html><title>Lotus</title>");
    const t = await app({
      WEB_DIR: web,
      NODE_ENV: "production",
      CAPTCHA_PROVIDER: "altcha",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      PUBLIC_URL: "https://lotus.example",
      BILLING: "test",
    });
    const res = await t.app.inject({ method: "GET", url: "/dev/mail" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe("<!doctype html><title>Lotus</title>");
  });
});

describe("the terminal line per mail", () => {
  it("names the addressee, the subject and the link, in development only", async () => {
    const t = await app({});
    const mail = {
      to: "mira@example.com",
      subject: "Confirm your e-mail for Lotus",
      text: "Hi Mira,\n\nConfirm my e-mail: http://127.0.0.1:3000/confirm_email/abc123\n\n— Lotus",
      html: "",
    };
    const printed: Record<string, string[]> = {};
    for (const env of ["development", "test", "production"] as const) {
      printed[env] = [];
      const config = {
        ...loadConfig({ NODE_ENV: "development", PUBLIC_URL: "http://127.0.0.1:3000", DATA_DIR: "./data/test-unused" }),
        env,
      };
      const mailer = createMailer(config, t.database.db, t.app.log, (line) => printed[env]?.push(line));
      await mailer.send(mail);
    }
    expect(printed).toEqual({
      development: [
        "Mail to mira@example.com: Confirm your e-mail for Lotus -> http://127.0.0.1:3000/confirm_email/abc123 (every mail: http://127.0.0.1:3000/dev/mail)",
      ],
      test: [],
      production: [],
    });
    expect(mailLine({ ...mail, text: "No link here" }, "http://localhost:3000")).toBe(
      "Mail to mira@example.com: Confirm your e-mail for Lotus (every mail: http://localhost:3000/dev/mail)",
    );
  });
});

describe("the default PUBLIC_URL", () => {
  it("is the address the server listens on, so a mailed link opens in the same session", async () => {
    const server = await startServer({ CAPTCHA_PROVIDER: "none" });
    apps.push(server);
    expect(server.app.lotus.config.publicUrl).toBe(server.url);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${server.url}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Mira",
        lastName: "Okafor",
        email: "mira@example.com",
        password: "Harbour-Lights-42",
        consents: true,
        recaptcha_token: "none",
      }),
    });
    expect(res.status).toBe(200);
    await server.app.lotus.mailer.settled();
    const page = await (await fetch(`${server.url}/dev/mail`)).text();
    expect(page).toContain(`<a href="${server.url}/confirm_email/`);
  });

  it("is read from HOST and PORT before listening, a wildcard host as localhost", () => {
    const base = { DATA_DIR: "./data/test-unused" };
    expect(loadConfig({ ...base, PORT: "4100" }).publicUrl).toBe("http://127.0.0.1:4100");
    expect(loadConfig({ ...base, HOST: "0.0.0.0" }).publicUrl).toBe("http://localhost:3000");
    expect(loadConfig({ ...base, HOST: "::1" }).publicUrl).toBe("http://[::1]:3000");
    const given = loadConfig({ ...base, PUBLIC_URL: "https://lotus.example" });
    expect(given).toMatchObject({ publicUrl: "https://lotus.example", publicUrlDerived: false });
  });
});
