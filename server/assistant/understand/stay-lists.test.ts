import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { read } from "../testing/read";
import { findBudget, findDates, placesNamed, staysFrom } from "../understand";
import { findParty } from "./trip-party";

// Lists of stops with their lengths as travellers write them (issue 24): lengths in a chain before
// each name, bare numbers in brackets or after "for", with no unit anywhere; lengths "each" in
// other languages; and the party, tier and dates words around them.

const now = DateTime.fromISO("2026-11-25T10:00:00Z");
const nights = (text: string) => staysFrom(text, placesNamed(text)).map((s) => s.nights);
const stays = (...messages: string[]) => read(...messages).plan.stays.map((s) => s.nights);

describe("a chain of lengths, each before its name", () => {
  it.each([
    ["3n Rome 2n Florence 2n Venice", [3, 2, 2]],
    ["2 nights Kandy 3 nights Ella 2 nights Mirissa", [2, 3, 2]],
    ["4 nights Lisbon 2 nights Porto 1 night Coimbra, by train", [4, 2, 1]],
    ["2n Hanoi, 3n Hue, 4n Hoi An", [2, 3, 4]],
    ["1 night Bruges 2 nights Ghent 3 nights Antwerp", [1, 2, 3]],
  ] as const)("%s", (text, want) => {
    expect(nights(text)).toEqual(want);
  });
  it("lengths after each name stay theirs", () => {
    expect(stays("Lisbon 3 nights Porto 2 nights Faro 2 nights")).toEqual([3, 2, 2]);
    expect(stays("beijing 3 nights xi'an 2 nights chengdu 3 nights high speed rail")).toEqual([3, 2, 3]);
  });
});

describe("bare numbers listed after the names", () => {
  it.each([
    ["Sarajevo (2) - Mostar (1)", [2, 1]],
    ["Krakow (3) – Zakopane (2) – Wroclaw (2)", [3, 2, 2]],
    ["Rome 2 - Florence 3 - Venice 2", [2, 3, 2]],
    ["Lisbon for 4 and Porto for 3", [4, 3]],
    ["Lima for 3, Cusco for 4 and Arequipa for 2", [3, 4, 2]],
    ["Seville 4 and Granada 3", [4, 3]],
  ] as const)("%s", (text, want) => {
    expect(stays(text)).toEqual(want);
  });
  it("a number after one name alone is no length", () => {
    expect(nights("Rome for 2 and Venice")).toEqual([null, null]);
    expect(read("Tokyo and Kyoto, kids 5 and 8").plan.stays.map((s) => s.nights)).toEqual([null, null]);
  });
  it("with no unit anywhere, every stop of a numbered list keeps its number", () => {
    expect(stays("Tahiti 2, Moorea 3, Bora Bora 4 — nights. From LA")).toEqual([2, 3, 4]);
    expect(stays("Lisbon 3, Porto 2, Faro 2")).toEqual([3, 2, 2]);
  });
});

describe("the same length for each stop, in other languages", () => {
  it.each([
    ["Lisboa e Porto, 4 noites cada", [4, 4]],
    ["Madrid y Sevilla, 3 noches cada una", [3, 3]],
    ["Roma e Firenze, 3 notti ciascuna", [3, 3]],
    ["Lisbon and Porto, 3 nights per city", [3, 3]],
    ["Paris et Lyon, 2 nuits chacune", [2, 2]],
  ] as const)("%s", (text, want) => {
    expect(stays(text)).toEqual(want);
  });
});

describe("a couple and kin in other languages", () => {
  it.each([
    ["viaggio in coppia a Roma, 4 notti", 2],
    ["siamo una coppia, Venezia 3 notti", 2],
    ["nous sommes un couple, Paris 3 nuits", 2],
    ["Lisboa, somos um casal", 2],
    ["wir sind ein Paar aus Köln, Wien 3 Nächte", 2],
    ["Marrakech 4 nuits pour moi et ma soeur", 2],
    ["Roma 3 notti, io e mia sorella", 2],
    ["Lisboa 3 noites, eu e minha irmã", 2],
    ["Madrid 3 noches, mi hermana y yo", 2],
    ["Berlin 3 Nächte, ich und mein Bruder", 2],
  ] as const)("%s", (text, adults) => {
    expect(read(text).plan.party.adults).toBe(adults);
  });
  it("a couple with children, and near misses that are no couple", () => {
    expect(read("somos una pareja con dos niños de 4 y 7, Madrid").plan.party).toMatchObject({
      adults: 2,
      children: [4, 7],
    });
    expect(read("una coppia di amici, 4 persone, Roma").plan.party.adults).toBe(4);
    expect(read("somos 2 parejas, Madrid").plan.party.adults).toBe(4);
    expect(findParty("ein paar Tage in Berlin").adults).toBeUndefined();
    expect(read("Paris 3 nights, la mère Poulard omelettes").plan.party.adults).toBe(1);
  });
});

