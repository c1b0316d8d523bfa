import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZFlight, ZRoundTrip } from "../../../common/travel/schemas";
import { startScriptedServer } from "../testing/scripted-server";
import { duffelFlights } from "./duffel";

// Replies shaped like Duffel's documented offer request (v2), with offers returned inline.
const place = (code: string, name: string) => ({
  type: "airport",
  iata_code: code,
  name,
  time_zone: "Europe/Lisbon",
  iata_country_code: "PT",
  id: `arp_${code.toLowerCase()}`,
});
const seg = (from: string, to: string, dep: string, arr: string, duration: string, number = "202") => ({
  id: `seg_${from}${to}`,
  origin: place(from, `${from} Airport`),
  destination: place(to, `${to} Airport`),
  departing_at: dep,
  arriving_at: arr,
  duration,
  marketing_carrier: { iata_code: "TP", name: "TAP Air Portugal", id: "arl_tp" },
  marketing_carrier_flight_number: number,
  operating_carrier: { iata_code: "TP", name: "TAP Air Portugal" },
  aircraft: { name: "Airbus A330-900", iata_code: "339" },
  passengers: [{ cabin_class: "economy", passenger_id: "pas_1" }],
});
const offer = (id: string, amount: string, slices: object[], currency = "USD") => ({
  id,
  total_amount: amount,
  total_currency: currency,
  base_amount: amount,
  tax_amount: "0.00",
  expires_at: "2027-03-01T12:00:00Z",
  owner: { name: "TAP Air Portugal", iata_code: "TP", id: "arl_tp" },
  slices,
});
const outbound = {
  duration: "PT6H50M",
  segments: [seg("JFK", "LIS", "2027-03-10T19:50:00", "2027-03-11T07:40:00", "PT6H50M")],
};
const back = {
  duration: "PT8H40M",
  segments: [seg("LIS", "JFK", "2027-03-17T10:40:00", "2027-03-17T14:20:00", "PT8H40M", "201")],
};
const reply = (offers: object[]) => ({
  data: {
    id: "orq_0000A1",
    live_mode: false,
    cabin_class: "economy",
    slices: [],
    passengers: [{ id: "pas_1", type: "adult" }],
    offers,
  },
});

let server: Awaited<ReturnType<typeof startScriptedServer>>;
let duffel: ReturnType<typeof duffelFlights>;
beforeAll(async () => {
  server = await startScriptedServer();
  duffel = duffelFlights({
    accessToken: "duffel_test_token",
    apiUrl: server.url,
    timeoutMs: 1500,
    retries: 2,
    baseDelayMs: 5,
  });
});
afterAll(() => server.close());

describe("Duffel adapter", () => {
  it("searches one way and maps offers to the spec's flights, cheapest first", async () => {
    server.script({
      status: 201,
      body: reply([offer("off_2", "612.40", [outbound]), offer("off_1", "498.10", [outbound]), { id: "broken" }]),
    });
    const r = await duffel.search({ origin: "JFK", destination: "LIS", departDate: "2027-03-10", adults: 2 });
    if (r.kind !== "one_way") throw new Error("one way expected");
    expect(r.flights.map((f) => f.price)).toEqual([498.1, 612.4]);
    const f = ZFlight.parse(r.flights[0]);
    expect(f).toMatchObject({ airline_name: "TAP Air Portugal", duration: 410 });
    expect(f.segments[0]).toEqual({
      airline_code: "TP",
      flight_number: "TP202",
      plane_type: "Airbus A330-900",
      origin_code: "JFK",
      origin_name: "JFK Airport",
      depart_date: "2027-03-10",
      depart_time: "19:50",
      arrive_code: "LIS",
      arrive_name: "LIS Airport",
      arrive_date: "2027-03-11",
      arrive_time: "07:40",
      duration_minutes: 410,
    });
    const request = server.requests[0];
    expect(request?.url.pathname).toBe("/air/offer_requests");
    expect(request?.url.searchParams.get("return_offers")).toBe("true");
    expect(request?.headers.authorization).toBe("Bearer duffel_test_token");
    expect(request?.headers["duffel-version"]).toBe("v2");
  });

  it("maps two-slice offers to round trips with the total on the return leg", async () => {
    server.script({ status: 201, body: reply([offer("off_3", "890.00", [outbound, back])]) });
    const r = await duffel.search({
      origin: "JFK",
      destination: "LIS",
      departDate: "2027-03-10",
      returnDate: "2027-03-17",
    });
    if (r.kind !== "round_trip") throw new Error("round trip expected");
    const t = ZRoundTrip.parse(r.trips[0]);
    expect(t.return_leg.price).toBe(890);
    expect(t.return_leg.segments[0]?.flight_number).toBe("TP201");
  });

  it("reports a price in another currency as unknown rather than guessing a rate", async () => {
    server.script({ status: 201, body: reply([offer("off_4", "455.00", [outbound], "EUR")]) });
    const r = await duffel.search({ origin: "JFK", destination: "LIS", departDate: "2027-03-10" });
    expect(r.kind === "one_way" && r.flights[0]?.price).toBe(-1);
  });

  it("returns no flights for no offers", async () => {
    server.script({ status: 201, body: reply([]) });
    expect(await duffel.search({ origin: "JFK", destination: "LIS", departDate: "2027-03-10" })).toEqual({
      kind: "one_way",
      flights: [],
    });
  });

  it("explains a 4xx in Duffel's words", async () => {
    server.script({
      status: 422,
      body: {
        meta: { status: 422, request_id: "req_1" },
        errors: [
          {
            type: "validation_error",
            title: "Invalid date",
            message: "departure_date must be in the future",
            code: "invalid_date",
          },
        ],
      },
    });
    await expect(duffel.search({ origin: "JFK", destination: "LIS", departDate: "2027-03-10" })).rejects.toThrow(
      "departure_date must be in the future",
    );
  });

  it("retries a 429 and then succeeds", async () => {
    server.script(
      {
        status: 429,
        body: { errors: [{ message: "Rate limit exceeded", code: "rate_limit_exceeded" }] },
        headers: { "retry-after": "0" },
      },
      { status: 201, body: reply([offer("off_5", "500.00", [outbound])]) },
    );
    const r = await duffel.search({ origin: "JFK", destination: "LIS", departDate: "2027-03-10" });
    expect(r.kind === "one_way" && r.flights).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });

  it("times out and rejects malformed replies clearly", async () => {
    server.script({ status: 201, body: reply([]), delayMs: 4000 });
    await expect(duffel.search({ origin: "JFK", destination: "LIS", departDate: "2027-03-10" })).rejects.toMatchObject({
      kind: "timeout",
    });
    server.script({ status: 201, body: { data: { offers: "none" } } });
    await expect(duffel.search({ origin: "JFK", destination: "LIS", departDate: "2027-03-10" })).rejects.toMatchObject({
      kind: "malformed",
    });
  });
});
