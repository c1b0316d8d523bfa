import { describe, expect, it } from "vitest";
import { geocode, geocodeAirportName } from "../../travel/geo/gazetteer";
import { read } from "../testing/read";
import { splitHyphened } from "./home-cues";

// Where the travellers live, said about them rather than about the trip: home is the origin, never a stop.

const trip = (message: string) => {
  const { plan } = read(message);
  const stops = plan.stays.length
    ? plan.stays.map((s) => s.place.name)
    : plan.destination
      ? [plan.destination.name]
      : [];
  return { origin: plan.origin?.name ?? null, stops };
};

describe("home said about the travellers", () => {
  it.each([
    ["Boise-based pair, Dublin 6 nights in September", "Boise", "Dublin"],
    ["we're glasgow folk after 4 nights in Seville, March", "Glasgow", "Seville"],
    ["Nairobi locals wanting 5 nights in Zanzibar Town over Easter", "Nairobi", "Zanzibar"],
    ["Perth born and bred, want Bali 8 nights next month", "Perth", "Ubud"],
    ["Valencia 4 nights in May (we are Leeds people)", "Leeds", "Valencia"],
    ["Home: Quito\nWhere: Cusco 5 nights\nWhen: 3-8 June", "Quito", "Cusco"],
    ["Departure airport - YVR. Osaka for 6 nights in April", "Vancouver", "Osaka"],
    ["our nearest airport is Inverness. Krakow 3 nights, Feb", "Inverness", "Kraków"],
    ["we live just outside Lyon; Porto for 4 nights in May", "Lyon", "Porto"],
    ["Two Glaswegians after a week in Malaga in April", "Glasgow", "Málaga"],
  ])("%s", (message, origin, stop) => {
    const got = trip(message);
    expect(got.origin).toBe(origin);
    expect(got.stops[0]).toBe(stop);
    expect(got.stops).not.toContain(origin);
  });

  it("a family or a couple named by its town, when the trip goes elsewhere", () => {
    expect(trip("a Calgary family of four, 10 nights in Costa Rica in March").origin).toBe("Calgary");
    expect(trip("the 3 of us in Adelaide want Singapore for 5 nights in July")).toEqual({
      origin: "Adelaide",
      stops: ["Singapore"],
    });
  });

  it("but a party in the town they visit is staying there", () => {
    expect(trip("a couple in Rome for 4 nights in May")).toEqual({ origin: null, stops: ["Rome"] });
    expect(trip("Paris family trip, 5 nights in April").stops).toEqual(["Paris"]);
  });

  it("a signature at the end of a letter", () => {
    expect(
      trip("Hello! We'd like 5 nights in Hoi An in February, two adults.\n\nThanks, Mei & Tom, Brisbane").origin,
    ).toBe("Brisbane");
    expect(trip("Hello! We'd like 5 nights in Hoi An in February.\n— Ana, Lisbon").stops).toEqual(["Hội An"]);
  });
});

describe("someone else's home, or a past one, is not where they leave from", () => {
  it.each([
    ["Naples 4 nights in May. My cousin from Turin might join. We live in Denver.", "Denver"],
    ["Hanoi 5 nights; people from Hue told us to go. We're in Perth.", "Perth"],
    ["I was born in Porto but live in Leeds now. Madeira 6 nights in June", "Leeds"],
    ["We're Cork natives living in Berlin, after 4 nights in Split", "Berlin"],
    ["I'm Parisian, a weekend in Brussels please", "Paris"],
  ])("%s", (message, origin) => {
    expect(trip(message).origin).toBe(origin);
  });
  it("flying home from a stop is where the trip ends, not home", () => {
    const { plan } = read(
      "Kyoto 4 nights then Osaka 2 nights from Jan 10, flying from Sydney",
      "could we fly home from Osaka instead?",
    );
    expect(plan.origin?.name).toBe("Sydney");
  });
  it("a sentence's first word that is an everyday word is no village", () => {
    expect(trip("Going to Lyon for 3 nights in May").origin).toBeNull();
  });
});

describe("routes written as codes and chains", () => {
  it.each([
    ["Leeds-Lisbon return, 5 nights from 3 May", "Leeds", ["Lisbon"]],
    ["LHR-BKK-HKT-LHR, 12 nights in January", "London", ["Bangkok", "Phuket"]],
    ["AKL → Nadi (4n) → Suva (3n) → AKL", "Auckland", ["Nadi", "Suva"]],
    ["Hanoi -> Hue -> Hoi An, 2 nights Hue, 3 nights Hoi An", "Hanoi", ["Huế", "Hội An"]],
    ["Manila to Cebu 3 Feb, 4 nights Cebu, 2 nights Bohol", "Manila", ["Cebu", "Bohol"]],
  ])("%s", (message, origin, stops) => {
    const got = trip(message);
    expect(got.origin).toBe(origin);
    for (const s of stops) expect(got.stops).toContain(s);
    expect(got.stops).not.toContain(origin);
  });

  it("a round trip from a town near the stops is a loop of stays", () => {
    const got = trip("Delhi → Agra → Jaipur → Delhi, 6 nights");
    expect(got.origin).toBeNull();
    expect(got.stops).toContain("Delhi");
  });

  it("a chain whose every stop has its length has no home", () => {
    expect(trip("Rome (3n) → Florence (2n) → Venice (2n)")).toEqual({
      origin: null,
      stops: ["Rome", "Florence", "Venice"],
    });
  });

  it("hyphens inside a name stay; between towns they are a route", () => {
    expect(splitHyphened("Aix-en-Provence 3 nights")).toBe("Aix-en-Provence 3 nights");
    expect(splitHyphened("Toronto-Lisbon return")).toBe("Toronto>Lisbon return");
    expect(splitHyphened("Leeds-based")).toBe("Leeds based");
    expect(splitHyphened("a family-friendly hotel, self-drive")).toBe("a family-friendly hotel, self-drive");
  });
});

