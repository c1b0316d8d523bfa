import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { regionByKey } from "../travel/geo/regions";
import { emptyPlan, type Plan } from "./plan";
import { readMessage } from "./read-message";
import { regionAsked, within } from "./region-ask";

// A smaller area named with the bigger one it lies in: the most specific one is the trip's region.

const now = DateTime.fromISO("2026-11-26T10:00:00Z");
function read(message: string): Plan {
  const plan = emptyPlan();
  readMessage(message, plan, now);
  return plan;
}
const regionOf = (message: string) => read(message).region?.key;

describe("the most specific area named wins", () => {
  it("an island of a country, before or after it", () => {
    expect(regionOf("Samoa 10 nights on Savaii, 2 adults")).toBe("ws-savaii");
    expect(regionOf("Cape Verde: Sal 7 nights from Lisbon")).toBe("cv-sal");
    expect(regionOf("Malta 5 nights, staying on Gozo")).toBe("mt-gozo");
    expect(regionOf("langkawi malaysia 5 nights")).toBe("my-langkawi");
    expect(regionOf("koh lanta thailand 6 nights, 2 of us")).toBe("th-ko-lanta");
  });
  it("an island of an archipelago that is itself an area", () => {
    expect(regionOf("Canary Islands, a week on Tenerife")).toBe("es-tenerife");
    expect(regionOf("Terceira, Azores, 4 nights")).toBe("pt-terceira");
    expect(regionOf("the Cyclades, 6 nights on Santorini")).toBe("gr-santorini");
  });
  it("a town written into the area's own name stands for the area", () => {
    const p = read("bike trip to Leh Ladakh in July, 9 days");
    expect(p.region?.key).toBe("in-ladakh");
    expect(p.destination?.name).toBe("Leh");
    expect(regionOf("Gozo, Malta for 4 nights")).toBe("mt-gozo");
  });
  it("but a city named with its state or country stays the city", () => {
    const p = read("Austin Texas 5 days");
    expect(p.region).toBeNull();
    expect(p.destination?.name).toBe("Austin");
  });
  it("as does an archipelago given the trip's length, an island of it not", () => {
    expect(regionOf("Canaries 10 days, Tenerife mostly, hiking")).toBe("es-canaries");
    expect(regionOf("Canaries, 10 days on Tenerife, hiking")).toBe("es-tenerife");
  });
});

describe("a larger region given the trip's length after an area named as a sight", () => {
  it("is the region to plan, the area a part of it", () => {
    expect(regionOf("bucket list: Machu Picchu!! 10 days in Peru in June")).toBe("pe");
    expect(regionOf("The Gobi is a must. 2 weeks in Mongolia, July")).toBe("mn");
    expect(regionOf("dying to see the Dolomites! Thinking 12 days in Italy in september")).toBe("it");
  });
  it("but not a larger one that only says where the first is", () => {
    expect(regionOf("Terceira, Azores, 4 nights")).toBe("pt-terceira");
    expect(regionOf("the Amalfi Coast in Italy, 6 nights")).toBe("it-amalfi");
  });
});

describe("a country or state given the length before a part of it with none", () => {
  it("is the trip, the part seen there", () => {
    expect(regionOf("Morocco 10 days, Sahara included")).toBe("ma");
    expect(regionOf("Japan 2 weeks incl. Hokkaido for the snow")).toBe("jp");
    expect(regionOf("Vietnam for 3 weeks incl. Sapa")).toBe("vn");
  });
  it("while a part named with no length between stays the part", () => {
    expect(regionOf("hawaii — maui, 8 nights")).toBe("us-maui");
    expect(regionOf("Italy: the Amalfi Coast, 6 nights")).toBe("it-amalfi");
    expect(regionOf("we will go to Mexico 10 days, Yucatan peninsula")).toBe("mx-yucatan");
    expect(regionOf("Malta 5 nights, staying on Gozo")).toBe("mt-gozo");
  });
});

describe("a country's islands", () => {
  it("are its islands' area, however the hopping is said", () => {
    expect(regionOf("Croatia islands hopping 10 days")).toBe("hr-dalmatia");
    expect(regionOf("island hopping in croatia, 10 days")).toBe("hr-dalmatia");
    expect(regionOf("Greece islands, 2 weeks in june")).toBe("gr-islands");
  });
});

describe("an island named alone", () => {
  it("is the island to plan, its towns the planner's choice", () => {
    expect(regionOf("Hvar 5 nights, 2 adults")).toBe("hr-hvar");
    expect(regionOf("koh phangan 6 nights")).toBe("th-ko-pha-ngan");
    expect(regionOf("Gran Canaria a week in March")).toBe("es-gran-canaria");
  });
  it("but not one only gone to for the day", () => {
    const p = read("Krabi 4 nights, day trip to Phi Phi");
    expect(p.region).toBeNull();
    expect(p.destination?.name).toBe("Krabi");
  });
});

describe("a town the region named lists", () => {
  it("is that region's town, not a bigger namesake abroad", () => {
    const p = read("Mexico 2 weeks: Mexico City 4 nights, La Paz 5 nights");
    expect(p.stays.map((s) => `${s.place.name}/${s.place.country_code}`)).toEqual(["Mexico City/MX", "La Paz/MX"]);
  });
  it("while the namesake stays itself without such a region", () => {
    expect(read("Bolivia 10 days, La Paz 3 nights then Uyuni 3 nights").stays[0]?.place.country_code).toBe("BO");
  });
});

describe("within", () => {
  const r = (key: string) => {
    const region = regionByKey(key);
    if (!region) throw new Error(key);
    return region;
  };
  it("an area inside a country or a larger area", () => {
    expect(within(r("ws-upolu"), r("ws"))).toBe(true);
    expect(within(r("es-tenerife"), r("es-canaries"))).toBe(true);
    expect(within(r("pt-sao-miguel"), r("pt-azores"))).toBe(true);
  });
  it("not the larger in the smaller, an area in itself or one elsewhere", () => {
    expect(within(r("pt-azores"), r("pt-sao-miguel"))).toBe(false);
    expect(within(r("es-tenerife"), r("es-tenerife"))).toBe(false);
    expect(within(r("pt-madeira"), r("pt-azores"))).toBe(false);
    expect(within(r("ws"), r("ws-upolu"))).toBe(false);
  });
});

describe("a region said to be home", () => {
  it("is passed over for the next one named", () => {
    expect(regionAsked("My parents live in Hong Kong and want a slow week in Hokkaido")?.region.key).toBe(
      "jp-hokkaido",
    );
    expect(regionAsked("we're based in Texas, thinking 2 cities in Japan")?.region.key).toBe("jp");
    expect(regionAsked("Living in Scotland, fancy a week in the Algarve")?.region.key).toBe("pt-algarve");
  });
  it("and alone is no trip", () => {
    expect(regionAsked("we live in Texas")).toBeUndefined();
    expect(regionAsked("flying from Japan next month")).toBeUndefined();
  });
});

describe("an area and a part of it joined by 'and'", () => {
  it("is the whole area", () => {
    expect(regionAsked("a week driving round the Highlands and Skye")?.region.key).toBe("gb-highlands");
    expect(regionAsked("10 days in the Canaries & Tenerife")?.region.key).toBe("es-canaries");
  });
  it("while a part named inside it is still the part", () => {
    expect(regionAsked("Canary Islands, a week on Tenerife")?.region.key).toBe("es-tenerife");
  });
});
