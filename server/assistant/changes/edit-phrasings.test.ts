import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../../common/api/trips";
import { emptyPlan } from "../plan";
import { findChange } from "./find-change";
import { inOwnWords, ownName } from "./own-words";
import { testVisit } from "./testing";
import { wholeDayAsked, withoutVisits } from "./whole-day";

// Edits asked after a plan in the ways travellers phrase them, by class: a day cleared, two days
// traded asked as a question, a stop dropped by "it" after the clause that names it, one stop for
// another said "no X, Y instead" or "instead of X do Y", a stop moved "on day N not day M", and a
// sight (or a day out) named for a day with no verb. A small hand-made Lyon trip, four days.

const town = { lat: 45.76, lng: 4.83 };
const visit = (date: string, time: string, name: string, kind: string) => testVisit(date, time, name, kind, town);
const itinerary: TItineraryDay[] = [
  { date: "2027-06-07", items: [visit("2027-06-07", "15:00", "Basilica of Notre-Dame de Fourvière", "church")] },
  {
    date: "2027-06-08",
    items: [
      visit("2027-06-08", "10:00", "Musée des Confluences", "museum"),
      visit("2027-06-08", "14:00", "Parc de la Tête d'Or", "park"),
    ],
  },
  { date: "2027-06-09", items: [visit("2027-06-09", "10:00", "Halles Paul Bocuse", "market")] },
  { date: "2027-06-10", items: [visit("2027-06-10", "10:00", "Traboules of Vieux Lyon", "landmark")] },
];
const plan = emptyPlan();
const now = DateTime.fromISO("2027-06-01T10:00:00Z");
const read = (m: string) => findChange(m, plan, itinerary, now);

describe("a day cleared", () => {
  it("is a rest day, however the emptying is said", () => {
    for (const said of [
      "Day 3 please make empty, cousins are visiting",
      "make day 3 empty",
      "wipe day 3, we have a wedding",
      "can you leave day 3 blank",
    ])
      expect(read(said), said).toMatchObject({ kind: "lighter", day: { days: [3] }, rest: true });
  });
  it("leaves a move whose reason says a day is full a move", () => {
    expect(read("move the museum from day 2 to day 4 pls, day 2 is too full")).toMatchObject({
      kind: "move",
      from: { days: [2] },
      to: { days: [4] },
    });
  });
});

describe("two days traded, asked as a question", () => {
  it("swaps them", () => {
    for (const said of [
      "can day 2 and day 4 trade places?",
      "could days 2 and 4 switch places? the market should be later",
      "can day 2 and 4 be swapped",
    ])
      expect(read(said), said).toEqual({ kind: "swapDays", a: 2, b: 4 });
  });
  it("not when the days are only asked about", () => {
    for (const said of ["what's on day 2 and day 4?", "are day 2 and day 4 both in Lyon?"])
      expect(read(said)?.kind, said).not.toBe("swapDays");
  });
});

describe("a stop named, then 'it'", () => {
  it("drops the stop the first clause names", () => {
    for (const said of [
      "we've seen the basilica before, take it out",
      "the Halles Paul Bocuse are too pricey for us, drop it",
      "honestly the traboules sound dull, skip that",
    ]) {
      const r = read(said);
      expect(r?.kind, said).toBe("remove");
    }
    expect(read("we've been to the basilica before, take it out")).toMatchObject({
      what: ["basilica of notre dame de fourviere"],
    });
  });
  it("not when the clause names no stop of the trip, or two", () => {
    expect(read("the weather looks bad, drop it")).toBeNull();
    expect(read("i love the market and the museum, drop it")).toBeNull();
  });
});

describe("one stop for another, said loosely", () => {
  it("replaces it", () => {
    // (A number in brackets is an age, kept: "our son (9) is coming too".)
    expect(read("our son (9) is coming too")).toMatchObject({ kind: "party", children: [9] });
    expect(read("no Halles please (too touristy) — the Musée des Beaux-Arts on day 3 instead")).toMatchObject({
      kind: "replace",
      what: "halles",
      with: "musée des beaux-arts",
      day: { days: [3] },
    });
    expect(read("instead of the traboules can we do the silk museum")).toMatchObject({
      kind: "replace",
      what: "traboules",
      with: "silk museum",
    });
    expect(read("swap out the Confluences museum for the Lumière museum, he loves film")).toMatchObject({
      kind: "replace",
      what: "confluences museum",
      with: "lumière museum",
    });
  });
});

