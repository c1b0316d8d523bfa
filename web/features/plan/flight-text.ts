import type { TFlight, TRoundTrip } from "../../../common/travel/schemas";
import { clock, day, stops } from "../../lib/format";

// How a flight is named and described in its card and its modal: a round trip whose legs fly
// different airlines, or stop differently, says so rather than describing the outbound leg alone.

type AnyFlight = TFlight | TRoundTrip;
const legsOf = (f: AnyFlight) => ("outbound_leg" in f ? [f.outbound_leg, f.return_leg] : [f]);

/** "American Airlines", or "American Airlines / United" when the legs differ. */
export function flightAirlines(f: AnyFlight): string {
  return [...new Set(legsOf(f).map((leg) => leg.airline_name))].join(" / ");
}

/** "direct"; for a round trip both legs when they differ: "direct out, 1 stop back". */
export function flightStops(f: AnyFlight): string {
  const [out, back] = legsOf(f).map((leg) => stops(leg.segments.length));
  return back === undefined || back === out ? (out as string) : `${out} out, ${back} back`;
}

/** A segment's local date and time as read: "Wed, Mar 10, 7:45 AM". */
export function whenText(date: string, time: string): string {
  return `${day(date)}, ${clock(time)}`;
}
