import { describe, expect, it } from "vitest";
import type { TRoundTrip, TSegment } from "../../../common/travel/schemas";
import { flightAirlines, flightStops, whenText } from "./flight-text";

const seg = (from: string, to: string): TSegment => ({
  airline_code: "AA",
  flight_number: "AA1",
  plane_type: "A321",
  origin_code: from,
  origin_name: from,
  depart_date: "2027-03-10",
  depart_time: "07:45",
  arrive_code: to,
  arrive_name: to,
  arrive_date: "2027-03-10",
  arrive_time: "19:05",
  duration_minutes: 400,
});
const trip: TRoundTrip = {
  outbound_leg: {
    segments: [seg("JFK", "LIS")],
    duration: 400,
    travel_class: "economy",
    airline_name: "American Airlines",
  },
  return_leg: {
    segments: [seg("LIS", "EWR"), seg("EWR", "JFK")],
    duration: 600,
    travel_class: "economy",
    airline_name: "United",
    price: 812,
  },
  url: "https://example.test/",
};

describe("a flight's words", () => {
  it("names both airlines and both legs' stops when they differ", () => {
    expect(flightAirlines(trip)).toBe("American Airlines / United");
    expect(flightStops(trip)).toBe("direct out, 1 stop back");
    const same = {
      ...trip,
      return_leg: { ...trip.return_leg, airline_name: "American Airlines", segments: [seg("LIS", "JFK")] },
    };
    expect(flightAirlines(same)).toBe("American Airlines");
    expect(flightStops(same)).toBe("direct");
  });
  it("reads dates as words, not ISO", () => {
    expect(whenText("2027-03-10", "07:45")).toBe("Wed, Mar 10, 7:45 AM");
  });
});
