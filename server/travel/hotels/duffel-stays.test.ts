import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZHotel } from "../../../common/travel/schemas";
import { startScriptedServer } from "../testing/scripted-server";
import { duffelStays } from "./duffel-stays";

// Replies shaped like Duffel Stays' documented search (v2): `data.results`, each a search result
// with the cheapest rate for the stay and the accommodation it is for.
const result = (id: string, amount: string, extra: { currency?: string; accommodation?: object } = {}) => ({
  id: `srr_${id}`,
  rooms: 1,
  guests: [{ type: "adult" }, { type: "adult" }],
  check_in_date: "2027-03-10",
  check_out_date: "2027-03-13",
  cheapest_rate_total_amount: amount,
  cheapest_rate_currency: extra.currency ?? "USD",
  accommodation: {
    id: `acc_${id}`,
    name: `Hotel ${id}`,
    rating: 4,
    review_score: 8.6,
    description: "A quiet hotel near the river.",
    photos: [{ url: `https://assets.duffel.example/${id}.jpg` }],
    amenities: [{ type: "wifi", description: "Free WiFi" }],
    location: {
      geographic_coordinates: { latitude: 38.711, longitude: -9.139 },
      address: { line_one: "1 Rua Augusta", city_name: "Lisbon", postal_code: "1100-048", country_code: "PT" },
    },
    ...extra.accommodation,
  },
});
const reply = (results: object[]) => ({ data: { created_at: "2027-01-01T10:00:00Z", results } });
const query = { city: "Lisbon", checkIn: "2027-03-10", checkOut: "2027-03-13", adults: 2 };

let server: Awaited<ReturnType<typeof startScriptedServer>>;
let stays: ReturnType<typeof duffelStays>;
beforeAll(async () => {
  server = await startScriptedServer();
  stays = duffelStays({ accessToken: "duffel_test_token", apiUrl: server.url, timeoutMs: 1500, baseDelayMs: 5 });
});
afterAll(() => server.close());

describe("Duffel Stays adapter", () => {
  it("searches around the city and maps results to the spec's hotels, known prices cheapest first", async () => {
    server.script({
      status: 200,
      body: reply([
        result("b", "612.40"),
        result("gbp", "300.00", { currency: "GBP" }),
        result("a", "498.10", { accommodation: { rating: null, review_score: null, photos: [] } }),
        { id: "srr_broken" },
      ]),
    });
    const hotels = await stays.search(query);
    expect(hotels.map((h) => [h.hotel_name, h.total_price])).toEqual([
      ["Hotel a", 498.1],
      ["Hotel b", 612.4],
      ["Hotel gbp", -1],
    ]);
    for (const h of hotels) ZHotel.parse(h);
    expect(hotels[0]).toMatchObject({ hotel_id: "acc_a", user_rating: null, main_photo_url: null });
    expect(hotels[0]).not.toHaveProperty("stars");
    expect(hotels[1]).toMatchObject({
      user_rating: 8.6,
      stars: 4,
      check_in: "2027-03-10",
      check_out: "2027-03-13",
      main_photo_url: "https://assets.duffel.example/b.jpg",
    });
    expect(hotels[1]?.url).toContain("Hotel%20b%20Lisbon");
    // Issue 26: the address and the amenities, where Duffel gives them.
    expect(hotels[1]).toMatchObject({ address: "1 Rua Augusta, 1100-048 Lisbon", amenities: ["Free WiFi"] });

    const request = server.requests[0];
    expect(request?.url.pathname).toBe("/stays/search");
    expect(request?.headers.authorization).toBe("Bearer duffel_test_token");
    expect(request?.headers["duffel-version"]).toBe("v2");
    const body = JSON.parse(request?.body ?? "{}");
    expect(body.data).toMatchObject({
      rooms: 1,
      guests: [{ type: "adult" }, { type: "adult" }],
      check_in_date: "2027-03-10",
      check_out_date: "2027-03-13",
      location: { radius: 5 },
    });
    expect(body.data.location.geographic_coordinates.latitude).toBeCloseTo(38.72, 1);
  });

  it("keeps only stays known to be under a nightly maximum", async () => {
    server.script({
      status: 200,
      body: reply([result("cheap", "270.00"), result("dear", "900.00"), result("eur", "100.00", { currency: "EUR" })]),
    });
    const hotels = await stays.search({ ...query, maxPrice: 100 });
    expect(hotels.map((h) => h.hotel_name)).toEqual(["Hotel cheap"]);
  });

  it("returns no hotels for no results", async () => {
    server.script({ status: 200, body: reply([]) });
    expect(await stays.search(query)).toEqual([]);
  });

  it("explains a 4xx in Duffel's words", async () => {
    server.script({
      status: 422,
      body: {
        meta: { status: 422, request_id: "req_1" },
        errors: [{ type: "validation_error", title: "Invalid", message: "check_in_date must be in the future" }],
      },
    });
    await expect(stays.search(query)).rejects.toThrow("check_in_date must be in the future");
  });

  it("retries a 429 and then succeeds", async () => {
    server.script(
      { status: 429, body: { errors: [{ message: "Rate limit exceeded" }] }, headers: { "retry-after": "0" } },
      { status: 200, body: reply([result("a", "498.10")]) },
    );
    expect(await stays.search(query)).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });

  it("times out and rejects malformed replies clearly", async () => {
    server.script({ status: 200, body: reply([]), delayMs: 4000 });
    await expect(stays.search(query)).rejects.toMatchObject({ kind: "timeout" });
    server.script({ status: 200, body: { data: { offers: [] } } });
    await expect(stays.search(query)).rejects.toMatchObject({ kind: "malformed" });
    server.script({ status: 200, raw: "<html>gateway</html>" });
    await expect(stays.search(query)).rejects.toMatchObject({ kind: "malformed" });
  });

  it("refuses bad input before calling Duffel", async () => {
    server.script({ status: 200, body: reply([]) });
    await expect(stays.search({ ...query, city: "Qwxzzyv Plmnb" })).rejects.toMatchObject({ code: "invalid" });
    await expect(stays.search({ ...query, checkOut: "2027-03-01" })).rejects.toMatchObject({ code: "invalid" });
    expect(server.requests).toHaveLength(0);
  });
});
