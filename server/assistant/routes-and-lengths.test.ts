import { describe, expect, it } from "vitest";
import { read } from "./testing/read";

// Issue 24, routes, homes and each stop's nights as travellers write them: arrows for "to",
// lengths after a date, counts in words, lists joined by "+" or "/", homes said in many voices.
// Our own examples (other towns, other wordings) for each class.

const stays = (message: string) =>
  read(message).plan.stays.map((s) => [s.place.name, s.nights] as [string, number | null]);
const origin = (message: string) => read(message).plan.origin?.name ?? null;
const where = (message: string) => read(message).plan.destination?.name ?? null;

describe("an arrow between two places says 'to'", () => {
  it.each([
    ["Whitehorse → Vancouver, July 2 2027, 4 nights", "Whitehorse", "Vancouver"],
    ["Bergen til Reykjavik 15. februar 2027, 5 nights", "Bergen", "Reykjavík"],
    ["Kampala → Zanzibar, 7 nights from 2 August 2027", "Kampala", "Zanzibar"],
    ["Medan > Singapore, 3 nights in June", "Medan", "Singapore"],
  ])("%s: from the first to the second", (message, from, to) => {
    expect(origin(message)).toBe(from);
    expect(where(message)).toBe(to);
  });
  it.each([
    ["vancouver → whistler, ski trip in feb, 4 of us", ["Vancouver", "Whistler"]],
    ["Rome → Florence → Venice, 7 nights", ["Rome", "Florence", "Venice"]],
    ["Paris -> Rome, 8 nights", ["Paris", "Rome"]],
    ["Lima > Cusco, 5 nights in June", ["Lima", "Cusco"]],
  ])("%s: near towns, towns visitors go to, or a route going on, are stops", (message, names) => {
    expect(origin(message)).toBeNull();
    expect(stays(message).map(([n]) => n)).toEqual(names);
  });
  it("airport codes in lower case, arrowed, are a flight from home", () => {
    expect(origin("akl → syd 14 feb 2027, 4n, then melb 3n, 2 of us")).toBe("Auckland");
    expect(stays("akl → syd 14 feb 2027, 4n, then melb 3n, 2 of us")).toEqual([
      ["Sydney", 4],
      ["Melbourne", 3],
    ]);
  });
  it("a round trip whose stops all have nights starts from home, however near", () => {
    const m = "London -> Amsterdam (3n) -> Bruges (2n) -> Paris (3n) -> London, all by train";
    expect(origin(m)).toBe("London");
    expect(stays(m)).toEqual([
      ["Amsterdam", 3],
      ["Bruges", 2],
      ["Paris", 3],
    ]);
  });
});

describe("each stop's nights, however written", () => {
  it.each([
    ["Dhaka to Bangkok 26 December, 3 nights, then Phuket 4 nights", [3, 4]],
    ["Toronto to London July 5 2027, 3 nights, then Edinburgh 3 nights", [3, 3]],
    ["Florence 1 Oct 2027 three nights, Siena two nights", [3, 2]],
    ["Rome on 3 May for 4 nights and then Naples 2 nights", [4, 2]],
  ])("%s: a start date between a name and its length", (message, nights) => {
    expect(stays(message).map(([, n]) => n)).toEqual(nights);
  });
  it.each([
    ["two nights in Madrid, four in Seville and a couple in Cadiz", [2, 4, 2]],
    ["a couple of nights in Porto then 4 in Lisbon", [2, 4]],
    ["Seven nights Maui, three nights Oahu", [7, 3]],
    ["Cairo 3 / Luxor 2, from Dubai", [3, 2]],
    ["Savannah Jan 16th thru 19th then Charleston 19th thru 22nd", [3, 3]],
    ["hoi an + hue, 3 nights each, me and my gf", [3, 3]],
  ])("%s", (message, nights) => {
    expect(stays(message).map(([, n]) => n)).toEqual(nights);
  });
  it("a day of the month is no length, nor a count of friends", () => {
    expect(stays("From Riyadh: 2 nights Petra then 2 Amman, 18 March 2027")).toEqual([
      ["Petra", 2],
      ["Amman", 2],
    ]);
    const { plan } = read("Arequipa to Cusco by bus, 3 June 2027, 4 nights, 3 friends");
    expect(plan.nights).toBe(4);
    expect(plan.origin?.name).toBe("Arequipa");
  });
  it("the overnight train is no night's stay", () => {
    expect(read("taking the overnight train to Vienna, 3 nights").plan.nights).toBe(3);
  });
  it("a total said in so many words outlasts the stops named", () => {
    const { plan } = read(
      "Nairobi for a couple of nights, then Mombasa for 4 nights, and a few days somewhere. 10 nights total.",
    );
    expect(plan.nights).toBe(10);
  });
  it("a place left from, named again with nights of its own, is a stop", () => {
    const m =
      "we fly from Toronto into Tokyo on April 3 and out of Osaka. thinking Tokyo 5 nights, Kanazawa 2, Kyoto 4, Osaka 2";
    expect(origin(m)).toBe("Toronto");
    expect(stays(m).map(([n]) => n)).toEqual(["Tokyo", "Kanazawa", "Kyoto", "Osaka"]);
  });
});

