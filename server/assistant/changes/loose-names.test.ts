import { describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../../common/api/trips";
import { withoutCompanionReason } from "./companion-reason";
import { findItems, nameScore } from "./match";
import { testVisit } from "./testing";

// Names said looser than the itinerary writes them: a kind word that ends a compound name ("the
// museum" for the Rijksmuseum) and a name said with what is done there ("the parliament tour").
// Only where a name is looked for among candidates; elsewhere nameScore stays as strict as said.

const at = { lat: 52.37, lng: 4.89 };
const day = (date: string, ...names: [string, string][]): TItineraryDay => ({
  date,
  items: names.map(([n, k], i) => testVisit(date, `${10 + i * 2}:00`, n, k, at)),
});
const itinerary: TItineraryDay[] = [
  day("2027-01-14", ["Rembrandt House Museum", "museum"], ["Jordaan", "neighbourhood"]),
  day("2027-01-15", ["Rijksmuseum", "museum"], ["Hortus Botanicus", "garden"]),
  day("2027-01-16", ["Hungarian Parliament Building", "landmark"], ["Frauenkirche", "church"]),
  day("2027-01-17", ["Haedong Yonggungsa", "temple"], ["Gamcheon Culture Village", "landmark"]),
];
const names = (found: ReturnType<typeof findItems>) => found.map((f) => f.item.location);

describe("loose names among the itinerary's items", () => {
  const cases: [string, number | undefined, string][] = [
    ["museum", 2, "Rijksmuseum"],
    ["kirche", undefined, "Frauenkirche"],
    ["parliament tour", undefined, "Hungarian Parliament Building"],
    ["haedong yonggungsa temple", undefined, "Haedong Yonggungsa"],
    ["gamcheon village walk", undefined, "Gamcheon Culture Village"],
    ["the parliament visit", 3, "Hungarian Parliament Building"],
  ];
  for (const [said, d, want] of cases)
    it(`"${said}"${d ? ` on day ${d}` : ""} is ${want}`, () =>
      expect(names(findItems(itinerary, said, d ? { day: d } : {}))).toEqual([want]));

  it("a closer name still wins: 'museum' with no day is the one named Museum", () =>
    expect(names(findItems(itinerary, "museum"))).toEqual(["Rembrandt House Museum"]));

  const none: [string, number | undefined][] = [
    ["museum", 3],
    ["wine tour", undefined],
    ["tour", undefined],
    ["temple", 1],
    ["boat trip", undefined],
    ["seum", 2],
  ];
  for (const [said, d] of none)
    it(`"${said}"${d ? ` on day ${d}` : ""} names nothing`, () =>
      expect(findItems(itinerary, said, d ? { day: d } : {})).toEqual([]));

  it("nameScore is strict unless asked to be loose", () => {
    expect(nameScore("museum", "Rijksmuseum")).toBeNull();
    expect(nameScore("parliament tour", "Hungarian Parliament Building")).toBeNull();
    expect(nameScore("museum", "Rijksmuseum", true)).toBe(4);
  });
});

describe("a reason about someone in the party, after the request", () => {
  const cases: [string, string][] = [
    ["the colosseum please, mum can't do the stairs", "the colosseum please"],
    ["the hike on day 3, the kids hate walking", "the hike on day 3"],
    ["the boat tour, our son gets seasick", "the boat tour"],
    ["the night market, my wife's not keen on crowds", "the night market"],
    ["the sake brewery, dad doesn't drink", "the sake brewery"],
  ];
  for (const [said, want] of cases) it(`"${said}"`, () => expect(withoutCompanionReason(said)).toBe(want));
  const keep = ["the louvre, the orsay and the rodin", "the kids museum, the zoo", "the zoo, the kids"];
  for (const said of keep) it(`"${said}" keeps its names`, () => expect(withoutCompanionReason(said)).toBe(said));
});
