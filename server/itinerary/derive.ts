import { DateTime } from "luxon";
import {
  type TItemKind,
  type TItemRef,
  type TItineraryItemRow,
  type TItineraryState,
  type TStay,
  type TTravelBefore,
  ZTravelBefore,
} from "../../common/api/itinerary";
import type { TItineraryDay, TItineraryItem } from "../../common/api/trips";
import { flightBookingId, hotelBookingId } from "../../common/bookings";
import type { itineraryItems } from "../db/schema/index";

// Between the rows and the shapes people and the spec read. The spec's itinerary is derived from
// the rows exactly: an item's spec fields live in columns and everything else it carried (its
// flight, hotel, place or forum post, as given) in `ref`, so nothing is lost on the way through.

export type ItemRow = typeof itineraryItems.$inferSelect;
export type NewItemRow = typeof itineraryItems.$inferInsert;

const baseKeys = ["date", "time", "type", "location", "activity"] as const;

/** The spec's item for a row. */
export function specItem(
  row: Pick<ItemRow, "date" | "time" | "specType" | "location" | "title" | "ref">,
): TItineraryItem {
  return {
    date: row.date,
    time: row.time,
    type: row.specType,
    location: row.location,
    activity: row.title,
    ...(row.ref as TItemRef),
  };
}

/** The spec's itinerary: days in date order, items in their order within the day. */
export function specItinerary(rows: ItemRow[]): TItineraryDay[] {
  return daysOf(rows).map(({ date, items }) => ({ date, items: items.map(specItem) }));
}

/** Rows grouped by date (sorted), each day's items by position. */
export function daysOf<R extends Pick<ItemRow, "date" | "position">>(rows: R[]): { date: string; items: R[] }[] {
  const byDate = new Map<string, R[]>();
  for (const r of rows) byDate.set(r.date, [...(byDate.get(r.date) ?? []), r]);
  return [...byDate.keys()]
    .sort()
    .map((date) => ({ date, items: (byDate.get(date) ?? []).sort((a, b) => a.position - b.position) }));
}

/**
 * A JSON text with every object's keys in one order: equal for equal data whatever order the keys
 * came in. PostgreSQL's jsonb reorders keys, so an itinerary read back from the rows and the same
 * itinerary from Lotus's engine differ as plain JSON.stringify texts.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Whether two spec itineraries are the same data (key order aside). */
export const sameItinerary = (a: TItineraryDay[], b: TItineraryDay[]) => canonicalJson(a) === canonicalJson(b);

/** Every date from the first to the last day with items, so an emptied day stays a place to drop onto. */
export function dayRange(dates: string[]): string[] {
  const sorted = [...new Set(dates)].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return [];
  const out: string[] = [];
  let d = DateTime.fromISO(first, { zone: "utc" });
  const end = DateTime.fromISO(last, { zone: "utc" });
  // A trip spans days, not years: a corrupt date never makes an endless list.
  for (let i = 0; d <= end && i < 400; i++, d = d.plus({ days: 1 })) out.push(d.toISODate() ?? first);
  return out;
}

/** What kind of item a spec item is, as people think of it. */
export function kindOf(item: Pick<TItineraryItem, "type" | "activity">): TItemKind {
  switch (item.type) {
    case "Flight":
      return "flight";
    case "Hotel":
      return "stay";
    case "place":
      return /\b(breakfast|brunch|lunch|dinner)\b/i.test(item.activity) ? "meal" : "place";
    case "reddit":
      return "note";
    default:
      return /\b(transfer|taxi|train|bus|ferry|drive|airport)\b/i.test(item.activity) ? "transport" : "note";
  }
}

/** Rows for a spec itinerary (Lotus's plan), positions in the order given. */
export function rowsFromSpec(tripId: string, days: TItineraryDay[]): NewItemRow[] {
  return days.flatMap((day) =>
    day.items.map((item, position) => {
      const ref: Record<string, unknown> = { ...item };
      for (const k of baseKeys) delete ref[k];
      return {
        tripId,
        date: day.date,
        position,
        time: item.time,
        kind: kindOf(item),
        specType: item.type,
        title: item.activity,
        location: item.location,
        ref,
        addedBy: null,
        addedByName: null,
      };
    }),
  );
}