describe("names in lower case, wished for, or opening the message", () => {
  it.each([
    ["fri-sun paris", "Paris"],
    ["this weekend lisbon with my gf", "Lisbon"],
    ["cheapest possible lisbon trip, 3 nights, from Porto by bus", "Lisbon"],
    ["Valletta 3/12 - 7/12, me and the wife", "Valletta"],
  ])("%s: %s", (message, place) => {
    expect(where(message)).toBe(place);
  });
  it("a wished-for town visitors go to is a stop", () => {
    expect(stays("Vienna-based couple, want Dubrovnik + Kotor, 3 nights each").map(([n]) => n)).toEqual([
      "Dubrovnik",
      "Kotor",
    ]);
  });
  it.each([
    "what a nice day, can you help me plan something",
    "what do u think about a trip in spring",
    "reading up on trains for our trip",
  ])("%s: no place", (message) => {
    expect(where(message)).toBeNull();
  });
  it("words joined by a plus are places only when both sides are", () => {
    expect(stays("Havana 6 nights, salsa + old cars + rum, from Toronto")).toEqual([]);
    expect(where("Havana 6 nights, salsa + old cars + rum, from Toronto")).toBe("Havana");
    expect(read("reykjavík 3n + golden circle, 2ppl").plan.stays.map((s) => s.place.name)).not.toContain("Golden");
  });
  it("an everyday town's name opening a sentence as a verb is the verb", () => {
    expect(stays("Split the week between Lisbon and Porto").map(([n]) => n)).toEqual(["Lisbon", "Porto"]);
    expect(stays("Split and Hvar, 6 nights").map(([n]) => n)).toEqual(["Split", "Hvar"]);
  });
  it("a greeting is no town", () => {
    expect(where("Salam, je suis de Casablanca. Paris 6 nights with my wife")).toBe("Paris");
    expect(origin("Salam, je suis de Casablanca. Paris 6 nights with my wife")).toBe("Casablanca");
    expect(origin("Oi! Sou de Belo Horizonte. Want Buenos Aires 5 nights")).toBe("Belo Horizonte");
  });
});

describe("home among several places said 'from'", () => {
  it.each([
    ["Komodo liveaboard 3 nights from Labuan Bajo, diving, solo, from Denpasar, 12 April", "Denpasar"],
    ["The Camino from Sarria to Santiago de Compostela, 6 days, solo, from Cleveland Ohio", "Cleveland"],
    ["Annapurna trek, 12 days from Pokhara, me and 2 mates from Bristol", "Bristol"],
    ["Route 66 from Chicago to Santa Monica, 16 days, 2 couples from Perth", "Perth"],
  ])("%s: %s", (message, home) => {
    expect(origin(message)).toBe(home);
  });
  it.each([
    ["Calgary local here (YYC). Banff 3 nights, Jasper 2", "Calgary"],
    ["We're from a wee village near Stirling. Lake District for 4 nights", "Stirling"],
    ["Me n ma pals fae Paisley are headin tae Amsterdam for 3 nichts", "Paisley"],
    ["barclona 4 nigths w my bf frm manchster", "Manchester"],
    ["Eh we KL people lah, want Langkawi then Penang 2 nights", "Kuala Lumpur"],
  ])("%s: %s", (message, home) => {
    expect(origin(message)).toBe(home);
  });
});

