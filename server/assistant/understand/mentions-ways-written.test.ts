import { describe, expect, it } from "vitest";
import { read } from "../testing/read";

// Place mentions written the way travellers write them (issue #24): an origin said in a note's
// shorthand, words that look like towns but are not, and a stop that is only the way on.

const trip = (message: string) => {
  const { plan, last } = read(message);
  const stops = plan.stays.length
    ? plan.stays.map((s) => s.place.name)
    : plan.destination
      ? [plan.destination.name]
      : [];
  return { origin: plan.origin?.name ?? null, stops, region: plan.region?.name ?? null, unknown: last.unknown };
};

describe("a tour of an area begun at one of its towns: that town is where they leave from", () => {
  it.each([
    ["the north island for 10 days, starting auckland, 2 of us", "Auckland"],
    ["Scottish Highlands for a week starting in Inverness", "Inverness"],
    ["tasmania road trip 9 days beginning hobart", "Hobart"],
    ["Namibia 12 days, Etosha and Sossusvlei, starting Windhoek", "Windhoek"],
  ])("%s", (message, origin) => {
    expect(trip(message).origin).toBe(origin);
  });
  it("a date after 'starting' is no place", () => {
    expect(trip("Lisbon 5 nights starting March 3").stops).toEqual(["Lisbon"]);
    expect(trip("Lisbon 5 nights starting March 3").origin).toBeNull();
  });
});

describe("an origin said in shorthand or dialect", () => {
  it.each([
    ["phuket 6 nights, flying from bkk on 3 feb", "Bangkok"],
    ["bali 8 nights from brissie in june", "Brisbane"],
    ["we'll drive up frae Edinburgh tae Fort William for 3 nights", "Edinburgh"],
    ["Bath 2 nights, train from Paddington on Friday", "London"],
    ["Lille 3 nights, Eurostar out of St Pancras", "London"],
    ["Lyon 4 nights, TGV from Gare de Lyon", "Paris"],
  ])("%s", (message, origin) => {
    expect(trip(message).origin).toBe(origin);
  });
  it("a German 'ab dem' before a date is no airport code", () => {
    expect(trip("Zug von Wien nach Salzburg, 2 Nächte, ab dem 4. März").origin).toBe("Vienna");
  });
  it("a suburb named where no train is said stays the suburb", () => {
    expect(trip("Sydney 5 nights, we live in Paddington").origin).not.toBe("London");
  });
});

describe("words that look like towns but are not", () => {
  it.each([
    ["zermatt in ski season, 4 nights", ["Zermatt"]],
    ["Hoi An in rainy season, 5 nights", ["Hội An"]],
    ["Tirana 3 nights, about 4000 lek a day", ["Tirana"]],
    ["Ciao! Roma 4 notti. La cucina romana è la priorità", ["Rome"]],
    ["Almaty 4 nights, hiking to Kolsay lake and Big Almaty lake", ["Almaty"]],
  ])("%s", (message, stops) => {
    expect(trip(message).stops).toEqual(stops);
  });
  it("LA followed by a route word is still Los Angeles", () => {
    expect(trip("La for 3 days then Vegas").stops).toContain("Los Angeles");
  });
});

describe("a stopover on the way somewhere: the journey's end is no stay", () => {
  it.each([
    ["singapore stopover 2 nights on the way london to perth", "Singapore"],
    ["3 nights in Dubai on the way from Manchester → Bangkok", "Dubai"],
    ["hong kong layover, 2 nights, on the way sydney -> london", "Hong Kong"],
  ])("%s", (message, stop) => {
    expect(trip(message).stops).toEqual([stop]);
  });
  it("a route with a length for each stop keeps both", () => {
    expect(trip("Dubai 2 nights then Bangkok 5 nights, from Manchester").stops).toHaveLength(2);
  });
});

describe("a namesake said by its country in brackets is no region", () => {
  it.each([
    ["valletta 5 nights flying from birmingham (the uk one), 2 of us", "Birmingham"],
    ["Lisbon 4 nights from Perth (the Scottish one!)", "Perth"],
    ["Rome 3 nights from London (the UK one)", "London"],
  ])("%s", (message, origin) => {
    const t = trip(message);
    expect(t.origin).toBe(origin);
    expect(t.region).toBeNull();
  });
});

