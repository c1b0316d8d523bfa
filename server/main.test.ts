import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./db/open";
import { connectClient, nextEvent } from "./testing/socket-client";

// server/main.ts as `npm start` runs it: a real process, real signals.
const started: ChildProcess[] = [];
// A test that times out never reaches its own `finally`: its server would outlive the run and
// slow whatever runs next on the machine.
afterEach(() => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "main.ts")], {
    env: { ...process.env, PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) => reject(new Error(`exited early with ${code}: ${output}`)));
  });
  listening.catch(() => {}); // a test that expects an early exit never awaits it
  return { child, listening, output: () => output };
}

// Each test starts a whole process (tsx compiling, data loading): on a busy machine, with other
// files running beside it, that alone can take most of the default 30 s.
describe("server/main.ts", { timeout: 120_000 }, () => {
  it("refuses to start on a bad environment, naming the variable", async () => {
    const { child, output } = startMain({
      PORT: "not-a-port",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "lotus-main-")),
    });
    const [code] = await once(child, "exit");
    expect(code).toBe(1);
    expect(output()).toContain("Invalid configuration");
    expect(output()).toContain("PORT");
  });

  it("shuts down cleanly on SIGTERM: closes sockets and the database, exits 0", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "lotus-main-"));
    const { child, listening, output } = startMain({ DATA_DIR: dataDir, CAPTCHA_PROVIDER: "none" });
    const url = await listening;
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    // A signed-in traveller with an open socket, as the app would have.
    const json = (body: object) => ({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const account = { email: "shutdown@example.com", password: "Harbour-Lights-42" };
    await fetch(`${url}/api/signup`, json({ ...account, firstName: "Sam", lastName: "Stone", consents: true }));
    const login = await fetch(`${url}/api/auth`, json(account));
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    const socket = await connectClient(url, { cookie });
    const disconnected = nextEvent(socket, "disconnect");
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    const [code] = await exited;
    await disconnected;
    expect(code).toBe(0);
    expect(output()).toContain("shutting down");

    // PGlite was closed properly: its data folder opens again with the migrations in place.
    const reopened = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
    await reopened.ping();
    await reopened.close();
  });

  it("says at start-up where it is served and which providers are live or offline; one line per mail (issue 26)", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "lotus-main-"));
    const { child, listening, output } = startMain({
      DATA_DIR: dataDir,
      NODE_ENV: "development",
      CAPTCHA_PROVIDER: "none",
      LLM_PROVIDER: "offline",
      WEATHER_PROVIDER: "offline",
      DUFFEL_ACCESS_TOKEN: "",
      GOOGLE_PLACES_API_KEY: "",
      REDDIT_CLIENT_ID: "",
      SMTP_URL: "",
      PUBLIC_URL: "",
    });
    const url = await listening;
    try {
      await expect.poll(output).toContain(`Lotus is running at ${url} `);
      await expect
        .poll(output)
        .toContain(
          "Providers live: none; offline: guide (built-in engine), flights (sample inventory), hotels (sample inventory), places (built-in catalogue), weather (typical-weather estimate), forums (none), mail (local outbox)",
        );
      const res = await fetch(`${url}/api/signup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          firstName: "Sam",
          lastName: "Stone",
          email: "sam@example.com",
          password: "Harbour-Lights-42",
          consents: true,
          recaptcha_token: "none",
        }),
      });
      expect(res.status).toBe(200);
      // Plain text among the JSON logs, the link on the address served.
      const mailLine = () =>
        output()
          .split("\n")
          .find((line) => line.startsWith("Mail to sam@example.com"));
      await expect.poll(mailLine).toMatch(/^Mail to sam@example\.com: Confirm your e-mail for Lotus -> /);
      expect(mailLine()).toMatch(
        new RegExp(String.raw`-> ${url}/confirm_email/[\w-]+ \(every mail: ${url}/dev/mail\)$`),
      );
    } finally {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    }
  });
});
