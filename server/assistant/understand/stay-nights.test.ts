import { describe, expect, it } from "vitest";
import type { PlaceRef } from "../plan";
import { nightsMoved, nightsSaid, plainWords, type Stay } from "./stay-nights";

// Nights moved between the stays of a planned trip, its length kept.

const ref = (name: string): PlaceRef => ({
  name,
  country: "Vietnam",
  country_code: "VN",
  lat: 16,
  lng: 108,
  airport: null,
});
const trip: Stay[] = [
  { place: ref("Hanoi"), nights: 2 },
  { place: ref("Hue"), nights: 2 },
  { place: ref("Hoi An"), nights: 3 },
];
const nights = (stays: Stay[] | undefined) => stays?.map((s) => `${s.place.name}:${s.nights}`).join(",");
const moved = (m: string, current = trip, newcomers: { name: string }[] = []) => {
  const text = plainWords(m);
  return nights(
    nightsMoved(
      text,
      current,
      newcomers.map((n) => {
        const start = text.indexOf(plainWords(n.name));
        return { place: ref(n.name), start, end: start + n.name.length };
      }),
    ),
  );
};

describe("nights moved between stays", () => {
  it("a stay dropped gives its nights to the one named", () => {
    expect(moved("let's skip the stop in Hue and add those nights to Hoi An")).toBe("Hanoi:2,Hoi An:5");
    expect(moved("drop hue, give the nights to hanoi")).toBe("Hanoi:4,Hoi An:3");
    expect(moved("ditch Hue, 4 nights in Hoi An instead")).toBe("Hanoi:2,Hoi An:4");
  });
  it("a stay dropped with no one named is not this change", () => {
    expect(moved("drop hue")).toBeUndefined();
  });
  it("nights traded between two stays", () => {
    expect(moved("move a night from hanoi to hoi an")).toBe("Hanoi:1,Hue:2,Hoi An:4");
    expect(moved("one less night in hoi an and one more in hue")).toBe("Hanoi:2,Hue:3,Hoi An:2");
    expect(moved("one more night in hue")).toBeUndefined();
  });
  it("the first or last nights spent somewhere new split the stay at that end", () => {
    const one: Stay[] = [{ place: ref("Da Nang"), nights: 5 }];
    expect(moved("could we spend the last 2 nights in Hoi An", one, [{ name: "Hoi An" }])).toBe("Da Nang:3,Hoi An:2");
    expect(moved("the first night in Hue please", one, [{ name: "Hue" }])).toBe("Hue:1,Da Nang:4");
    expect(moved("the last two nights in Da Lat instead", trip, [{ name: "Da Lat" }])).toBe(
      "Hanoi:2,Hue:2,Hoi An:1,Da Lat:2",
    );
  });
});

describe("new nights for several stays at once", () => {
  it("each stay's nights, however written; the others keep theirs", () => {
    expect(nights(nightsSaid(plainWords("make it 3 nights hanoi and 4 nights hoi an"), trip))).toBe(
      "Hanoi:3,Hue:2,Hoi An:4",
    );
    expect(nights(nightsSaid(plainWords("Hanoi 1n, Hue 3n please"), trip))).toBe("Hanoi:1,Hue:3,Hoi An:3");
    expect(nights(nightsSaid(plainWords("2 in hue and 4 in hoi an"), trip))).toBe("Hanoi:2,Hue:2,Hoi An:4");
  });
  it("one stay named is not this change", () => {
    expect(nightsSaid(plainWords("4 nights in hoi an"), trip)).toBeUndefined();
  });
});

describe("nights given to stays that had none (numbers, 2026-11-28)", () => {
  const open: Stay[] = [
    { place: ref("Marrakech"), nights: null },
    { place: ref("Fes"), nights: null },
  ];
  it.each([
    ["4 and 3", "Marrakech:4,Fes:3"],
    ["4, 3 nights", "Marrakech:4,Fes:3"],
    ["two then three", "Marrakech:2,Fes:3"],
  ])("an answer of one count per stay: %s", (text, want) => {
    expect(nights(nightsSaid(plainWords(text), open))).toBe(want);
  });
  it("a count of a different length is no answer", () => {
    expect(nightsSaid(plainWords("4 and 3 and 2"), open)).toBeUndefined();
  });
  it.each([
    ["a week, 4 in Marrakech, rest in Fes", "Marrakech:4,Fes:2"],
    ["8 nights, 5 in Marrakech and the remainder in Fes", "Marrakech:5,Fes:3"],
    ["10 days, 3 nights in Fes and the rest in Marrakech", "Marrakech:6,Fes:3"],
  ])("the rest of the trip's length: %s", (text, want) => {
    expect(nights(nightsSaid(plainWords(text), open))).toBe(want);
  });
  it("no length said, no rest", () => {
    expect(nightsSaid(plainWords("4 in Marrakech, rest in Fes"), open)).toBeUndefined();
  });
});