describe("a stop moved between the days said", () => {
  it("moves it from the second day to the first", () => {
    for (const said of [
      "the basilica on day 2 not day 1, we land late",
      "basilica on day 2 rather than day 1",
      "the basilica on day 2 instead of day 1 - day 1 we'll be tired",
    ])
      expect(read(said), said).toMatchObject({ kind: "move", from: { days: [1] }, to: { days: [2] } });
  });
});

describe("a name on a day, no verb", () => {
  it("is added there when asked for or said as a day out", () => {
    expect(read("pérouges medieval village on day 3 pls, she's obsessed")).toMatchObject({
      kind: "add",
      what: "pérouges medieval village",
      day: { days: [3] },
    });
    expect(read("beaujolais wine day trip on day 4")).toMatchObject({
      kind: "add",
      what: "beaujolais wine",
      day: { days: [4] },
    });
    expect(read("the Lumière museum on the first day in the morning please, before the crowds")).toMatchObject({
      kind: "add",
      what: "lumière museum",
      time: { prefer: 600 },
    });
    expect(read("Mont d'Or villages day trip from Lyon on day 4 please 🏔️")).toMatchObject({
      kind: "add",
      what: "mont d'or villages",
      day: { days: [4] },
    });
  });
  it("not what is asked about a day, nor a day named without asking", () => {
    for (const said of ["the weather on day 2 please", "dinner on day 3 pls", "nothing on day 2 please"])
      expect(read(said)?.kind, said).not.toBe("add");
    expect(read("pérouges medieval village on day 3")).toBeNull();
  });
});

describe("a sight no catalogue has", () => {
  it("is planned in the traveller's words unless it is a slip of a name we know", () => {
    expect(inOwnWords("lone pine koala sanctuary")).toBe(true);
    expect(inOwnWords("cemetery night visit", { name: "Jardín Etnobotánico" })).toBe(true);
    expect(inOwnWords("prdao museum", { name: "Prado Museum" })).toBe(false);
    expect(inOwnWords("prdo", { name: "Prado Museum" })).toBe(false);
    expect(inOwnWords("kakum canopy walk", { name: "Cape Coast city centre" })).toBe(true);
    expect(inOwnWords("the canopy walk and keep the castle")).toBe(false);
    expect(ownName("the lone pine koala sanctuary")).toBe("Lone Pine Koala Sanctuary");
  });
});

describe("a day given over to one thing", () => {
  it("is that thing on the day, the rest cleared", () => {
    for (const [said, what] of [
      ["make day 3 just the silk museum and nothing else", "silk museum"],
      ["make day 4 a whole day in Pérouges, nothing else that day", "pérouges"],
      ["change day 3 to the Mont d'Or villages please, whatever is on there now can go", "mont d'or villages"],
      ["keep day 2 only for the Musée des Confluences", "musée des confluences"],
    ] as const)
      expect(read(said), said).toMatchObject({ kind: "add", what, wholeDay: true });
  });
  it("not a day of rest, nor a thing added to a day with others kept", () => {
    expect(wholeDayAsked("make day 3 just a rest day")).toBeNull();
    expect(wholeDayAsked("make day 3 a museum day")).toBeNull();
    expect(wholeDayAsked("change day 3 to day 4")).toBeNull();
    expect(wholeDayAsked("change day 3 to day 4, nothing else")).toMatchObject({ what: "day 4" });
    expect(read("change day 3 to day 4")?.kind).not.toBe("add");
    expect(read("add the silk museum on day 3")).not.toMatchObject({ wholeDay: true });
  });
  it("clears the day's visits and keeps its meals and journeys", () => {
    const lunch = { ...visit("2027-06-08", "12:30", "Bouchon Daniel", "restaurant"), meal: "lunch" as const };
    const days = [
      itinerary[0] as TItineraryDay,
      { ...(itinerary[1] as TItineraryDay), items: [...(itinerary[1]?.items ?? []), lunch] },
    ];
    const r = withoutVisits(days, 2);
    expect(r.dropped.map((d) => d.location)).toEqual(["Musée des Confluences", "Parc de la Tête d'Or"]);
    expect(r.itinerary[1]?.items.map((d) => d.location)).toEqual(["Bouchon Daniel"]);
    expect(r.itinerary[0]).toEqual(days[0]);
  });
});

describe("words around the request", () => {
  it("reads past a 'nah' before it and a laughing aside after it", () => {
    expect(read("nah scrap the traboules, my knees are stuffed")).toMatchObject({
      kind: "remove",
      what: ["traboules"],
    });
    expect(read("hotel close to the Halles please, we'll eat there every day lol")).toMatchObject({
      kind: "hotel",
      want: "near",
      near: "halles",
    });
    expect(read("nope, drop the basilica haha")).toMatchObject({ kind: "remove" });
  });
});
