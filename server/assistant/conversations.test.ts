import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { ZCtx } from "../../common/api/trips";
import { loadConfig } from "../config";
import { createTravel } from "../travel/travel";
import type { EngineResult } from "./engine";
import { offlineEngine } from "./offline-engine";
import { emptyPlan, type Plan } from "./plan";
import { createToolbox } from "./tools";

// Scripted conversations with the offline engine, from a blank trip to a full itinerary and
// through the follow-ups, each asserting the itinerary and ctx that result. "Today" is fixed.

const travel = createTravel(
  loadConfig({ SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/test-unused", WEATHER_PROVIDER: "offline" }),
);
const engine = offlineEngine();
const NOW = DateTime.fromISO("2026-11-22T09:00:00", { zone: "Europe/London" });

async function converse(...messages: string[]): Promise<{ last: EngineResult; all: EngineResult[] }> {
  let plan: Plan = emptyPlan();
  const all: EngineResult[] = [];
  for (const message of messages) {
    let streamed = "";
    const r = await engine.reply({
      message,
      history: [],
      plan,
      now: NOW,
      traveller: { firstName: "Ana" },
      tools: createToolbox(travel),
      emit: (d) => {
        streamed += d;
      },
    });
    expect(streamed).toBe(r.text);
    ZCtx.parse(r.ctx);
    plan = r.plan;
    all.push(r);
  }
  return { last: all[all.length - 1] as EngineResult, all };
}

const types = (r: EngineResult) => r.ctx.itinerary.flatMap((d) => d.items.map((i) => i.type));
const places = (r: EngineResult) =>
  r.ctx.itinerary.flatMap((d) => d.items.filter((i) => i.type === "place").map((i) => i.location));
const dayPlaces = (r: EngineResult, n: number) =>
  (r.ctx.itinerary[n - 1]?.items ?? []).filter((i) => i.type === "place").map((i) => i.location);

/** Items in a day are in time order and never overlap the flight home. */
function wellFormed(r: EngineResult) {
  for (const day of r.ctx.itinerary) {
    const times = day.items.map((i) => i.time);
    expect(times).toEqual([...times].sort());
    for (const item of day.items) expect(item.date).toBe(day.date);
  }
}

describe("offline conversations", () => {
  it("1. asks where to go when nothing is known, with ideas", async () => {
    const { last } = await converse("Hi! Can you help me plan a trip?");
    expect(last.text).toContain("Where would you like to go?");
    expect(last.plan.awaiting).toBe("destination");
    expect(last.ctx.itinerary).toEqual([]);
  });

  it("2. a destination alone: asks for dates and offers highlights", async () => {
    const { last } = await converse("I want to go to Lisbon");
    expect(last.ctx.destination).toBe("Lisbon, Portugal");
    expect(last.ctx.dates).toBeNull();
    expect(last.text).toContain("When are you going");
    expect(last.ctx.places.length).toBeGreaterThan(5);
  });

  it("3. destination then dates: a full itinerary without flights, asking for the origin", async () => {
    const { last } = await converse("Lisbon please", "March 10-14");
    expect(last.ctx.dates).toBe("Mar 10 - Mar 14, 2027");
    expect(last.ctx.itinerary.map((d) => d.date)).toEqual([
      "2027-03-10",
      "2027-03-11",
      "2027-03-12",
      "2027-03-13",
      "2027-03-14",
    ]);
    expect(types(last)).toContain("Hotel");
    expect(types(last)).not.toContain("Flight");
    expect(last.text).toContain("Where will you be flying from?");
    wellFormed(last);
  });

  it("4. then the origin: round-trip flights bracket the trip", async () => {
    const { last } = await converse("Lisbon please", "March 10-14", "New York");
    const flights = last.ctx.itinerary.flatMap((d) => d.items.filter((i) => i.type === "Flight"));
    expect(flights).toHaveLength(2);
    expect(flights[0]?.date).toBe("2027-03-10");
    expect(flights[1]?.date).toBe("2027-03-14");
    expect(last.ctx.flights.length).toBeGreaterThan(0);
    expect(last.plan.awaiting).toBeNull();
    wellFormed(last);
  });

  it("5. everything in one message", async () => {
    const { last } = await converse("Plan 5 days in Rome from Boston starting April 12 2027 for 2 people");
    expect(last.ctx).toMatchObject({ destination: "Rome, Italy", dates: "Apr 12 - Apr 16, 2027" });
    expect(last.plan.travellers).toBe(2);
    expect(last.plan.origin?.airport).toBe("BOS");
    expect(types(last).filter((t) => t === "Flight")).toHaveLength(2);
    expect(last.text).toContain("for 2 travellers");
    wellFormed(last);
  });

  it("6. '5 days in May' picks a May start and five days", async () => {
    const { last } = await converse("5 days in Barcelona in May");
    expect(last.ctx.itinerary).toHaveLength(5);
    expect(last.ctx.itinerary[0]?.date.slice(0, 7)).toBe("2027-05");
  });

  it("7. 'next weekend' is the coming Saturday and Sunday", async () => {
    const { last } = await converse("Next weekend in Paris");
    expect(last.ctx.itinerary.map((d) => d.date)).toEqual(["2026-11-28", "2026-11-29"]);
  });

  it("8. 'a week in Tokyo' is seven days (eight was a symptom in issue 23)", async () => {
    const { last } = await converse("A week in Tokyo starting March 1 2027");
    expect(last.ctx.itinerary).toHaveLength(7);
    expect(last.ctx.dates).toBe("Mar 1 - Mar 7, 2027");
  });

  it("9. 'make it 4 days' shortens the trip and rebuilds it", async () => {
    const { all, last } = await converse("6 days in Amsterdam from June 3 2027", "make it 4 days");
    expect(all[0]?.ctx.itinerary).toHaveLength(6);
    expect(last.ctx.itinerary).toHaveLength(4);
    expect(last.ctx.dates).toBe("Jun 3 - Jun 6, 2027");
  });

  it("10. 'cheaper hotel' picks a hotel cheaper per night", async () => {
    const { all, last } = await converse("4 days in London from May 2 2027", "cheaper hotel please");
    const before = all[0]?.ctx.itinerary.flatMap((d) => d.items).find((i) => i.type === "Hotel")?.hotel;
    const after = last.ctx.itinerary.flatMap((d) => d.items).find((i) => i.type === "Hotel")?.hotel;
    expect(before && after).toBeTruthy();
    expect(after?.total_price).toBeLessThan(before?.total_price ?? 0);
  });

  it("11. 'add a museum day' adds a day of museums", async () => {
    const { all, last } = await converse("3 days in Paris from May 5 2027", "add a museum day");
    expect(last.ctx.itinerary).toHaveLength((all[0]?.ctx.itinerary.length ?? 0) + 1);
    const museumDay = last.ctx.itinerary.find((d) => {
      const p = d.items.filter((i) => i.type === "place" && !i.meal);
      return p.length >= 2 && p.every((i) => i.place?.types.includes("museum"));
    });
    expect(museumDay).toBeDefined();
  });

  it("12. 'swap day 2 and 3' swaps what happens on them, not their dates", async () => {
    const { all, last } = await converse("4 days in Vienna from May 10 2027", "swap day 2 and 3");
    expect(dayPlaces(last, 2)).toEqual(dayPlaces(all[0] as EngineResult, 3));
    expect(dayPlaces(last, 3)).toEqual(dayPlaces(all[0] as EngineResult, 2));
    expect(last.ctx.itinerary[1]?.date).toBe("2027-05-11");
  });

  it("13. 'what about flights from Boston' changes only the origin", async () => {
    const { all, last } = await converse(
      "5 days in Madrid from Chicago from June 1 2027",
      "what about flights from Boston",
    );
    expect(all[0]?.plan.origin?.airport).toBe("ORD");
    expect(last.plan.origin?.airport).toBe("BOS");
    expect(last.ctx.dates).toBe(all[0]?.ctx.dates);
    const first = last.ctx.itinerary[0]?.items.find((i) => i.type === "Flight");
    expect(first?.location).toMatch(/^BOS →/);
  });

  it("14. quick start: find destinations suggests five cities, then one is chosen", async () => {
    const { all, last } = await converse("Help me find a destination", "Kyoto", "April 3-6 2027");
    expect(all[0]?.text.match(/^- \*\*/gm)?.length).toBe(5);
    expect(last.ctx.destination).toBe("Kyoto, Japan");
    expect(last.ctx.itinerary).toHaveLength(4);
  });

  it("15. quick start: a budget trip sets the budget and suggests value destinations", async () => {
    const { all, last } = await converse("I want to take a budget trip", "Budapest for 3 days from May 20 2027");
    expect(all[0]?.plan.budget).toBe("budget");
    expect(all[0]?.text).toContain("easy on the wallet");
    expect(last.plan.budget).toBe("budget");
    const hotel = last.ctx.itinerary.flatMap((d) => d.items).find((i) => i.type === "Hotel")?.hotel;
    const cheapest = Math.min(...last.ctx.hotels.map((h) => h.total_price));
    expect(hotel).toBeDefined();
    expect(hotel?.total_price).toBe(cheapest);
  });

  it("16. quick start: things to do near me asks where, then lists places", async () => {
    const { all, last } = await converse("Things to do near me", "I'm in Edinburgh");
    expect(all[0]?.plan.awaiting).toBe("near");
    expect(last.ctx.places.length).toBeGreaterThan(5);
    expect(last.text).toContain("Edinburgh Castle");
    expect(last.ctx.itinerary).toEqual([]);
  });

  it("17. food and museum lovers get those first", async () => {
    const { last } = await converse("3 days in Florence from May 3 2027, we love art and museums");
    const first = last.ctx.itinerary[1]?.items.find((i) => i.type === "place" && !i.meal);
    expect(first?.place?.types).toContain("museum");
  });

  it("18. a relaxed pace means fewer places a day than a packed one", async () => {
    const relaxed = (await converse("4 relaxed days in Prague from May 3 2027")).last;
    const packed = (await converse("4 packed days in Prague from May 3 2027, see as much as possible")).last;
    // Per day: over a whole trip both can run through a city's catalogue.
    expect(dayPlaces(relaxed, 2).length).toBeLessThan(dayPlaces(packed, 2).length);
  });

  it("19. museums are visited in opening hours", async () => {
    const { last } = await converse("4 days in Madrid from May 3 2027, museums please");
    for (const item of last.ctx.itinerary.flatMap((d) => d.items)) {
      if (item.place?.types.includes("museum")) {
        // Open 10:00-18:00 (server/planner/days.ts visitWindows), a two-hour visit.
        expect(item.time >= "10:00").toBe(true);
        expect(item.time <= "16:00").toBe(true);
      }
    }
  });

  it("20. a long-haul overnight flight lands the next day and check-in follows landing", async () => {
    const { last } = await converse("5 days in Tokyo from London from March 3 2027");
    const items = last.ctx.itinerary.flatMap((d) => d.items);
    const flight = items.find((i) => i.type === "Flight");
    const checkIn = items.find((i) => i.type === "Hotel");
    expect(flight?.date).toBe("2027-03-03");
    expect(checkIn && `${checkIn.date} ${checkIn.time}` > `${flight?.date} ${flight?.time}`).toBe(true);
    wellFormed(last);
  });

  it("21. nothing is planned on the last day after leaving for the airport", async () => {
    const { last } = await converse("4 days in Berlin from New York from May 6 2027");
    const lastDay = last.ctx.itinerary[last.ctx.itinerary.length - 1];
    const home = lastDay?.items.find((i) => i.type === "Flight");
    for (const item of lastDay?.items ?? [])
      if (item.type === "place") expect(item.time < (home?.time ?? "")).toBe(true);
  });

  it("22. 'no flights' drops flights and stops asking for an origin", async () => {
    const { last } = await converse("3 days in Seville from May 3 2027", "no flights, I'm driving there");
    expect(types(last)).not.toContain("Flight");
    expect(last.text).not.toContain("Where will you be flying from?");
  });

  it("23. a misspelled destination is understood", async () => {
    const { last } = await converse("3 days in Barcelonna from May 3 2027");
    expect(last.ctx.destination).toBe("Barcelona, Spain");
  });

  it("24. 'Paris, Texas' is not Paris, France", async () => {
    const { last } = await converse("Plan 2 days in Paris, Texas from May 3 2027");
    expect(last.ctx.destination).toBe("Paris, United States of America");
  });

  it("25. a city outside the catalogue still gets a plan, from its centre and nearby towns", async () => {
    const { last } = await converse("3 days in Braga from May 3 2027");
    expect(last.ctx.destination).toBe("Braga, Portugal");
    expect(last.ctx.itinerary).toHaveLength(3);
    expect(types(last)).toContain("Hotel");
  });

  it("26. a day trip has no hotel", async () => {
    const { last } = await converse("A day in Bruges on May 8 2027");
    expect(last.ctx.itinerary).toHaveLength(1);
    expect(types(last)).not.toContain("Hotel");
    expect(places(last).length).toBeGreaterThan(0);
  });

  it("27. changing destination keeps the dates and rebuilds for the new city", async () => {
    const { all, last } = await converse(
      "4 days in Athens from June 10 2027",
      "Actually, let's go to Istanbul instead",
    );
    expect(last.ctx.destination).toBe("Istanbul, Türkiye");
    expect(last.ctx.dates).toBe(all[0]?.ctx.dates);
    expect(places(last).some((p) => places(all[0] as EngineResult).includes(p))).toBe(false);
  });

  it("28. swapping a flight day is refused politely", async () => {
    const { last } = await converse("4 days in Dublin from Boston from May 3 2027", "swap day 1 and 3");
    expect(last.text).toContain("has a flight, so it stays where it is");
  });

  it("29. travellers count changes the hotel search", async () => {
    const { last } = await converse("3 days in Copenhagen from May 3 2027 for a family of four");
    expect(last.plan.travellers).toBe(4);
    // A family of four: two adults and two children, all of them guests of the stay.
    const search = last.ctx.tool_uses.find((u) => u.tool === "search_hotels");
    expect(search?.input).toMatchObject({ adults: 2, children: 2 });
  });

  it("30. luxury travellers get the best-rated hotel class on offer", async () => {
    const { last } = await converse("A luxury 3 days in Dubai from May 3 2027");
    const hotel = last.ctx.itinerary.flatMap((d) => d.items).find((i) => i.type === "Hotel")?.hotel;
    expect(hotel?.stars).toBe(Math.max(...last.ctx.hotels.map((h) => h.stars ?? 0)));
  });

  it("31. a date then a length: 'March 3' then '4 days'", async () => {
    const { all, last } = await converse("Singapore on March 3 2027", "4 days");
    expect(all[0]?.text).toContain("How many days");
    expect(last.ctx.dates).toBe("Mar 3 - Mar 6, 2027");
  });

  it("32. every tool used is recorded in ctx, and forum search says it is not configured", async () => {
    const { last } = await converse("3 days in Seoul from Los Angeles from May 3 2027");
    expect(last.ctx.tool_uses.map((u) => u.tool).sort()).toEqual(
      ["search_flights", "search_forums", "search_hotels", "search_places"].sort(),
    );
    expect(last.ctx.reddit).toEqual([]);
  });

  it("33. a destination named without 'to', beside an origin, in one message", async () => {
    const { last } = await converse("Lisbon, March 10-14 2027 from New York for 2, we love food and museums");
    expect(last.ctx.destination).toBe("Lisbon, Portugal");
    expect(last.plan.origin?.name).toBe("New York City");
    expect(types(last).filter((t) => t === "Flight")).toHaveLength(2);
  });
});
