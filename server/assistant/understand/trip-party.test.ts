import { describe, expect, it } from "vitest";
import { agesAlone, findParty, partyWords } from "./trip-party";

// Who is going, however a traveller puts it: each case a class of phrasing, several ways round.

const party = (text: string) => findParty(text);

describe("the writer and a count of others, in either order", () => {
  it.each([
    ["Iceland 8 days, 3 friends and me, from Oslo", 4],
    ["two mates + me, hostels, Prague", 3],
    ["me and my 2 friend going to Goa", 3],
    ["Lima 4 nights, me + 1", 2],
    ["me +2, Bali, 6 nights", 3],
    ["me plus one, Paris", 2],
    ["4 colleagues and myself, Berlin", 5],
    ["interrail, 3 uni mates + me", 4],
  ])("%s: %i grown-ups", (text, adults) => {
    expect(party(text).adults).toBe(adults);
  });
});

describe("one companion named by role, the spouse by a nickname, someone by name", () => {
  it.each([
    ["Rome 5 nights with my carer, wheelchair user", 2],
    ["Seville with my caregiver, 4 nights", 2],
    ["me n the mrs, Cornwall, 5 nights", 2],
    ["me and the missus, Skye", 2],
    ["Anna and I want Vienna 3 nights", 2],
    ["Tom & I, Oslo 2 nights", 2],
    ["me and my uh flatmate, Osaka", 2],
    ["um me and my erm husband, Nice", 2],
  ])("%s: %i grown-ups", (text, adults) => {
    expect(party(text).adults).toBe(adults);
  });
});

describe("a list of people, wherever the writer stands in it", () => {
  it.each([
    ["I and my wife and my sister want Cairo", 3],
    ["Sarajevo with my husband and my father", 3],
    ["Me and my two grown daughters, Paris", 3],
    ["2 adults + grandpa (78), Vienna", 3],
    ["2 adults and my mother in law, Prague", 3],
    ["me and my son (22), Berlin", 2],
  ])("%s: %i grown-ups", (text, adults) => {
    expect(party(text).adults).toBe(adults);
  });
  it("a grown-up described after a count is not one more", () => {
    expect(party("Malta 4 nights, 2 adults, my wife uses a wheelchair").adults).toBe(2);
  });
  it("one relative named alone is a change to the party, not the party", () => {
    expect(party("my brother is coming too!")).toEqual({ more: 1 });
  });
});

describe("children's ages however they are said", () => {
  it.each([
    ["we are five persons, me, my husband and three daughters of 4, 7 and 9 years", 2, [4, 7, 9]],
    ["family total 5 members - me, husband, my mother and 2 childrens 3 and 6 years", 3, [3, 6]],
    ["we are family, 2 adults and daughter 9 years", 2, [9]],
    ["me, wife and son 5 years", 2, [5]],
    ["my husband, my daughter 6 years old and me", 2, [6]],
    ["2 adults 1 child of 8 year", 2, [8]],
    ["our son who just turned four and our daughter who's nine, me and my wife", 2, [4, 9]],
    ["single mum w/ twins (5), Legoland", 1, [5, 5]],
    ["the two of us plus our baby, 6 months", 2, [0]],
  ])("%s", (text, adults, ages) => {
    expect(party(text)).toMatchObject({ adults, children: ages });
  });
});

describe("counts as learners and forms write them", () => {
  it.each([
    ["we are 6 persons, 2 adults and 4 childs", 2, 4],
    ["Phuket 5 days, 3 person, from Shanghai", 3, 0],
    ["Hanoi, 2 person, visa?", 2, 0],
    ["ladies trip x4, Napa", 4, 0],
    ["Crete, 4 adults — sorry, 5 — renting a car", 5, 0],
    ["11 lads, Riga", 11, 0],
    ["16 students, Dublin", 16, 0],
  ])("%s", (text, adults, kids) => {
    const found = party(text);
    expect(found.adults).toBe(adults);
    expect(found.children?.length ?? 0).toBe(kids);
  });
});

describe("two, said without a number", () => {
  it.each([
    "just us, Kyoto 3 nights",
    "just us two, Hanoi",
    "Retired nurses, both 68, Lisbon",
    "Parents in their 60s, slow pace, Kyoto",
  ])("%s", (text) => {
    expect(party(text).adults).toBe(2);
  });
  it("children with no grown-up said travel with two, with the writer alone when only theirs", () => {
    expect(party("Family, kids are 8 and 12, Orlando")).toMatchObject({ adults: 2, children: [8, 12] });
    expect(party("Crete 7 nights, family (kids 3, 6)")).toMatchObject({ adults: 2, children: [3, 6] });
    expect(party("2 kids, 5 and 8, plus us")).toMatchObject({ adults: 2, children: [5, 8] });
    expect(party("Madrid with my 2 teens (15 & 17)")).toMatchObject({ adults: 1, children: [15, 17] });
  });
});

describe("rooms", () => {
  it.each([
    ["6 of us, need 3 twin rooms", 3],
    ["me and a colleague, separate rooms", 2],
    ["4 friends, 2 double rooms", 2],
    ["3 of us, a room each", 3],
  ])("%s: %i rooms", (text, rooms) => {
    expect(party(text).rooms).toBe(rooms);
  });
});

