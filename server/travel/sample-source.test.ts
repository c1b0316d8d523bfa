import { describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../common/api/trips";
import { costBreakdown } from "../../common/bookings";
import { lisbonItinerary } from "../bookings/testing/lisbon-trip";
import { askLotus, itineraryTestApp } from "../itinerary/testing/harness";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import { offlineFlights } from "./flights/offline";
import { offlineHotels } from "./hotels/offline";

// Issue 26: without keys, flights and hotels are the offline providers' made-up inventory. Each
// offer says so (`source: "sample"`), and that survives into the chat's cards, the itinerary and
// the details page's summary, where the web shows a "Sample data" label.

const h = itineraryTestApp();

describe("sample inventory says where it came from", () => {
  it("every offline flight, round trip and hotel is marked sample", async () => {
    const flights = offlineFlights();
    const oneWay = await flights.search({ origin: "JFK", destination: "LIS", departDate: "2027-03-10" });
    const round = await flights.search({
      origin: "JFK",
      destination: "LIS",
      departDate: "2027-03-10",
      returnDate: "2027-03-17",
    });
    const hotels = await offlineHotels().search({ city: "Lisbon", checkIn: "2027-03-10", checkOut: "2027-03-17" });
    const offers = [
      ...(oneWay.kind === "one_way" ? oneWay.flights : []),
      ...(round.kind === "round_trip" ? round.trips : []),
      ...hotels,
    ];
    expect(offers.length).toBeGreaterThan(10);
    expect(new Set(offers.map((o) => o.source))).toEqual(new Set(["sample"]));
  });

  it("a summary line is sample only when its offer is", () => {
    // The Lisbon fixture stands for live offers: no source.
    const live = costBreakdown(lisbonItinerary);
    expect([...live.flights, ...live.hotels].map((l) => l.sample)).toEqual([undefined, undefined]);
    const sampled: TItineraryDay[] = lisbonItinerary.map((d) => ({
      ...d,
      items: d.items.map((i) => (i.hotel ? { ...i, hotel: { ...i.hotel, source: "sample" as const } } : i)),
    }));
    const mixed = costBreakdown(sampled);
    expect(mixed.flights.map((l) => l.sample)).toEqual([undefined]);
    expect(mixed.hotels.map((l) => l.sample)).toEqual([true]);
  });

  it("a trip Lotus plans offline carries the mark to its cards, itinerary and summary", async () => {
    const owner = await createSignedInUser(h.db(), { ratePlan: "PRO" });
    const trip = await createTestTrip(h.db(), owner.user.id, [], "Sample trip");
    const socket = await h.client(owner.cookie);
    await h.emit(socket, "join_trip", { trip_id: trip.id });
    const reply = await askLotus(socket, trip.id, "Plan 4 days in Lisbon from New York for 2, June 10-14 2027");
    const ctx = reply.ctx;
    expect(ctx?.flights.length).toBeGreaterThan(0);
    expect(ctx?.hotels.length).toBeGreaterThan(0);
    for (const offer of [...(ctx?.flights ?? []), ...(ctx?.hotels ?? [])]) expect(offer.source).toBe("sample");

    const details = await h.post("/api/trip_details", owner.cookie, { trip_id: trip.id });
    expect(details.status).toBe(200);
    const summary = details.body.summary as { flights: { sample?: boolean }[]; hotels: { sample?: boolean }[] };
    const lines = [...summary.flights, ...summary.hotels];
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line.sample).toBe(true);
  });
});
