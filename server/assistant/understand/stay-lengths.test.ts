import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { read } from "../testing/read";
import { findDates, nightsAt, placesNamed, staysFrom } from "../understand";

// The length said for each stop and for the trip, however the traveller orders and writes it.

const now = DateTime.fromISO("2026-11-26T10:00:00Z");
const nightsOf = (text: string, name: string, from = 0) => {
  const at = text.indexOf(name, from);
  return nightsAt(text, at, at + name.length);
};

describe("nights before or after each name", () => {
  it.each([
    ["2 nights Kandy 3 nights Ella, solo", ["Kandy", 2], ["Ella", 3]],
    ["3 nights Hue 2 nights Hoi An, from Hanoi", ["Hue", 3], ["Hoi An", 2]],
    ["4 nights bangkok 3 nights chiang mai", ["bangkok", 4], ["chiang mai", 3]],
    ["Lisbon 3 nights Porto 2 nights", ["Lisbon", 3], ["Porto", 2]],
    ["Kyoto 3 nights, Osaka 2 nights", ["Kyoto", 3], ["Osaka", 2]],
    ["2 nights in Rome, 3 nights Florence", ["Rome", 2], ["Florence", 3]],
  ] as const)("%s", (text, [a, na], [b, nb]) => {
    expect(nightsOf(text, a)).toBe(na);
    expect(nightsOf(text, b, text.indexOf(a) + a.length)).toBe(nb);
  });
  it("lengths after each name stay theirs, whatever words follow the last", () => {
    const text = "oslo 2 nights bergen 3 nights flam 1 night scenic railway, from london";
    expect(nightsOf(text, "bergen")).toBe(3);
    expect(nightsOf(text, "flam")).toBe(1);
  });
  it("a capitalised name with words describing it before its length", () => {
    expect(nightsOf("La Paz 2 nights, then Uyuni salt flats 3 nights", "Uyuni")).toBe(3);
    expect(nightsOf("Bruges old town 2 nights and Ghent 1 night", "Bruges")).toBe(2);
    // ("then" joins two stops: Colombo has no length of its own.)
    expect(nightsOf("Colombo then Kandy 2 nights", "Colombo")).toBeNull();
  });
  it("a dictated length", () => {
    expect(nightsOf("i want to go to rome for for nights in march", "rome")).toBe(4);
  });
});

describe("the trip's length", () => {
  it.each([
    ["Goa 3N4D from Pune", 3],
    ["Krabi 2n/3d package", 2],
    ["bali 4N-5D", 4],
    ["5D4N bali", 4],
    ["rome for for nights in march", 4],
  ] as const)("%s: %i nights", (text, nights) => {
    expect(findDates(text, now).nights).toBe(nights);
  });
});

describe("a day said with no month, in the month planned so far", () => {
  it.each([
    ["the 14th", "2027-03-10", "2027-03-14", undefined],
    ["arriving the 2nd, leaving the 6th", "2027-05-10", "2027-05-02", 4],
    ["5th to 9th works", "2027-01-10", "2027-01-05", 4],
    ["21st", "2026-12-10", "2026-12-21", undefined],
  ] as const)("%s in the month of %s", (text, month, start, nights) => {
    const found = findDates(text, now, month);
    expect(found.startDate).toBe(start);
    if (nights !== undefined) expect(found.nights).toBe(nights);
  });
  it("a month said wins, and a birthday is no date", () => {
    expect(findDates("June 3rd", now, "2027-03-10").startDate).toBe("2027-06-03");
    expect(findDates("it's for my 30th", now, "2027-03-10").startDate).toBeUndefined();
  });
});

describe("the stops' lengths said together, in their order", () => {
  const lengths = (text: string, names: string[]) =>
    staysFrom(
      text,
      placesNamed(text).filter((n) => names.some((k) => n.place.name.startsWith(k))),
    ).map((x) => x.nights);
  it.each([
    ["seattle then portland, 5 nights, 3 and 2. amtrak between", ["Seattle", "Portland"], [3, 2]],
    ["Bucharest → Brasov → Sibiu by train, 2n/3n/2n, 2 adults", ["Bucharest", "Bra", "Sibiu"], [2, 3, 2]],
    ["Madrid, Seville and Granada: 3, 2 and 4 nights", ["Madrid", "Sev", "Gra"], [3, 2, 4]],
  ] as const)("%s", (text, names, nights) => {
    expect(lengths(text, [...names])).toEqual(nights);
  });
  it("a date, a count of people or one length for the whole trip is none", () => {
    expect(lengths("Rome then Florence, 12/3 to 12/9", ["Rome", "Florence"])).toEqual([null, null]);
    expect(lengths("Rome then Florence, 10 days, 2 adults and 2 kids", ["Rome", "Florence"])).toEqual([null, null]);
    expect(lengths("Rome then Florence, 8 days, kids 5 & 8", ["Rome", "Florence"])).toEqual([null, null]);
    expect(lengths("Rome to Florence, 5 nights, 2nd-7th March", ["Rome", "Florence"])).toEqual([null, null]);
  });
});

describe("a rate is no length", () => {
  it.each(["no more than 2 things a day please", "3 museums per day max", "twice a week is fine"])("%s", (text) => {
    expect(findDates(text, now).nights).toBeUndefined();
  });
  it("the length beside a rate is still read", () => {
    expect(findDates("Rome 4 nights, 2 meals a day included", now).nights).toBe(4);
  });
});

describe("each stop's own dates, counts and multiples", () => {
  const stays = (message: string) => read(message).plan.stays.map((s) => [s.place.name, s.nights]);
  it("a day range beside each stop is its nights", () => {
    expect(stays("Seville 2-5 April, Granada 5-8 April, from Dublin")).toEqual([
      ["Seville", 3],
      ["Granada", 3],
    ]);
    expect(stays("Oct 10–13 Prague, Oct 13–17 Vienna")).toEqual([
      ["Prague", 3],
      ["Vienna", 4],
    ]);
  });
  it("a length before the stop wins over the trip's dates after it", () => {
    expect(stays("2 nights Krakow + 3 nights Zakopane, 4-9 Feb")).toEqual([
      ["Kraków", 2],
      ["Zakopane", 3],
    ]);
  });
  it("counts 'in' each stop, and multiples", () => {
    expect(stays("We want 4 in Budapest then 3 in Vienna.")).toEqual([
      ["Budapest", 4],
      ["Vienna", 3],
    ]);
    expect(stays("Hanoi x2 Hoi An x3 please")).toEqual([
      ["Hanoi", 2],
      ["Hội An", 3],
    ]);
  });
});

describe("a stop's length after 'with'", () => {
  it.each([
    ["Start in Kyoto (3 nights), then Nara for a night, finishing in Osaka with 2 nights. From Honolulu", [3, 1, 2]],
    ["Lisbon 3 nights, ending in Porto with 2 nights", [3, 2]],
  ])("%s", (message, want) => {
    expect(read(message).plan.stays.map((s) => s.nights)).toEqual(want);
  });
  it("'with' before people is no length", () => {
    expect(read("Rome with 2 kids then Florence 3 nights").plan.stays.map((s) => s.nights)).not.toContain(2);
  });
});
