import ical from "ical-generator";
import { DateTime } from "luxon";
import type { TItineraryDay, TItineraryItem } from "../../common/api/trips";
import { legsOf } from "../../common/bookings";
import { singleLine } from "../../common/trip-name";
import { airportByCode } from "../travel/geo/airports";
import { geocode } from "../travel/geo/gazetteer";

// The trip as an iCalendar file: one event per timed itinerary item. Itinerary times are local
// to where they happen, so each is placed in its zone (a flight leaves in its origin airport's
// zone and lands in its destination's; everything else is in the destination's) and written as
// UTC, which every calendar reads the same way.

/** How long an item without an end lasts on the calendar. */
const minutesOf: Record<TItineraryItem["type"], number> = { Flight: 60, Hotel: 30, place: 90, reddit: 60, other: 120 };

function at(date: string, time: string, zone: string): Date {
  return DateTime.fromISO(`${date}T${time}`, { zone }).toJSDate();
}

/** The zone of the trip's destination: its main airport's, else UTC. */
export function destinationZone(destination: string | null): string {
  const place = destination ? geocode(destination) : null;
  return place?.airports[0]?.tz ?? "UTC";
}

function flightTimes(item: TItineraryItem) {
  if (!item.flight) return null;
  const legs = legsOf(item.flight);
  const leg = legs.find((l) => l.segments[0]?.depart_date === item.date) ?? legs[0];
  const first = leg?.segments[0];
  const last = leg?.segments[leg.segments.length - 1];
  if (!first || !last) return null;
  const fromZone = airportByCode(first.origin_code)?.tz ?? "UTC";
  const toZone = airportByCode(last.arrive_code)?.tz ?? "UTC";
  return {
    start: at(first.depart_date, first.depart_time, fromZone),
    end: at(last.arrive_date, last.arrive_time, toZone),
    location: `${first.origin_name} (${first.origin_code}) → ${last.arrive_name} (${last.arrive_code})`,
    description: leg.segments
      .map((s) => `${s.airline_code}${s.flight_number} ${s.origin_code}-${s.arrive_code}`)
      .join(", "),
  };
}

/** An http(s) address in its parsed form (no raw line breaks: URLs are written unescaped), else null. */
function httpUrl(value: string | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
}

export function tripCalendar(trip: {
  id: string;
  name: string;
  destination: string | null;
  itinerary: TItineraryDay[];
  url: string;
}): string {
  const zone = destinationZone(trip.destination);
  // ical-generator escapes events' text but writes the calendar's name as given: a stored name
  // with CR/LF would end the line and start events of its own (issue 21, finding 10).
  const calendar = ical({ name: singleLine(trip.name), prodId: { company: "Lotus", product: "Trip", language: "EN" } });
  trip.itinerary.forEach((day, d) => {
    day.items.forEach((item, i) => {
      const flight = item.type === "Flight" ? flightTimes(item) : null;
      const start = flight?.start ?? at(item.date, item.time, zone);
      const end = flight?.end ?? new Date(start.getTime() + minutesOf[item.type] * 60_000);
      calendar.createEvent({
        id: `${trip.id}-${d}-${i}@lotus`,
        start,
        end,
        summary: item.activity,
        location: flight?.location ?? item.location,
        description: [flight?.description, `Planned with Lotus: ${trip.url}`].filter(Boolean).join("\n"),
        url: httpUrl(item.place?.website ?? item.hotel?.url ?? item.flight?.url) ?? trip.url,
      });
    });
  });
  return calendar.toString();
}
