import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { eq } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../auth/passwords";
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from "../auth/sessions";
import { hashToken, issueToken } from "../auth/tokens";
import type { Db } from "../db/open";
import { sessions, users } from "../db/schema/index";
import { connectClient } from "../testing/socket-client";
import { type RunningServer, startServer } from "../testing/start-server";
import { createTestDatabase, type TestDatabase, testBackend } from "../testing/test-database";
import { createSignedInUser } from "../testing/test-users";
import { crossSiteRefused } from "./auth";
import { SESSION_RECHECK_MS, SESSION_SWEEP_MS } from "./session-sockets";

// Issue 20: a socket belongs to its session. Every way a session ends (sign-out, "sign out other
// sessions", a password change or reset, a new sign-in in the same browser, expiry, a row gone
// without us knowing) ends its sockets, with a reason the web app understands; in one process
// and across two over Redis.

type Ended = { reason: string | null; disconnect: string | null };

/** Records the session_ended reason and the disconnect reason of a socket, and resolves on disconnect. */
function watch(socket: Socket): { ended: Ended; gone: Promise<Ended> } {
  const ended: Ended = { reason: null, disconnect: null };
  socket.on("session_ended", (p: { reason: string }) => {
    ended.reason = p.reason;
  });
  const gone = new Promise<Ended>((resolve) =>
    socket.once("disconnect", (why) => {
      ended.disconnect = why;
      resolve(ended);
    }),
  );
  return { ended, gone };
}

/** When the socket is disconnected (epoch ms), once it is. */
function disconnectedAt(socket: Socket): () => number | null {
  let at: number | null = null;
  socket.once("disconnect", () => {
    at = Date.now();
  });
  return () => at;
}

/** Resolves with the socket's fate, or rejects if it is still connected after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms)),
  ]);
}

const stillConnected = async (socket: Socket) => {
  await new Promise((r) => setTimeout(r, 300));
  return socket.connected;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(ms, 0)));
const HOUR = 60 * 60 * 1000;
const sessionHashOf = (cookie: string) => hashToken(cookie.split("=")[1] ?? "");

/** Rewrites a session's row (by its cookie): tests give sessions a real expiry a second or two away. */
async function setSession(
  db: Db,
  cookie: string,
  values: { createdAt?: Date; lastSeenAt?: Date; expiresAt?: Date },
): Promise<void> {
  await db
    .update(sessions)
    .set(values)
    .where(eq(sessions.tokenHash, sessionHashOf(cookie)));
}

async function sessionRow(db: Db, cookie: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sessionHashOf(cookie)));
  return row;
}

/**
 * A session whose idle expiry is `inMs` away: a real expiry in the row, in seconds rather than
 * days. Its last extension is recent (lookups extend a session at most once an hour), so the
 * handshake's lookup leaves the expiry where it is, as it would a week into an idle session.
 */
async function expiringIn(db: Db, cookie: string, inMs: number): Promise<number> {
  const expiresAt = Date.now() + inMs;
  await setSession(db, cookie, { lastSeenAt: new Date(), expiresAt: new Date(expiresAt) });
  return expiresAt;
}

