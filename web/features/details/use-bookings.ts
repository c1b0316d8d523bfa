import { useCallback, useEffect, useRef, useState } from "react";
import { detailsMessages, type TBookingUpdatedEvent } from "../../../common/api/details";
import { checkBooking, updateBooking } from "../../api/details";
import { emitWithAck, getSocket } from "../../api/socket";

/**
 * Booked or not, per booking id, for a Voyager's trip: each id checked on load, changes saved on
 * the server (optimistically shown, rolled back on failure) and other members' changes arriving
 * through the trip room.
 */
export function useBookings(tripId: string, bookingIds: string[], enabled: boolean) {
  const [booked, setBooked] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(enabled);
  const key = bookingIds.join("\n");
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    if (!enabled) return;
    const ids = key ? key.split("\n") : [];
    setLoading(true);
    Promise.all(
      ids.map(async (id) => {
        const res = await checkBooking(tripId, id);
        if (!res.ok) throw new Error(res.data.error ?? "check failed");
        return [id, res.data.booked] as const;
      }),
    )
      .then((pairs) => live.current && setBooked(Object.fromEntries(pairs)))
      .catch(() => live.current && setError(detailsMessages.bookingCheck))
      .finally(() => live.current && setLoading(false));
    return () => {
      live.current = false;
    };
  }, [tripId, key, enabled]);

  // The trip's room: other members' bookings arrive as booking_updated.
  useEffect(() => {
    if (!enabled) return;
    const socket = getSocket();
    const join = () => emitWithAck("join_trip", { trip_id: tripId }).catch(() => undefined);
    const onUpdate = (event: TBookingUpdatedEvent) => {
      if (event.trip_id === tripId) setBooked((map) => ({ ...map, [event.booking_id]: event.booked }));
    };
    void join();
    socket.on("connect", join);
    socket.on("booking_updated", onUpdate);
    return () => {
      socket.off("connect", join);
      socket.off("booking_updated", onUpdate);
      socket.emit("leave_trip", { trip_id: tripId });
    };
  }, [tripId, enabled]);

  const set = useCallback(
    async (bookingId: string, value: boolean) => {
      setError(null);
      setBooked((map) => ({ ...map, [bookingId]: value }));
      try {
        const res = await updateBooking(tripId, bookingId, value);
        if (!res.ok) throw new Error(res.data.error ?? "update failed");
      } catch {
        setBooked((map) => ({ ...map, [bookingId]: !value }));
        setError(detailsMessages.bookingUpdate);
      }
    },
    [tripId],
  );

  return { booked, set, error, loading };
}