describe("airports by their own names", () => {
  it.each([
    ["Heathrow", "London", "LHR"],
    ["Schiphol", "Amsterdam", "AMS"],
    ["Charles de Gaulle", "Paris", "CDG"],
    ["O'Hare", "Chicago", "ORD"],
  ])("%s", (name, city, code) => {
    const g = geocodeAirportName(name);
    expect(g?.name).toBe(city);
    expect(g?.airports[0]?.code).toBe(code);
  });
  it("a name is an airport's only where the words say airport, never a person's surname", () => {
    expect(geocode("Heathrow")?.country_code).toBe("US");
    expect(geocodeAirportName("Kennedy")).toBeNull();
    expect(trip("a Chopin concert, 3 nights in Krakow in May").stops).toEqual(["Kraków"]);
  });
  it("flying out of a named airport is home", () => {
    expect(trip("flying out of Gatwick, Madeira 7 nights in March").origin).toBe("London");
  });
});

describe("names that are also places", () => {
  it("a person named like a country in another language is a person", () => {
    const { plan } = read("Dominique and I are going to Paris for 4 nights");
    expect(plan.region).toBeNull();
    expect(plan.destination?.name).toBe("Paris");
  });
});

describe("home said of the party, in more ways", () => {
  it.each([
    // The company listed after the writer, then "from".
    [
      "Planning Umrah for me, my wife and my parents from Leicester. Makkah 5 nights then Madinah 4 nights",
      "Leicester",
    ],
    ["A trip for me, my sister and my two kids from Cardiff: Lisbon 5 nights in April", "Cardiff"],
    // The party counted, then "from".
    ["Hello, we are 4 people from Chengdu, Rome 3 nights then Florence 3 nights in May", "Chengdu"],
    ["Vienna from 3 March, 2 people from Busan", "Busan"],
    ["Budapest 4 nights in June, just 2 of us from Glasgow", "Glasgow"],
    // A family by its town, said short.
    ["Perth fam of 5, Bali 10 nights in July, kids 3, 6 and 9", "Perth"],
    // Latin America's words for its cities' people.
    ["porteños here, Montevideo 3 nights in January, me and my wife", "Buenos Aires"],
    ["somos cariocas, Lisbon 5 nights in May", "Rio de Janeiro"],
    // Forms in other languages.
    ["Destino: Cusco\nFechas: 9 al 14 de enero\nDesde: Quito\nPersonas: 2 adultos", "Quito"],
    ["Trip: Chefchaouen\nLength: 3 nights\nStart: Tangier\nPeople: 2", "Tangier"],
  ])("%s", (message, origin) => {
    expect(trip(message).origin).toBe(origin);
  });

  it.each([
    // Someone else from a place: not home.
    ["people from Osaka told us Kyoto is better, 4 nights in Kyoto in May"],
    ["Kyoto 4 nights in May. Some people from Osaka said go in autumn"],
    ["my parents from Leeds are joining us in Rome for 3 nights in June"],
    // A family of the place visited is no home.
    ["a family friendly week in Lisbon in May"],
  ])("%s: no home", (message) => {
    expect(trip(message).origin).toBeNull();
  });
});

describe("two places arrowed, the first with no length, is a journey from home", () => {
  it.each([
    ["Oslo→Stockholm by train, 3 nights, 2 of us", "Oslo", "Stockholm"],
    ["Brisbane-Cairns 5 nights, 12 March, just me", "Brisbane", "Cairns"],
    ["Lyon → Geneva, 2 nights from 4 May", "Lyon", "Geneva"],
    ["Boise→Jackson 2/14-2/18 skiing, 4 of us", "Boise", "Jackson"],
    ["Portland → Seattle Jun 3 2n, then Vancouver 3n", "Portland", "Seattle"],
  ])("%s", (message, origin, stop) => {
    const got = trip(message);
    expect(got.origin).toBe(origin);
    expect(got.stops[0]).toBe(stop);
  });

  it.each([
    ["vancouver → whistler, ski trip in feb, 4 of us"],
    ["bkk 3n -> chiang mai 4n"],
    ["rome -> florence, 3n each, in May"],
  ])("%s: both are stops", (message) => {
    const got = trip(message);
    expect(got.origin).toBeNull();
    expect(got.stops.length).toBe(2);
  });
});

describe("home near a town, and where a car is hired", () => {
  it.each([
    ["Kyoto 5 nights in May. home's a little town outside Cebu", "Cebu"],
    ["Rome 4 nights in June; home is a village near Kendal", "Kendal"],
    ["we live in a suburb of Lyon, Porto 3 nights in April", "Lyon"],
  ])("%s", (message, origin) => {
    expect(trip(message).origin).toBe(origin);
  });

  it.each([
    ["Iceland, 6 nights in March. We'll hire a car from Keflavik. From Denver.", "Denver"],
    ["Scotland 7 nights in May, renting a car from Inverness, we fly from Bristol", "Bristol"],
    ["South Island 10 nights, picking up a campervan from Christchurch. From Sydney.", "Sydney"],
  ])("%s: the hire is no home", (message, origin) => {
    expect(trip(message).origin).toBe(origin);
  });
});
