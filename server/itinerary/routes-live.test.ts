import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { lisbonItinerary } from "../bookings/testing/lisbon-trip";
import { stubHttpServer } from "../testing/stub-http";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import { itineraryTestApp, seedItinerary } from "./testing/harness";

// The day's routes through the whole app with OSRM configured (OSRM_URL), against a local server
// answering as OSRM's route service does: the provider's lines and times, answers kept (in memory
// and in the database), and a failing service giving the estimate with a note, never an error.

let calls = 0;
let answer: (res: ServerResponse) => void = () => {};
const osrm = stubHttpServer((_req, res) => {
  calls++;
  answer(res);
});
const ok = (res: ServerResponse) =>
  res.writeHead(200, { "content-type": "application/json" }).end(
    JSON.stringify({
      code: "Ok",
      routes: [
        {
          duration: 480,
          distance: 3200,
          weight: 480,
          weight_name: "routability",
          legs: [],
          geometry: {
            type: "LineString",
            coordinates: [
              [-9.216, 38.6916],
              [-9.2068, 38.6979],
            ],
          },
        },
      ],
      waypoints: [],
    }),
  );

// The app reads OSRM_URL when it starts, after the stub is listening.
const env: Record<string, string> = {};
const h = itineraryTestApp(env);
Object.defineProperty(env, "OSRM_URL", { enumerable: true, get: () => osrm.base });

const DAY = "2027-03-12";
/** The Lisbon day with a second sight beside Belém Tower: one leg of 1 km (a walk). */
const days = lisbonItinerary.map((d) =>
  d.date !== DAY
    ? d
    : {
        ...d,
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
              lat: 38.6979,
              lng: -9.2068,
            },
          },
          ...d.items.slice(1),
        ],
      },
);

describe("the day's routes with OSRM configured", () => {
  it("draws the provider's line, keeps the answer, and falls back to the estimate with a note", async () => {
    const owner = await createSignedInUser(h.db(), { firstName: "Olga", lastName: "Owner" });
    const trip = await createTestTrip(h.db(), owner.user.id, [], "Lisbon");
    await seedItinerary(h.db(), trip.id, days);
    const routes = () => h.post("/api/itinerary/routes", owner.cookie, { trip_id: trip.id, date: DAY });

    answer = ok;
    const first = await routes();
    expect(first.status).toBe(200);
    expect(first.body.provider).toBe("osrm");
    expect(first.body.legs).toEqual([
      expect.objectContaining({
        mode: "walk",
        minutes: 8,
        km: 3.2,
        source: "osrm",
        geometry: [
          [-9.216, 38.6916],
          [-9.2068, 38.6979],
        ],
      }),
    ]);
    expect(calls).toBe(1);
    // Asked again: from the cache, no second call.
    expect((await routes()).body.legs).toEqual(first.body.legs);
    expect(calls).toBe(1);

    // A leg not asked before (the second sight 150 m further on) while the service fails: the
    // estimate, with a note; a 200 all the same.
    answer = (res) =>
      res
        .writeHead(400, { "content-type": "application/json" })
        .end('{"code":"NoRoute","message":"Impossible route between points"}');
    const moved = days.map((d) =>
      d.date === DAY
        ? {
            ...d,
            date: "2027-03-13",
            items: d.items.map((i) => ({
              ...i,
              date: "2027-03-13",
              ...(i.place?.name === "Jerónimos Monastery" ? { place: { ...i.place, lat: 38.6992 } } : {}),
            })),
          }
        : d,
    );
    const other = await createTestTrip(h.db(), owner.user.id, [], "Lisbon again");
    await seedItinerary(h.db(), other.id, moved);
    const failed = await h.post("/api/itinerary/routes", owner.cookie, { trip_id: other.id, date: "2027-03-13" });
    expect(failed.status).toBe(200);
    const legs = failed.body.legs as { source: string; note?: string; geometry?: unknown; minutes: number }[];
    expect(legs).toHaveLength(1);
    expect(legs[0]).toMatchObject({ source: "estimate" });
    expect(legs[0]?.note).toMatch(/estimate/);
    expect(legs[0]?.geometry).toBeUndefined();
  });
});
