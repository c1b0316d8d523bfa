import { describe, expect, it } from "vitest";
import { namesBesideLikings } from "./sight-beside-likings";

// A name joined by "and" to what the trip is for is a thing to see there (issue 24). Examples are
// our own, from many places.

describe("a name said beside what the trip is for", () => {
  it("beside a liking or a dish", () => {
    expect(namesBesideLikings("Dubrovnik 3 nights from May 2, 2 adults, beaches and Lokrum")).toEqual(["Lokrum"]);
    expect(namesBesideLikings("Penang 4 nights, laksa and the Kek Lok Si")).toEqual(["Kek Lok Si"]);
    expect(namesBesideLikings("Vienna 3 nights in December, Naschmarkt and museums")).toEqual(["Naschmarkt"]);
  });
  it("in a list of three or more with a known sight", () => {
    expect(namesBesideLikings("South Island 3 weeks, Milford, Franz Josef, Wanaka")).toContain("Franz Josef");
  });
  it("beside a known sight", () => {
    expect(namesBesideLikings("Agra 2 nights, the Taj Mahal and Mehtab Bagh")).toContain("Mehtab Bagh");
  });
});

describe("what stays a stop, a person or a liking", () => {
  it("towns and regions beside a liking", () => {
    expect(namesBesideLikings("Lisbon and Porto, food and wine")).toEqual([]);
    expect(namesBesideLikings("surfing and Bali")).toEqual([]);
    expect(namesBesideLikings("museums and Florence")).toEqual([]);
  });
  it("people, months and letters", () => {
    expect(namesBesideLikings("me and Sarah, food")).toEqual([]);
    expect(namesBesideLikings("hiking and May")).toEqual([]);
    expect(namesBesideLikings("NYC and shopping")).toEqual([]);
  });
  it("a list that names the party", () => {
    expect(namesBesideLikings("me, Priya and Arjun, the Louvre")).toEqual([]);
  });
  it("names with nothing liked beside them", () => {
    expect(namesBesideLikings("Kyoto and Nara, 5 nights")).toEqual([]);
    expect(namesBesideLikings("Tom and Jerry are coming")).toEqual([]);
  });
});
