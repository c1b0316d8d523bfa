import { describe, expect, it } from "vitest";
import type { ItemRow } from "./derive";
import { fitMoved } from "./move-fit";

let n = 0;
const row = (date: string, position: number, time: string, over: Partial<ItemRow> = {}): ItemRow =>
  ({
    id: over.id ?? `r${++n}`,
    tripId: "t",
    date,
    position,
    time,
    durationMin: null,
    kind: "place",
    specType: "place",
    title: over.id ?? "x",
    location: "",
    ref: {},
    notes: "",
    confirmation: null,
    booked: false,
    pinned: false,
    addedBy: null,
    addedByName: null,
    version: 1,
    updatedAt: new Date(0),
    ...over,
  }) as ItemRow;

const day = (rows: ItemRow[], date: string) =>
  rows
    .filter((r) => r.date === date)
    .sort((a, b) => a.position - b.position)
    .map((r) => `${r.time} ${r.id}`);

describe("a moved item keeps its day in time order", () => {
  it("takes a time between its new neighbours when its own does not fit", () => {
    const rows = [
      row("2027-03-13", 0, "09:00", { id: "castle", durationMin: 90 }),
      row("2027-03-13", 1, "10:00", { id: "belem" }),
      row("2027-03-13", 2, "13:00", { id: "lunch" }),
    ];
    // Dropped after lunch, Belém keeps nothing of 10:00: it follows lunch (an hour).
    const moved = rows.map((r) => (r.id === "belem" ? { ...r, position: 3 } : r));
    expect(day(fitMoved(moved, "belem"), "2027-03-13")).toEqual(["09:00 castle", "13:00 lunch", "14:00 belem"]);
  });

  it("keeps its time when it already fits", () => {
    const rows = [row("2027-03-13", 0, "09:00", { id: "a" }), row("2027-03-13", 1, "12:00", { id: "b" })];
    const placed = [...rows, row("2027-03-13", 1, "10:30", { id: "c" })].map((r) =>
      r.id === "b" ? { ...r, position: 2 } : r,
    );
    expect(fitMoved(placed, "c")).toEqual(placed);
  });

  it("fits between two close neighbours, and before the first", () => {
    const rows = [
      row("2027-03-13", 0, "16:00", { id: "moved" }),
      row("2027-03-13", 1, "09:00", { id: "first" }),
      row("2027-03-13", 2, "09:40", { id: "second" }),
    ];
    expect(day(fitMoved(rows, "moved"), "2027-03-13")).toEqual(["08:00 moved", "09:00 first", "09:40 second"]);
    const mid = [
      row("2027-03-13", 0, "09:00", { id: "first" }),
      row("2027-03-13", 1, "16:00", { id: "moved" }),
      row("2027-03-13", 2, "09:40", { id: "second" }),
    ];
    expect(day(fitMoved(mid, "moved"), "2027-03-13")).toEqual(["09:00 first", "09:20 moved", "09:40 second"]);
  });

  it("never goes after the flight home: it lands just before it", () => {
    const rows = [
      row("2027-03-13", 0, "10:00", { id: "stay" }),
      row("2027-03-15", 0, "09:00", { id: "breakfast", durationMin: 45 }),
      row("2027-03-15", 1, "11:00", { id: "home", kind: "flight", ref: { flight: {} } }),
      row("2027-03-15", 2, "10:00", { id: "belem" }),
    ];
    expect(day(fitMoved(rows, "belem"), "2027-03-15")).toEqual(["09:00 breakfast", "10:00 belem", "11:00 home"]);
    // A flight on another day is no flight home.
    const mid = [
      row("2027-03-13", 0, "08:00", { id: "hop", kind: "flight", ref: { flight: {} } }),
      row("2027-03-13", 1, "12:00", { id: "visit" }),
      row("2027-03-15", 0, "11:00", { id: "last" }),
    ];
    expect(fitMoved(mid, "visit")).toEqual(mid);
  });

  it("leaves journeys as they are", () => {
    const rows = [
      row("2027-03-13", 0, "12:00", { id: "a" }),
      row("2027-03-13", 1, "08:00", { id: "train", kind: "transport" }),
    ];
    expect(fitMoved(rows, "train")).toBe(rows);
  });
});
