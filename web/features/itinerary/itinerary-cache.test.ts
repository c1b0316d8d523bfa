import { describe, expect, it } from "vitest";
import type { TItineraryChanged, TItineraryItemRow, TItineraryState } from "../../../common/api/itinerary";
import {
  applyChange,
  applyEditLocally,
  arrange,
  dateRange,
  dayDropId,
  dropItem,
  legacyDays,
  moveInOrder,
  nextFreeTime,
  orderOf,
  placeOf,
  specDaysOf,
  upsertItem,
} from "./itinerary-cache";

// Run with TZ=Asia/Kathmandu (vitest.config.ts): dates must not drift with the zone.

const row = (id: string, date: string, position: number, over: Partial<TItineraryItemRow> = {}): TItineraryItemRow => ({
  id,
  date,
  position,
  time: `${String(9 + position).padStart(2, "0")}:00`,
  duration_min: null,
  kind: "place",
  spec_type: "place",
  title: `Item ${id}`,
  location: "Lisbon",
  ref: {},
  notes: "",
  confirmation: null,
  booked: false,
  pinned: false,
  added_by: { kind: "lotus" },
  version: 1,
  ...over,
});

const state = (revision = 3): TItineraryState => ({
  trip_id: "t1",
  revision,
  days: [
    { date: "2027-03-10", items: [row("a", "2027-03-10", 0), row("b", "2027-03-10", 1), row("c", "2027-03-10", 2)] },
    { date: "2027-03-11", items: [] },
    { date: "2027-03-12", items: [row("d", "2027-03-12", 0)] },
  ],
  stays: [],
});

const ids = (s: TItineraryState) => s.days.map((d) => `${d.date.slice(8)}:${d.items.map((i) => i.id).join("")}`);
const event = (over: Partial<TItineraryChanged>): TItineraryChanged => ({
  trip_id: "t1",
  revision: 4,
  by: { kind: "person", user_id: "u2", name: "Nina Park" },
  summary: "Moved",
  upserted: [],
  removed: [],
  replaced: false,
  ...over,
});

describe("itinerary_changed on the cached itinerary", () => {
  it("applies the next revision's rows in place", () => {
    const moved = event({
      upserted: [row("b", "2027-03-11", 0, { version: 2 }), row("c", "2027-03-10", 1)],
    });
    const next = applyChange(state(), moved);
    expect(next?.revision).toBe(4);
    expect(next && ids(next)).toEqual(["10:ac", "11:b", "12:d"]);
    expect(next?.days[1]?.items[0]?.version).toBe(2);
  });

  it("removes what it removes, and keeps every day of the range", () => {
    const next = applyChange(state(), event({ removed: ["d"] }));
    expect(next && ids(next)).toEqual(["10:abc", "11:", "12:"]);
  });

  it("adds days the rows now reach", () => {
    const next = applyChange(state(), event({ upserted: [row("e", "2027-03-14", 0)] }));
    expect(next && ids(next)).toEqual(["10:abc", "11:", "12:d", "13:", "14:e"]);
  });

  it("asks for a refetch after a missed revision or a replaced plan, and ignores one it has", () => {
    expect(applyChange(state(), event({ revision: 5 }))).toBeNull();
    expect(applyChange(state(), event({ replaced: true }))).toBeNull();
    const s = state();
    expect(applyChange(s, event({ revision: 3 }))).toBe(s);
    expect(applyChange(s, event({ revision: 2 }))).toBe(s);
  });
});

