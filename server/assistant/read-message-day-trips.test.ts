import { describe, expect, it } from "vitest";
import type { Plan } from "./plan";
import { read } from "./testing/read";

// Issue 24: places beside a stay that are seen from it, names shared by regions or towns, and
// everyday words or adjectives that happen to be towns somewhere.

const stayNames = (p: Plan) => (p.stays.length ? p.stays.map((s) => s.place.name) : [p.destination?.name]);

describe("a day out from a stay is something to see, not a stay", () => {
  it.each([
    ["Madrid 5 nights plus a day in Toledo, 3-8 March", "Madrid", "Toledo"],
    ["Lisbon 4 nights with a day trip to Sintra, from Boston, June 2-6", "Lisbon", "Sintra"],
    ["Naples 3 nights, March 10-13, Pompeii + Herculaneum", "Naples", "Pompeii"],
  ])("%s", (message, stay, seen) => {
    const { plan } = read(message);
    expect(stayNames(plan)).toEqual([stay]);
    expect(plan.mustSee.join("|")).toContain(seen);
  });

  it("a stop given days of its own stays a stop", () => {
    const { plan } = read("montevideo 3 days and colonia 1 day, from buenos aires");
    expect(plan.stays.map((s) => [s.place.country_code, s.nights])).toEqual([
      ["UY", 2],
      ["UY", 0],
    ]);
  });

  it("without dates that the lengths fill, an unsized stop stays a stop", () => {
    const { plan } = read("Rome 3 nights and Florence, from London");
    expect(stayNames(plan)).toContain("Florence");
  });

  it("'a Toledo day trip' names what to see", () => {
    const { plan } = read("Madrid 4 nights from Paris with a Toledo day trip");
    expect(stayNames(plan)).toEqual(["Madrid"]);
    expect(plan.mustSee).toContain("Toledo");
  });
});

describe("two towns sharing a region's name, or everyday words read as towns", () => {
  it("a town that is another name for its region keeps its own length", () => {
    const { plan } = read("Seminyak 4 nights then Ubud 3 nights from Singapore");
    expect(plan.stays.map((s) => [s.place.name, s.nights])).toEqual([
      ["Seminyak", 4],
      ["Ubud", 3],
    ]);
  });

  it("'georgia' alone is asked about; the answer settles it", () => {
    const first = read("georgia 9 days in september, food and hiking");
    expect(first.last.ambiguous?.options.map((o) => o.label)).toEqual(
      expect.arrayContaining(["Georgia, the country", "Georgia, the US state"]),
    );
    expect(first.plan.region).toBeNull();
    expect(read("Georgia the country, 9 days").plan.region?.key).toBe("ge");
    expect(read("Georgia, USA for 9 days").plan.region?.key).toBe("us-ga");
    expect(read("9 days in Georgia: Tbilisi and Kazbegi").last.ambiguous).toBeUndefined();
  });

  it("several cities of the same size and name far apart: asked, not guessed", () => {
    const { last, plan } = read("glendale for a long weekend");
    expect(last.ambiguous?.options.length).toBeGreaterThanOrEqual(2);
    expect(plan.destination).toBeNull();
  });

  it("a lower-case everyday word is not a town abroad", () => {
    const { plan } = read("oslo jan 4 - jan 9 from chicago, northern lights, no hiking in rain please");
    expect(stayNames(plan)).toEqual(["Oslo"]);
  });

  it("a nationality before a thing is no misspelt town", () => {
    const { plan } = read("Lima 5 nights from Miami, 2 adults, Lebanese food and Peruvian ceviche");
    expect(stayNames(plan)).toEqual(["Lima"]);
  });

  it("a country's places listed for a country trip are what to see; the origin is not", () => {
    const { plan } = read("Namibia 10 days self-drive from Windhoek, Etosha and Sossusvlei");
    expect(plan.region?.key).toBe("na");
    expect(plan.mustSee).toEqual(expect.arrayContaining(["Etosha", "Sossusvlei"]));
    expect(plan.mustSee).not.toContain("Windhoek");
  });

  it("the end of a longer name is not a town of its own", () => {
    const { plan } = read("Halifax 2 nights then the Cabot Trail 4 nights, driving, from Toronto");
    expect(plan.stays.map((s) => s.place.name)).not.toContain("Trail");
  });
});

