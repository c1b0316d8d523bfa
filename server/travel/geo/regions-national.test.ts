import { describe, expect, it } from "vitest";
import { allRegions, findRegion, regionsNamedIn } from "./regions";
import { countryOfAdjective } from "./regions-national";

// An area across countries named by one country's adjective: its part in that country.

const countries = () => allRegions().filter((r) => r.kind === "country");
const named = (text: string) => regionsNamedIn(text).map((r) => r.region);

describe("a country's part of an area across countries", () => {
  it("is the area's cities in that country", () => {
    const chile = findRegion("Chilean Patagonia");
    expect(chile?.name).toBe("Chilean Patagonia");
    expect(chile?.country_code).toBe("CL");
    expect(chile?.cities.length).toBeGreaterThan(0);
    expect(chile?.cities.every((c) => c.country_code === "CL")).toBe(true);
    expect(findRegion("Argentine Patagonia")?.cities.every((c) => c.country_code === "AR")).toBe(true);
    expect(findRegion("the Brazilian Amazon")?.cities.map((c) => c.country_code)).toContain("BR");
    expect(findRegion("Peruvian Andes")?.country_code).toBe("PE");
    expect(findRegion("the German Alps")?.cities.every((c) => c.country_code === "DE")).toBe(true);
  });
  it("read in a message after the adjective", () => {
    expect(named("2 weeks trekking in Chilean Patagonia in January").map((r) => r.key)).toEqual(["patagonia-cl"]);
    expect(named("a week in the Ecuadorian Amazon, lodges only").map((r) => r.country_code)).toEqual(["EC"]);
  });
  it("an area wholly in that country is itself, and a named area keeps its own name", () => {
    expect(findRegion("Italian Dolomites")?.key).toBe("it-dolomites");
    expect(findRegion("Swiss Alps")?.key).toBe("ch-alps");
    expect(findRegion("Canadian Rockies")?.key).toBe("ca-rockies");
  });
  it("nothing where the adjective is no country's or the area has no city there", () => {
    expect(findRegion("Magical Patagonia")).toBeUndefined();
    expect(findRegion("Japanese Amazon")).toBeUndefined();
    expect(named("Italian food in Tuscany for a week").map((r) => r.key)).toEqual(["it-tuscany"]);
  });
});

describe("countryOfAdjective", () => {
  it("knows the table's adjectives and the country's name with an ending", () => {
    expect(countryOfAdjective("swiss", countries())?.key).toBe("ch");
    expect(countryOfAdjective("chilean", countries())?.key).toBe("cl");
    expect(countryOfAdjective("brazilian", countries())?.key).toBe("br");
    expect(countryOfAdjective("argentine", countries())?.key).toBe("ar");
  });
  it("not a word that only looks like one", () => {
    expect(countryOfAdjective("magical", countries())).toBeUndefined();
    expect(countryOfAdjective("chile", countries())).toBeUndefined();
  });
});
