import { eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trips } from "../db/schema/index";
import { connectClient, nextEvent } from "../testing/socket-client";
import { type RunningServer, startServer } from "../testing/start-server";
import { createTestDatabase, type TestDatabase, testBackend } from "../testing/test-database";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";

// The trip-list cache (list-cache.ts) on a running server: a list is served from memory (a change
// made behind the server's back is not seen), and every write that changes what a list shows is
// seen by the very next call. On PostgreSQL without Redis the cache is off; across two processes
// with Redis, see session-revocation.test.ts.

const redisUrl = process.env.TEST_REDIS_URL;
const setups: { name: string; env: Record<string, string> }[] = [{ name: "no Redis", env: {} }];
if (testBackend() === "postgres") {
  if (redisUrl) setups.push({ name: "Redis", env: { REDIS_URL: redisUrl } });
  else console.log("[list-cache.test] Redis setup skipped: TEST_REDIS_URL is not set");
}

type Row = { id: string; name: string; dates: string | null; asked: string | null };

describe.each(setups)("the trip-list cache ($name)", ({ env }) => {
  let server: RunningServer;
  let database: TestDatabase | undefined;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // On the postgres project, a real PostgreSQL (where the cache is off without Redis).
    if (testBackend() === "postgres") database = await createTestDatabase();
    const url: Record<string, string> = database?.url ? { DATABASE_URL: database.url } : {};
    server = await startServer({ WEATHER_PROVIDER: "offline", ...url, ...env });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await server?.close();
    await database?.close();
  });
  const db = () => server.app.lotus.database.db;
  const cached = () => server.app.lotus.tripLists.mode !== "off";
  const call = (method: "GET" | "POST", path: string, cookie: string, body?: object) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const list = async (cookie: string): Promise<Row[]> => (await call("GET", "/api/trips", cookie)).json();
  const names = async (cookie: string) => (await list(cookie)).map((r) => r.name);
  /** Renamed in the database behind the server's back: seen only where nothing is cached. */
  const renameBehindItsBack = (tripId: string, name: string) =>
    db().update(trips).set({ name }).where(eq(trips.id, tripId));

  it("is on where every writer is heard: PGlite alone, or with Redis", () => {
    const { driver } = server.app.lotus.database;
    const expected = env.REDIS_URL ? "redis" : driver === "pglite" ? "local" : "off";
    expect(server.app.lotus.tripLists.mode).toBe(expected);
  });

  it("serves a list from memory, and a rename or a deletion through the API at once", async () => {
    const ana = await createSignedInUser(db());
    const bob = await createSignedInUser(db());
    const trip = await createTestTrip(db(), ana.user.id, [bob.user.id], "Lisbon");
    const other = await createTestTrip(db(), ana.user.id, [], "Porto");
    expect(await names(ana.cookie)).toEqual(["Porto", "Lisbon"]);
    expect(await names(bob.cookie)).toEqual(["Lisbon"]);

    await renameBehindItsBack(other.id, "Behind its back");
    expect(await names(ana.cookie)).toEqual([cached() ? "Porto" : "Behind its back", "Lisbon"]);

    expect(
      (await call("POST", "/api/update_trip", ana.cookie, { trip_id: trip.id, name: "Lisbon in May" })).status,
    ).toBe(200);
    // Every list holding the trip: the owner's and the member's.
    expect(await names(bob.cookie)).toEqual(["Lisbon in May"]);
    expect((await names(ana.cookie))[1]).toBe("Lisbon in May");

    expect((await call("POST", "/api/delete_trip", ana.cookie, { trip_id: trip.id })).status).toBe(200);
    expect(await names(bob.cookie)).toEqual([]);
    expect(await names(ana.cookie)).toHaveLength(1);
  });

  it("shows a trip joined through an invite to the one who joined, at once", async () => {
    const ana = await createSignedInUser(db());
    const cleo = await createSignedInUser(db());
    const trip = await createTestTrip(db(), ana.user.id, [], "Kyoto");
    expect(await names(cleo.cookie)).toEqual([]);
    const share = await call("POST", "/api/share/link", ana.cookie, {
      trip_id: trip.id,
      make_prior_messages_public: false,
    });
    const { link } = (await share.json()) as { link: string };
    const token = link.split("/accept/")[1];
    expect((await call("POST", "/api/accept", cleo.cookie, { token })).status).toBe(200);
    expect(await names(cleo.cookie)).toEqual(["Kyoto"]);
  });

  it("shows a trip started by a message to Lotus, with its question, then the name Lotus gives it", async () => {
    const dan = await createSignedInUser(db());
    expect(await list(dan.cookie)).toEqual([]);
    const s = await connectClient(server.url, { cookie: dan.cookie });
    sockets.push(s);
    const answered = nextEvent(s, "new_ai_response");
    const ack = (await s.timeout(20_000).emitWithAck("new_ai_msg", {
      user_message: "Plan 3 days in Lisbon from March 10 2027",
      trip_id: "",
      mentions: [],
      private: false,
    })) as { trip_id: string };
    const started = (await list(dan.cookie)).find((r) => r.id === ack.trip_id);
    expect(started).toBeDefined();
    await answered;
    const named = (await list(dan.cookie)).find((r) => r.id === ack.trip_id);
    expect(named?.name).toMatch(/Lisbon/);
    expect(named?.dates).toMatch(/Mar/);
  });
});
