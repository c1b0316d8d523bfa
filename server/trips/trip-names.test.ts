import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planLisbon } from "../bookings/testing/lisbon-trip";
import { trips } from "../db/schema/index";
import { blankCtx } from "../testing/blank-ctx";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import { createTrip, storeAssistantReply } from "./commands";

// Issue 21, finding 10: a trip name with CR/LF added events to every member's calendar.ics. Names
// are one line wherever they are set (renamed, created, or derived by Lotus), and the calendar
// never lets a value end its line.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEATHER_PROVIDER: "offline" });
});
afterAll(() => t.close());
const db = () => t.app.lotus.database.db;
const injected =
  "Lisbon\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Pay the deposit at evil.test\r\nDTSTART:20270101T100000Z";

describe("trip names", () => {
  it("a rename with a line break or another control character is refused and changes nothing", async () => {
    const owner = await createSignedInUser(db(), {});
    const trip = await createTestTrip(db(), owner.user.id, [], "Before");
    for (const name of [injected, "Tab\there", "Bell\u0007", "Line\u2028separator"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/update_trip",
        headers: { cookie: owner.cookie },
        payload: { trip_id: trip.id, name },
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      // Control characters never allowed anywhere are refused at the edge (server/http/control-chars.ts);
      // line breaks and tabs, fine in a message, are refused by the name's own schema.
      expect(res.json().error).toMatch(
        /^(Trip name must be a single line of text|Text may not contain control characters)/,
      );
    }
    const [row] = await db().select().from(trips).where(eq(trips.id, trip.id));
    expect(row?.name).toBe("Before");
  });

  it("names Lotus makes or derives are folded onto one line", async () => {
    const owner = await createSignedInUser(db(), {});
    const made = await createTrip(db(), owner.user.id, `  ${injected}  `);
    expect(made.name).not.toMatch(/[\r\n]/);
    expect(made.name.startsWith("Lisbon END:VEVENT")).toBe(true);

    const fresh = await createTrip(db(), owner.user.id, "New Trip");
    await storeAssistantReply(db(), {
      id: crypto.randomUUID(),
      tripId: fresh.id,
      msg: "Here is a plan",
      ctx: blankCtx({ destination: `Porto\nBEGIN:VEVENT, Portugal` }),
      inReplyTo: crypto.randomUUID(),
      privateTo: null,
      plan: {},
      askedBy: owner.user.id,
      mode: "apply",
    });
    const [row] = await db().select().from(trips).where(eq(trips.id, fresh.id));
    expect(row?.name).toBe("Trip to Porto BEGIN:VEVENT");
  });

  it("the calendar of a trip whose stored name has line breaks holds only the trip's events", async () => {
    const owner = await createSignedInUser(db(), {});
    const trip = await createTestTrip(db(), owner.user.id);
    await planLisbon(db(), trip.id);
    // As a name stored before this fix could be.
    await db().update(trips).set({ name: injected }).where(eq(trips.id, trip.id));
    const res = await t.app.inject({
      method: "GET",
      url: `/api/trips/${trip.id}/calendar.ics`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.split("\r\n");
    expect(lines.some((l) => l.startsWith("SUMMARY:Pay the deposit"))).toBe(false);
    expect(lines.some((l) => l.startsWith("DTSTART:20270101"))).toBe(false);
    const begins = lines.filter((l) => l === "BEGIN:VEVENT").length;
    expect(begins).toBe(lines.filter((l) => l === "END:VEVENT").length);
    expect(lines.filter((l) => l.startsWith("UID:")).length).toBe(begins);
    expect(res.headers["content-disposition"]).not.toMatch(/[\r\n]/);
  });
});
