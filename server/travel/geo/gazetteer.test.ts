import { describe, expect, it } from "vitest";
import { cityByFirstWord, geocode } from "./gazetteer";

// Over 100 ways travellers name places: plain names, local spellings, nicknames, codes, countries,
// "City, Country", "City, State", trip phrasing, and typos. Expected: [name, country].
const cases: [string, string, string][] = [
  ["Lisbon", "Lisbon", "PT"],
  ["lisbon", "Lisbon", "PT"],
  ["Lisboa", "Lisbon", "PT"],
  ["Porto", "Porto", "PT"],
  ["NYC", "New York City", "US"],
  ["New York", "New York City", "US"],
  ["the big apple", "New York City", "US"],
  ["Paris, France", "Paris", "FR"],
  ["Paris", "Paris", "FR"],
  ["Paris, Texas", "Paris", "US"],
  ["Paris Texas", "Paris", "US"],
  ["Tokyo in April", "Tokyo", "JP"],
  ["Tokyo", "Tokyo", "JP"],
  ["Kyoto", "Kyoto", "JP"],
  ["Osaka", "Osaka", "JP"],
  ["London", "London", "GB"],
  ["London, UK", "London", "GB"],
  ["London, Ontario", "London", "CA"],
  ["Edinburgh", "Edinburgh", "GB"],
  ["Rome", "Rome", "IT"],
  ["Roma", "Rome", "IT"],
  ["a weekend in Rome", "Rome", "IT"],
  ["Florence", "Florence", "IT"],
  ["Firenze", "Florence", "IT"],
  ["Geneva", "Genève", "CH"],
  ["Bruges", "Brugge", "BE"],
  ["Cologne", "Köln", "DE"],
  ["Quebec City", "Québec", "CA"],
  ["Washington", "Washington, D.C.", "US"],
  ["Panama City", "Panamá", "PA"],
  ["Panama City, FL", "Panama City", "US"],
  ["Valencia", "Valencia", "ES"],
  ["Valencia, Venezuela", "Valencia", "VE"],
  ["San Juan", "San Juan", "PR"],
  ["Queenstown", "Queenstown", "NZ"],
  ["Nara", "Nara-shi", "JP"],
  ["Venice", "Venice", "IT"],
  ["Milan", "Milan", "IT"],
  ["Naples", "Naples", "IT"],
  ["Barcelona", "Barcelona", "ES"],
  ["Barcelonna", "Barcelona", "ES"],
  ["Madrid", "Madrid", "ES"],
  ["Seville", "Sevilla", "ES"],
  ["Berlin", "Berlin", "DE"],
  ["Munich", "Munich", "DE"],
  ["München", "Munich", "DE"],
  ["Amsterdam", "Amsterdam", "NL"],
  ["Amsterdm", "Amsterdam", "NL"],
  ["Prague", "Prague", "CZ"],
  ["Praha", "Prague", "CZ"],
  ["Vienna", "Vienna", "AT"],
  ["Wien", "Vienna", "AT"],
  ["Budapest", "Budapest", "HU"],
  ["Copenhagen", "Copenhagen", "DK"],
  ["Stockholm", "Stockholm", "SE"],
  ["Oslo", "Oslo", "NO"],
  ["Helsinki", "Helsinki", "FI"],
  ["Reykjavik", "Reykjavík", "IS"],
  ["Dublin", "Dublin", "IE"],
  ["Athens", "Athens", "GR"],
  ["Istanbul", "Istanbul", "TR"],
  ["Istambul", "Istanbul", "TR"],
  ["Dubai", "Dubai", "AE"],
  ["Abu Dhabi", "Abu Dhabi", "AE"],
  ["Cairo", "Cairo", "EG"],
  ["Marrakech", "Marrakesh", "MA"],
  ["Marrakesh", "Marrakesh", "MA"],
  ["Cape Town", "Cape Town", "ZA"],
  ["Nairobi", "Nairobi", "KE"],
  ["Mumbai", "Mumbai", "IN"],
  ["Bombay", "Mumbai", "IN"],
  ["New Delhi", "New Delhi", "IN"],
  ["Bangkok", "Bangkok", "TH"],
  ["Bangkock", "Bangkok", "TH"],
  ["Singapore", "Singapore", "SG"],
  ["Kuala Lumpur", "Kuala Lumpur", "MY"],
  ["Hong Kong", "Hong Kong", "HK"],
  ["Seoul", "Seoul", "KR"],
  ["Beijing", "Beijing", "CN"],
  ["Peking", "Beijing", "CN"],
  ["Shanghai", "Shanghai", "CN"],
  ["Hanoi", "Hanoi", "VN"],
  ["Saigon", "Ho Chi Minh City", "VN"],
  ["Bali, Indonesia", "Denpasar", "ID"],
  ["Sydney", "Sydney", "AU"],
  ["Melbourne", "Melbourne", "AU"],
  ["Auckland", "Auckland", "NZ"],
  ["Honolulu", "Honolulu", "US"],
  ["LA", "Los Angeles", "US"],
  ["Los Angeles", "Los Angeles", "US"],
  ["San Francisco", "San Francisco", "US"],
  ["SF", "San Francisco", "US"],
  ["Vegas", "Las Vegas", "US"],
  ["Chicago", "Chicago", "US"],
  ["Chicgo", "Chicago", "US"],
  ["Miami", "Miami", "US"],
  ["Boston", "Boston", "US"],
  ["Washington DC", "Washington, D.C.", "US"],
  ["Seattle", "Seattle", "US"],
  ["Portland, Oregon", "Portland", "US"],
  ["Portland, ME", "Portland", "US"],
  ["New Orleans", "New Orleans", "US"],
  ["NOLA", "New Orleans", "US"],
  ["Toronto", "Toronto", "CA"],
  ["Montreal", "Montréal", "CA"],
  ["Vancouver", "Vancouver", "CA"],
  ["Mexico City", "Mexico City", "MX"],
  ["CDMX", "Mexico City", "MX"],
  ["Cancun", "Cancún", "MX"],
  ["Rio", "Rio de Janeiro", "BR"],
  ["Buenos Aires", "Buenos Aires", "AR"],
  ["Lima", "Lima", "PE"],
  ["JFK", "New York City", "US"],
  ["LIS", "Lisbon", "PT"],
  ["CDG", "Paris", "FR"],
  ["Japan", "Tokyo", "JP"],
  ["flights to Berlin", "Berlin", "DE"],
  ["trip to Madrid next week", "Madrid", "ES"],
  ["Prague for 5 days", "Prague", "CZ"],
  ["holiday in Nice", "Nice", "FR"],
];

