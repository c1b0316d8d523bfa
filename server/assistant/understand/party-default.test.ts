import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { findDates } from "../understand";
import { dateOrderOf, dayFirstDates } from "./dates-order";
import { datesAsWritten } from "./dates-written";
import { partyAssumed } from "./party-assumed";
import { speaksAsOne, twoByDefault } from "./party-we";
import { findParty } from "./trip-party";

// Issue 24: the party when none is said is two grown-ups, the writer speaking as one is one;
// counts on a booking form; children's ages said after the party; dates in figures read the way
// the traveller's home writes them.

describe("no party said: two, unless the writer speaks as one", () => {
  it.each([
    "Porto 3 nights from 9 March",
    "Kyoto, 5 nights, starting 2 April 2027",
    "Reykjavik 14 feb for four nights, northern lights",
    "we'd like Vienna for the Christmas markets, 3 nights",
    "ROME 4 NIGHTS FROM MAY 3, OUR FIRST TIME",
  ])("%s: two", (text) => {
    expect(twoByDefault(text)).toBe(true);
    expect(findParty(text).we).toBe(true);
  });
  it.each([
    "I want Porto 3 nights from 9 March",
    "plan me a trip to Kyoto, 5 nights",
    "my first time in Reykjavik, 4 nights",
    "Berlin 4 nights, student, 21, cheap",
    "need 2 nights in Bilbao from 3 May",
    "solo, Lima 5 nights",
    "Je voudrais 3 nuits à Lyon",
  ])("%s: one", (text) => {
    expect(twoByDefault(text)).toBe(false);
    expect(findParty(text).we).toBeUndefined();
  });
  it("keeps the state's and the union's capitals apart from the writer", () => {
    expect(speaksAsOne("Portland ME 3 nights")).toBe(false);
    expect(speaksAsOne("flights within the EU, Paris 3 nights")).toBe(false);
    expect(speaksAsOne("Eu quero 4 noites em Lisboa")).toBe(true);
    expect(speaksAsOne("a hotel 5 mi from the beach")).toBe(false);
  });
  it("is never said where a count is", () => {
    expect(findParty("Porto 3 nights, 4 of us").we).toBeUndefined();
    expect(findParty("Porto 3 nights with my husband").we).toBeUndefined();
  });
});

describe("a party assumed is not a party told", () => {
  const two = { adults: 2, children: [], rooms: null };
  it("is the two planned when no message said who goes", () => {
    expect(partyAssumed(two, ["Porto 3 nights from 9 March"])).toBe(true);
    expect(partyAssumed(two, ["Porto 3 nights from 9 March", "add a day in Braga"])).toBe(true);
  });
  it("is not a two told, nor another party", () => {
    expect(partyAssumed(two, ["Porto 3 nights, me and my sister"])).toBe(false);
    expect(partyAssumed(two, ["Porto 3 nights, 2 adults"])).toBe(false);
    expect(partyAssumed({ adults: 1, children: [], rooms: null }, ["Porto 3 nights"])).toBe(false);
  });
});

describe("a booking form's party fields", () => {
  it.each([
    ["From: Leeds\nTo: Riga\nPax: 1", 1],
    ["Guests - 3\nDestination: Tallinn", 3],
    ["No. of travellers: 4, Seville", 4],
    ["Adults: 2\nCity: Ghent", 2],
  ])("%s", (text, adults) => {
    expect(findParty(text).adults).toBe(adults);
  });
  it("reads no length, and no count with its noun after, as a field", () => {
    expect(findParty("Nights: 3\nDestination: Riga").adults).toBeUndefined();
    expect(findParty("Travellers: 2 adults, 1 child (7)")).toMatchObject({ adults: 2, children: [7] });
  });
});

describe("people counted by where they are from", () => {
  it.each([
    ["2 Germans from Leipzig, campervan 3 weeks", 2],
    ["three Aussies, Bali 10 nights", 3],
    ["we're 4 Brits on a stag do", 4],
  ])("%s", (text, adults) => {
    expect(findParty(text).adults).toBe(adults);
  });
  it("is no count of restaurants, nor a word in lower case", () => {
    expect(findParty("Rome 2 nights, 3 Italian restaurants").adults).toBeUndefined();
    expect(findParty("2 americanos and the bill").adults).toBeUndefined();
  });
});

describe("children's ages said after the party", () => {
  it.each([
    ["the kids are 5 and 11", [5, 11]],
    ["our girls are 3 and 7 by the way", [3, 7]],
    ["oh and the boys are 6 and 9", [6, 9]],
  ])("%s: ages, the grown-ups only guessed", (text, ages) => {
    expect(findParty(text)).toMatchObject({ children: ages, adultsGuessed: true });
  });
  it("keeps grown-ups said as said", () => {
    expect(findParty("2 adults, kids 5 and 11").adultsGuessed).toBeUndefined();
    expect(findParty("me and my wife and our son (4)").adultsGuessed).toBeUndefined();
  });
  it("reads a baby's months as age nought, and no date from them", () => {
    expect(findParty("bringing our baby too, he is 7 months").children).toEqual([0]);
    expect(datesAsWritten("our baby is coming, she's 11 months")).not.toMatch(/11/);
    expect(datesAsWritten("we leave 3 months from now")).toMatch(/3 months/);
  });
});

describe("dates in figures, the way the traveller's home writes them", () => {
  const now = DateTime.fromISO("2026-11-26T12:00:00Z", { zone: "utc" });
  it("knows each country's custom from the CLDR", () => {
    for (const cc of ["GB", "IE", "AU", "NZ", "IN", "DE", "BR"]) expect(dateOrderOf(cc)).toBe("day");
    expect(dateOrderOf("US")).toBe("month");
    expect(dateOrderOf("PH")).toBe("month");
    // (The year first, as in Japan or Canada: nothing told, the reader's own rule stands.)
    expect(dateOrderOf("JP")).toBeUndefined();
    expect(dateOrderOf("CA")).toBeUndefined();
    expect(dateOrderOf(undefined)).toBeUndefined();
    expect(dateOrderOf("XX")).toBeUndefined();
  });
  it("reads 5/6 as 5 June from a day-first home, 6 May from the US", () => {
    expect(findDates("Oslo 5/6 for 3 nights", now, undefined, "day").startDate).toBe("2027-06-05");
    expect(findDates("Oslo 5/6 for 3 nights", now, undefined, "month").startDate).toBe("2027-05-06");
    expect(findDates("Gdansk 02/03/27, 4 nights", now, undefined, "day").startDate).toBe("2027-03-02");
  });
  it("reads the home named in the message when none is known", () => {
    expect(findDates("Riga 3 nights from 07/05, flying from Glasgow", now).startDate).toBe("2027-05-07");
    expect(findDates("Riga 3 nights from 07/05, flying from Boston", now).startDate).toBe("2027-07-05");
  });
  it("keeps a range that fits only one way, and today's rule with nothing to tell", () => {
    expect(findDates("Malta 3/12 - 9/12", now, undefined, "month")).toMatchObject({
      startDate: "2026-12-03",
      nights: 6,
    });
    expect(findDates("Aspen 12/3-12/9", now, undefined, "day")).toMatchObject({ startDate: "2026-12-03", nights: 6 });
    expect(findDates("Oslo 5/6 for 3 nights", now).startDate).toBe("2027-05-06");
  });
  it("leaves a year gone by alone (ages written with slashes)", () => {
    expect(dayFirstDates("kids 4/6/10", 2026)).toBe("kids 4/6/10");
    expect(dayFirstDates("from 4/6", 2026)).toBe("from Jun 4");
  });
});
