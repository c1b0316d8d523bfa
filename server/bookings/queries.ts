import { and, eq } from "drizzle-orm";
import type { TTripDetails } from "../../common/api/details";
import type { TItineraryDay } from "../../common/api/trips";
import type { SessionUser } from "../auth/sessions";
import type { Db } from "../db/open";
import { tripBookings } from "../db/schema/index";
import type { TripAccess } from "../trips/policy";
import { detailsPolicy } from "./policy";
import { tripSummary } from "./summary";

export async function isBooked(db: Db, tripId: string, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ booked: tripBookings.booked })
    .from(tripBookings)
    .where(and(eq(tripBookings.tripId, tripId), eq(tripBookings.bookingId, bookingId)));
  return row?.booked ?? false;
}

/** POST /api/trip_details: the itinerary for every member; the summary as the viewer's plan allows. */
export function presentDetails(viewer: Pick<SessionUser, "id" | "ratePlan">, access: TripAccess): TTripDetails {
  const { trip } = access;
  return {
    trip_id: trip.id,
    name: trip.name,
    destination: trip.destination,
    dates: trip.dates,
    itinerary: trip.itinerary as TItineraryDay[],
    rate_plan: viewer.ratePlan,
    summary: detailsPolicy.may(viewer, "view_summary", access) ? tripSummary(trip) : null,
    permissions: detailsPolicy.permissions(viewer, access),
  };
}
