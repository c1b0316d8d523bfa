import { describe, expect, it } from "vitest";
import { read } from "./testing/read";

// Issue 24: places read in the context of the whole message: namesakes on another continent
// dropped, where the car is picked up, days out from a stop, homes in signatures, small countries
// and other languages' city names, tables pasted in. Our own examples, with negatives.

const names = (message: string) => read(message).plan.stays.map((s) => s.place.name);
const stays = (message: string) =>
  read(message).plan.stays.map((s) => [s.place.name, s.nights] as [string, number | null]);
const origin = (message: string) => read(message).plan.origin?.name ?? null;
const where = (message: string) => read(message).plan.destination?.name ?? null;

describe("a small namesake far from a trip held in one country is no stop", () => {
  it.each([
    ["Sri Lanka 12 nights: Kandy 3 nights, Ella 3 nights, safari at Yala", "Yala"],
    ["Tenerife 6 nights, Masca hike, Canyon walk too", "Canyon"],
    ["Oahu 5 nights then Maui 4 nights, manta night dive and sunrise at Haleakala", "Manta"],
  ])("%s", (message, stray) => {
    expect(names(message)).not.toContain(stray);
  });
  it("a length or a join keeps a far place: travellers do cross oceans", () => {
    expect(names("Tokyo 5 nights and then hilo 3 nights")).toEqual(["Tokyo", "Hilo"]);
    expect(names("Chicago then Banff, 6 nights")).toEqual(["Chicago", "Banff"]);
    expect(names("Lisbon 4 nights and Banff 3 nights")).toEqual(["Lisbon", "Banff"]);
  });
  it("big cities far apart stay stops", () => {
    expect(names("paris and rome and new york")).toEqual(["Paris", "Rome", "New York City"]);
  });
});

describe("where the car is picked up", () => {
  it("is a way in, not a stop, when the trip has stops", () => {
    expect(names("road trip to jasper (2 nights) and banff (3 nights), renting a car in edmonton")).toEqual([
      "Jasper",
      "Banff",
    ]);
  });
  it("is the place when it is the only one", () => {
    expect(where("hiring a car in Faro for 7 nights")).toBe("Faro");
  });
});

describe("a day out from a stop", () => {
  it.each([
    ["Bordeaux 4 nights with a day in Saint-Emilion", "Bordeaux"],
    ["Naples 5 nights. We'd love a day in Sorrento and one in Positano", "Naples"],
  ])("%s", (message, base) => {
    expect(names(message)).toEqual([]);
    expect(where(message)).toBe(base);
  });
  it("but a day with nights of its own is a stay", () => {
    expect(names("Paris 3 nights and Lyon 2 nights")).toEqual(["Paris", "Lyon"]);
  });
});

describe("homes", () => {
  it("under a letter's closing words, over several lines", () => {
    const m =
      "Hello,\n\nWe'd like 5 nights in Marrakech in April.\n\nBest regards,\nAnneke de Vries\nUtrecht, Netherlands";
    expect(origin(m)).toBe("Utrecht");
    expect(names(m)).not.toContain("Utrecht");
  });
  it("a name right under the closing words signs the letter", () => {
    const m = "Hi,\nCopenhagen 3 nights for our team in June.\n\nThanks,\nOlivia\nOps team, Oslo";
    expect(origin(m)).toBe("Oslo");
    expect(names(m)).not.toContain("Olivia");
  });
  it.each([
    ["SG-based, 4 nights Hanoi", "Singapore"],
    ["Hong Kong-based couple, Tokyo 5 nights", "Hong Kong"],
  ])("%s: X-based", (message, home) => {
    expect(origin(message)).toBe(home);
  });
  it("'myself and my partner from X', 'me n my wife from X' are the writer's own company", () => {
    expect(origin("a week in Greece for myself and my partner from Cork")).toBe("Cork");
    expect(origin("Seville 3 + Granada 2. me n my wife from Bilbao")).toBe("Bilbao");
    expect(origin("my sister from Cork says Porto is lovely, 4 nights Porto")).toBeNull();
  });
  it("a small country as home is its one city; a big one is no city", () => {
    expect(origin("Tbilisi 5 nights, flying from Bahrain")).toBe("Manama");
    expect(origin("Bali 6 nights from Australia")).toBeNull();
  });
  it("a state's letters say which namesake", () => {
    expect(origin("Hanoi 6 nights. Me and my wife from Perth WA")).toBe("Perth");
    expect(read("Hanoi 6 nights. Me and my wife from Perth WA").plan.origin?.country_code).toBe("AU");
  });
  it("Italian 'da' and 'di' after a verb of leaving or being", () => {
    expect(origin("Vorremmo 4 notti a Londres, partendo da Torino")).toBe("Turin");
  });
});

