import { peekSocket } from "../../api/socket";

// A trip's room is shared by whatever on screen follows the trip (the planning chat, the details
// page's bookings), and Socket.IO rooms do not count: one leave_trip takes the socket out for all.
// So the tab counts holders, and sends leave_trip only once the last one has let go and no one
// took the trip up again by the next tick (React's StrictMode remount, or the next screen of the
// same trip). Joining stays with the holders: join_trip is also how they read the trip.

export function createTripRooms(leave: (tripId: string) => void) {
  const holders = new Map<string, number>();
  const leaving = new Map<string, ReturnType<typeof setTimeout>>();

  /** Holds the trip's room until the returned function is called. */
  function hold(tripId: string): () => void {
    clearTimeout(leaving.get(tripId));
    leaving.delete(tripId);
    holders.set(tripId, (holders.get(tripId) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (holders.get(tripId) ?? 1) - 1;
      if (left > 0) {
        holders.set(tripId, left);
        return;
      }
      holders.delete(tripId);
      leaving.set(
        tripId,
        setTimeout(() => {
          leaving.delete(tripId);
          leave(tripId);
        }, 0),
      );
    };
  }

  return { hold };
}

export const { hold: holdTripRoom } = createTripRooms((tripId) =>
  peekSocket()?.emit("leave_trip", { trip_id: tripId }),
);
