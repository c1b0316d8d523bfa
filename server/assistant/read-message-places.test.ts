import { describe, expect, it } from "vitest";
import { read } from "./testing/read";

// Issue 24, places and their roles: classes of phrasing read by the words around the names, each
// with examples of our own (other cities, other wordings).

const stays = (...messages: string[]) =>
  read(...messages).plan.stays.map((s) => [s.place.name, s.nights] as [string, number | null]);

describe("a town with its nights, then an area with none", () => {
  it.each([
    ["Seville 4 nights, then the Algarve", "Seville", 4, "Algarve"],
    ["Cusco 3 nights then the Sacred Valley", "Cusco", 3, "Sacred Valley"],
    ["Halifax 2 nts, then the Cabot Trail", "Halifax", 2, "Cabot Trail"],
  ])("%s: both, in order, the area the trip's region", (message, town, nights, area) => {
    const { plan } = read(message);
    expect(plan.stays[0]?.place.name).toBe(town);
    expect(plan.stays[0]?.nights).toBe(nights);
    expect(plan.stays[1]?.place.name).toBe(area);
    expect(plan.region?.name).toBe(area);
    // The one length said is the town's, not the trip's.
    expect(plan.nights).toBeNull();
  });
  it("dates give the trip its length, the rest going to the area", () => {
    const { plan } = read("Seville 4 nights then the Algarve, May 3-10, from Dublin");
    expect(plan.stays.map((s) => s.nights)).toEqual([4, null]);
    expect(plan.nights).toBe(7);
  });
  it("an island near the town, listed with no 'then', is still a day out", () => {
    const { plan } = read("Naples 4 nights, capri and pompeii");
    expect(plan.stays).toEqual([]);
    expect(plan.destination?.name).toBe("Naples");
    expect(plan.mustSee).toContain("Capri");
  });
  it("the island's own towns listed are its stops, not the area again", () => {
    expect(stays("honeymoon in bali!! 9 nights, ubud then seminyak").map(([n]) => n)).toEqual(["Ubud", "Seminyak"]);
  });
  it("a first town's own length before the next one stays its own", () => {
    expect(stays("Lisbon 5 nights then Porto")).toEqual([
      ["Lisbon", 5],
      ["Porto", null],
    ]);
    // One length at the end of the list is still the whole trip's.
    expect(stays("Rome then Florence for 10 days").map(([, n]) => n)).toEqual([null, null]);
  });
});

describe("towns listed inside a named region keep the region", () => {
  it.each([
    ["Andalucia 9 nights: Seville, Granada, Cordoba", "Andalusia"],
    ["vietnam for 2 weeks, starting in hanoi and ending in hoi an", "Vietnam"],
    ["Scotland, a week: Edinburgh, Inverness, Fort William", "Scotland"],
  ])("%s", (message, region) => {
    const { plan } = read(message);
    expect(plan.stays.length).toBeGreaterThanOrEqual(2);
    expect(plan.region?.name).toBe(region);
  });
});

describe("lengths written short", () => {
  it("bare numbers with no unit are nights, the first one too", () => {
    expect(stays("lima 3 then arequipa 2 then puno 2")).toEqual([
      ["Lima", 3],
      ["Arequipa", 2],
      ["Puno", 2],
    ]);
    expect(read("Hanoi 3, Hoi An 4, Saigon 2, from Seoul").plan.nights).toBe(9);
  });
  it("a unit said once still rules the list", () => {
    expect(stays("Bergen 4 days and Oslo 2")).toEqual([
      ["Bergen", 3],
      ["Oslo", 1],
    ]);
  });
  it.each(["2n each", "2 nts each", "2 nights apiece"])("'%s' gives every stop that length", (each) => {
    expect(stays(`prague > vienna > budapest, ${each}`).map(([, n]) => n)).toEqual([2, 2, 2]);
  });
  it("'a 4 day trip to X' is the trip's length, X its destination and no sight", () => {
    const { plan } = read("planning a 4 day trip to Madrid from Paris");
    expect(plan.destination?.name).toBe("Madrid");
    expect(plan.nights).toBe(3);
    expect(plan.mustSee).not.toContain("Madrid");
    expect(read("5-day trip to Oslo").plan.nights).toBe(4);
  });
});