describe("partyWords", () => {
  it("puts dictation, hesitations and multipliers the readers' way", () => {
    expect(partyWords("with my too sisters")).toBe("with my two sisters");
    expect(partyWords("me and um my flatmate")).toBe("me and my flatmate");
    expect(partyWords("girls trip x5")).toBe("5 girls");
    expect(partyWords("3 adults, no wait, 4")).toBe("4 adults");
  });
});

describe("agesAlone", () => {
  it("reads ages said alone, in any of their ways", () => {
    expect(agesAlone("8 and 13")).toEqual([8, 13]);
    expect(agesAlone("they're 4, 6 and 9")).toEqual([4, 6, 9]);
    expect(agesAlone("ages 5 & 7.")).toEqual([5, 7]);
    expect(agesAlone("7yo and 10yo")).toEqual([7, 10]);
    expect(agesAlone("six and eleven")).toEqual([6, 11]);
  });
  it("is nothing when more is said", () => {
    expect(agesAlone("4 and 3")).toEqual([4, 3]);
    expect(agesAlone("4 nights and 3")).toBeUndefined();
    expect(agesAlone("Marrakech 4 and Essaouira 3")).toBeUndefined();
    expect(agesAlone("we're 4, 2 adults")).toBeUndefined();
    expect(agesAlone("40 and 42")).toBeUndefined();
  });
});

describe("a group under eighteen is children, whoever leads them", () => {
  it.each([
    ["school trip: 2 teachers and 6 students aged 15-16", 2, 6],
    ["3 leaders and 5 scouts (11-13), Lake District", 3, 5],
    ["4 pupils aged 12 and 2 teachers", 2, 4],
  ])("%s", (text, adults, kids) => {
    const found = party(text);
    expect(found.adults).toBe(adults);
    expect(found.children?.length).toBe(kids);
  });
  it("students of age are grown-ups", () => {
    expect(party("uni trip, 14 students aged 19-22")).toEqual({ adults: 14 });
  });
});

describe("a family's count with its children's ages after", () => {
  it("is the whole family, the children those aged", () => {
    expect(party("Oman, family of 5 with kids aged 4, 7 and 10")).toMatchObject({ adults: 2, children: [4, 7, 10] });
  });
});

describe("kin and friends counted inside a list, a best friend, a barkada, an age before a parent", () => {
  it.each([
    ["me, my mom and my 2 aunties, Accra", 4],
    ["bali 10 nights, me + 2 girls from uni", 3],
    ["me and my 3 cousins, Goa 4 nights", 4],
    ["me, my sister and my two nieces (both grown), Rome", 4],
    ["Taipei 4D3N, me & bff from HK", 2],
    ["me + my bff, Seoul", 2],
    ["El Nido 5 days, 3 barkada from Cebu", 3],
    ["malta 4 days with my 70 yr old dad", 2],
    ["Lisbon with my 80-year-old mum, 3 nights", 2],
    ["Un week-end à Bruxelles, pour deux", 2],
    ["Sevilla 3 noches para dos", 2],
  ])("%s: %i grown-ups", (text, adults) => {
    expect(party(text).adults).toBe(adults);
  });
  it.each([
    // A count that is the whole party, with part of it listed, stays the count.
    ["we are 5 people, me and my wife and friends", 5],
    ["4 of us: me, my wife and our 2 kids", 2],
    ["me and my 2 kids, Orlando", 1],
  ])("%s: %i grown-ups (not more)", (text, adults) => {
    expect(party(text).adults).toBe(adults);
  });
});

describe("children counted by a number and their ages, with no noun", () => {
  it.each([
    ["me, my wife, our two (5 and 8) and my parents, Orlando 7 nights", 4, [5, 8]],
    ["me, my husband and our three (4, 7, 9), Cornwall", 2, [4, 7, 9]],
  ])("%s", (text, adults, ages) => {
    const p = party(text);
    expect(p.adults).toBe(adults);
    expect(p.children).toEqual(ages);
  });
  it("our two nights are no children", () => {
    expect(party("me and my wife, our two nights in Rome").children ?? []).toEqual([]);
  });
});

describe("a son or daughter of age, named or not, is a grown-up", () => {
  it.each([
    ["Sofia + Plovdiv, me and my daughter Sofia (she's 19 and loves the city)", 2, undefined],
    ["me and my son, he's 25, Lisbon", 2, undefined],
    ["me and my son Tom (8), Legoland", 1, [8]],
    ["Rome with my daughter, she's 7", 1, [7]],
  ] as [string, number, number[] | undefined][])("%s", (text, adults, children) => {
    const p = party(text);
    expect(p.adults).toBe(adults);
    expect(p.children).toEqual(children);
  });
});

describe("friends counted in Hindi", () => {
  it("hum 4 dost hain", () => {
    expect(party("Manali 5 din ka trip, hum 4 dost hain").adults).toBe(4);
  });
});

describe("children's ages after a family's count, and in German", () => {
  it.each([
    ["abu dhabi 3 nights, from karachi, family 2+3 (4, 7, 10)", 2, [4, 7, 10]],
    ["Crete, family 2+2 (5 and 9)", 2, [5, 9]],
    ["wir (2 Erwachsene, 1 Kind mit 5 Jahren), Kopenhagen", 2, [5]],
  ] as [string, number, number[]][])("%s", (text, adults, ages) => {
    const p = party(text);
    expect(p.adults).toBe(adults);
    expect(p.children).toEqual(ages);
  });
  it("a stop's nights in brackets are no ages", () => {
    expect(party("Rome (3 nights), family 2+2").children).toEqual([null, null]);
  });
});
