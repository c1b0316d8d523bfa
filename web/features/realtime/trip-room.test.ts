import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTripRooms } from "./trip-room";

describe("trip rooms", () => {
  let left: string[];
  let rooms: ReturnType<typeof createTripRooms>;
  beforeEach(() => {
    vi.useFakeTimers();
    left = [];
    rooms = createTripRooms((tripId) => left.push(tripId));
  });
  afterEach(() => vi.useRealTimers());

  it("leaves once the last holder lets go", () => {
    const chat = rooms.hold("a");
    const bookings = rooms.hold("a");
    chat();
    vi.runAllTimers();
    expect(left).toEqual([]);
    bookings();
    vi.runAllTimers();
    expect(left).toEqual(["a"]);
  });

  it("stays when the trip is held again before the next tick (StrictMode's remount, the next screen)", () => {
    rooms.hold("a")();
    const again = rooms.hold("a");
    vi.runAllTimers();
    expect(left).toEqual([]);
    again();
    vi.runAllTimers();
    expect(left).toEqual(["a"]);
  });

  it("counts a release once, and each trip apart", () => {
    const a = rooms.hold("a");
    rooms.hold("b");
    a();
    a();
    vi.runAllTimers();
    expect(left).toEqual(["a"]);
  });
});
