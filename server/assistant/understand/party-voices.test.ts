import { describe, expect, it } from "vitest";
import { alternation, SPOUSE_WORDS } from "./companion-words";
import { inEnglish } from "./foreign-words";
import { partyList } from "./party-list";
import { speaksAsWe } from "./party-we";
import { findParty } from "./trip-party";

// Who is going, in the voices the first readers missed: friends and kin in the world's Englishes
// and code-switched words, the spouse written "the fiancé", counts said sideways ("vegetarian x2",
// "we're 2+1"), groups counted with a word about them ("two retired nurses"), and a party told
// only as "we". Each class has its own examples and the ordinary messages it must not misread.

describe("a friend or relative in the world's Englishes and in code-switched words", () => {
  it.each([
    ["Durban to Joburg, me and my bru, 3 nights", 2],
    ["me an mi bredren, Negril 4 nights", 2],
    ["Madrid 5 nights with my abuela", 2],
    ["me + my lola, Cebu 3 nights", 2],
    ["me and mi tía, Cancún", 2],
    ["me n ma pals fae Glasgow, 6 o us, Dublin", 6],
    ["Bruges, me and my homie", 2],
    ["garden route, me and my china, 10 days", 2],
  ])("%s: %i grown-ups", (text, adults) => {
    expect(findParty(text).adults).toBe(adults);
  });
  it("does not take a word for a friend that is something else", () => {
    expect(findParty("Thomas Mann house in Lübeck, 2 nights").adults).toBeUndefined();
    expect(findParty("cheap flights to China, 2 weeks").adults).toBeUndefined();
    expect(findParty("Lola's bar in Madrid is a must").adults).toBeUndefined();
  });
});

describe("the spouse as 'the' or with an accent", () => {
  it.each([
    ["Santorini 5 nights, me and the fiancé", 2],
    ["the fiancée and I want Paris in May", 2],
    ["me n the gf, Lisbon", 2],
    ["Maldives with the bf", 2],
    ["me, the wife and the in-laws, 4 nights in Cornwall", 4],
  ])("%s: %i grown-ups", (text, adults) => {
    expect(findParty(text).adults).toBe(adults);
  });
});

describe("a count said sideways", () => {
  it.each([
    ["Hanoi 4 nights, vegetarian x2", 2],
    ["Seoul 3 nights x2, cheap", 2],
    ["flights to Rome, tickets x3", 3],
    ["2 elderly adults, Lake Como", 2],
    ["Two retired nurses from Leeds, Madeira", 2],
    ["three keen walkers, Lake District", 3],
    ["4 brother going Umrah", 4],
    ["we are 2 couple from Osaka", 4],
    ["somos 3 parejas, Mendoza", 6],
    ["3 families sharing a villa in Crete", 6],
  ])("%s: %i grown-ups", (text, adults) => {
    expect(findParty(text).adults).toBe(adults);
  });
  it("a length multiplied, or one of the party, is no count of people", () => {
    expect(findParty("Rome, 2 rooms x 3 nights").adults).toBeUndefined();
    expect(findParty("one of us is in a wheelchair").adults).toBeUndefined();
    expect(findParty("Paris 4 nights, 2 more days in Lyon").adults).toBeUndefined();
    // (The month before "Pax" is no count of people; the form's own field is: one.)
    expect(findParty("To: Nairobi Dates: 11-14 Dec Pax: 1").adults).toBe(1);
    expect(findParty("Oct 3-9 guests welcome?").adults).toBeUndefined();
  });
});

describe("grown-ups plus children, as a sum or a booking code", () => {
  it.each([
    ["we're 2+2, Crete, kids 6 and 9", 2, [6, 9]],
    ["family trip 2+1 (kid is 4)", 2, [4]],
    ["2A+2C, Algarve", 2, [null, null]],
    ["2a/1c Disneyland", 2, [null]],
  ])("%s", (text, adults, children) => {
    expect(findParty(text)).toMatchObject({ adults, children });
  });
  it("a sum of nights, or of children's ages, is no party", () => {
    expect(findParty("Rome 2+1 nights then Naples").adults).toBeUndefined();
    expect(findParty("me and my kids 6+9").children).toEqual([6, 9]);
    expect(findParty("Lisbon 3+2 nights, the kids love trams").adults).toBe(2);
  });
});