/** The booking id the spec gives a flight or hotel item, if it is one. */
export function bookingIdOf(row: Pick<ItemRow, "ref">): string | null {
  const ref = row.ref as TItemRef;
  if (ref.flight) return flightBookingId(ref.flight);
  if (ref.hotel) return hotelBookingId(ref.hotel);
  return null;
}

/** A row as the panel reads it; flights and hotels are booked when the trip's booking says so. */
export function presentRow(row: ItemRow, bookedIds: ReadonlySet<string> = new Set()): TItineraryItemRow {
  const bookingId = bookingIdOf(row);
  return {
    id: row.id,
    date: row.date,
    position: row.position,
    time: row.time,
    duration_min: row.durationMin,
    kind: row.kind,
    spec_type: row.specType,
    title: row.title,
    location: row.location,
    ref: row.ref as TItemRef,
    notes: row.notes,
    confirmation: row.confirmation,
    booked: row.booked || (bookingId !== null && bookedIds.has(bookingId)),
    pinned: row.pinned,
    added_by: row.addedBy
      ? { kind: "person", user_id: row.addedBy, name: row.addedByName ?? "" }
      : row.addedByName
        ? { kind: "person", user_id: "", name: row.addedByName }
        : { kind: "lotus" },
    version: row.version,
    // The spec's item keeps it in its ref (as the planner wrote it); the panel reads it here,
    // because a response names only the ref's spec fields.
    ...travelOf(row),
  };
}

/** The row's `travel_before` when its ref carries a well-formed one. */
function travelOf(row: ItemRow): { travel_before?: TTravelBefore } {
  const parsed = ZTravelBefore.safeParse((row.ref as { travel_before?: unknown }).travel_before);
  return parsed.success ? { travel_before: parsed.data } : {};
}

/**
 * The days an item's booking holds the traveller to: a flight's departure, a stay's check-in and
 * check-out. The trip keeps those days even when the item is moved off them (a departure day whose
 * only item, the overnight flight, was dragged onto the next day is still the trip's first day),
 * so the panel and the details page show the same days after a reload as before it. Arrivals are
 * left out: an overnight flight home lands after the trip.
 */
function bookedDates(row: Pick<ItemRow, "ref">): string[] {
  const { flight, hotel } = row.ref as TItemRef;
  const out: string[] = [];
  if (flight && "segments" in flight) out.push(flight.segments[0]?.depart_date ?? "");
  if (flight && "outbound_leg" in flight) {
    out.push(flight.outbound_leg.segments[0]?.depart_date ?? "", flight.return_leg.segments[0]?.depart_date ?? "");
  }
  if (hotel) out.push(hotel.check_in, hotel.check_out);
  return out.filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
}

/** The panel's whole itinerary: every day of the range (empty ones too), each day's items. */
export function presentState(
  tripId: string,
  revision: number,
  rows: ItemRow[],
  stays: TStay[],
  bookedIds: ReadonlySet<string>,
): TItineraryState {
  const byDate = new Map(daysOf(rows).map((d) => [d.date, d.items]));
  return {
    trip_id: tripId,
    revision,
    days: dayRange([...byDate.keys(), ...rows.flatMap(bookedDates)]).map((date) => ({
      date,
      items: (byDate.get(date) ?? []).map((r) => presentRow(r, bookedIds)),
    })),
    stays,
  };
}

/**
 * The trip's stays, from its hotels: one per distinct stay (hotel and dates) in the order of their
 * check-ins, in the city its items name, for the nights it books.
 */
export function staysOf(
  rows: Pick<ItemRow, "ref" | "location" | "date">[],
): { city: string; nights: number; position: number }[] {
  const stays = new Map<string, { city: string; nights: number; checkIn: string }>();
  for (const r of rows) {
    const hotel = (r.ref as TItemRef).hotel;
    if (!hotel) continue;
    const key = hotelBookingId(hotel);
    if (stays.has(key)) continue;
    const nights = DateTime.fromISO(hotel.check_out).diff(DateTime.fromISO(hotel.check_in), "days").days;
    stays.set(key, {
      city: r.location || hotel.hotel_name,
      nights: Number.isFinite(nights) ? Math.max(0, Math.round(nights)) : 0,
      checkIn: hotel.check_in,
    });
  }
  return [...stays.values()]
    .sort((a, b) => a.checkIn.localeCompare(b.checkIn))
    .map((s, position) => ({ city: s.city, nights: s.nights, position }));
}