describe("sockets end with their session (one process)", () => {
  let server: RunningServer;
  const db = () => server.app.lotus.database.db;
  const post = (path: string, cookie: string | undefined, body: unknown = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { ...(cookie ? { cookie } : {}), "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    // The default sweep (every 30 s): sessions ending by the clock are each socket's own timer's.
    server = await startServer({ CAPTCHA_PROVIDER: "none" });
  });
  afterAll(() => server.close());

  it("sign-out disconnects that session's sockets at once, and no other session's", async () => {
    const { user, cookie } = await createSignedInUser(db());
    const other = `${SESSION_COOKIE}=${await (await import("../auth/sessions")).createSession(db(), user.id)}`;
    const tab = await connectClient(server.url, { cookie });
    const secondTab = await connectClient(server.url, { cookie });
    const phone = await connectClient(server.url, { cookie: other });
    const [a, b] = [watch(tab), watch(secondTab)];
    const res = await fetch(`${server.url}/api/deauth`, { headers: { cookie } });
    expect(res.status).toBe(200);
    for (const w of [a, b]) {
      expect(await within(w.gone, 1000)).toEqual({ reason: "signed_out", disconnect: "io server disconnect" });
    }
    expect(await stillConnected(phone)).toBe(true);
    // The signed-out cookie cannot open another.
    await expect(connectClient(server.url, { cookie })).rejects.toThrow("Please log in to continue");
    phone.close();
  });

  it("'sign out other sessions' and a password change end the others' sockets, not this one's", async () => {
    const { createSession } = await import("../auth/sessions");
    const { user, cookie } = await createSignedInUser(db(), { passwordHash: await hashPassword("old-Password-91") });
    const laptop = `${SESSION_COOKIE}=${await createSession(db(), user.id)}`;
    const mine = await connectClient(server.url, { cookie });
    const theirs = watch(await connectClient(server.url, { cookie: laptop }));
    expect((await post("/api/sign-out-other-sessions", cookie)).status).toBe(200);
    expect((await within(theirs.gone, 1000)).reason).toBe("signed_out_elsewhere");
    expect(await stillConnected(mine)).toBe(true);

    const tablet = `${SESSION_COOKIE}=${await createSession(db(), user.id)}`;
    const third = watch(await connectClient(server.url, { cookie: tablet }));
    const changed = await post("/api/change-password", cookie, {
      current_password: "old-Password-91",
      password: "a-New-passphrase-2027",
    });
    expect(changed.status).toBe(200);
    expect((await within(third.gone, 1000)).reason).toBe("password_changed");
    expect(await stillConnected(mine)).toBe(true);
    mine.close();
  });

  it("a password reset ends every socket of the account", async () => {
    const { user, cookie } = await createSignedInUser(db());
    const socket = watch(await connectClient(server.url, { cookie }));
    const token = await issueToken(db(), user.id, "reset_password");
    const res = await post("/api/reset-password", undefined, { token, password: "Brand-new-passphrase-88" });
    expect(res.status).toBe(200);
    expect((await within(socket.gone, 1000)).reason).toBe("password_changed");
  });

  it("signing in over an old session (a shared computer) ends the old session's sockets", async () => {
    const previous = await createSignedInUser(db());
    const socket = watch(await connectClient(server.url, { cookie: previous.cookie }));
    // Someone else signs in on the same browser: the request still carries the old cookie.
    const next = await createSignedInUser(db(), { passwordHash: await hashPassword("Second-person-pass-7") });
    const res = await post("/api/auth", previous.cookie, {
      email: next.user.email,
      password: "Second-person-pass-7",
      recaptcha_token: "",
    });
    expect(res.status).toBe(200);
    expect((await within(socket.gone, 1000)).reason).toBe("signed_out");
    const fresh = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    const connected = new Promise<string>((resolve) =>
      server.app.lotus.io.once("connection", (s) => resolve(s.data.user.id)),
    );
    const newTab = await connectClient(server.url, { cookie: fresh?.split(";")[0] });
    expect(await connected).toBe(next.user.id);
    newTab.close();
  });

  it("an expired session's socket is refused at the handshake", async () => {
    const { cookie } = await createSignedInUser(db());
    await setSession(db(), cookie, { expiresAt: new Date(Date.now() - 1000) });
    await expect(connectClient(server.url, { cookie })).rejects.toThrow("Please log in to continue");
  });

  it("a quiet socket is ended within a second of its session's idle expiry, with the default sweep", async () => {
    // Far slower than the second allowed: only the socket's own timer can be in time.
    expect(SESSION_SWEEP_MS).toBeGreaterThanOrEqual(30_000);
    const { cookie } = await createSignedInUser(db());
    const expiresAt = await expiringIn(db(), cookie, 1500);
    const client = await connectClient(server.url, { cookie });
    const socket = watch(client);
    const endedAt = disconnectedAt(client);
    await sleep(expiresAt - Date.now() - 300);
    expect(socket.ended.disconnect, "ended before its session did").toBeNull();
    expect(await within(socket.gone, expiresAt - Date.now() + 1000)).toEqual({
      reason: "expired",
      disconnect: "io server disconnect",
    });
    expect(endedAt()).toBeGreaterThanOrEqual(expiresAt - 20);
    expect(endedAt()).toBeLessThan(expiresAt + 1000);
    await expect(connectClient(server.url, { cookie })).rejects.toThrow("Please log in to continue");
  });

  it("a busy socket ends at its session's absolute expiry: its events never extend the session past 30 days", async () => {
    const { cookie } = await createSignedInUser(db());
    // Signed in 30 days ago less 2.5 s, last seen 2 h ago: every lookup extends the idle expiry,
    // and the absolute one (2.5 s away) must hold it.
    const cap = Date.now() + 2500;
    const createdAt = new Date(cap - SESSION_LIFETIME_MS);
    await setSession(db(), cookie, {
      createdAt,
      lastSeenAt: new Date(Date.now() - 2 * HOUR),
      expiresAt: new Date(cap),
    });
    const client = await connectClient(server.url, { cookie });
    const socket = watch(client);
    const endedAt = disconnectedAt(client);
    // The handshake's lookup extended the session as far as it may go: to the cap, no further.
    expect((await sessionRow(db(), cookie))?.expiresAt.getTime()).toBe(cap);
    const serverSocket = [...server.app.lotus.io.of("/").sockets.values()].find(
      (s) => s.data.sessionHash === sessionHashOf(cookie),
    );
    expect(serverSocket?.data.sessionExpiresAt).toBe(cap);

    // For the first second, each event asks the database (its last check made stale, the session
    // last seen 2 h ago), and each lookup extends the session, up to the cap.
    let asked = 0;
    while (Date.now() < cap - 1200) {
      await setSession(db(), cookie, { lastSeenAt: new Date(Date.now() - 2 * HOUR) });
      if (serverSocket) serverSocket.data.sessionCheckedAt = Date.now() - SESSION_RECHECK_MS - 1;
      expect(await client.timeout(2000).emitWithAck("join_notifications", {})).toEqual({ ok: true });
      asked++;
      const row = await sessionRow(db(), cookie);
      expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0), "the event's lookup extended the session").toBeLessThan(
        HOUR,
      );
      expect(row?.expiresAt.getTime(), "extended past the absolute expiry").toBe(cap);
      await sleep(150);
    }
    expect(asked).toBeGreaterThan(0);
    // Then events as usual (checked less than a minute ago) until the cap ends the socket.
    const acks: unknown[] = [];
    while (client.connected && Date.now() < cap + 3000) {
      acks.push(
        await client
          .timeout(1000)
          .emitWithAck("join_notifications", {})
          .catch(() => "no answer"),
      );
      await sleep(150);
    }
    expect(await within(socket.gone, 0)).toEqual({ reason: "expired", disconnect: "io server disconnect" });
    expect(endedAt(), "ended before the absolute expiry").toBeGreaterThanOrEqual(cap - 20);
    expect(endedAt(), "ended more than a second after the absolute expiry").toBeLessThan(cap + 1000);
    expect(acks.length).toBeGreaterThan(3);
    await expect(connectClient(server.url, { cookie })).rejects.toThrow("Please log in to continue");
  });

  it("deleting an account (sessions go with it) ends its sockets on every device within a second", async () => {
    const { createSession } = await import("../auth/sessions");
    const { user, cookie } = await createSignedInUser(db());
    const phone = `${SESSION_COOKIE}=${await createSession(db(), user.id)}`;
    const tabs = [
      watch(await connectClient(server.url, { cookie })),
      watch(await connectClient(server.url, { cookie: phone })),
    ];
    const bystander = await createSignedInUser(db());
    const theirs = await connectClient(server.url, { cookie: bystander.cookie });
    // What the deleting code does: the row, then the sockets.
    await db().delete(users).where(eq(users.id, user.id));
    server.app.lotus.sessionSockets.end({ userId: user.id }, "account_deleted");
    for (const tab of tabs) {
      expect(await within(tab.gone, 1000)).toEqual({ reason: "account_deleted", disconnect: "io server disconnect" });
    }
    expect(await stillConnected(theirs)).toBe(true);
    await expect(connectClient(server.url, { cookie })).rejects.toThrow("Please log in to continue");
    theirs.close();
  });

  it("a socket whose account was deleted without a word is ended by its timer's re-check, as account_deleted", async () => {
    const { user, cookie } = await createSignedInUser(db());
    const expiresAt = await expiringIn(db(), cookie, 1500);
    const socket = watch(await connectClient(server.url, { cookie }));
    await db().delete(users).where(eq(users.id, user.id));
    // Its timer finds no session, and no account: it says which.
    expect(await within(socket.gone, expiresAt - Date.now() + 1000)).toEqual({
      reason: "account_deleted",
      disconnect: "io server disconnect",
    });
  });

  it("an event from a socket whose session vanished unnoticed is refused once the last check is stale", async () => {
    // A server with no sweep to speak of: only the per-event re-check can catch it.
    const slow = await startServer({}, { realtime: { sessionSweepMs: 3_600_000 } });
    try {
      const { cookie } = await createSignedInUser(slow.app.lotus.database.db);
      const socket = await connectClient(slow.url, { cookie });
      const w = watch(socket);
      const [serverSide] = await slow.app.lotus.io.fetchSockets();
      await slow.app.lotus.database.db.delete(sessions);
      // Within the minute the socket is trusted; past it, the next event asks the database.
      const local = slow.app.lotus.io.of("/").sockets.get(serverSide?.id ?? "");
      if (local) local.data.sessionCheckedAt = Date.now() - SESSION_RECHECK_MS - 1;
      const ack = await socket.timeout(5000).emitWithAck("join_notifications", {});
      expect(ack).toEqual({ error: "Please log in to continue" });
      expect((await within(w.gone, 1000)).reason).toBe("expired");
    } finally {
      await slow.close();
    }
  });

  it("refuses a handshake from another site's page (Origin), as HTTP does", async () => {
    const { cookie } = await createSignedInUser(db());
    const hostile = connect(server.url, {
      transports: ["websocket"],
      reconnection: false,
      extraHeaders: { cookie, origin: "https://evil.example" },
    });
    const refused = await new Promise<string>((resolve) => hostile.once("connect_error", (e) => resolve(e.message)));
    hostile.close();
    expect(refused).toBe(crossSiteRefused);
    const own = connect(server.url, {
      transports: ["websocket"],
      reconnection: false,
      extraHeaders: { cookie, origin: server.url },
    });
    await new Promise<void>((resolve, reject) => {
      own.once("connect", () => resolve());
      own.once("connect_error", reject);
    });
    own.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const onPostgres = testBackend() === "postgres";
if (!redisUrl || !onPostgres) {
  console.log(
    `[session-sockets.test] cross-process test skipped: needs TEST_REDIS_URL${onPostgres ? "" : " and the postgres project (TEST_DATABASE_URL)"}`,
  );
}

describe.skipIf(!redisUrl || !onPostgres)("sockets end with their session across processes (Redis)", () => {
  let database: TestDatabase;
  let a: RunningServer;
  let peer: ChildProcess;
  let bUrl = "";

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url ?? "", REDIS_URL: redisUrl ?? "" };
    a = await startServer(env);
    peer = fork(new URL("../testing/peer-process.ts", import.meta.url).pathname, {
      env: { ...process.env, ...env, LOG_LEVEL: "warn" },
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const [ready] = (await once(peer, "message")) as [{ url: string }];
    bUrl = ready.url;
  }, 60_000);

  afterAll(async () => {
    peer?.send({ type: "stop" });
    if (peer && peer.exitCode === null) await once(peer, "exit");
    await a?.close();
    await database?.close();
  });

  it("signing out on one process disconnects the session's socket on the other within a second", async () => {
    const db = a.app.lotus.database.db;
    const { cookie } = await createSignedInUser(db);
    const { createSession } = await import("../auth/sessions");
    const { user } = await createSignedInUser(db);
    const otherCookie = `${SESSION_COOKIE}=${await createSession(db, user.id)}`;
    const onB = watch(await connectClient(bUrl, { cookie }));
    const otherOnB = await connectClient(bUrl, { cookie: otherCookie });
    const res = await fetch(`${a.url}/api/deauth`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await within(onB.gone, 1000)).toEqual({ reason: "signed_out", disconnect: "io server disconnect" });
    expect(await stillConnected(otherOnB)).toBe(true);

    // And "sign out other sessions" from process A reaches the person's other devices on B.
    const { user: u2, cookie: here } = await createSignedInUser(db);
    const there = `${SESSION_COOKIE}=${await createSession(db, u2.id)}`;
    const device = watch(await connectClient(bUrl, { cookie: there }));
    const mine = await connectClient(bUrl, { cookie: here });
    const out = await fetch(`${a.url}/api/sign-out-other-sessions`, { method: "POST", headers: { cookie: here } });
    expect(out.status).toBe(200);
    expect((await within(device.gone, 1000)).reason).toBe("signed_out_elsewhere");
    expect(await stillConnected(mine)).toBe(true);
    otherOnB.close();
    mine.close();
  });

  it("a password change, a reset and a confirmed address on one process end the sockets on the other", async () => {
    const db = a.app.lotus.database.db;
    const { createSession } = await import("../auth/sessions");
    const post = (path: string, cookie: string | undefined, body: unknown) =>
      fetch(`${a.url}${path}`, {
        method: "POST",
        headers: { ...(cookie ? { cookie } : {}), "content-type": "application/json" },
        body: JSON.stringify(body),
      });

    // A password change on A: the person's other device, on B, is signed out.
    const changer = await createSignedInUser(db, { passwordHash: await hashPassword("old-Password-91") });
    const device = watch(
      await connectClient(bUrl, { cookie: `${SESSION_COOKIE}=${await createSession(db, changer.user.id)}` }),
    );
    const changed = await post("/api/change-password", changer.cookie, {
      current_password: "old-Password-91",
      password: "a-New-passphrase-2027",
    });
    expect(changed.status).toBe(200);
    expect((await within(device.gone, 1000)).reason).toBe("password_changed");

    // A reset on A: every socket of the account, on B.
    const resetter = await createSignedInUser(db);
    const resetSocket = watch(await connectClient(bUrl, { cookie: resetter.cookie }));
    const token = await issueToken(db, resetter.user.id, "reset_password");
    expect((await post("/api/reset-password", undefined, { token, password: "Brand-new-passphrase-88" })).status).toBe(
      200,
    );
    expect((await within(resetSocket.gone, 1000)).reason).toBe("password_changed");

    // The address's owner confirms it on A: the sessions of whoever made the account end, on B too.
    const squatter = await createSignedInUser(db, { emailConfirmedAt: null });
    const squatterSocket = watch(await connectClient(bUrl, { cookie: squatter.cookie }));
    const confirm = await issueToken(db, squatter.user.id, "confirm_email");
    expect((await post("/api/confirm_email", undefined, { token: confirm })).status).toBe(200);
    expect((await within(squatterSocket.gone, 3000)).reason).toBe("signed_out_elsewhere");
  });

  it("a session's expiry ends its socket on the other process within a second, by that process's timer", async () => {
    const db = a.app.lotus.database.db;
    const { cookie } = await createSignedInUser(db);
    const expiresAt = await expiringIn(db, cookie, 1500);
    const client = await connectClient(bUrl, { cookie });
    const onB = watch(client);
    const endedAt = disconnectedAt(client);
    expect(await within(onB.gone, expiresAt - Date.now() + 1000)).toEqual({
      reason: "expired",
      disconnect: "io server disconnect",
    });
    expect(endedAt()).toBeGreaterThanOrEqual(expiresAt - 20);
    await expect(connectClient(bUrl, { cookie })).rejects.toThrow("Please log in to continue");
  });

  it("deleting an account on one process ends its sockets on the other within a second", async () => {
    const db = a.app.lotus.database.db;
    const { createSession } = await import("../auth/sessions");
    const { user, cookie } = await createSignedInUser(db);
    const laptop = `${SESSION_COOKIE}=${await createSession(db, user.id)}`;
    const onB = [watch(await connectClient(bUrl, { cookie })), watch(await connectClient(bUrl, { cookie: laptop }))];
    const bystander = await connectClient(bUrl, { cookie: (await createSignedInUser(db)).cookie });
    // The deleting code runs on A: the row, then the sockets, wherever they live.
    await db.delete(users).where(eq(users.id, user.id));
    a.app.lotus.sessionSockets.end({ userId: user.id }, "account_deleted");
    for (const socket of onB) {
      expect(await within(socket.gone, 1000)).toEqual({
        reason: "account_deleted",
        disconnect: "io server disconnect",
      });
    }
    expect(await stillConnected(bystander)).toBe(true);
    bystander.close();

    // Deleted without a word: the socket on B is ended by B's own timer, which finds no account.
    const quiet = await createSignedInUser(db);
    const expiresAt = await expiringIn(db, quiet.cookie, 1500);
    const quietOnB = watch(await connectClient(bUrl, { cookie: quiet.cookie }));
    await db.delete(users).where(eq(users.id, quiet.user.id));
    expect(await within(quietOnB.gone, expiresAt - Date.now() + 1000)).toEqual({
      reason: "account_deleted",
      disconnect: "io server disconnect",
    });
  });
});
