import type { TBookingUpdatedEvent } from "../../common/api/details";
import type { Db } from "../db/open";
import { tripBookings } from "../db/schema/index";
import type { Publisher } from "../realtime/publish";

/**
 * Marks one of a trip's bookings booked or not. Booking state is per trip, shared by its members,
 * and every change is pushed to the trip's room so open details pages update at once.
 */
export async function setBooked(
  db: Db,
  publish: Publisher,
  b: { tripId: string; bookingId: string; booked: boolean; userId: string },
  now = new Date(),
): Promise<void> {
  await db
    .insert(tripBookings)
    .values({ tripId: b.tripId, bookingId: b.bookingId, booked: b.booked, updatedBy: b.userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [tripBookings.tripId, tripBookings.bookingId],
      set: { booked: b.booked, updatedBy: b.userId, updatedAt: now },
    });
  const event: TBookingUpdatedEvent = {
    trip_id: b.tripId,
    booking_id: b.bookingId,
    booked: b.booked,
    user_id: b.userId,
  };
  publish.toTrip(b.tripId, "booking_updated", event);
}