describe("geocode", () => {
  it("has at least 100 cases", () => expect(cases.length).toBeGreaterThanOrEqual(100));

  it("resolves at least 95 % of the phrasings to the right city", () => {
    const misses = cases.filter(([text, name, country]) => {
      const r = geocode(text);
      return !(r && r.name === name && r.country_code === country);
    });
    const accuracy = (cases.length - misses.length) / cases.length;
    if (misses.length)
      console.log("[gazetteer] misses:", misses.map(([t]) => `${t} -> ${geocode(t)?.name ?? "none"}`).join("; "));
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it("gives each city its airports, a hub first where there is one", () => {
    expect(geocode("Lisbon")?.airports[0]?.code).toBe("LIS");
    expect(geocode("London")?.airports.map((a) => a.code)).toContain("LHR");
    expect(geocode("JFK")?.airports[0]?.code).toBe("JFK");
  });

  it("returns null for nonsense and empty input", () => {
    expect(geocode("")).toBeNull();
    expect(geocode("qwxzzkq")).toBeNull();
    expect(geocode("x".repeat(500))).toBeNull();
  });

  it("knows a region table's town by the name visitors use, over a smaller namesake", () => {
    expect([geocode("Khiva")?.name, geocode("Khiva")?.country_code]).toEqual(["Khiva", "UZ"]);
    expect(geocode("Killarney")?.country_code).toBe("IE");
  });

  it("finds an island, a sight or a lake by the town a visitor stays in", () => {
    const where = (text: string) => {
      const g = geocode(text);
      return g && `${g.name}/${g.country_code}`;
    };
    expect(where("Gozo")).toBe("Victoria/MT");
    expect(where("Tenerife")).toBe("Santa Cruz de Tenerife/ES");
    expect(where("Isle of Skye")).toBe("Portree/GB");
    expect(where("Curacao")).toBe("Willemstad/CW");
    expect(where("Meteora")).toBe("Kalampáka/GR");
    expect(where("Lake Atitlan")).toBe("Panajachel/GT");
    expect(where("Inle Lake")).toBe("Nyaungshwe/MM");
    expect(where("Luxembourg City")).toBe("Luxembourg/LU");
    expect(where("Sapa")).toBe("Sa Pa/VN");
    expect(where("Roros")).toBe("Røros/NO");
    expect(where("Bornholm")).toBe("Rønne/DK");
    expect(where("Tromso")?.endsWith("/NO")).toBe(true);
    expect(geocode("Exuma")?.country_code).toBe("BS");
    expect(geocode("Menorca")?.country_code).toBe("ES");
  });

  it("prefers the namesake travellers go to, unless a country or state says otherwise", () => {
    expect(geocode("Dingle")?.country_code).toBe("IE");
    expect(geocode("Amalfi")?.country_code).toBe("IT");
    expect(geocode("Delphi")?.country_code).toBe("GR");
    expect(geocode("Jasper")?.country_code).toBe("CA");
    expect(geocode("Vik")?.country_code).toBe("IS");
    expect(geocode("Amalfi, Colombia")?.country_code).toBe("CO");
    expect(geocode("Delphi, Indiana")?.region).toBe("IN");
    expect(geocode("Vik, Norway")?.country_code).toBe("NO");
  });

  it("keeps English words and big cities' names for the big cities", () => {
    for (const [text, country] of [
      ["Bath", "GB"],
      ["Nice", "FR"],
      ["Reading", "GB"],
      ["Split", "HR"],
      ["Mobile", "US"],
      ["Palma", "ES"],
      ["Vernon", "CA"],
      ["Havelock", "US"],
    ] as const)
      expect(geocode(text)?.country_code, text).toBe(country);
  });

  it("finds a big city by the first word of its name, near a place", () => {
    const zanzibar = geocode("Zanzibar");
    expect(zanzibar && cityByFirstWord("dar", zanzibar)?.name).toBe("Dar es Salaam");
    const lisbon = geocode("Lisbon");
    expect(lisbon && cityByFirstWord("dar", lisbon)).toBeNull();
  });
});
