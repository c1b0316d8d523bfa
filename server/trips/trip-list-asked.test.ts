import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trips } from "../db/schema/index";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestTrip, storeTestMessage } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";

// Issue 26: quick starts left rows of 'New Trip · Trip Dates TBD' that said nothing of what they
// held. The list carries an untitled, undated trip's first question, one its reader may see.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEATHER_PROVIDER: "offline" });
});
afterAll(() => t.close());

type Row = { id: string; name: string; asked?: string | null };
const list = async (cookie: string): Promise<Row[]> =>
  (await t.app.inject({ method: "GET", url: "/api/trips", headers: { cookie } })).json();

describe("the trip list's first question", () => {
  it("is given for an untitled, undated trip only, and never someone else's private message", async () => {
    const db = t.app.lotus.database.db;
    const ana = await createSignedInUser(db);
    const bob = await createSignedInUser(db);
    const quick = await createTestTrip(db, ana.user.id, [bob.user.id], "New Trip");
    await storeTestMessage(db, quick.id, bob.user.id, "Bob's private aside", true);
    await storeTestMessage(db, quick.id, ana.user.id, "Help me find a destination for my next trip");
    await storeTestMessage(db, quick.id, ana.user.id, "Somewhere warm");
    const named = await createTestTrip(db, ana.user.id, [], "Lisbon in March");
    await storeTestMessage(db, named.id, ana.user.id, "4 days in Lisbon");
    const dated = await createTestTrip(db, ana.user.id, [], "New Trip");
    await db.update(trips).set({ dates: "Mar 10 - Mar 15, 2027" }).where(eq(trips.id, dated.id));
    await storeTestMessage(db, dated.id, ana.user.id, "In March");
    const silent = await createTestTrip(db, ana.user.id, [], "New Trip");

    const byId = new Map((await list(ana.cookie)).map((r) => [r.id, r.asked]));
    expect(byId.get(quick.id)).toBe("Help me find a destination for my next trip");
    expect(byId.get(named.id)).toBeNull();
    expect(byId.get(dated.id)).toBeNull();
    expect(byId.get(silent.id)).toBeNull();
    // Bob's own private message is his first visible one; Ana's list never shows it.
    expect((await list(bob.cookie)).find((r) => r.id === quick.id)?.asked).toBe("Bob's private aside");
  });
});