describe("more ways to say where from and where to", () => {
  it.each([
    ["Medellín a Cusco, 20 de junio 2027, 5 noches, 2 personas", "Medellín", "Cusco"],
    ["Surabaya ke KL 28 Jan 2027, 3 nights", "Surabaya", "Kuala Lumpur"],
    ["chch to syd 30 dec, 5 nights", "Christchurch", "Sydney"],
    ["darwin to brissy 8 july 2027, 3 nights", "Darwin", "Brisbane"],
  ])("%s", (message, from, to) => {
    expect(origin(message)).toBe(from);
    expect(where(message)).toBe(to);
  });
  it.each([
    ["Leicester lad here, taking the girlfriend to Paris for 3 nights", "Leicester"],
    ["Melbourne crew of 4 → Munich 25 Sept 2027, 4 nights", "Melbourne"],
    ["from Perth (the Scottish one) to Rome 4 nights", "Perth"],
  ])("%s: home %s", (message, home) => {
    expect(origin(message)).toBe(home);
  });
  it("the Scottish one is in Scotland", () => {
    expect(read("from Perth (the Scottish one) to Rome 4 nights").plan.origin?.country_code).toBe("GB");
  });
  it("our airport, said later, is home", () => {
    const { plan } = read("Barcelona May 20 2027, 4 nights, me + my boyfriend", "DUB is our airport");
    expect(plan.origin?.name).toBe("Dublin");
    expect(plan.destination?.name).toBe("Barcelona");
  });
  it.each(["tokyo solo 5 nights from april 5th 2027", "Makkah 5 nights then Madinah 4 nights"])(
    "%s: party words are no towns, short names are",
    (message) => {
      expect(read(message).plan.stays.map((s) => s.place.name)).not.toContain("Solo");
    },
  );
  it("Makkah and Madinah are Mecca and Medina", () => {
    expect(stays("Makkah 5 nights then Madinah 4 nights")).toEqual([
      ["Mecca", 5],
      ["Medina", 4],
    ]);
  });
});

describe("not places, not lengths (a review's misfires)", () => {
  it("a city compared in a follow-up does not move the trip", () => {
    expect(read("Lisbon 5 nights", "cheaper than london?").plan.destination?.name).toBe("Lisbon");
    expect(read("Rome 4 nights", "we loved paris last year").plan.destination?.name).toBe("Rome");
  });
  it.each(["honestly paris is overrated, what about lisbon 5 nights", "we love chicago style pizza, lisbon 5 nights"])(
    "%s: only the trip's town",
    (message) => {
      expect(where(message)).toBe("Lisbon");
      expect(stays(message)).toEqual([]);
    },
  );
  it.each([
    ["no overnight flights please, Tokyo 6 nights", 6],
    ["we land overnight, Lisbon 5 nights", 5],
  ])("%s: overnight is no night's stay", (message, nights) => {
    expect(read(message).plan.nights).toBe(nights);
  });
});

describe("a letter's signature and everyday words", () => {
  it.each([
    ["Hi! Lisbon 4 nights. Thanks, Morag", "Lisbon"],
    ["Lisbon 4 nights from Boston. Cheers, Victoria x", "Lisbon"],
    ["Hi, 3 nights in Paris. Best, Florence", "Paris"],
  ])("%s: the name signing it is the writer's", (message, place) => {
    expect(where(message)).toBe(place);
    expect(stays(message)).toEqual([]);
  });
  it("one everyday word in lower case is no must-see; a sight's name is", () => {
    expect(read("we'd like to eat well, Rome 4 nights").plan.mustSee).toEqual([]);
    expect(read("Rome 4 nights, want to see the colosseum and pompeii").plan.mustSee.length).toBe(2);
  });
});
