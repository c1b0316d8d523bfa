import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import type { Database } from "../db/open";
import { createTestDatabase } from "../testing/test-database";
import { startScriptedServer } from "./testing/scripted-server";
import { createTravel } from "./travel";

let database: Database;
let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startScriptedServer();
});
afterAll(async () => {
  await database.close();
  await server.close();
});

const env = { SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/test-unused" };

describe("createTravel", () => {
  it("is offline by default: flights, hotels, typical weather, no forum posts", async () => {
    const travel = createTravel(loadConfig({ ...env, WEATHER_PROVIDER: "offline" }));
    expect(travel.flights.name).toBe("offline");
    expect(travel.forums.name).toBe("offline");
    const w = await travel.weather.weather({ date: "2027-03-12", lat: 38.7, lng: -9.1 });
    expect(w.typical).toBe(true);
  });

  it("uses Duffel when configured, and one live call serves two app instances through PostgreSQL", async () => {
    server.script({ status: 201, body: { data: { id: "orq_1", offers: [] } } });
    const config = loadConfig({ ...env, DUFFEL_ACCESS_TOKEN: "duffel_test_token", DUFFEL_API_URL: server.url });
    const a = createTravel(config, undefined, database.db);
    const b = createTravel(config, undefined, database.db);
    expect(a.flights.name).toBe("duffel");
    const q = { origin: "JFK", destination: "LIS", departDate: "2027-03-10" } as const;
    expect(await a.flights.search(q)).toEqual({ kind: "one_way", flights: [] });
    expect(await b.flights.search(q)).toEqual({ kind: "one_way", flights: [] });
    expect(server.requests).toHaveLength(1);
  });

  it("uses Duffel Stays for hotels only when asked, and Google Places when a key is given", async () => {
    const flightsOnly = createTravel(loadConfig({ ...env, DUFFEL_ACCESS_TOKEN: "duffel_test_token" }));
    expect(flightsOnly.hotels.name).toBe("offline");
    expect(flightsOnly.places.name).toBe("offline");
    expect(flightsOnly.places.photo).toBeUndefined();
    const live = createTravel(
      loadConfig({
        ...env,
        DUFFEL_ACCESS_TOKEN: "duffel_test_token",
        DUFFEL_STAYS: "true",
        GOOGLE_PLACES_API_KEY: "AIzaTestKey-0123456789",
      }),
    );
    expect(live.hotels.name).toBe("duffel-stays");
    expect(live.places.name).toBe("google-places");
    expect(typeof live.places.photo).toBe("function");
    expect(() => loadConfig({ ...env, DUFFEL_STAYS: "true" })).toThrow(/DUFFEL_STAYS=true needs DUFFEL_ACCESS_TOKEN/);
  });
});