describe("where they leave from", () => {
  it.each([
    "can we do Sintra as a day trip from Lisbon?",
    "is Nara doable as a day trip from kyoto",
    "an excursion to Ayutthaya from Bangkok",
  ])("'%s': the place a day out leaves from is the base, not home", (message) => {
    const { plan } = read(message);
    expect(plan.origin).toBeNull();
    expect(plan.destination).not.toBeNull();
  });
  it("a day trip from the base beside a home said", () => {
    const { plan } = read("Kyoto 4 nights from Seoul; a day out to Nara from Kyoto");
    expect(plan.origin?.name).toBe("Seoul");
    expect(plan.destination?.name).toBe("Kyoto");
    expect(plan.stays).toEqual([]);
  });
  it("a start named beside a home said is the first stop", () => {
    const { plan } = read("Japan 12 days, start in Osaka end in Tokyo. From Manila");
    expect(plan.origin?.name).toBe("Manila");
    expect(plan.stays.map((s) => s.place.name)).toEqual(["Osaka", "Tokyo"]);
  });
  it("a home far from the trip after 'based in'", () => {
    expect(read("based in Riyadh, want 4 nights in Tbilisi").plan.origin?.name).toBe("Riyadh");
    // A base near the trip is where they stay.
    expect(read("based in Florence for a week, day trips to Siena").plan.origin).toBeNull();
  });
  it.each([
    ["Flying ex-Perth, Bali 6 nights", "Perth"],
    ["Cotswolds 3 nights. Ex-Manchester", "Manchester"],
  ])("'ex-' is from: %s", (message, home) => {
    expect(read(message).plan.origin?.name).toBe(home);
  });
  it("airport codes joined by an arrow or a hyphen are a flight", () => {
    expect(read("AKL -> NRT. Tokyo 5n, Kyoto 3n").plan.origin?.name).toBe("Auckland");
    const { plan } = read("LHR-JFK 5n 2pax May");
    expect(plan.origin?.name).toBe("London");
    expect(plan.destination?.name).toBe("New York City");
  });
  it("a road or a cruise setting out from a place is part of the trip; home is the other", () => {
    expect(read("Ring Road from Reykjavik, 7 days, ex-Boston").plan.origin?.name).toBe("Boston");
    expect(read("Alaska cruise from Seattle, 8 days. From Denver").plan.origin?.name).toBe("Denver");
  });
  it("home said in brackets after its country", () => {
    expect(read("Rome 4 nights, from Malta (Valletta)").plan.origin?.name).toBe("Valletta");
  });
  it("'on the way' from one place to another", () => {
    expect(read("Singapore stopover 2 nights on the way Sydney → London").plan.origin?.name).toBe("Sydney");
  });
  it("a city's name with its last word left off", () => {
    expect(read("Da Nang 4 nights, from ho chi minh").plan.origin?.name).toBe("Ho Chi Minh City");
    expect(read("hoi an 4 nights from ho chi minh").plan.origin?.name).toBe("Ho Chi Minh City");
    expect(read("Hanoi 3 nights, Ho Chi Minh Mausoleum a must").plan.origin).toBeNull();
  });
});

describe("a weekday for an outing is not the start", () => {
  it.each([
    "Lisbon 5 nights, sintra on wednesday",
    "Porto 4 nights, port cellars on Friday",
    "Prague 3 nights, we'd like the castle on Sunday",
  ])("%s", (message) => {
    expect(read(message).plan.startDate).toBeNull();
  });
  it.each([
    ["Rome on Friday for 3 nights", "2026-11-27"],
    ["Madrid 4 nights, flying out on Saturday", "2026-11-28"],
    ["Oslo 3 nights, on Monday", "2026-11-30"],
  ])("but a start said so stays one: %s", (message, start) => {
    expect(read(message).plan.startDate).toBe(start);
  });
  it("a dated trip keeps its dates", () => {
    expect(read("Berlin 3 nights from 4 Dec, museum island on saturday").plan.startDate).toBe("2026-12-04");
  });
  it("a weekday's short form is not any word it begins", () => {
    const { plan } = read("Hue 3 nights, 4 friends. 17-23 jan");
    expect(plan.startDate).toBe("2027-01-17");
  });
});

