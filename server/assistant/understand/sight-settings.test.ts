import { describe, expect, it } from "vitest";
import { bracketedSights } from "./sight-asides";
import { sightSettings } from "./sight-settings";
import { atTimeOfDay, findMustSeeAndAvoid } from "./trip-must-see";

// Must-sees said by where they are, by a name in brackets, on a day out, by a lower-case
// landmark word or at an hour of the day. Our own examples, with ordinary messages that hold none.

const main = (text: string) => findMustSeeAndAvoid(text).mustSee;

describe("the place a thing is seen at", () => {
  it("is the sight", () => {
    expect(sightSettings("Borneo 10 days, orangutans in Sepilok and a river cruise")).toEqual(["Sepilok"]);
    expect(sightSettings("Scotland a week, dolphins at Chanonry Point")).toEqual(["Chanonry Point"]);
    expect(sightSettings("Bahamas, the swimming pigs on Big Major Cay")).toEqual(["Big Major Cay"]);
  });
  it("not where they sleep, eat or meet, nor a big town", () => {
    expect(sightSettings("3 nights in Porto, hotels in Lisbon, friends in Bath")).toEqual([]);
    expect(sightSettings("museums in Madrid and tapas bars in Seville")).toEqual([]);
    expect(sightSettings("we want 2 weeks in Greece")).toEqual([]);
  });
});

describe("a name in brackets", () => {
  it("after a stop or an outing is the sight", () => {
    expect(bracketedSights("Cusco 4 nights with a day hike (Rainbow Mountain)")).toEqual(["Rainbow Mountain"]);
    expect(bracketedSights("Cancun 5n (Isla Mujeres), Tulum 3n")).toEqual(["Isla Mujeres"]);
    expect(bracketedSights("Flagstaff 2 nights (Route 66)")).toEqual(["Route 66"]);
    expect(bracketedSights("Chicago 3 nights (June 12)")).toEqual([]);
  });
  it("not ages, codes, countries or asides", () => {
    expect(bracketedSights("2 adults + 3 kids (4, 7, 11) from Leeds (LBA)")).toEqual([]);
    expect(bracketedSights("Saint-Pierre (Martinique) for a week")).toEqual([]);
    expect(bracketedSights("Iguazu 2 nights (Brazil side), Rio 4 (flexible)")).toEqual([]);
    expect(bracketedSights("Lima 3 nights (hotel is booked already)")).toEqual([]);
  });
});

describe("day trips named after the stay", () => {
  it("each place of the day trips", () => {
    expect(main("Tbilisi 5 nights with day trips to Mtskheta and Kazbegi")).toEqual(
      expect.arrayContaining(["Mtskheta", "Kazbegi"]),
    );
    expect(main("Seville 4 nights with a day in Carmona and one in Ronda")).toEqual(
      expect.arrayContaining(["Carmona", "Ronda"]),
    );
    expect(main("Seville 4 nights with a day in Carmona and one in Ronda")).not.toContain("one");
  });
});

describe("a name before a lower-case landmark word", () => {
  it("is that landmark", () => {
    expect(main("Wales 5 days, Conwy castle and Bodnant garden")).toContain("Conwy Castle");
    expect(main("Cusco then the Sacred valley, Humantay lake")).toEqual(expect.arrayContaining(["Humantay Lake"]));
    expect(main("Hokkaido, Shikotsu lake")).toContain("Shikotsu Lake");
    expect(main("Oban 2 nights, Connel bridge and Kilchurn castle")).toContain("Kilchurn Castle");
  });
  it("the landmark word first, as other languages write it", () => {
    expect(main("Hue 3 nights, want pagoda Thien Mu and the citadel")).not.toContain("Thien Pagoda");
    expect(main("Kyoto 3 nights, visit temple Kiyomizu")).toContain("Kiyomizu Temple");
    expect(main("we go to museum Sunday")).toEqual([]);
  });
  it("not an everyday word or a big town before it", () => {
    expect(main("Beautiful lake views please. 2 adults")).toEqual([]);
    expect(main("Bangkok temple hopping for 4 days")).toEqual([]);
    expect(main("The castle hotel was lovely last time")).toEqual([]);
  });
});

describe("a wish at an hour of the day", () => {
  it("is the sight, then the hour", () => {
    expect(atTimeOfDay("sunset at Oia")).toBe("Oia sunset");
    expect(atTimeOfDay("Sunrise over Bagan")).toBe("Bagan sunrise");
    expect(atTimeOfDay("Sossusvlei at dawn")).toBe("Sossusvlei dawn");
  });
  it("not a thing without a name", () => {
    expect(atTimeOfDay("monasteries at sunrise")).toBe("monasteries at sunrise");
    expect(atTimeOfDay("Petra by night")).toBe("Petra by night");
    expect(atTimeOfDay("boat trip")).toBe("boat trip");
  });
});

describe("a wish in the traveller's own language", () => {
  it("keeps the sight, not the verb", () => {
    expect(main("Oporto 3 noches. Queremos Torre dos Clérigos")).not.toContain("Queremos Torre dos Clérigos");
    expect(main("Vorrei Palazzo Pitti e gli Uffizi")).not.toContain("Vorrei Palazzo");
  });
});