describe("money is no date", () => {
  it.each([
    "abeg keep everything within N2.5m total",
    "budget 1.5m naira",
    "3.2k budget, that's all",
    "we have 2 lakh rupees",
  ])("%s", (text) => {
    expect(findDates(text, now).startDate).toBeUndefined();
  });
  it("dates beside a sum are still read", () => {
    expect(findDates("budget ₦2m, Lagos to Accra 3-7 Jan", now)).toMatchObject({ startDate: "2027-01-03", nights: 4 });
    expect(findDates("Kenya 1.2 million shillings, from 4 March", now).startDate).toBe("2027-03-04");
  });
});

describe("a luxury bed says the tier", () => {
  it.each([
    "Tahiti 2 nights + Moorea 5 nights, overwater bungalow",
    "Maldives overwater villa for a week",
    "a private pool villa in Bali",
    "Dubai 4 nights, suite with butler service",
    "Fiji, over-water bures, honeymoon",
  ])("%s", (text) => {
    expect(findBudget(text)).toBe("luxury");
  });
  it("a shared villa or a cheap one is not luxury", () => {
    expect(findBudget("pool villa needed for the girls")).toBeUndefined();
    expect(findBudget("cheap overwater bungalow if any")).toBe("budget");
    expect(findBudget("water villa or beach villa")).toBeUndefined();
  });
});

describe("the unit of a bare list, and a length said with 'also'", () => {
  it("an outing's 'day' is not the list's unit", () => {
    expect(nights("Santiago 3 + Valparaíso 2 + a wine day")).toEqual([3, 2]);
    expect(nights("Hanoi 3, Hue 2, beach day in Hoi An")).toEqual([3, 2, null]);
    expect(nights("Tokyo 5 days and Kyoto 3")).toEqual([4, 2]);
    expect(nights("Lisbon 3, Seville 3, Granada 2 (nights)")).toEqual([3, 3, 2]);
  });
  it("'also' or 'too' before a stop's length", () => {
    expect(stays("Baku 5 nights with my wife. We want Gabala also 2 nights")).toEqual([5, 2]);
    expect(stays("Hanoi 3 nights, and Hue too 2 nights")).toEqual([3, 2]);
  });
});

describe("kids' ages and parties written tersely", () => {
  it.each([
    ["2 adults, 3 kids 4/6/10, Orlando", 2, [4, 6, 10]],
    ["Orlando, 2 adults + kids 3/8", 2, [3, 8]],
    ["Wir sind eine Familie aus Köln (2 Erwachsene, Kinder 4 und 7), Schwarzwald 6 Nächte", 2, [4, 7]],
    ["hello po! 5 kami from Manila, Seoul 4 nights", 5, []],
  ] as const)("%s", (text, adults, kids) => {
    expect(read(text).plan.party).toMatchObject({ adults, children: kids });
  });
  it("a date after the kids is no list of ages", () => {
    expect(read("Paris, kids 12/3 to 12/8").plan.party.children).toEqual([]);
  });
  it("a mid budget is the middle tier", () => {
    expect(findBudget("Atacama 4 noches y Torres del Paine 5, mid budget")).toBe("moderate");
    expect(findBudget("budget trip to Lisbon")).toBe("budget");
  });
});

describe("stays shared out in other languages", () => {
  it.each([
    ["Madrid y Sevilla, 6 noches, 4 en Madrid y 2 en Sevilla", [4, 2]],
    ["Paris et Lyon, 5 nuits, 3 à Paris et 2 à Lyon", [3, 2]],
  ] as const)("%s", (text, want) => {
    expect(stays(text)).toEqual(want);
  });
});