describe("a region named without the usual words around it", () => {
  it.each([
    ["thinking about croatia", "Croatia"],
    ["we want to do Morocco, the desert for sure", "Morocco"],
    ["10 days self drive iceland, 2 adults", "Iceland"],
  ])("%s", (message, region) => {
    expect(read(message).plan.region?.name).toBe(region);
  });
  it("not a town whose name begins with the region's, nor a person's name", () => {
    expect(read("panama city 4 nights").plan.region).toBeNull();
    expect(read("about jordan, my cousin, she comes to Lisbon too").plan.region).toBeNull();
  });
  it("towns named later in the region asked before keep it", () => {
    const { plan } = read("thinking about italy", "ok 9 days, rome and florence, from 2 may");
    expect(plan.stays.map((s) => s.place.name)).toEqual(["Rome", "Florence"]);
    expect(plan.region?.name).toBe("Italy");
  });
});

describe("words that are also towns", () => {
  it("a part of a month is no town", () => {
    expect(read("Boston 3 nights in early may").plan.stays).toEqual([]);
  });
  it.each([
    "Rovaniemi aurora trip, 3 nights",
    "Aurora chasing in Abisko, 3 nights",
    "Reading week off, so Vienna 4 nights",
  ])("beside a trip far away, an everyday word: %s", (message) => {
    const { plan } = read(message);
    expect(plan.stays).toEqual([]);
    expect(plan.destination?.country_code).not.toBe("US");
    expect(plan.destination?.name).not.toBe("Reading");
  });
  it("the towns themselves where the words say so", () => {
    expect(stays("Denver 3 nights then Aurora").map(([n]) => n)).toEqual(["Denver", "Aurora"]);
    expect(read("going to Reading for 2 nights").plan.destination?.name).toBe("Reading");
    expect(stays("Paris 4 nights then Nice 3 nights")).toEqual([
      ["Paris", 4],
      ["Nice", 3],
    ]);
  });
  it("a bare number in a list with its unit said is that stop's nights", () => {
    expect(stays("Hanoi 2 nights, Ninh Binh 1, Hue 3. From Bangkok").map(([, n]) => n)).toEqual([2, 1, 3]);
    expect(stays("Dublin 2 nights, Galway 1, Dingle 2").map(([, n]) => n)).toEqual([2, 1, 2]);
  });
});

describe("a length said to be the whole trip's", () => {
  it("is no stop's, even right after a name", () => {
    const { plan } = read("osaka kyoto tokyo 9 days total, from Taipei");
    expect(plan.stays.map((s) => s.nights)).toEqual([null, null, null]);
    expect(plan.nights).toBe(8);
  });
});

describe("home joined to a far stop by an arrow, a dash or 'to'", () => {
  it.each([
    ["Chicago → Reykjavik 4 nights, march", "Chicago", "Reykjavík"],
    ["Toronto - Lisbon 7 nights", "Toronto", "Lisbon"],
    ["Melbourne > Tokyo 8 nights april", "Melbourne", "Tokyo"],
    ["home airport is LHR, Rome 4 nights", "London", "Rome"],
  ])("%s: home is %s", (message, home, stop) => {
    const { plan } = read(message);
    expect(plan.origin?.name).toBe(home);
    // One stop: the trip's destination.
    expect(plan.destination?.name).toBe(stop);
    expect(plan.stays.length).toBeLessThan(2);
  });
  it.each([
    ["Rome -> Florence 3 nights", ["Rome", "Florence"]],
    ["Tokyo 4 nights → Bangkok 5 nights", ["Tokyo", "Bangkok"]],
    ["Madrid - Lisbon 4 nights", ["Madrid", "Lisbon"]],
    ["Bangkok → Hanoi 10 nights", ["Bangkok", "Hanoi"]],
  ])("%s: a route, not home (near, or both with their lengths)", (message, route) => {
    const { plan } = read(message);
    expect(plan.origin).toBeNull();
    expect(plan.stays.map((s) => s.place.name)).toEqual(route);
  });
});