describe("where the traveller leaves from", () => {
  it.each([
    [
      "a cruise from a port, the party from home",
      "Antarctica cruise from Ushuaia, 10 nights, Jan 5, 2 adults from Perth",
      "Perth",
    ],
    ["a slip taken back", "Lisbon 4 nights from Rome, sorry, from Milan", "Milan"],
    ["'from' before an everyday town's name", "Corsica 7 days from Nice by ferry, 2 adults", "Nice"],
  ])("%s", (_what, message, home) => {
    expect(read(message).plan.origin?.name).toBe(home);
  });

  it("a home far from the trip is the best-known namesake, not the nearer one", () => {
    expect(read("Muscat 4 nights from Hyderabad, 2 adults").plan.origin?.country_code).toBe("IN");
    expect(read("Karachi 3 nights from Hyderabad").plan.origin?.country_code).toBe("PK");
  });
});

describe("a stay's kind between its name and its length", () => {
  it.each([
    ["Cusco 3 nights, Aguas Calientes lodge 1 night, Lima 2 nights", [3, 1, 2]],
    ["Marrakech 3 nights, Merzouga desert camp 1 night, Fes 2 nights", [3, 1, 2]],
    ["Tokyo 4 nights then Hakone ryokan 1 night then Kyoto 3 nights", [4, 1, 3]],
  ])("%s", (message, nights) => {
    expect(read(message).plan.stays.map((s) => s.nights)).toEqual(nights);
  });
});

describe("journeys and spelled-short sights", () => {
  it("a named train or trail is a journey to make", () => {
    const { plan } = read("Chur 2 nights then the Bernina Express to Tirano, 1 night, from Zurich");
    expect(plan.mustSee).toContain("Bernina Express");
    expect(read("London 4 nights, hotel near the Kings Way").plan.mustSee).not.toContain("Kings Way");
  });
  it("xmas is Christmas", () => {
    expect(read("Vienna 3 nights for the xmas markets, Dec 5-8").plan.mustSee).toContain("Christmas markets");
  });
});

describe("words that only look like towns", () => {
  it.each([
    ["Lima 5 nights from Miami, Inca history and ceviche", ["Lima"]],
    ["Bucharest 3 nights, Roman ruins and castles", ["Bucharest"]],
    ["Kyoto temples 4 days", ["Kyoto"]],
  ])("%s", (message, stays) => {
    expect(stayNames(read(message).plan)).toEqual(stays);
  });
  it("a real misspelling is still read", () => {
    expect(stayNames(read("madird + barcelna 6 days").plan)).toEqual(["Madrid", "Barcelona"]);
  });
});

describe("what the review of these rules found (kept right)", () => {
  it.each([
    ["Amsterdan for 3 nights in May", ["Amsterdam"]],
    ["Helsinski for 3 nights", ["Helsinki"]],
    ["Lisbon 5 nights then Porto, 1-6 july", ["Lisbon", "Porto"]],
  ])("%s", (message, stays) => {
    expect(stayNames(read(message).plan)).toEqual(stays);
  });
  it.each([
    ["Flying from Denver to Lisbon 6 nights, my friends from Madrid will meet us there", "Denver"],
    ["from boston to rome 5 nights, sorry my friend from chicago is joining", "Boston"],
    ["From Boston to Rome 5 nights, actually returning from Naples", "Boston"],
  ])("the home stays the first 'from': %s", (message, home) => {
    expect(read(message).plan.origin?.name).toBe(home);
  });
  it.each([
    "Rome 4 nights, staying at a Holiday Inn Express",
    "Rome 4 nights, I'll pay with American Express",
    "Rome 4 nights. By The Way, we have a dog",
  ])("no journey in '%s'", (message) => {
    expect(read(message).plan.mustSee).toEqual([]);
  });
  it("'Half day trip to Tivoli' names Tivoli only", () => {
    expect(read("Rome 4 nights, Half day trip to Tivoli").plan.mustSee).toEqual(["Tivoli"]);
  });
});
