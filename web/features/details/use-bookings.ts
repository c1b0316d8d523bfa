import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { detailsMessages, type TBookingUpdatedEvent } from "../../../common/api/details";
import { checkBooking, updateBooking } from "../../api/details";
import { queryKeys } from "../../api/query-keys";
import { emitWithAck, getSocket } from "../../api/socket";
import { holdTripRoom } from "../realtime/trip-room";

type Booked = Record<string, boolean>;

/**
 * Booked or not, per booking id, for a Voyager's trip: each id checked on load, changes saved on
 * the server (optimistically shown, rolled back on failure) and other members' changes arriving
 * through the trip room.
 */
export function useBookings(tripId: string, bookingIds: string[], enabled: boolean) {
  const queryClient = useQueryClient();
  const checks = useQuery({
    queryKey: queryKeys.bookings.of(tripId, bookingIds),
    enabled,
    retry: false,
    queryFn: async (): Promise<Booked> => {
      const pairs = await Promise.all(
        bookingIds.map(async (id) => {
          const res = await checkBooking(tripId, id);
          if (!res.ok) throw new Error(res.data.error ?? "check failed");
          return [id, res.data.booked] as const;
        }),
      );
      return Object.fromEntries(pairs);
    },
  });

  /** Every cached check of the trip (one per list of ids) takes the change. */
  const setBooked = useCallback(
    (bookingId: string, booked: boolean) =>
      queryClient.setQueriesData<Booked>({ queryKey: queryKeys.bookings.trip(tripId) }, (map) =>
        map ? { ...map, [bookingId]: booked } : map,
      ),
    [queryClient, tripId],
  );

  // The trip's room: other members' bookings arrive as booking_updated.
  useEffect(() => {
    if (!enabled) return;
    const socket = getSocket();
    const join = () => emitWithAck("join_trip", { trip_id: tripId }).catch(() => undefined);
    const onUpdate = (event: TBookingUpdatedEvent) => {
      if (event.trip_id === tripId) setBooked(event.booking_id, event.booked);
    };
    const release = holdTripRoom(tripId);
    void join();
    socket.on("connect", join);
    socket.on("booking_updated", onUpdate);
    return () => {
      socket.off("connect", join);
      socket.off("booking_updated", onUpdate);
      release();
    };
  }, [tripId, enabled, setBooked]);

  const change = useMutation({
    mutationFn: async ({ bookingId, booked }: { bookingId: string; booked: boolean }) => {
      const res = await updateBooking(tripId, bookingId, booked);
      if (!res.ok) throw new Error(res.data.error ?? "update failed");
    },
    onMutate: ({ bookingId, booked }) => setBooked(bookingId, booked),
    onError: (_error, { bookingId, booked }) => setBooked(bookingId, !booked),
  });
  const { mutate } = change;
  const set = useCallback((bookingId: string, booked: boolean) => mutate({ bookingId, booked }), [mutate]);

  // The last change's failure, else the load's (a change since then clears it).
  const error = change.isError
    ? detailsMessages.bookingUpdate
    : change.isIdle && checks.isError
      ? detailsMessages.bookingCheck
      : null;
  return { booked: checks.data ?? {}, set, error };
}