describe("edits shown before the server answers", () => {
  it("moves an item to another day and renumbers both days", () => {
    const next = applyEditLocally(state(), {
      op: "move",
      item_id: "a",
      version: 1,
      date: "2027-03-12",
      position: 0,
    });
    expect(ids(next)).toEqual(["10:bc", "11:", "12:ad"]);
    expect(next.days[0]?.items.map((i) => i.position)).toEqual([0, 1]);
    expect(next.days[2]?.items.map((i) => i.position)).toEqual([0, 1]);
    expect(next.days[2]?.items[0]?.date).toBe("2027-03-12");
    // The version stays: the server bumps it and its answer brings the new one.
    expect(next.days[2]?.items[0]?.version).toBe(1);
    expect(next.revision).toBe(3);
  });

  it("reorders within a day, and moves onto an empty day", () => {
    expect(
      ids(applyEditLocally(state(), { op: "move", item_id: "c", version: 1, date: "2027-03-10", position: 0 })),
    ).toEqual(["10:cab", "11:", "12:d"]);
    expect(
      ids(applyEditLocally(state(), { op: "move", item_id: "b", version: 1, date: "2027-03-11", position: 9 })),
    ).toEqual(["10:ac", "11:b", "12:d"]);
  });

  it("retimes, pins, edits details and removes", () => {
    let s = applyEditLocally(state(), { op: "retime", item_id: "a", version: 1, time: "18:30" });
    s = applyEditLocally(s, { op: "pin", item_id: "a", version: 1, pinned: true });
    s = applyEditLocally(s, { op: "details", item_id: "a", version: 1, notes: "Bring cash", confirmation: "X1" });
    const a = s.days[0]?.items[0];
    expect(a).toMatchObject({ time: "18:30", pinned: true, notes: "Bring cash", confirmation: "X1", booked: false });
    expect(ids(applyEditLocally(s, { op: "remove", item_id: "b", version: 1 }))).toEqual(["10:ac", "11:", "12:d"]);
  });

  it("adds one's own booking at the end of the day under a temporary id", () => {
    const s = applyEditLocally(
      state(),
      {
        op: "add",
        item: {
          date: "2027-03-11",
          time: "08:15",
          duration_min: null,
          kind: "transport",
          title: "Train to Sintra",
          location: "Rossio",
          notes: "",
          confirmation: "CP-42",
          booked: true,
          place: null,
        },
      },
      { id: "pending-item-1", by: { kind: "person", user_id: "u1", name: "Olga" } },
    );
    expect(s.days[1]?.items[0]).toMatchObject({
      id: "pending-item-1",
      kind: "transport",
      spec_type: "other",
      confirmation: "CP-42",
      booked: true,
      added_by: { kind: "person", user_id: "u1", name: "Olga" },
    });
    // The server's answer replaces it.
    const stored = row("real", "2027-03-11", 0, { title: "Train to Sintra" });
    const settled = upsertItem(dropItem(s, "pending-item-1"), stored);
    expect(ids(settled)).toEqual(["10:abc", "11:real", "12:d"]);
  });

  it("takes the server's item only when it is newer than the cached one", () => {
    const s = state();
    expect(upsertItem(s, row("a", "2027-03-10", 0, { version: 1, title: "old" }))).toBe(s);
    const newer = upsertItem(s, row("a", "2027-03-10", 0, { version: 2, title: "new" }));
    expect(newer.days[0]?.items[0]?.title).toBe("new");
  });
});

describe("dragging", () => {
  const order = () => orderOf(state().days);

  it("sorts within a day as the list shows it (the dragged item takes the target's place)", () => {
    expect(moveInOrder(order(), "a", "c")[0]?.ids).toEqual(["b", "c", "a"]);
    expect(moveInOrder(order(), "c", "a")[0]?.ids).toEqual(["c", "a", "b"]);
    expect(moveInOrder(order(), "a", "a")).toEqual(order());
  });

  it("moves into another day before or after an item, or to the end over the day", () => {
    expect(moveInOrder(order(), "b", "d").map((d) => d.ids)).toEqual([["a", "c"], [], ["b", "d"]]);
    expect(moveInOrder(order(), "b", "d", true).map((d) => d.ids)).toEqual([["a", "c"], [], ["d", "b"]]);
    expect(moveInOrder(order(), "b", dayDropId("2027-03-11")).map((d) => d.ids)).toEqual([["a", "c"], ["b"], ["d"]]);
  });

  it("tells where an item ended up, and shows the days in the drag's order", () => {
    const moved = moveInOrder(order(), "b", "d", true);
    expect(placeOf(moved, "b")).toEqual({ date: "2027-03-12", position: 1 });
    expect(arrange(state().days, moved).map((d) => d.items.map((i) => i.id).join(""))).toEqual(["ac", "", "db"]);
    expect(arrange(state().days, null)).toEqual(state().days);
  });
});

describe("the spec's shapes and helpers", () => {
  it("fills a range of dates whatever the time zone", () => {
    expect(dateRange(["2027-03-31", "2027-03-29"])).toEqual(["2027-03-29", "2027-03-30", "2027-03-31"]);
    expect(dateRange([])).toEqual([]);
  });

  it("derives the spec's items from rows, leaving empty days out", () => {
    const days = specDaysOf(state().days);
    expect(days.map((d) => d.date)).toEqual(["2027-03-10", "2027-03-12"]);
    expect(days[0]?.items[0]).toEqual({
      date: "2027-03-10",
      time: "09:00",
      type: "place",
      location: "Lisbon",
      activity: "Item a",
    });
  });

  it("shows an itinerary that has no rows yet, read-only", () => {
    const days = legacyDays([
      {
        date: "2027-03-10",
        items: [{ date: "2027-03-10", time: "19:30", type: "other", location: "X", activity: "Y" }],
      },
      { date: "2027-03-12", items: [] },
    ]);
    expect(days.map((d) => [d.date, d.items.map((i) => i.id)])).toEqual([["2027-03-10", ["legacy-2027-03-10-0"]]]);
  });

  it("suggests an hour after a day's last item, 10:00 on an empty day", () => {
    expect(nextFreeTime([])).toBe("10:00");
    expect(nextFreeTime([{ time: "09:00" }, { time: "14:30" }])).toBe("15:30");
    expect(nextFreeTime([{ time: "23:10" }])).toBe("22:10");
  });
});
