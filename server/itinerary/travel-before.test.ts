import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import type { TItineraryState } from "../../common/api/itinerary";
import { lisbonItinerary } from "../bookings/testing/lisbon-trip";
import type { RoutingProvider } from "../routing/types";
import { stubHttpServer } from "../testing/stub-http";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import { itineraryTestApp, seedItinerary } from "./testing/harness";
import { liveTravel } from "./travel-before";

// The itinerary read's "12 min walk" labels with a routing service configured (issue 29): through
// the whole app with OSRM_URL pointing at a local server answering as OSRM's route service does
// (http://project-osrm.org/docs/v5.24.0/api/#route-service), the service's duration is what the
// read returns; a failing or silent service leaves the planner's estimate, never an error.

let calls = 0;
let answer: (res: ServerResponse) => void = () => {};
const osrm = stubHttpServer((_req, res) => {
  calls++;
  answer(res);
});
const osrmRoute = (seconds: number, meters: number) => (res: ServerResponse) =>
  res.writeHead(200, { "content-type": "application/json" }).end(
    JSON.stringify({
      code: "Ok",
      routes: [
        {
          duration: seconds,
          distance: meters,
          weight: seconds,
          weight_name: "routability",
          legs: [],
          geometry: { type: "LineString", coordinates: [] },
        },
      ],
      waypoints: [],
    }),
  );

const env: Record<string, string> = {};
const h = itineraryTestApp(env);
Object.defineProperty(env, "OSRM_URL", { enumerable: true, get: () => osrm.base });

const DAY = "2027-03-12";
/** The Lisbon day with a second sight beside Belém Tower: one leg of about 1 km (a walk). */
const withSecondSight = (date: string, lat: number) =>
  lisbonItinerary.map((d) =>
    d.date !== DAY
      ? d
      : {
          ...d,
          date,
          items: [
            ...d.items.slice(0, 1),
            {
              ...(d.items[0] as (typeof d.items)[number]),
              time: "12:00",
              location: "Jerónimos Monastery",
              activity: "Visit Jerónimos Monastery",
              place: {
                ...(d.items[0]?.place as NonNullable<(typeof d.items)[number]["place"]>),
                name: "Jerónimos Monastery",
                lat,
                lng: -9.2068,
              },
            },
            ...d.items.slice(1),
          ].map((i) => ({ ...i, date })),
        },
  );

type Row = { title: string; travel_before?: { mode: string; minutes: number; km?: number } };
const labelOf = (body: unknown, date: string) =>
  (body as { days: { date: string; items: Row[] }[] }).days
    .find((d) => d.date === date)
    ?.items.find((i) => i.title === "Visit Jerónimos Monastery")?.travel_before;

describe("the itinerary read with OSRM configured", () => {
  it("returns the service's duration as the leg's label, and the estimate when the service fails", async () => {
    const owner = await createSignedInUser(h.db(), { firstName: "Olga", lastName: "Owner" });
    const trip = await createTestTrip(h.db(), owner.user.id, [], "Lisbon");
    await seedItinerary(h.db(), trip.id, withSecondSight(DAY, 38.6979));

    // OSRM walks it in 1,380 s over 1,460 m: 23 min, 1.5 km (the estimate says otherwise).
    answer = osrmRoute(1380, 1460);
    const read = await h.post("/api/itinerary/items", owner.cookie, { trip_id: trip.id });
    expect(read.status).toBe(200);
    expect(labelOf(read.body, DAY)).toMatchObject({ mode: "walk", minutes: 23, km: 1.5 });
    expect(calls).toBe(1);
    // Read again: from the routing cache, no second call.
    expect(labelOf((await h.post("/api/itinerary/items", owner.cookie, { trip_id: trip.id })).body, DAY)).toMatchObject(
      { minutes: 23 },
    );
    expect(calls).toBe(1);

    // Another trip, a leg not asked before, while OSRM fails: the estimate the planner wrote, a 200.
    answer = (res) =>
      res
        .writeHead(400, { "content-type": "application/json" })
        .end('{"code":"NoRoute","message":"Impossible route between points"}');
    const other = await createTestTrip(h.db(), owner.user.id, [], "Lisbon again");
    await seedItinerary(h.db(), other.id, withSecondSight("2027-03-13", 38.6992));
    const failed = await h.post("/api/itinerary/items", owner.cookie, { trip_id: other.id });
    expect(failed.status).toBe(200);
    // (Seeded rows carry no planner's label: what the read returns is the stored one, untouched.)
    expect(labelOf(failed.body, "2027-03-13")).toBeUndefined();
    expect(calls).toBeGreaterThan(1);
  });
});

describe("liveTravel", () => {
  const state = (): TItineraryState => {
    const item = (id: string, position: number, lat: number) => ({
      id,
      date: DAY,
      position,
      time: "10:00",
      duration_min: 60,
      kind: "activity" as const,
      spec_type: "Activity" as const,
      title: id,
      location: id,
      ref: { place: { name: id, lat, lng: -9.2068 } },
      notes: "",
      confirmation: null,
      booked: false,
      pinned: false,
      added_by: "user",
      version: 1,
      ...(position ? { travel_before: { mode: "walk" as const, minutes: 15, km: 1 } } : {}),
    });
    return {
      trip_id: "t",
      revision: 1,
      days: [{ date: DAY, items: [item("a", 0, 38.6916), item("b", 1, 38.6979)] }],
      stays: [],
    } as unknown as TItineraryState;
  };

  it("leaves the read alone without a live service", async () => {
    const s = state();
    const estimate: RoutingProvider = { name: "estimate", route: () => Promise.reject(new Error("not asked")) };
    expect(await liveTravel(s, estimate)).toBe(s);
  });

  it("never holds the read past its budget: a silent service leaves the estimate", async () => {
    const silent: RoutingProvider = { name: "osrm", route: () => new Promise(() => {}) };
    const started = Date.now();
    const out = await liveTravel(state(), silent, 100);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(out.days[0]?.items[1]?.travel_before).toEqual({ mode: "walk", minutes: 15, km: 1 });
  });

  it("keeps the estimate for a leg the service answered with the estimate and a note (no transit in OSRM)", async () => {
    const noted: RoutingProvider = {
      name: "osrm",
      route: async () => ({ mode: "transit", minutes: 30, km: 5, source: "estimate", note: "no transit" }),
    };
    expect((await liveTravel(state(), noted)).days[0]?.items[1]?.travel_before?.minutes).toBe(15);
  });
});
