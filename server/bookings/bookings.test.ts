import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detailsMessages } from "../../common/api/details";
import { flightBookingId, hotelBookingId } from "../../common/bookings";
import { connectClient, nextEvent } from "../testing/socket-client";
import { type RunningServer, startServer } from "../testing/start-server";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import { climateWeather } from "../travel/weather/climate";
import type { WeatherProvider } from "../travel/weather/provider";
import { lisbonFlight, lisbonHotel, lisbonItinerary, planLisbon } from "./testing/lisbon-trip";
import { itineraryWeather } from "./weather";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ WEATHER_PROVIDER: "offline" });
});
afterAll(() => server?.close());

const db = () => server.app.lotus.database.db;
const post = (url: string, cookie: string, payload: unknown) =>
  server.app.inject({ method: "POST", url, headers: { cookie }, payload: payload as object });

async function plannedTrip() {
  const owner = await createSignedInUser(db(), { ratePlan: "PRO" });
  const friend = await createSignedInUser(db(), { ratePlan: "PRO" });
  const explorer = await createSignedInUser(db());
  const trip = await createTestTrip(db(), owner.user.id, [friend.user.id, explorer.user.id], "Lisbon");
  await planLisbon(db(), trip.id);
  return { owner, friend, explorer, trip };
}

describe("booking identifiers", () => {
  it("are the spec's: origin-arrival-date per leg joined with '+', and hotel name-check in", () => {
    expect(flightBookingId(lisbonFlight)).toBe("JFK-LIS-2027-03-10+LIS-JFK-2027-03-15");
    expect(hotelBookingId(lisbonHotel)).toBe("Hotel Avenida Palace-2027-03-11");
  });
});

describe("POST /api/trip_details", () => {
  it("gives Voyager the summary: each flight and hotel once, totals their sum", async () => {
    const { owner, trip } = await plannedTrip();
    const res = await post("/api/trip_details", owner.cookie, { trip_id: trip.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ trip_id: trip.id, name: "Lisbon", rate_plan: "PRO", dates: "Mar 10 - Mar 15, 2027" });
    expect(body.itinerary).toHaveLength(4);
    expect(body.summary.destinations).toEqual(["Lisbon"]);
    expect(body.summary.flights).toEqual([
      expect.objectContaining({ booking_id: "JFK-LIS-2027-03-10+LIS-JFK-2027-03-15", price: 812 }),
    ]);
    expect(body.summary.hotels).toEqual([
      expect.objectContaining({ booking_id: "Hotel Avenida Palace-2027-03-11", price: 1240.5 }),
    ]);
    expect(body.summary.total).toBe(2052.5);
    expect(body.summary.unpriced).toBe(0);
  });

  it("gives an Explorer the itinerary but no summary; a stranger gets 'trip not found'", async () => {
    const { explorer, trip } = await plannedTrip();
    const res = (await post("/api/trip_details", explorer.cookie, { trip_id: trip.id })).json();
    expect(res.rate_plan).toBe("FREE");
    expect(res.summary).toBeNull();
    expect(res.itinerary).toHaveLength(4);
    const stranger = await createSignedInUser(db(), { ratePlan: "PRO" });
    const denied = await post("/api/trip_details", stranger.cookie, { trip_id: trip.id });
    expect(denied.statusCode).toBe(404);
    expect(denied.json().error).toBe("trip not found");
    expect((await post("/api/trip_details", stranger.cookie, { trip_id: "nope" })).statusCode).toBe(400);
  });
});

