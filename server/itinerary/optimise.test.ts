import { describe, expect, it } from "vitest";
import type { TItineraryItemRow, TItineraryState } from "../../common/api/itinerary";
import type { TItineraryDay, TItineraryItem } from "../../common/api/trips";
import { placeKindOf } from "../../common/travel/place-kinds";
import { minutesOf, visitWindows } from "../planner/days";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import type { ItemRow } from "./derive";
import { optimiseDay } from "./optimise";
import { itemTitled, itineraryTestApp, seedItinerary, titles } from "./testing/harness";
import { lisbonVisit } from "./testing/lisbon-visit";

// "Optimise this day" over HTTP on the file's own database: a day whose stops zig-zag across
// Lisbon (Belém in the west, the Tile Museum and Alfama in the east) comes back shorter, with
// meals at their times, a pinned stop where it was, every stop within its opening hours, one
// revision that undo takes back, and only editors allowed.

const h = itineraryTestApp();
const { db, post } = h;
const DAY = "2027-03-13";

function visit(name: string, time: string): TItineraryItem {
  return lisbonVisit(name, time, DAY);
}
const meal = (meal: "breakfast" | "lunch" | "dinner", time: string, at?: string): TItineraryItem => ({
  ...(at ? visit(at, time) : { date: DAY, time, type: "place", location: "Lisbon" }),
  activity: `${meal[0]?.toUpperCase()}${meal.slice(1)} ${at ? `at ${at}` : "at the hotel"}`,
  meal,
  minutes: meal === "dinner" ? 90 : meal === "lunch" ? 60 : 45,
});

/** West, east, lunch, west, east: the order a tired planner might leave. */
const zigzag: TItineraryDay[] = [
  {
    date: DAY,
    items: [
      meal("breakfast", "08:30"),
      visit("Jerónimos Monastery", "09:30"),
      visit("National Tile Museum", "11:00"),
      meal("lunch", "13:30", "Time Out Market"),
      visit("Belém Tower", "15:00"),
      visit("Alfama", "16:45"),
      meal("dinner", "20:00", "Time Out Market"),
      visit("Bairro Alto", "21:40"),
    ],
  },
];

async function zigzagTrip() {
  const owner = await createSignedInUser(db(), { firstName: "Olga", lastName: "Owner", ratePlan: "PRO" });
  const member = await createSignedInUser(db(), { firstName: "Mo", lastName: "Member" });
  const trip = await createTestTrip(db(), owner.user.id, [member.user.id], "Lisbon");
  await seedItinerary(db(), trip.id, zigzag);
  return { owner, member, trip };
}

const dayOf = (s: TItineraryState) => s.days.find((d) => d.date === DAY)?.items ?? [];
const optimise = (cookie: string, tripId: string, date = DAY) =>
  post("/api/itinerary/optimise", cookie, { trip_id: tripId, date });

/** Every visit starts after its kind of place opens and ends before it closes. */
function withinHours(items: TItineraryItemRow[]) {
  for (const i of items.filter((x) => x.kind === "place" && x.ref.place)) {
    const w = visitWindows[placeKindOf(i.ref.place?.types ?? [])];
    const start = minutesOf(i.time);
    expect(start, i.title).toBeGreaterThanOrEqual(w.open);
    expect(start + (i.duration_min ?? w.minutes), i.title).toBeLessThanOrEqual(w.close);
  }
}