describe("an area asked for by a wish or in Turkish", () => {
  it.each([
    ["I want Mongolia in July, 12 days, from Beijing", "Mongolia"],
    ["we want Murchison Falls for 2 nights from Kampala", "Murchison Falls"],
    ["Ankara'dan Kapadokya'ya 2 gece, 10 Mayıs", "Cappadocia"],
  ])("%s", (message, region) => {
    expect(trip(message).region).toBe(region);
  });
  it("a part of the country wanted is seen there, the country still the trip", () => {
    expect(trip("10 days in Vietnam from Hanoi. Want Ha Long Bay and Hoi An").region).toBe("Vietnam");
  });
  it("a person wanted is no region", () => {
    expect(trip("I want Jordan to join us in Paris for 3 nights").region).toBeNull();
  });
});

describe("an unknown name with an area's word is asked about", () => {
  it.each([
    ["a week hiking in the Brambleford Valley from Denver", "Brambleford Valley"],
    ["5 nights in the Quellmoor Hills in May", "Quellmoor Hills"],
  ])("%s", (message, unknown) => {
    expect(trip(message).unknown).toBe(unknown);
  });
  it("a known valley is the known one", () => {
    expect(trip("a week in the Napa Valley from Denver").unknown).toBeUndefined();
  });
});

describe("one word of a sight's name beside the stay is that sight, not a far town", () => {
  it.each([
    ["Seville 3 nights, Alcázar and tapas please", "Seville"],
    ["Granada 2 nights. Alhambra at sunset!", "Granada"],
  ])("%s", (message, stop) => {
    expect(trip(message).stops).toEqual([stop]);
  });
});

describe("an airport named for the two towns it serves is the bigger town", () => {
  it.each([
    ["Algarve 7 nights, flying from Leeds Bradford", "Leeds"],
    ["Cancun 10 nights from Dallas Fort Worth in March", "Dallas"],
    ["Orlando 5 nights, flying out of Raleigh Durham", "Raleigh"],
  ])("%s", (message, origin) => {
    expect(trip(message).origin).toBe(origin);
    expect(trip(message).stops).not.toContain("Bradford");
  });
});

describe("a big city's initials after 'from', near the trip, are that city", () => {
  it.each([
    ["Colonia 2 nights, ferry from BA on 3 Jan", "Buenos Aires"],
    ["Siem Reap 3 nights, bus from PP on 4 March", "Phnom Penh"],
    ["Punta del Este 4 nights, coming from BA", "Buenos Aires"],
  ])("%s", (message, origin) => {
    expect(trip(message).origin).toBe(origin);
  });
  it("an airline's letters far from any such city are none", () => {
    expect(trip("Lisbon 3 nights, flying from BA").origin).toBeNull();
  });
});

describe("an area given the trip's length, then parks in it: the area is planned", () => {
  it.each([
    ["Tassie 7 days, Cradle Mountain and Freycinet, from Sydney", "Tasmania"],
    ["Tasmania for 10 days in a campervan: Freycinet and Cradle Mountain", "Tasmania"],
  ])("%s", (message, region) => {
    expect(trip(message).region).toBe(region);
  });
  it("towns listed after the area are its stops", () => {
    expect(trip("Tasmania 8 days: Hobart and Launceston").stops).toEqual(["Hobart", "Launceston"]);
  });
});

describe("an airport's code that is also a currency's", () => {
  it.each([
    ["HNL to Tokyo 4 Oct, 5 nights", "Honolulu"],
    ["flying from HNL, Kyoto 4 nights", "Honolulu"],
  ])("%s", (message, origin) => {
    expect(trip(message).origin).toBe(origin);
  });
  it("an amount in that currency is money, not a place", () => {
    expect(trip("Roatan 5 nights, about 2000 HNL a day").origin).toBeNull();
    expect(trip("Singapore 4 nights from Jakarta, we can stretch to SGD 6000").stops).toEqual(["Singapore"]);
  });
});
