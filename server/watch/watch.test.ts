import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../common/api/trips";
import { flightBookingId, hotelBookingId } from "../../common/bookings";
import { lisbonFlight, lisbonHotel } from "../bookings/testing/lisbon-trip";
import { tripMessages, trips, tripWatches } from "../db/schema/index";
import { type CapturedMail, startSmtpCapture } from "../testing/smtp-capture";
import { connectClient } from "../testing/socket-client";
import { createTestApp, type TestApp } from "../testing/test-app";
import { SWEEP_EVERY_MS } from "./jobs";
import { otherReturn, scriptedTravel } from "./testing/scripted-travel";
import { lastChecked, manualClock, parkDay, watchedTripFixture, watchNotices } from "./testing/watch-fixture";

// The watcher end to end on the database job runner: the real schedule (on an injected clock),
// sweeps, checks, notifications, Lotus's chat line, the digest over real SMTP, and settings.

const HOUR = 3_600_000;
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
const clock = manualClock("2027-03-01T08:00:00Z");
const market = scriptedTravel();
let fixture: Awaited<ReturnType<typeof watchedTripFixture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ JOBS: "on", SMTP_URL: smtp.url }, undefined, {
    travel: market.travel,
    jobs: { now: clock.now, pollMs: 20 },
  });
  fixture = await watchedTripFixture(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const db = () => t.database.db;

/** Moves the clock past the trip's next check and waits for that check to finish. */
async function nextCheck(hours = 7) {
  const before = await lastChecked(db(), fixture.trip.id);
  clock.advance(hours * HOUR);
  await expect.poll(() => lastChecked(db(), fixture.trip.id), { timeout: 10_000 }).not.toBe(before);
}
const mailsTo = (address: string): CapturedMail[] => smtp.mails.filter((m) => m.to.includes(address));

describe("the trip watcher", () => {
  it("checks a Voyager's upcoming trip at the next sweep and records prices, announcing nothing unchanged", async () => {
    // The app's first sweep ran before the trip existed; the next is 15 minutes later.
    clock.advance(SWEEP_EVERY_MS);
    await expect.poll(() => lastChecked(db(), fixture.trip.id), { timeout: 10_000 }).not.toBeNull();
    expect(await watchNotices(db(), fixture.owner.user.id)).toEqual([]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/trip_watch",
      headers: { cookie: fixture.owner.cookie },
      payload: { trip_id: fixture.trip.id },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.watched).toBe(true);
    expect(body.last_checked_at).toBe("2027-03-01T08:15:00.000Z");
    expect(body.history).toEqual({
      [flightBookingId(lisbonFlight)]: [{ checked_at: body.last_checked_at, price: 812 }],
      [hotelBookingId(lisbonHotel)]: [{ checked_at: body.last_checked_at, price: 1240.5 }],
    });
    // Nine days out: every six hours.
    expect(new Date(body.next_check_at).getTime() - new Date(body.last_checked_at).getTime()).toBe(6 * HOUR);
  });

  it("does not watch an Explorer's trip", async () => {
    const [row] = await db().select().from(tripWatches).where(eq(tripWatches.tripId, fixture.explorerTrip.id));
    expect(row).toBeUndefined();
    expect(await watchNotices(db(), fixture.explorer.user.id)).toEqual([]);
  });

  it("announces a price drop once, to every member and no one else, live and in the trip chat", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address() as { port: number };
    const socket = await connectClient(`http://127.0.0.1:${address.port}`, { cookie: fixture.member.cookie });
    const pushed: { notification: { title: string; type: string; action_url: string } }[] = [];
    socket.on("notification", (p) => pushed.push(p));
    try {
      market.state.flightPrice = 700;
      await nextCheck();
      const title = 'Flight price dropped for "Lisbon"';
      expect(await watchNotices(db(), fixture.owner.user.id)).toEqual([title]);
      expect(await watchNotices(db(), fixture.member.user.id)).toEqual([title]);
      expect(await watchNotices(db(), fixture.stranger.user.id)).toEqual([]);
      await expect.poll(() => pushed.length).toBe(1);
      expect(pushed[0]?.notification).toMatchObject({
        title,
        type: "other",
        action_url: `/details/${fixture.trip.id}`,
      });
      const lines = await db().select().from(tripMessages).where(eq(tripMessages.tripId, fixture.trip.id));
      expect(lines.map((l) => [l.role, l.msg])).toEqual([
        ["assistant", "Heads up: TAP Air Portugal: JFK → LIS (round trip) now costs $700, down 14% from $812."],
      ]);
    } finally {
      socket.close();
    }
  });

  it("says nothing on the next check, nor for a change under 10 % and $25", async () => {
    await nextCheck();
    market.state.flightPrice = 690;
    await nextCheck();
    expect(await watchNotices(db(), fixture.owner.user.id)).toHaveLength(1);
  });

  it("mails a digest of unread changes, at most once a day", async () => {
    // The digest runs hourly; the drop above has been waiting since.
    await expect.poll(() => mailsTo("olga@example.com").length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => mailsTo("mateo@example.com").length, { timeout: 10_000 }).toBe(1);
    const mail = mailsTo("olga@example.com")[0];
    expect(mail?.subject).toBe("A change to your trip on Lotus");
    expect(mail?.raw).toContain("now costs $700, down 14% from $812");
    expect(mail?.links).toContain(`${t.app.lotus.config.publicUrl}/details/${fixture.trip.id}`);
    expect(mailsTo("sam@example.com")).toEqual([]);
  });

  it("announces a sold-out hotel, rain on an outdoor day and a temperature swing in one check", async () => {
    market.state.hotelPrice = null;
    market.state.weather.set(parkDay, {
      weather_icon: "rain",
      weather_description: "Rain",
      temp_min: 11,
      temp_max: 17,
    });
    market.state.weather.set("2027-03-11", {
      weather_icon: "clear",
      weather_description: "Clear sky",
      temp_min: 14,
      temp_max: 27,
    });
    await nextCheck();
    const expected = [
      'Flight price dropped for "Lisbon"',
      'Hotel no longer available for "Lisbon"',
      "Rain likely on Fri Mar 12 in Lisbon",
      "Temperatures change on Thu Mar 11 in Lisbon",
    ];
    expect(await watchNotices(db(), fixture.owner.user.id)).toEqual(expected);
    expect(await watchNotices(db(), fixture.member.user.id)).toEqual(expected);
    const lines = await db().select().from(tripMessages).where(eq(tripMessages.tripId, fixture.trip.id));
    expect(lines.at(-1)?.msg).toMatch(
      /^Heads up, a few things changed for this trip:\n- Hotel Avenida Palace is no longer offered/,
    );
    // A digest already went out today: the next one waits for tomorrow.
    expect(mailsTo("olga@example.com")).toHaveLength(1);
    await nextCheck(24);
    await expect.poll(() => mailsTo("olga@example.com").length, { timeout: 10_000 }).toBe(2);
    const second = mailsTo("olga@example.com")[1];
    expect(second?.subject).toBe("3 changes to your trips on Lotus");
    expect(second?.raw).not.toContain("down 14%");
  });

  it("follows each traveller's settings", async () => {
    const off = await t.app.inject({
      method: "POST",
      url: "/api/notification-settings",
      headers: { cookie: fixture.member.cookie },
      payload: { prices: false, email_digest: false },
    });
    expect(off.json()).toEqual({ prices: false, availability: true, weather: true, email_digest: false });
    const read = await t.app.inject({
      method: "GET",
      url: "/api/notification-settings",
      headers: { cookie: fixture.member.cookie },
    });
    expect(read.json()).toEqual(off.json());
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/notification-settings",
      headers: { cookie: fixture.member.cookie },
      payload: { prices: "no" },
    });
    expect(bad.statusCode).toBe(400);

    market.state.flightPrice = 900;
    market.state.hotelPrice = 1300;
    await nextCheck();
    expect((await watchNotices(db(), fixture.owner.user.id)).slice(4)).toEqual([
      'Flight price rose for "Lisbon"',
      'Hotel available again for "Lisbon"',
    ]);
    expect((await watchNotices(db(), fixture.member.user.id)).slice(4)).toEqual(['Hotel available again for "Lisbon"']);
  });

  it("starts afresh when Lotus swaps the flight for another on the same days", async () => {
    const [row] = await db().select().from(trips).where(eq(trips.id, fixture.trip.id));
    const swapped = ((row?.itinerary ?? []) as TItineraryDay[]).map((day) => ({
      ...day,
      items: day.items.map((item) => (item.flight ? { ...item, flight: otherReturn } : item)),
    }));
    await db().update(trips).set({ itinerary: swapped }).where(eq(trips.id, fixture.trip.id));
    const before = await watchNotices(db(), fixture.owner.user.id);
    await nextCheck();
    // $999 as listed: the old flight's $900 is not its baseline.
    expect(await watchNotices(db(), fixture.owner.user.id)).toEqual(before);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/trip_watch",
      headers: { cookie: fixture.owner.cookie },
      payload: { trip_id: fixture.trip.id },
    });
    expect(res.json().history[flightBookingId(otherReturn)].map((p: { price: number }) => p.price)).toEqual([999]);
  });
});