describe("optimise this day", () => {
  it("reorders a zig-zag day for less travel, keeping meals at their times and every stop within its hours", async () => {
    const { owner, trip } = await zigzagTrip();
    const before = await h.state(owner.cookie, trip.id);
    const res = await optimise(owner.cookie, trip.id);
    expect(res.status).toBe(200);
    const body = res.body as { changed: boolean; before: { minutes: number }; after: { minutes: number } };
    expect(body.changed).toBe(true);
    expect(body.after.minutes).toBeLessThan(body.before.minutes);
    const after = await h.state(owner.cookie, trip.id);
    expect(after.revision).toBe(before.revision + 1);
    const day = dayOf(after);
    // The two western sights are now side by side, and so are the two eastern ones.
    const order = day.map((i) => i.location);
    expect(Math.abs(order.indexOf("Jerónimos Monastery") - order.indexOf("Belém Tower"))).toBe(1);
    expect(Math.abs(order.indexOf("National Tile Museum") - order.indexOf("Alfama"))).toBe(1);
    // Meals kept their times; the evening out still follows dinner (it opens at 20:00).
    for (const m of ["Breakfast at the hotel", "Lunch at Time Out Market", "Dinner at Time Out Market"]) {
      expect(itemTitled(after, m).time).toBe(itemTitled(before, m).time);
    }
    expect(order.indexOf("Bairro Alto")).toBe(day.length - 1);
    withinHours(day);
    // Times follow the order, and each moved stop says how to get there.
    const times = day.map((i) => i.time);
    expect([...times].sort()).toEqual(times);
    const located = day.filter((i) => i.ref.place);
    expect(located[0]?.travel_before).toBeUndefined();
    for (const i of located.slice(1)) expect(i.travel_before?.minutes, i.title).toBeGreaterThan(0);
  });

  it("undo puts the day back exactly as it was", async () => {
    const { owner, trip } = await zigzagTrip();
    const before = await h.state(owner.cookie, trip.id);
    const res = await optimise(owner.cookie, trip.id);
    const undo = await post("/api/itinerary/undo", owner.cookie, { trip_id: trip.id, revision: res.body.revision });
    expect(undo.status).toBe(200);
    const after = await h.state(owner.cookie, trip.id);
    expect(titles(after)).toEqual(titles(before));
    expect(dayOf(after).map((i) => [i.time, i.ref])).toEqual(dayOf(before).map((i) => [i.time, i.ref]));
  });

  it("leaves a pinned stop where and when it was", async () => {
    const { owner, trip } = await zigzagTrip();
    const state = await h.state(owner.cookie, trip.id);
    const museum = itemTitled(state, "Visit National Tile Museum");
    const pin = await post("/api/itinerary/edit", owner.cookie, {
      trip_id: trip.id,
      edit: { op: "pin", item_id: museum.id, version: museum.version, pinned: true },
    });
    expect(pin.status).toBe(200);
    const res = await optimise(owner.cookie, trip.id);
    expect(res.status).toBe(200);
    const after = await h.state(owner.cookie, trip.id);
    const pinned = itemTitled(after, "Visit National Tile Museum");
    expect([pinned.position, pinned.time]).toEqual([museum.position, museum.time]);
    withinHours(dayOf(after));
  });

  it("says so when the day is already in its shortest order, and records nothing", async () => {
    const { owner, trip } = await zigzagTrip();
    const first = await optimise(owner.cookie, trip.id);
    expect(first.body.changed).toBe(true);
    const again = await optimise(owner.cookie, trip.id);
    expect(again.status).toBe(200);
    expect(again.body.changed).toBe(false);
    expect(again.body.revision).toBe(first.body.revision);
    // A day with nothing on it is not an error either.
    const empty = await optimise(owner.cookie, trip.id, "2027-03-20");
    expect([empty.status, empty.body.changed]).toEqual([200, false]);
  });

  it("is an editor's: a viewer is refused 403, a stranger 404, a bad date 400", async () => {
    const { owner, member, trip } = await zigzagTrip();
    await post("/api/trip_role", owner.cookie, { trip_id: trip.id, user_id: member.user.id, role: "viewer" });
    const before = await h.state(owner.cookie, trip.id);
    expect((await optimise(member.cookie, trip.id)).status).toBe(403);
    const stranger = await createSignedInUser(db(), { firstName: "Sam", lastName: "Stranger" });
    expect((await optimise(stranger.cookie, trip.id)).status).toBe(404);
    expect((await optimise(owner.cookie, trip.id, "13/03/2027")).status).toBe(400);
    expect((await post("/api/itinerary/optimise", owner.cookie, { trip_id: trip.id })).status).toBe(400);
    expect((await h.state(owner.cookie, trip.id)).revision).toBe(before.revision);
  });
});

describe("the day's routes for the map", () => {
  it("gives each leg between located stops, from the estimate when no service is configured", async () => {
    const { member, trip } = await zigzagTrip();
    const res = await post("/api/itinerary/routes", member.cookie, { trip_id: trip.id, date: DAY });
    expect(res.status).toBe(200);
    const legs = res.body.legs as { mode: string; minutes: number; source: string; from_id: string }[];
    // Seven located items (the hotel breakfast has no place): six legs.
    expect(legs).toHaveLength(6);
    expect(legs.every((l) => l.source === "estimate" && l.minutes > 0)).toBe(true);
    expect(res.body.provider).toBe("estimate");
  });
});

describe("the optimiser on its own", () => {
  const row = (k: number, over: Partial<ItemRow>): ItemRow => ({
    id: `00000000-0000-4000-8000-${String(k).padStart(12, "0")}`,
    tripId: "t",
    date: DAY,
    position: k,
    time: "09:00",
    durationMin: null,
    kind: "place",
    specType: "place",
    title: `Stop ${k}`,
    location: `Stop ${k}`,
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
  });
  const viewpoint = (k: number, lat: number, lng: number, time: string) =>
    row(k, {
      time,
      ref: {
        place: { ...(visit("Belém Tower", time).place as object), name: `View ${k}`, types: ["viewpoint"], lat, lng },
      },
    });

  it("past seven stops, swaps its way to a shorter day that still fits the hours", () => {
    // Nine viewpoints along a line 0.8 km apart, visited out of order.
    const order = [0, 5, 2, 8, 1, 6, 3, 7, 4];
    const rows = order.map((x, k) => viewpoint(k, 38.7 + x * 0.0072, -9.14, `${String(8 + k).padStart(2, "0")}:00`));
    const result = optimiseDay(rows, DAY, new Date());
    expect(result.after).not.toBeNull();
    expect(result.optimised.minutes).toBeLessThan(result.before.minutes);
    const times = (result.after ?? []).sort((a, b) => a.position - b.position).map((r) => minutesOf(r.time));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(Math.max(...times) + 45).toBeLessThanOrEqual(visitWindows.viewpoint.close);
  });

  it("never moves a stop across a journey: each city's stops stay on their side of the train", () => {
    const lisbonA = viewpoint(0, 38.7, -9.14, "09:00");
    const portoA = viewpoint(1, 41.15, -8.61, "10:00");
    const train = row(2, {
      time: "12:00",
      kind: "transport",
      specType: "other",
      ref: { transport: { mode: "train", from: "Lisbon", to: "Porto", minutes: 180, cost_per_person: 30 } },
    });
    const lisbonB = viewpoint(3, 38.72, -9.13, "16:00");
    const portoB = viewpoint(4, 41.16, -8.62, "17:00");
    const result = optimiseDay([lisbonA, portoA, train, lisbonB, portoB], DAY, new Date());
    // Swapping Porto's morning stop with Lisbon's afternoon one would save two long rides, but
    // the train is between them: within each side there is nothing shorter, so nothing changes.
    expect(result.after).toBeNull();
    expect(result.optimised).toEqual(result.before);
  });
});
