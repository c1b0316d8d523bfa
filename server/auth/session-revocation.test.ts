import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, trips } from "../db/schema/index";
import { type RunningServer, startServer } from "../testing/start-server";
import { createTestDatabase, type TestDatabase, testBackend } from "../testing/test-database";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import { createSession, SESSION_COOKIE } from "./sessions";
import { hashToken } from "./tokens";

// Two Lotus processes on one PostgreSQL and one Redis, each with its session cache (and trip-list
// cache) warm: whatever
// ends a session or changes a person in process A, the very next call with that cookie in process
// B sees it (ordered events: A's answer, then B's call; no clock), and the other way round.

const redisUrl = process.env.TEST_REDIS_URL;
const onPostgres = testBackend() === "postgres";
if (!redisUrl || !onPostgres) {
  console.log(
    `[session-revocation.test] skipped: needs TEST_REDIS_URL${onPostgres ? "" : " and the postgres project (TEST_DATABASE_URL)"}`,
  );
}

describe.skipIf(!redisUrl || !onPostgres)("revocation across two processes with session caches", () => {
  let database: TestDatabase;
  let a: RunningServer;
  let peer: ChildProcess;
  let bUrl = "";
  const secret = "session-revocation-secret-session-revocation";

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url ?? "", REDIS_URL: redisUrl ?? "", SESSION_SECRET: secret };
    a = await startServer(env);
    peer = fork(new URL("../testing/peer-process.ts", import.meta.url).pathname, {
      env: { ...process.env, ...env, LOG_LEVEL: "warn" },
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const [ready] = await once(peer, "message");
    bUrl = ready.url;
  });

  afterAll(async () => {
    peer?.send({ type: "stop" });
    if (peer && peer.exitCode === null) await once(peer, "exit");
    await a?.close();
    await database?.close();
  });

  const db = () => a.app.lotus.database.db;
  const call = (base: string, method: "GET" | "POST", path: string, cookie: string, body?: object) =>
    fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const checkAuth = (base: string, cookie: string) => call(base, "GET", "/api/check_auth", cookie);
  /** Two calls: the first reads the session and caches it, the second is answered from memory. */
  async function warm(base: string, cookie: string) {
    expect((await checkAuth(base, cookie)).status).toBe(200);
    expect((await checkAuth(base, cookie)).status).toBe(200);
  }
  const secondSession = async (userId: string) => `${SESSION_COOKIE}=${await createSession(db(), userId)}`;

  it("runs with the caches shared through Redis", () => {
    expect(a.app.lotus.sessionCache.mode).toBe("redis");
  });

  it("sign-out in A: the next call in B is refused, though B had the session in memory", async () => {
    const { cookie } = await createSignedInUser(db());
    await warm(bUrl, cookie);
    // The row goes behind both processes' backs first: B still answers from memory, so what
    // refuses the call below is A's sign-out reaching B's cache, not B reading the database.
    const hash = hashToken(cookie.slice(`${SESSION_COOKIE}=`.length));
    await db().delete(sessions).where(eq(sessions.tokenHash, hash));
    expect((await checkAuth(bUrl, cookie)).status).toBe(200);
    expect((await call(a.url, "GET", "/api/deauth", cookie)).status).toBe(200);
    expect((await checkAuth(bUrl, cookie)).status).toBe(401);
    expect((await call(bUrl, "GET", "/api/trips", cookie)).status).toBe(401);
  });

  it("sign-out in B: the next call in A is refused", async () => {
    const { cookie } = await createSignedInUser(db());
    await warm(a.url, cookie);
    await warm(bUrl, cookie);
    expect((await call(bUrl, "GET", "/api/deauth", cookie)).status).toBe(200);
    expect((await checkAuth(a.url, cookie)).status).toBe(401);
  });

  it("'sign out other sessions' in A: the other session is refused in B at once", async () => {
    const { user, cookie } = await createSignedInUser(db());
    const other = await secondSession(user.id);
    await warm(bUrl, other);
    expect((await call(a.url, "POST", "/api/sign-out-other-sessions", cookie)).status).toBe(200);
    expect((await checkAuth(bUrl, other)).status).toBe(401);
    expect((await checkAuth(bUrl, cookie)).status).toBe(200);
  });

  it("a password change in A: the other session is refused in B at once", async () => {
    const { user, cookie } = await createSignedInUser(db());
    const other = await secondSession(user.id);
    await warm(bUrl, other);
    await warm(bUrl, cookie);
    const res = await call(a.url, "POST", "/api/change-password", cookie, { password: "Lantern-harbour-violet-58" });
    expect(res.status).toBe(200);
    expect((await checkAuth(bUrl, other)).status).toBe(401);
    // B forgot the person's row too: the password it now knows is the new one.
    const again = await call(bUrl, "POST", "/api/change-password", cookie, { password: "Compass-meadow-quiet-17" });
    expect(again.status).toBe(400);
  });

  it("a plan change in A shows in B at once", async () => {
    const { cookie } = await createSignedInUser(db());
    await warm(bUrl, cookie);
    expect((await (await checkAuth(bUrl, cookie)).json()).rate_plan).toBe("FREE");
    const card = await call(a.url, "POST", "/api/billing/test/payment-methods", cookie, {
      number: "4242424242424242",
      expiry: "12 / 34",
      cvc: "123",
      name: "Ada Lovelace",
      email: "ada@example.com",
    });
    const subscribed = await call(a.url, "POST", "/api/create-subscription", cookie, {
      priceId: "price_local_pro_monthly",
      email: "ada@example.com",
      name: "Ada Lovelace",
      paymentMethodId: (await card.json()).id,
    });
    expect(subscribed.status).toBe(200);
    expect((await (await checkAuth(bUrl, cookie)).json()).rate_plan).toBe("PRO");
  });

  it("a trip renamed in A shows in B's trip list at once, though B had the list in memory", async () => {
    const { user, cookie } = await createSignedInUser(db());
    const trip = await createTestTrip(db(), user.id, [], "Lisbon");
    const names = async (base: string) =>
      ((await (await call(base, "GET", "/api/trips", cookie)).json()) as { name: string }[]).map((r) => r.name);
    expect(await names(bUrl)).toEqual(["Lisbon"]);
    // Behind both processes' backs: B still answers from memory.
    await db().update(trips).set({ name: "Behind its back" }).where(eq(trips.id, trip.id));
    expect(await names(bUrl)).toEqual(["Lisbon"]);
    expect(
      (await call(a.url, "POST", "/api/update_trip", cookie, { trip_id: trip.id, name: "Lisbon in May" })).status,
    ).toBe(200);
    expect(await names(bUrl)).toEqual(["Lisbon in May"]);
  });
});