describe("other languages' names for cities visitors go to", () => {
  it.each([
    ["Vorremmo andare a Barcellona per 4 notti", "Barcelona"],
    ["Queremos ir a Londres 5 noches", "London"],
    ["Wir möchten 3 Nächte in Lissabon", "Lisbon"],
  ])("%s", (message, city) => {
    expect(where(message)).toBe(city);
  });
  it("'we've got a week' is no airport's code", () => {
    expect(names("we've got a week split between york and durham")).not.toContain("Göteborg");
  });
});

describe("a table pasted in", () => {
  it("reads each row's place and nights", () => {
    expect(stays("| Stop | Nights |\n|---|---|\n| Lima | 2 |\n| Cusco | 4 |\nfrom Bogota")).toEqual([
      ["Lima", 2],
      ["Cusco", 4],
    ]);
  });
});

describe("a stop returned to with nights of its own", () => {
  it("is a stay again at the end", () => {
    expect(stays("Bangkok 3 nights, Krabi 4 nights and back to Bangkok for 2 nights")).toEqual([
      ["Bangkok", 3],
      ["Krabi", 4],
      ["Bangkok", 2],
    ]);
    expect(stays("Quito 2 nights, Cuenca 3 nights, then back to Quito for 1")).toEqual([
      ["Quito", 2],
      ["Cuenca", 3],
      ["Quito", 1],
    ]);
  });
  it("without nights, going back is going home", () => {
    expect(origin("London to Rome 3 nights then back to London")).toBe("London");
  });
});

describe("a town in lower case with its length right after it", () => {
  it("is a stop after any word, but an English word is not", () => {
    expect(where("ski holiday zermatt 4 nights")).toBe("Zermatt");
    expect(where("road trip banff (3 nights) to jasper (2 nights)")).toBe("Banff");
    expect(names("my cousin's wedding 3 nights then rome")).not.toContain("Wedding");
  });
});

describe("where to sleep within a stop", () => {
  it("is where in it, not another stop", () => {
    expect(names("Tokyo 6 nights, hotel in Shinjuku please")).toEqual([]);
    expect(where("Tokyo 6 nights, hotel in Shinjuku please")).toBe("Tokyo");
  });
  it("but staying somewhere far with nights is a stop", () => {
    expect(names("Rome 3 nights, staying in Florence 2 nights")).toEqual(["Rome", "Florence"]);
  });
});

describe("other languages' small words are no towns", () => {
  it.each([
    "Vorremmo andare a Lisbona per 5 notti, ci piace la musica e il cibo",
    "Queremos ir a Roma por 4 noches con los niños",
  ])("%s", (message) => {
    expect(names(message)).toEqual([]);
  });
});

describe("people's names that are also towns", () => {
  it.each([
    ["Lisbon 4 nights, me and Florence from Leeds", "Florence"],
    ["my son Austin is coming too, Denver 3 nights", "Austin"],
    ["Jackson wants to see Nashville, 3 nights", "Jackson"],
    ["Paris 3 nights with my cousin Adelaide", "Adelaide"],
  ])("%s", (message, person) => {
    expect(names(message)).not.toContain(person);
    expect(where(message)).not.toBe(person);
  });
  it("but the same names where a place goes are places", () => {
    expect(where("Florence 3 nights then Rome 2")).toBe("Florence");
    expect(origin("from Adelaide to Perth 5 nights")).toBe("Adelaide");
  });
});

describe("a place taken back in a follow-up", () => {
  it("'I wrote X but I meant Y' moves the trip to Y", () => {
    expect(read("Lyon 3 nights from Brussels", "oops, I wrote Lyon but I meant Lille").plan.destination?.name).toBe(
      "Lille",
    );
  });
});

describe("the writer saying who they are", () => {
  it.each([
    ["Hey it's Savannah, thinking 4 nights in nashville", "Nashville"],
    ["I'm Austin, from Dallas, going to Denver 4 nights", "Denver"],
  ])("%s", (message, city) => {
    expect(where(message)).toBe(city);
  });
  it("but 'it's Rome, then Florence' names the trip", () => {
    expect(names("it's Rome, then Florence, 6 nights")).toEqual(["Rome", "Florence"]);
  });
  it("closing words with 'warm' or 'best' open a signature too", () => {
    expect(origin("Hi! 5 nights in Cusco in May please.\n\nWarm regards,\nMaria\nLima, Peru")).toBe("Lima");
  });
  it("'siamo una coppia di Napoli' is a couple from Naples", () => {
    const p = read("Ciao, siamo una coppia di Genova, vorremmo andare a Londra per 5 notti").plan;
    expect(p.origin?.name).toBe("Genoa");
    expect(p.destination?.name).toBe("London");
  });
});

describe("a signature's name that is also a country or a town", () => {
  it("is no place for any reader", () => {
    expect(where("Hi, planning for Lyon 5 nights.\nCheers,\nGeorgia")).toBe("Lyon");
    expect(read("Hi, planning for Lyon 5 nights.\nCheers,\nGeorgia").plan.region).toBeNull();
    expect(where("Oslo 3 nights please, thanks, Jordan")).toBe("Oslo");
  });
});
