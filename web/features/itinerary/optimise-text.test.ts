import { describe, expect, it } from "vitest";
import type { TItineraryItemRow } from "../../../common/api/itinerary";
import { isMovable, movableCount, optimiseBlocked, optimisedText, travelChange } from "./optimise-text";

const place = { lat: 38.69, lng: -9.21, name: "Belém Tower" };
const row = (over: Partial<TItineraryItemRow> = {}, ref: Record<string, unknown> = { place }): TItineraryItemRow =>
  ({
    id: "i1",
    date: "2027-03-11",
    position: 0,
    time: "10:00",
    duration_min: null,
    kind: "place",
    spec_type: "place",
    title: "Visit Belém Tower",
    location: "",
    ref,
    notes: "",
    confirmation: null,
    booked: false,
    pinned: false,
    added_by: { kind: "lotus" },
    version: 1,
    ...over,
  }) as TItineraryItemRow;

describe("which stops the optimiser may move", () => {
  it("moves a located place that is not pinned, booked, a meal or a journey", () => {
    expect(isMovable(row())).toBe(true);
    expect(isMovable(row({ pinned: true }))).toBe(false);
    expect(isMovable(row({ booked: true }))).toBe(false);
    expect(isMovable(row({}, { place, meal: "lunch" }))).toBe(false);
    expect(isMovable(row({ kind: "note" }, {}))).toBe(false);
    expect(isMovable(row({ kind: "place" }, { place: { name: "Nowhere" } }))).toBe(false);
    expect(isMovable(row({ kind: "stay" }))).toBe(false);
  });

  it("needs three movable stops, and says why not", () => {
    const two = [row({ id: "a" }), row({ id: "b" }), row({ id: "c", pinned: true })];
    expect(movableCount(two)).toBe(2);
    expect(optimiseBlocked(two)).toMatch(/at least 3 stops that can move.*has 2/);
    expect(optimiseBlocked([])).toMatch(/has none/);
    expect(optimiseBlocked([...two, row({ id: "d" })])).toBeNull();
  });
});

describe("what the traveller is told", () => {
  it("gives the day's travel before and after", () => {
    expect(travelChange(55, 40)).toBe("55 → 40 min");
    expect(travelChange(70, 55)).toBe("1 h 10 → 55 min");
    expect(optimisedText(2, { changed: true, before: { minutes: 55, km: 9 }, after: { minutes: 40, km: 6 } })).toEqual({
      title: "Day 2 reordered: 55 → 40 min of travel",
    });
  });

  it("says when nothing changed, and when only the hours were put right", () => {
    const same = { minutes: 30, km: 4 };
    expect(optimisedText(3, { changed: false, before: same, after: same }).title).toBe("Already the shortest order");
    expect(optimisedText(3, { changed: true, before: same, after: same }).title).toBe("Day 3 reordered");
  });
});
