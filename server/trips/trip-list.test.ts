import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZTripsResponse } from "../../common/api/trips";
import { tripMembers, trips } from "../db/schema/index";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestTrip, storeTestMessage } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";

// The trip list's JSON is written by the database (trip-list.ts): it must be what the response
// schema would have let through, value for value, whatever a name holds.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEATHER_PROVIDER: "offline" });
});
afterAll(() => t.close());

const get = (cookie: string) => t.app.inject({ method: "GET", url: "/api/trips", headers: { cookie } });

describe("GET /api/trips written by the database", () => {
  it("is an empty array for someone with no trips", async () => {
    const ana = await createSignedInUser(t.app.lotus.database.db);
    const res = await get(ana.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.body).toBe("[]");
  });

  it("is exactly the schema's answer, names with quotes, backslashes and emoji included", async () => {
    const db = t.app.lotus.database.db;
    const ana = await createSignedInUser(db);
    const names = ['Say "hi"', "C:\\path\\", "Ünïcødé 東京 🏝️", "</script><script>x</script>", "New Trip"];
    for (const name of names) await createTestTrip(db, ana.user.id, [], name);
    const quick = await createTestTrip(db, ana.user.id, [], "New Trip");
    const question = `A "quoted" question\\ ${"é".repeat(130)}`;
    await storeTestMessage(db, quick.id, ana.user.id, question);
    // Microseconds that Date.toISOString drops: the list must drop them the same way.
    await db.update(trips).set({ createdAt: sql`'2027-03-10 10:11:12.987654+00'` }).where(eq(trips.id, quick.id));
    // Straight into the table: what no route lets in must still come out as JSON.
    const odd = await createTestTrip(db, ana.user.id, [], "Odd");
    await db.update(trips).set({ name: "Tab\there \u0001" }).where(eq(trips.id, odd.id));
    await db.update(trips).set({ dates: "Mar 10 - Mar 15, 2027" }).where(eq(trips.name, 'Say "hi"'));

    const res = await get(ana.cookie);
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(res.body);
    // Nothing the schema would strip or refuse, in the schema's field order.
    expect(ZTripsResponse.parse(body)).toEqual(body);
    for (const row of body) expect(Object.keys(row)).toEqual(["id", "name", "dates", "created_at", "asked"]);

    // The same list as read through Drizzle and written by JavaScript.
    const rows = await db
      .select({ id: trips.id, name: trips.name, dates: trips.dates, createdAt: trips.createdAt })
      .from(trips)
      .innerJoin(tripMembers, eq(tripMembers.tripId, trips.id))
      .where(eq(tripMembers.userId, ana.user.id))
      .orderBy(desc(trips.createdAt), desc(trips.id));
    expect(
      body.map((r: { id: string; name: string; dates: string | null; created_at: string }) => [
        r.id,
        r.name,
        r.dates,
        r.created_at,
      ]),
    ).toEqual(rows.map((r) => [r.id, r.name, r.dates, r.createdAt.toISOString()]));
    const listed = body.map((r: { name: string }) => r.name);
    for (const name of [...names, "Tab\there \u0001"]) expect(listed).toContain(name);
    const first = body.find((r: { id: string }) => r.id === quick.id);
    expect(first.created_at).toBe("2027-03-10T10:11:12.987Z");
    expect(first.asked).toBe(question.slice(0, 120));
  });
});