describe("bookings", () => {
  it("marks, shares with every member, pushes to the trip room, and undoes", async () => {
    const { owner, friend, trip } = await plannedTrip();
    const bookingId = flightBookingId(lisbonFlight);
    const check = async (cookie: string) =>
      (await post("/api/check_booking", cookie, { trip_id: trip.id, booking_id: bookingId })).json().booked;
    expect(await check(friend.cookie)).toBe(false);

    const socket = await connectClient(server.url, { cookie: friend.cookie });
    try {
      await socket.emitWithAck("join_trip", { trip_id: trip.id });
      const pushed = nextEvent(socket, "booking_updated");
      const res = await post("/api/update_booking", owner.cookie, {
        trip_id: trip.id,
        booking_id: bookingId,
        booked: true,
      });
      expect(res.json()).toEqual({ success: true });
      expect(await pushed).toEqual([{ trip_id: trip.id, booking_id: bookingId, booked: true, user_id: owner.user.id }]);
    } finally {
      socket.disconnect();
    }
    expect(await check(friend.cookie)).toBe(true);
    expect(await check(owner.cookie)).toBe(true);

    await post("/api/update_booking", friend.cookie, { trip_id: trip.id, booking_id: bookingId, booked: false });
    expect(await check(owner.cookie)).toBe(false);
  });

  it("is Voyager's: an Explorer member gets 403 with the upgrade message and changes nothing", async () => {
    const { owner, explorer, trip } = await plannedTrip();
    const bookingId = hotelBookingId(lisbonHotel);
    const res = await post("/api/update_booking", explorer.cookie, {
      trip_id: trip.id,
      booking_id: bookingId,
      booked: true,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(detailsMessages.voyagerOnly);
    expect(
      (await post("/api/check_booking", explorer.cookie, { trip_id: trip.id, booking_id: bookingId })).statusCode,
    ).toBe(403);
    expect(
      (await post("/api/check_booking", owner.cookie, { trip_id: trip.id, booking_id: bookingId })).json().booked,
    ).toBe(false);
  });

  it("refuses strangers and bad bodies", async () => {
    const { trip } = await plannedTrip();
    const stranger = await createSignedInUser(db(), { ratePlan: "PRO" });
    const res = await post("/api/update_booking", stranger.cookie, { trip_id: trip.id, booking_id: "x", booked: true });
    expect(res.statusCode).toBe(404);
    for (const body of [
      { trip_id: trip.id, booking_id: "", booked: true },
      { trip_id: trip.id, booking_id: "x", booked: "yes" },
      { trip_id: trip.id, booking_id: "x".repeat(301), booked: true },
      { trip_id: "x", booking_id: "x", booked: true },
    ]) {
      expect((await post("/api/update_booking", stranger.cookie, body)).statusCode).toBe(400);
    }
    expect(
      (
        await server.app.inject({
          method: "POST",
          url: "/api/check_booking",
          payload: { trip_id: trip.id, booking_id: "x" },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe("POST /api/itinerary-weather", () => {
  it("answers by id, one lookup per distinct date and place, null where the place is unknown", async () => {
    const calls: string[] = [];
    const climate = climateWeather();
    const counting: WeatherProvider = {
      name: "counting climate",
      weather: (q) => {
        calls.push(`${q.date}@${q.lat.toFixed(2)}`);
        return climate.weather(q);
      },
    };
    const out = await itineraryWeather(counting, [
      { date: "2027-03-12", location: "Lisbon", id: "a" },
      { date: "2027-03-12", location: "lisbon ", id: "b" },
      { date: "2027-03-13", location: "Lisbon", id: "c" },
      { date: "2027-03-12", location: "Qwertyuiop", id: "d" },
    ]);
    expect(calls).toHaveLength(2);
    expect(out.a).toEqual(out.b);
    expect(out.a?.temperature).toEqual(expect.any(Number));
    expect(out.c).not.toBeNull();
    expect(out.d).toBeNull();
  });

  it("is a signed-in call with validated entries", async () => {
    const { friend } = await plannedTrip();
    const res = await post("/api/itinerary-weather", friend.cookie, {
      itinerary: [{ date: "2027-03-12", location: "Lisbon", id: "2027-03-12_Lisbon" }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()["2027-03-12_Lisbon"]).toMatchObject({ weather_description: expect.any(String) });
    expect(
      (await post("/api/itinerary-weather", friend.cookie, { itinerary: [{ date: "12/03", location: "x", id: "1" }] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await server.app.inject({ method: "POST", url: "/api/itinerary-weather", payload: { itinerary: [] } }))
        .statusCode,
    ).toBe(401);
  });

  it("refuses more than 50 different places with a 400 that says so, and a flood with 429", async () => {
    const { friend } = await plannedTrip();
    // 200 entries over 50 places on 4 dates is an itinerary; 51 places is not.
    const places = (n: number) =>
      Array.from({ length: 200 }, (_, i) => ({ date: `2027-03-1${i % 4}`, location: `Place ${i % n}`, id: `${i}` }));
    expect((await post("/api/itinerary-weather", friend.cookie, { itinerary: places(50) })).statusCode).toBe(200);
    const tooMany = await post("/api/itinerary-weather", friend.cookie, { itinerary: places(51) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("At most 50 different places per request");

    const flooder = await plannedTrip();
    const one = { itinerary: [{ date: "2027-03-12", location: "Lisbon", id: "x" }] };
    const codes: number[] = [];
    for (let i = 0; i < 61; i++)
      codes.push((await post("/api/itinerary-weather", flooder.friend.cookie, one)).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
  });
});

describe("the iCalendar export", () => {
  it("parses back with one event per item, each at the right instant in its own zone", async () => {
    const { friend, trip } = await plannedTrip();
    const res = await server.app.inject({
      method: "GET",
      url: `/api/trips/${trip.id}/calendar.ics`,
      headers: { cookie: friend.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/calendar");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="Lisbon.ics"');

    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const items = lisbonItinerary.flatMap((d) => d.items);
    expect(events).toHaveLength(items.length);
    const byTitle = new Map(events.map((e) => [e.summary, e]));
    const utc = (title: string, which: "startDate" | "endDate") => byTitle.get(title)?.[which].toJSDate().toISOString();

    // 19:30 in New York (EST, UTC-5) -> 07:05 in Lisbon (UTC+0).
    expect(utc("Fly from New York to Lisbon (overnight), landing at 07:05", "startDate")).toBe(
      "2027-03-11T00:30:00.000Z",
    );
    expect(utc("Fly from New York to Lisbon (overnight), landing at 07:05", "endDate")).toBe(
      "2027-03-11T07:05:00.000Z",
    );
    // 11:00 in Lisbon -> 13:45 in New York, now on EDT (UTC-4).
    expect(utc("Fly home from Lisbon to New York", "startDate")).toBe("2027-03-15T11:00:00.000Z");
    expect(utc("Fly home from Lisbon to New York", "endDate")).toBe("2027-03-15T17:45:00.000Z");
    expect(utc("Visit Belém Tower", "startDate")).toBe("2027-03-12T10:00:00.000Z");
    expect(byTitle.get("Visit Belém Tower")?.location).toBe("Belém Tower");

    const stranger = await createSignedInUser(db());
    const denied = await server.app.inject({
      method: "GET",
      url: `/api/trips/${trip.id}/calendar.ics`,
      headers: { cookie: stranger.cookie },
    });
    expect(denied.statusCode).toBe(404);
  });
});
