import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, SESSION_COOKIE, SESSION_IDLE_MS, TOUCH_INTERVAL_MS } from "../auth/sessions";
import { sessions } from "../db/schema/index";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testBackend } from "../testing/test-database";
import { createSignedInUser } from "../testing/test-users";
import { hashToken } from "./tokens";

// The session cache (session-cache.ts) on the app as it runs: what it serves from memory, and
// that nothing which ends a session or changes a person is ever answered from it afterwards.
// On PGlite it is the one process's memory; on PostgreSQL it is off without Redis and shared
// through Redis with it (the two-process test of revocation is session-revocation.test.ts).

const redisUrl = process.env.TEST_REDIS_URL;
const setups: { name: string; env: Record<string, string> }[] = [{ name: "no Redis", env: {} }];
if (testBackend() === "postgres") {
  if (redisUrl) setups.push({ name: "Redis", env: { REDIS_URL: redisUrl } });
  else console.log("[session-cache.test] Redis setup skipped: TEST_REDIS_URL is not set");
}

describe.each(setups)("the session cache ($name)", ({ env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.db;
  const cache = () => t.app.lotus.sessionCache;
  const call = (method: "GET" | "POST", url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const checkAuth = (cookie: string) => call("GET", "/api/check_auth", cookie);
  const hashOf = (cookie: string) => hashToken(cookie.slice(`${SESSION_COOKIE}=`.length));
  async function secondSession(userId: string): Promise<string> {
    return `${SESSION_COOKIE}=${await createSession(db(), userId)}`;
  }

  it("is on where no other process can end sessions unheard: PGlite alone, or with Redis", () => {
    const expected = testBackend() === "pglite" ? "local" : env.REDIS_URL ? "redis" : "off";
    expect(cache().mode).toBe(expected);
  });

  it("serves a session seen live for a few seconds from memory, until forgotten", async () => {
    const { cookie } = await createSignedInUser(db());
    expect((await checkAuth(cookie)).statusCode).toBe(200);
    // Deleted behind the app's back (no code of Lotus does this without forgetting it):
    await db()
      .delete(sessions)
      .where(eq(sessions.tokenHash, hashOf(cookie)));
    if (cache().mode === "off") {
      expect((await checkAuth(cookie)).statusCode).toBe(401);
      return;
    }
    expect((await checkAuth(cookie)).statusCode).toBe(200);
    await cache().forget({ sessionHash: hashOf(cookie) });
    expect((await checkAuth(cookie)).statusCode).toBe(401);
  });

  it("refuses the next call after sign-out", async () => {
    const { cookie } = await createSignedInUser(db());
    expect((await checkAuth(cookie)).statusCode).toBe(200);
    expect((await checkAuth(cookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/deauth", cookie)).statusCode).toBe(200);
    expect((await checkAuth(cookie)).statusCode).toBe(401);
    expect((await call("GET", "/api/trips", cookie)).statusCode).toBe(401);
  });

  it("refuses the other sessions after 'sign out other sessions', and keeps this one", async () => {
    const { user, cookie } = await createSignedInUser(db());
    const other = await secondSession(user.id);
    expect((await checkAuth(other)).statusCode).toBe(200);
    expect((await call("POST", "/api/sign-out-other-sessions", cookie)).statusCode).toBe(200);
    expect((await checkAuth(other)).statusCode).toBe(401);
    expect((await checkAuth(cookie)).statusCode).toBe(200);
  });

  it("refuses the other sessions after a password change, and this one sees the new password", async () => {
    const { user, cookie } = await createSignedInUser(db());
    const other = await secondSession(user.id);
    expect((await checkAuth(other)).statusCode).toBe(200);
    expect((await checkAuth(cookie)).statusCode).toBe(200);
    const first = "Violet-harbour-lantern-93";
    expect((await call("POST", "/api/change-password", cookie, { password: first })).statusCode).toBe(200);
    expect((await checkAuth(other)).statusCode).toBe(401);
    // The cached row had no password: served from memory, the next change would need none.
    const without = await call("POST", "/api/change-password", cookie, { password: "Quiet-meadow-compass-41" });
    expect(without.statusCode).toBe(400);
    const next = await call("POST", "/api/change-password", cookie, {
      current_password: first,
      password: "Quiet-meadow-compass-41",
    });
    expect(next.statusCode).toBe(200);
  });

  it("shows a profile change at once", async () => {
    const { cookie } = await createSignedInUser(db(), { firstName: "Ana" });
    expect((await checkAuth(cookie)).json().first_name).toBe("Ana");
    const res = await call("POST", "/api/update_user", cookie, { first_name: "Anabel", last_name: "Reis" });
    expect(res.statusCode).toBe(200);
    expect((await checkAuth(cookie)).json()).toMatchObject({ first_name: "Anabel", last_name: "Reis" });
  });

  it("never serves a session past its expiry", async () => {
    const { cookie } = await createSignedInUser(db());
    const hash = hashOf(cookie);
    expect(await cache().resolve(hash)).not.toBeNull();
    expect(await cache().resolve(hash, new Date(Date.now() + SESSION_IDLE_MS + 60_000))).toBeNull();
  });

  it("caches nothing of a person for a while after forgetting them (a lookup may have read the old row)", async () => {
    if (cache().mode === "off") return;
    const { user, cookie } = await createSignedInUser(db());
    await cache().forget({ userId: user.id });
    const before = cache().size();
    expect(await cache().resolve(hashOf(cookie))).not.toBeNull();
    expect(cache().size()).toBe(before);
  });

  it("extends a session once when several requests miss the cache at the same moment", async () => {
    // Every write to the session row, counted by the database itself.
    await db().execute(sql`create table if not exists session_writes (token_hash text not null)`);
    await db().execute(sql`create or replace function count_session_write() returns trigger language plpgsql as $$
      begin insert into session_writes values (new.token_hash); return new; end $$`);
    await db().execute(sql`drop trigger if exists count_session_writes on sessions`);
    await db().execute(
      sql`create trigger count_session_writes after update on sessions for each row execute function count_session_write()`,
    );
    const { cookie } = await createSignedInUser(db());
    const hash = hashOf(cookie);
    // A page's calls after an idle spell: nothing cached, an extension due.
    const later = Date.now() + TOUCH_INTERVAL_MS + 60_000;
    const users = await Promise.all([0, 1, 2, 3, 4].map((i) => cache().resolve(hash, new Date(later + i))));
    expect(users.every((u) => u !== null)).toBe(true);
    let row: typeof sessions.$inferSelect | undefined;
    for (let i = 0; i < 100; i++) {
      [row] = await db().select().from(sessions).where(eq(sessions.tokenHash, hash));
      if (row?.lastSeenAt.getTime() !== row?.createdAt.getTime()) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    // One more call in the same minute writes nothing either.
    await cache().resolve(hash, new Date(later + 10));
    await new Promise((r) => setTimeout(r, 100));
    const writes = await db().execute(sql`select count(*)::int as n from session_writes where token_hash = ${hash}`);
    const n = ((writes as unknown as { rows: { n: number }[] }).rows ?? (writes as unknown as { n: number }[]))[0]?.n;
    expect(n).toBe(1);
    // Shared, the first request's read extends it; unshared (the cache off), whichever read first.
    if (cache().mode === "off") expect(row?.lastSeenAt.getTime()).toBeGreaterThanOrEqual(later);
    else expect(row?.lastSeenAt.getTime()).toBe(later);
  });

  it("extends a used session at most once per interval, after answering", async () => {
    const { cookie } = await createSignedInUser(db());
    const hash = hashOf(cookie);
    const later = new Date(Date.now() + TOUCH_INTERVAL_MS + 60_000);
    await cache().resolve(hash);
    await Promise.all([cache().resolve(hash, later), cache().resolve(hash, new Date(later.getTime() + 1000))]);
    await cache().resolve(hash, new Date(later.getTime() + 2000));
    // The write follows the answer: wait for it to land.
    let row: typeof sessions.$inferSelect | undefined;
    for (let i = 0; i < 100; i++) {
      [row] = await db().select().from(sessions).where(eq(sessions.tokenHash, hash));
      if (row?.lastSeenAt.getTime() === later.getTime()) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    if (cache().mode === "off") {
      // Every request reads the row; two at once may both extend it.
      expect(row?.lastSeenAt.getTime()).toBeGreaterThanOrEqual(later.getTime());
      return;
    }
    expect(row?.lastSeenAt.toISOString()).toBe(later.toISOString());
    expect(row?.expiresAt.getTime()).toBe(later.getTime() + SESSION_IDLE_MS);
  });
});