describe("friends called 'the boys' or 'the girls', children's ages said as a list", () => {
  it("me and the boys are friends, not children", () => {
    expect(findParty("me and the boys, Vegas 3 nights").children).toBeUndefined();
    expect(findParty("me n the girls (5 of us), Ibiza")).toMatchObject({ adults: 5 });
    expect(findParty("me and the boys, they're 7 and 9")).toMatchObject({ children: [7, 9] });
    expect(findParty("my husband and the girls, Orlando").children).toEqual([null, null]);
  });
  it("ages dictated without commas, twins' one age, a baby's years in brackets", () => {
    expect(findParty("me my wife and the three kids they're four six and eight").children).toEqual([4, 6, 8]);
    expect(findParty("it's me, my wife and our twins who are 5")).toMatchObject({ adults: 2, children: [5, 5] });
    expect(findParty("Bali with my husband and baby (2 yrs)").children).toEqual([2]);
  });
});

describe("a list with the writer inside it and someone added in brackets", () => {
  it.each([
    ["grandma, grandpa, me and my 2 kids, Disney", 3, 2],
    ["Mum, dad, me and my sister, Rome", 4, 0],
    ["My wife and I (plus my father) want Kyoto", 3, 0],
    ["my partner and I (and our son, 4), Oslo", 2, 1],
  ])("%s: %i grown-ups, %i children", (text, adults, children) => {
    const party = findParty(text);
    expect(party.adults).toBe(adults);
    expect(party.children?.length ?? 0).toBe(children);
  });
  it("kin named with no writer in the list are not the party", () => {
    expect(partyList("grandma, grandpa and the dog")).toBeUndefined();
    expect(findParty("Mum and dad are paying, Rome 3 nights").adults).toBeUndefined();
    expect(findParty("Rome 3 nights. Grandma loves art").adults).toBeUndefined();
  });
});

describe("a party told only as 'we'", () => {
  it.each([
    "We fly from Warsaw, Split 3 nights",
    "banff 5 nights, rent skis or bring ours?",
    "Bruges 2 nights with our dog",
    "last day is a travel day for us",
    "WE WANT ROME IN MAY",
  ])("%s: we", (text) => {
    expect(findParty(text).we).toBe(true);
    expect(speaksAsWe(text)).toBe(true);
  });
  it.each([
    "flying from the US to Rome, 3 nights",
    "US citizens need a visa?",
    "solo trip, we'll see how it goes",
    "plan Lisbon for me, can we start on the 5th",
    "I'm a single traveller, we'll see",
    "Paris 4 nights from May 2",
  ])("%s: not we", (text) => {
    expect(speaksAsWe(text)).toBe(false);
  });
  it("is no more than a hint when a count is said", () => {
    expect(findParty("we are 4, Porto").we).toBeUndefined();
    expect(findParty("we and our 2 kids, Rome")).toMatchObject({ adults: 2, children: [null, null] });
  });
});

describe("the spouse words are one list", () => {
  it("the party reader, the list and the foreign swaps read the same spouses", () => {
    const spouse = new RegExp(`^(?:${alternation(SPOUSE_WORDS)})$`);
    for (const w of ["hubby", "wifey", "esposa", "marito", "bae", "fiance"]) expect(spouse.test(w)).toBe(true);
    expect(partyList("me and my esposa")).toEqual({ adults: 2, children: [] });
    expect(findParty("me and my marito, Rome").adults).toBe(2);
    expect(inEnglish("yo y mi esposa")).toMatch(/wife/);
    expect(inEnglish("eu e meu marido")).toMatch(/husband/);
  });
});
